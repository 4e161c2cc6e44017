import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconDownload } from '@tabler/icons-react';
import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '#client/app/ui/links';
import { useTalentManagerConsent } from '../api/signup';
import { acceptConsent } from '../api/profile';
import { AccountCard, ErrorAlert, Loading } from '#client/features/account/page';
import { fieldErrorsOf } from '#client/features/account/messages';

/** /{lang}/Influencer/acceptConsent?code=X — a talent manager's partner consent. */
export function AcceptConsentScreen({ lang, code, user }: { lang: Locale; code: string; user: SessionUser | null }) {
  const consent = useTalentManagerConsent(code);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [accepted, setAccepted] = useState(false);
  // Declining stores nothing: without a consent the manager sees nothing of this influencer.
  const [declined, setDeclined] = useState(false);
  const codeError = error ? fieldErrorsOf(error).code : undefined;
  const here = `/${lang}/Influencer/acceptConsent?code=${encodeURIComponent(code)}`;
  return (
    <AccountCard title={consent.data ? consent.data.title[lang] : m.influ_consent_title()} testId="accept-consent">
      {!code ? <Alert color="yellow">{m.influ_consent_missing_code()}</Alert> : null}
      {code && consent.isPending ? <Loading /> : null}
      <ErrorAlert error={consent.error} />
      {consent.data ? (
        <Stack gap="md">
          {consent.data.paragraphs[lang].map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          <Anchor href={consent.data.fileUrl} download size="sm">
            <IconDownload size={14} /> {m.influ_consent_download()}
          </Anchor>
          {accepted ? (
            <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} data-testid="consent-accepted">
              {m.influ_consent_done({ name: consent.data.manager.displayName })}
            </Alert>
          ) : declined ? (
            <Alert color="gray" variant="light" icon={<IconCircleX size={20} />} data-testid="consent-declined">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{m.partner_declined({ name: consent.data.manager.displayName })}</Text>
                {user ? (
                  <ButtonLink to="/$lang/Influencer/dashboard" params={{ lang }} variant="default" size="xs">
                    {m.partner_to_dashboard()}
                  </ButtonLink>
                ) : null}
              </Stack>
            </Alert>
          ) : user ? (
            <>
              <Checkbox checked={checked} onChange={(event) => setChecked(event.currentTarget.checked)} label={m.influ_consent_agree({ name: consent.data.manager.displayName })} />
              {codeError ? (
                <Alert color="red" variant="light" role="alert" data-testid="screen-error">
                  {codeError}
                </Alert>
              ) : (
                <ErrorAlert error={error} />
              )}
              <Group gap="sm">
              <Button
                variant="gradient"
                disabled={!checked}
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  setError(null);
                  try {
                    await acceptConsent(user.uuid, code);
                    setAccepted(true);
                  } catch (failure) {
                    setError(failure);
                  } finally {
                    setBusy(false);
                  }
                }}
                data-testid="consent-accept"
              >
                {m.influ_consent_accept_button()}
              </Button>
              <Button variant="default" onClick={() => setDeclined(true)} data-testid="consent-decline">
                {m.partner_decline_button()}
              </Button>
              </Group>
            </>
          ) : (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {m.influ_consent_sign_in_first()}
              </Text>
              <Button component="a" href={`/${lang}/Influencer/preLogin/goto:login?redirect=${encodeURIComponent(here)}`} variant="gradient">
                {m.influ_signup_sign_in()}
              </Button>
              <ButtonLink to="/$lang/Influencer/signup" params={{ lang }} search={{ ref: code }} variant="default">
                {m.influ_consent_sign_up()}
              </ButtonLink>
            </Stack>
          )}
        </Stack>
      ) : null}
    </AccountCard>
  );
}
