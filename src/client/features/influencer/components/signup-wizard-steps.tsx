import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Card, Checkbox, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconBrandFacebook, IconBrandGoogle, IconBrandLine, IconDownload } from '@tabler/icons-react';
import type { SignupConfigResponse } from '#common/contracts/influencer-signup';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { NativeSelect } from '#client/features/account/later-steps';
import { StackForm } from '#client/features/account/stack-form';
import { providerName } from './signup-providers';
import { useConsentStep, useEmailStep, useLocationStep, type ConsentStepProps, type EmailStepProps, type LocationStepProps } from './use-signup-steps';

const providerIcons = { line: IconBrandLine, facebook: IconBrandFacebook, google: IconBrandGoogle } as const;

/** Back and submit at the foot of a step; the last step names its submit button after what it does. */
export function StepNavigation({ saving, onBack, backDisabled, submitLabel = m.influ_next(), submitTestId = 'signup-next' }: { saving: boolean; onBack: () => void; backDisabled?: boolean; submitLabel?: string; submitTestId?: string }) {
  return (
    <Group justify="space-between">
      <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack} disabled={backDisabled}>
        {m.influ_back()}
      </Button>
      <Button type="submit" variant="gradient" loading={saving} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** Step 1: consent, the referral code, a talent manager's partner consent, or a social provider. */
export function ConsentStep(props: ConsentStepProps) {
  const { accepted, accept, partner, setPartner, code, setCode, touched, submit } = useConsentStep(props);
  return (
    <StackForm onSubmit={submit}>
      {props.social ? (
        <Alert variant="light" color="kolify">
          {m.influ_signup_social_connected({ provider: props.social })}
        </Alert>
      ) : null}
      <Text size="sm">{m.influ_consent_text()}</Text>
      <Checkbox
        checked={accepted}
        onChange={(event) => accept(event.currentTarget.checked)}
        label={m.influ_consent_accept()}
        error={touched && !accepted ? m.influ_error_consent_required() : null}
        data-testid="signup-consent"
      />
      {props.talentManager ? (
        // Issue 32: the talent manager's partner consent is given here, its file one click away.
        <Card withBorder radius="md" padding="md" data-testid="signup-partner-consent">
          <Stack gap="xs">
            <Text size="sm">{m.influ_signup_partner_text({ name: props.talentManager.name })}</Text>
            <Anchor href={`/sv_influ_api/open/consent_file/${encodeURIComponent(props.talentManager.code)}`} download size="sm" data-testid="signup-partner-consent-file">
              <IconDownload size={14} /> {m.influ_signup_partner_file()}
            </Anchor>
            <Checkbox checked={partner} onChange={(event) => setPartner(event.currentTarget.checked)} label={m.influ_consent_agree({ name: props.talentManager.name })} data-testid="signup-partner-consent-check" />
          </Stack>
        </Card>
      ) : null}
      <TextInput
        label={m.influ_referral_label()}
        description={m.influ_referral_hint()}
        value={code}
        readOnly={props.referralLocked}
        onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
        error={props.referralError}
        maxLength={16}
        data-testid="signup-referral"
      />
      <Button type="submit" variant="gradient" loading={props.saving} data-testid="signup-next">
        {m.influ_next()}
      </Button>
      {!props.social && props.providers.length > 0 ? (
        <>
          <Divider label={m.influ_signup_or()} labelPosition="center" />
          <Stack gap="xs">
            {props.providers.map((provider) => {
              const Icon = providerIcons[provider as keyof typeof providerIcons] ?? IconBrandGoogle;
              return (
                // A full page load: the provider's page is another site.
                <Button key={provider} component="a" href={`/sv_authauth/social/${provider}/start?lang=${props.lang}`} variant="default" leftSection={<Icon size={18} />}>
                  {m.influ_signup_continue_with({ provider: providerName(provider) })}
                </Button>
              );
            })}
          </Stack>
        </>
      ) : null}
      <Text size="sm" c="dimmed" ta="center">
        {m.influ_signup_have_account()}{' '}
        <Anchor href={`/${props.lang}/Influencer/preLogin/goto:login`} fw={600}>
          {m.influ_signup_sign_in()}
        </Anchor>
      </Text>
    </StackForm>
  );
}

/** A required choice from a country or nationality list, named in the page's language; the server's error first, then "required" once submitted.
 * A place picker: a native select (the phone's own picker, type-ahead on desktop; no popover library on sign-up). */
function PlaceSelect(props: {
  label: string;
  options: SignupConfigResponse['countries'];
  lang: Locale;
  value: string | null;
  onChange: (value: string | null) => void;
  error: ReactNode;
  touched: boolean;
  testId: string;
}) {
  return (
    <NativeSelect
      label={props.label}
      data={[{ value: '', label: m.influ_choose(), disabled: true }, ...props.options.map((item) => ({ value: item.code, label: item.name[props.lang] }))]}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.currentTarget.value || null)}
      required
      error={props.error ?? (props.touched && !props.value ? m.influ_error_required() : null)}
      data-testid={props.testId}
    />
  );
}

/** Step 2: country and nationality. */
export function LocationStep(props: LocationStepProps) {
  const { country, setCountry, nationality, setNationality, touched, submit } = useLocationStep(props);
  return (
    <StackForm onSubmit={submit}>
      <PlaceSelect label={m.influ_country()} options={props.config.countries} lang={props.lang} value={country} onChange={setCountry} error={props.errors.country} touched={touched} testId="signup-country" />
      <PlaceSelect label={m.influ_nationality()} options={props.config.nationalities} lang={props.lang} value={nationality} onChange={setNationality} error={props.errors.nationality} touched={touched} testId="signup-nationality" />
      <StepNavigation saving={props.saving} onBack={props.onBack} />
    </StackForm>
  );
}

/** Step 3: the e-mail address (a social provider may have vouched for it). */
export function EmailStep(props: EmailStepProps) {
  const { email, setEmail, touched, invalid, vouched, submit } = useEmailStep(props);
  return (
    <StackForm onSubmit={submit}>
      <TextInput
        label={m.influ_email()}
        description={vouched ? m.influ_signup_email_vouched() : m.influ_signup_email_hint()}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        required
        error={props.error ?? (touched && invalid ? m.influ_error_email_invalid() : null)}
        data-testid="signup-email"
      />
      <StepNavigation saving={props.saving} onBack={props.onBack} />
    </StackForm>
  );
}
