import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Alert, Button, Center, Container, Group, Loader, Paper, SimpleGrid, Stack, Stepper, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBriefcase, IconBuildingStore, IconCircleCheck, IconUser } from '@tabler/icons-react';
import { signupSteps } from '#machines/screens/marketer-signup.machine';
import { marketerTypes, type MarketerType } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import type { AuthActor } from '#client/app/auth';
import { ProblemMessage } from '#client/features/account/later-steps';
import type { AccountStep as AccountStepNow, PhoneStep as PhoneStepNow, ProfileStep as ProfileStepNow, QuestionnaireStep as QuestionnaireStepNow } from './signup-steps';
import { loadSteps, useMarketerSignup } from './use-signup-wizard';

const typeIcons = { brand: IconBuildingStore, agency: IconBriefcase, individual: IconUser } as const;
/** The first step's labels by name (the enumeration table of every marketer label loads with the later steps). */
const typeLabels: Record<MarketerType, { label: () => string; hint: () => string }> = {
  brand: { label: () => m.marketer_type_brand(), hint: () => m.marketer_type_hint_brand() },
  agency: { label: () => m.marketer_type_agency(), hint: () => m.marketer_type_hint_agency() },
  individual: { label: () => m.marketer_type_individual(), hint: () => m.marketer_type_hint_individual() },
};

const LazyAccountStep = lazy(() => loadSteps().then((module) => ({ default: module.AccountStep })));
const LazyPhoneStep = lazy(() => loadSteps().then((module) => ({ default: module.PhoneStep })));
const LazyQuestionnaireStep = lazy(() => loadSteps().then((module) => ({ default: module.QuestionnaireStep })));
const LazyProfileStep = lazy(() => loadSteps().then((module) => ({ default: module.ProfileStep })));

function StepLoading() {
  return (
    <Center py="md">
      <Loader size="sm" />
    </Center>
  );
}
const AccountStep = (props: ComponentProps<typeof AccountStepNow>) => (
  <Suspense fallback={<StepLoading />}>
    <LazyAccountStep {...props} />
  </Suspense>
);
const PhoneStep = (props: ComponentProps<typeof PhoneStepNow>) => (
  <Suspense fallback={<StepLoading />}>
    <LazyPhoneStep {...props} />
  </Suspense>
);
const QuestionnaireStep = (props: ComponentProps<typeof QuestionnaireStepNow>) => (
  <Suspense fallback={<StepLoading />}>
    <LazyQuestionnaireStep {...props} />
  </Suspense>
);
const ProfileStep = (props: ComponentProps<typeof ProfileStepNow>) => (
  <Suspense fallback={<StepLoading />}>
    <LazyProfileStep {...props} />
  </Suspense>
);

/** The frame of the stand-alone flow: one centred card with breathing room. */
function FlowFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="md" w="100%" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', md: 40 }}>
      {children}
    </Container>
  );
}

export interface SignupWizardProps {
  auth: AuthActor;
  /** Rendered on the done step and in "already have an account". */
  dashboardLink: (label: string) => React.ReactNode;
  signInLink: (label: string) => React.ReactNode;
}

/** Marketer/signup: every step is a state of the marketerSignup machine. */
export function SignupWizard({ auth, dashboardLink, signInLink }: SignupWizardProps) {
  const { actor, value, step, context, profile, active, chooseType, generalError, otp } = useMarketerSignup(auth);
  const mobile = useMediaQuery('(max-width: 61.99em)');

  const stepLabels: Record<(typeof signupSteps)[number], string> = {
    type: m.marketer_step_type(),
    account: m.marketer_step_account(),
    phone: m.marketer_step_phone(),
    questionnaire: m.marketer_step_questionnaire(),
    profile: m.marketer_step_profile(),
  };

  return (
    <FlowFrame>
      <Paper p={{ base: 'md', sm: 'xl' }} withBorder shadow="sm" maw={760} mx="auto" w="100%" data-testid="marketer-signup" data-state={value}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {m.marketer_signup_title()}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {m.marketer_signup_subtitle()}
            </Text>
          </div>
          <Stepper active={active} size="sm" allowNextStepsSelect={false} orientation="horizontal" iconSize={mobile ? 28 : 34}>
            {signupSteps.map((key) => (
              <Stepper.Step key={key} label={mobile ? undefined : stepLabels[key]} aria-label={stepLabels[key]} />
            ))}
          </Stepper>
          {mobile && step !== 'done' && step !== 'resuming' && (
            <Text fw={600} size="sm" c="kolify.7" data-testid="signup-step-label">
              {m.marketer_step_of({ current: active + 1, total: signupSteps.length })} · {stepLabels[step]}
            </Text>
          )}
          {generalError && (
            <Alert color="red" role="alert" data-testid="signup-error">
              <ProblemMessage type={generalError} retryAfter={context.retryAfter} />
            </Alert>
          )}

          {step === 'resuming' && (
            <Center py="xl">
              <Loader aria-label={m.marketer_loading()} />
            </Center>
          )}

          {step === 'type' && (
            <Stack gap="md">
              <Text fw={600}>{m.marketer_type_question()}</Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }} role="radiogroup" aria-label={m.marketer_type_question()}>
                {marketerTypes.map((type) => {
                  const Icon = typeIcons[type];
                  const selected = context.type === type;
                  return (
                    <UnstyledButton
                      key={type}
                      role="radio"
                      aria-checked={selected}
                      onClick={() => chooseType(type)}
                      data-testid={`type-${type}`}
                      p="md"
                      style={{
                        borderRadius: 'var(--mantine-radius-lg)',
                        border: `2px solid ${selected ? 'var(--mantine-color-kolify-6)' : 'var(--mantine-color-gray-3)'}`,
                        background: selected ? 'var(--mantine-color-kolify-0)' : undefined,
                      }}
                    >
                      <Group gap="sm" wrap="nowrap" align="flex-start">
                        <Icon size={28} color="var(--mantine-color-kolify-6)" />
                        <div>
                          <Text fw={700}>{typeLabels[type].label()}</Text>
                          <Text size="xs" c="dimmed">
                            {typeLabels[type].hint()}
                          </Text>
                        </div>
                      </Group>
                    </UnstyledButton>
                  );
                })}
              </SimpleGrid>
              <Group justify="space-between">
                <Text size="sm">
                  {m.marketer_have_account()} {signInLink(m.marketer_sign_in())}
                </Text>
                <Button onClick={() => actor.send({ type: 'signup.next' })} disabled={!context.type} data-testid="signup-next">
                  {m.marketer_next()}
                </Button>
              </Group>
            </Stack>
          )}

          {(value === 'account' || value === 'creatingAccount') && (
            <AccountStep
              type={context.type!}
              submitting={value === 'creatingAccount'}
              fieldErrors={context.fieldErrors}
              onBack={() => actor.send({ type: 'signup.back' })}
              onSubmit={(account) => actor.send({ type: 'signup.submitAccount', account })}
            />
          )}

          {(value === 'phone' || value === 'savingPhone') && (
            <PhoneStep otp={otp} fieldErrors={context.fieldErrors} onRequest={(phone) => actor.send({ type: 'signup.requestCode', phone })} />
          )}

          {(value === 'questionnaire' || value === 'savingQuestionnaire') && (
            <QuestionnaireStep
              value={context.questionnaire}
              saving={value === 'savingQuestionnaire'}
              fieldErrors={context.fieldErrors}
              onAnswer={(field, answer) => actor.send({ type: 'signup.answer', field, value: answer })}
              onNext={() => actor.send({ type: 'signup.next' })}
            />
          )}

          {(value === 'profile' || value === 'savingProfile') && (
            <ProfileStep
              type={context.type ?? profile?.type ?? 'brand'}
              initial={profile}
              submitting={value === 'savingProfile'}
              fieldErrors={context.fieldErrors}
              onBack={() => actor.send({ type: 'signup.back' })}
              onSubmit={(body) => actor.send({ type: 'signup.submitProfile', profile: body })}
            />
          )}

          {step === 'done' && (
            <Stack align="center" gap="md" py="lg" data-testid="signup-done">
              <IconCircleCheck size={56} color="var(--mantine-color-teal-6)" />
              <Title order={3} ta="center">
                {m.marketer_signup_done_title()}
              </Title>
              <Text ta="center" c="dimmed">
                {m.marketer_signup_done_text()}
              </Text>
              {dashboardLink(m.marketer_go_dashboard())}
            </Stack>
          )}
        </Stack>
      </Paper>
    </FlowFrame>
  );
}
