import { Alert, Box, Button, Card, Group, Loader, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconGift } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { FieldMessage, OtpStep, PasswordInput, ProblemMessage } from '#client/features/account/later-steps';
import { StackForm } from '#client/features/account/stack-form';
import { ConsentStep, EmailStep, LocationStep, StepNavigation } from './signup-wizard-steps';
import { providerName } from './signup-providers';
import { signupStepLabel, useSignupWizard, type SignupWizardOptions } from './use-signup-wizard';

interface SignupWizardProps extends SignupWizardOptions {
  socialError?: string;
}

/** /{lang}/Influencer/signup — the wizard, driven by the `influencerSignup` machine (useSignupWizard). */
export function SignupWizard({ lang, config, cookieNames, referralCode, socialTicket, socialError }: SignupWizardProps) {
  const { snapshot, context, steps, active, starting, saving, fieldErrorKey, generalError, actions } = useSignupWizard({ lang, config, cookieNames, referralCode, socialTicket });
  const fieldError = (path: string) => {
    const key = fieldErrorKey(path);
    return key ? <FieldMessage messageKey={key} /> : null;
  };

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
              <Stepper.Step key={step} label={signupStepLabel(step)} />
            ))}
          </Stepper>
        </Box>
        {/* Below 768 px four labelled steps do not fit: the step number, its name and a bar. */}
        <Stack gap={6} hiddenFrom="sm">
          <Text size="sm" fw={600} data-testid="signup-step-mobile">
            {m.influ_step_of({ step: String(active + 1), total: String(steps.length), name: signupStepLabel(steps[active] ?? 'consent') })}
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
            {generalError.referralUnknown ? m.influ_error_referral_code_unknown() : <ProblemMessage type={generalError.type} />}
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
            social={context.social ? providerName(context.social.provider) : null}
            referralCode={context.referralCode}
            referralLocked={Boolean(context.referrer)}
            talentManager={context.referrer?.isTalentManager && context.referralCode ? { name: context.referrer.displayName, code: context.referralCode } : null}
            saving={saving}
            referralError={fieldError('referralCode')}
            onNext={actions.acceptConsent}
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
            onBack={actions.back}
            onNext={actions.setLocation}
          />
        ) : null}

        {snapshot.matches({ email: 'editing' }) || snapshot.matches({ email: 'saving' }) ? (
          <EmailStep
            email={context.email}
            vouched={context.social?.emailVerified ? context.social.email : null}
            saving={saving}
            error={fieldError('email')}
            onBack={actions.back}
            onNext={actions.setEmail}
          />
        ) : null}

        {snapshot.matches({ email: 'code' }) ? (
          <OtpStep
            destination={context.email}
            requestCode={actions.requestCode}
            verifyCode={actions.verifyCode}
            onVerified={actions.verified}
            onEdit={actions.changeEmail}
            editLabel={m.influ_signup_change_email()}
          />
        ) : null}
        {snapshot.matches({ email: 'code' }) ? (
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={actions.back} w="fit-content">
            {m.influ_back()}
          </Button>
        ) : null}

        {snapshot.matches('password') ? (
          <StackForm onSubmit={actions.createAccount}>
            <Text size="sm" c="dimmed">
              {m.influ_signup_account_for({ email: context.email })}
            </Text>
            <PasswordInput
              label={m.influ_password_new()}
              description={m.influ_password_rules()}
              autoComplete="new-password"
              required
              onChange={(event) => actions.typePassword(event.currentTarget.value)}
              error={fieldError('password')}
              data-testid="signup-password"
            />
            <StepNavigation saving={saving} onBack={actions.back} backDisabled={saving} submitLabel={m.influ_signup_create()} submitTestId="signup-create" />
          </StackForm>
        ) : null}
      </Stack>
    </Card>
  );
}
