import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconDownload } from '@tabler/icons-react';
import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '#client/app/ui/links';
import { AccountCard, ErrorAlert, Loading } from '#client/features/account/page';
import { useAcceptConsent } from './use-accept-consent';

/** /{lang}/Influencer/acceptConsent?code=X — a talent manager's partner consent. */
export function AcceptConsentScreen({ lang, code, user }: { lang: Locale; code: string; user: SessionUser | null }) {
  const { consent, checked, setChecked, busy, error, codeError, accepted, declined, signInUrl, accept, decline } = useAcceptConsent({ lang, code, user });
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
                <Button variant="gradient" disabled={!checked} loading={busy} onClick={() => void accept()} data-testid="consent-accept">
                  {m.influ_consent_accept_button()}
                </Button>
                <Button variant="default" onClick={decline} data-testid="consent-decline">
                  {m.partner_decline_button()}
                </Button>
              </Group>
            </>
          ) : (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {m.influ_consent_sign_in_first()}
              </Text>
              <Button component="a" href={signInUrl} variant="gradient">
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
