import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Box, Button, Card, Checkbox, Divider, Group, Loader, Progress, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconBrandFacebook, IconBrandGoogle, IconBrandLine, IconDownload, IconGift } from '@tabler/icons-react';
import type { SignupConfigResponse } from '#common/contracts/influencer-signup';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { requestEmailCode, verifySignupEmailCode } from '../api/otp';
import { FieldMessage, NativeSelect, OtpStep, PasswordInput, ProblemMessage, preloadLaterSteps } from '#client/features/account/later-steps';
import { StackForm } from '#client/features/account/stack-form';
import { useSignupWizard, type SignupWizardOptions } from './use-signup-wizard';

interface SignupWizardProps extends SignupWizardOptions {
  socialError?: string;
}

const providerIcons = { line: IconBrandLine, facebook: IconBrandFacebook, google: IconBrandGoogle } as const;
const providerNames = { line: 'LINE', facebook: 'Facebook', google: 'Google' } as const;

/** /{lang}/Influencer/signup — the wizard, driven by the `influencerSignup` machine. */
export function SignupWizard({ lang, config, cookieNames, referralCode, socialTicket, socialError }: SignupWizardProps) {
  const { snapshot, send, context, emailCode, password, steps, active, starting, saving, acceptConsent, back } = useSignupWizard({ lang, config, cookieNames, referralCode, socialTicket });
  const fieldError = (path: string) => {
    const found = context.fieldErrors.find((error) => error.path === path);
    return found ? <FieldMessage messageKey={found.message} /> : null;
  };
  const generalError = context.error && context.fieldErrors.length === 0 ? (context.error === 'referral_code_unknown' ? m.influ_error_referral_code_unknown() : <ProblemMessage type={context.error} />) : null;
  const stepLabel = (step: string) => ({ consent: m.influ_step_consent(), location: m.influ_step_location(), email: m.influ_step_email(), password: m.influ_step_password() })[step] ?? step;

  return (
    <Card padding="xl" radius="lg" shadow="sm" withBorder maw={640} w="100%" mx="auto" data-testid="signup-wizard">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, md: 30 }}>
            {m.influ_signup_title()}
          </Title>
          <Text c="dimmed">{m.influ_signup_subtitle()}</Text>
        </Stack>
        <Box visibleFrom="sm">
          <Stepper active={active} size="sm" allowNextStepsSelect={false} aria-label={m.influ_signup_title()}>
            {steps.map((step) => (
              <Stepper.Step key={step} label={stepLabel(step)} />
            ))}
          </Stepper>
        </Box>
        {/* Below 768 px four labelled steps do not fit: the step number, its name and a bar. */}
        <Stack gap={6} hiddenFrom="sm">
          <Text size="sm" fw={600} data-testid="signup-step-mobile">
            {m.influ_step_of({ step: String(active + 1), total: String(steps.length), name: stepLabel(steps[active] ?? 'consent') })}
          </Text>
          <Progress value={((active + 1) / steps.length) * 100} size="sm" aria-hidden />
        </Stack>
        {context.referrer ? (
          <Alert variant="light" color="blush" icon={<IconGift size={20} />} data-testid="signup-referrer">
            {m.influ_signup_referred_by({ name: context.referrer.displayName })}
          </Alert>
        ) : null}
        {socialError && snapshot.matches('consent') ? (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle size={20} />}>
            {m.influ_signup_social_failed()}
          </Alert>
        ) : null}
        {generalError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="signup-error">
            {generalError}
          </Alert>
        ) : null}

        {starting ? (
          <Group justify="center" py="xl">
            <Loader />
          </Group>
        ) : null}

        {snapshot.matches('consent') ? (
          <ConsentStep
            lang={lang}
            providers={config.socialProviders}
            social={context.social ? providerNames[context.social.provider as keyof typeof providerNames] ?? context.social.provider : null}
            referralCode={context.referralCode}
            referralLocked={Boolean(context.referrer)}
            talentManager={context.referrer?.isTalentManager && context.referralCode ? { name: context.referrer.displayName, code: context.referralCode } : null}
            saving={saving}
            referralError={fieldError('referralCode')}
            onNext={acceptConsent}
          />
        ) : null}

        {snapshot.matches('location') ? (
          <LocationStep
            config={config}
            lang={lang}
            country={context.country}
            nationality={context.nationality}
            saving={saving}
            errors={{ country: fieldError('country'), nationality: fieldError('nationality') }}
            onBack={back}
            onNext={(country, nationality) => send({ type: 'signup.setLocation', country, nationality })}
          />
        ) : null}

        {snapshot.matches({ email: 'editing' }) || snapshot.matches({ email: 'saving' }) ? (
          <EmailStep
            email={context.email}
            vouched={context.social?.emailVerified ? context.social.email : null}
            saving={saving}
            error={fieldError('email')}
            onBack={back}
            onNext={(email) => send({ type: 'signup.setEmail', email })}
          />
        ) : null}

        {snapshot.matches({ email: 'code' }) ? (
          <OtpStep
            destination={context.email}
            requestCode={(email) => requestEmailCode({ email, purpose: 'signup', locale: lang })}
            verifyCode={(email, code) => verifySignupEmailCode({ email, code })}
            onVerified={(token) => emailCode.current?.resolve({ verificationToken: token })}
            onEdit={() => send({ type: 'signup.changeEmail' })}
            editLabel={m.influ_signup_change_email()}
          />
        ) : null}
        {snapshot.matches({ email: 'code' }) ? (
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back} w="fit-content">
            {m.influ_back()}
          </Button>
        ) : null}

        {snapshot.matches('password') ? (
          <StackForm onSubmit={() => send({ type: 'signup.setPassword', password: password.current })}>
            <Text size="sm" c="dimmed">
              {m.influ_signup_account_for({ email: context.email })}
            </Text>
            <PasswordInput
              label={m.influ_password_new()}
              description={m.influ_password_rules()}
              autoComplete="new-password"
              required
              onChange={(event) => (password.current = event.currentTarget.value)}
              error={fieldError('password')}
              data-testid="signup-password"
            />
            <StepNavigation saving={saving} onBack={back} backDisabled={saving} submitLabel={m.influ_signup_create()} submitTestId="signup-create" />
          </StackForm>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Back and submit at the foot of a step; the last step names its submit button after what it does. */
function StepNavigation({ saving, onBack, backDisabled, submitLabel = m.influ_next(), submitTestId = 'signup-next' }: { saving: boolean; onBack: () => void; backDisabled?: boolean; submitLabel?: string; submitTestId?: string }) {
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

function ConsentStep(props: {
  lang: Locale;
  providers: string[];
  social: string | null;
  referralCode: string;
  referralLocked: boolean;
  talentManager: { name: string; code: string } | null;
  saving: boolean;
  referralError: ReactNode;
  onNext: (code: string, partnerConsent: boolean) => void;
}) {
  const [accepted, setAccepted] = useState(false);
  const [partner, setPartner] = useState(false);
  const [code, setCode] = useState(props.referralCode);
  const [touched, setTouched] = useState(false);
  return (
    <StackForm
      onSubmit={() => {
        setTouched(true);
        preloadLaterSteps();
        if (accepted) props.onNext(code, Boolean(props.talentManager) && partner);
      }}
    >
      {props.social ? (
        <Alert variant="light" color="kolify">
          {m.influ_signup_social_connected({ provider: props.social })}
        </Alert>
      ) : null}
      <Text size="sm">{m.influ_consent_text()}</Text>
      <Checkbox
        checked={accepted}
        onChange={(event) => {
          preloadLaterSteps();
          setAccepted(event.currentTarget.checked);
        }}
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
                  {m.influ_signup_continue_with({ provider: providerNames[provider as keyof typeof providerNames] ?? provider })}
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

/** A required choice from a country or nationality list, named in the page's language; the server's error first, then "required" once submitted. */
/** A place picker: a native select (the phone's own picker, type-ahead on desktop; no popover library on sign-up). */
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

function LocationStep(props: {
  config: SignupConfigResponse;
  lang: Locale;
  country: string;
  nationality: string;
  saving: boolean;
  errors: { country: ReactNode; nationality: ReactNode };
  onBack: () => void;
  onNext: (country: string, nationality: string) => void;
}) {
  const [country, setCountry] = useState<string | null>(props.country || null);
  const [nationality, setNationality] = useState<string | null>(props.nationality || null);
  const [touched, setTouched] = useState(false);
  return (
    <StackForm
      onSubmit={() => {
        setTouched(true);
        if (country && nationality) props.onNext(country, nationality);
      }}
    >
      <PlaceSelect label={m.influ_country()} options={props.config.countries} lang={props.lang} value={country} onChange={setCountry} error={props.errors.country} touched={touched} testId="signup-country" />
      <PlaceSelect label={m.influ_nationality()} options={props.config.nationalities} lang={props.lang} value={nationality} onChange={setNationality} error={props.errors.nationality} touched={touched} testId="signup-nationality" />
      <StepNavigation saving={props.saving} onBack={props.onBack} />
    </StackForm>
  );
}

function EmailStep(props: { email: string; vouched: string | null; saving: boolean; error: ReactNode; onBack: () => void; onNext: (email: string) => void }) {
  const [email, setEmail] = useState(props.email);
  const [touched, setTouched] = useState(false);
  const invalid = !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  return (
    <StackForm
      onSubmit={() => {
        setTouched(true);
        if (!invalid) props.onNext(email);
      }}
    >
      <TextInput
        label={m.influ_email()}
        description={props.vouched && props.vouched === email.trim().toLowerCase() ? m.influ_signup_email_vouched() : m.influ_signup_email_hint()}
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
