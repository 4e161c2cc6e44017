import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Stepper, Text, TextInput, Title, UnstyledButton, Loader, Center } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBriefcase, IconBuildingStore, IconCircleCheck, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, waitFor } from 'xstate';
import { marketerSignupMachine, signupSteps, stepOfState, type AccountInput, type SignupProgress } from '#machines/marketer-signup.machine';
import { isSettled } from '#machines/auth.machine';
import { marketerTypes, type MarketerType } from '#common/enums';
import { needsCompanyName } from '#common/marketer';
import type { Questionnaire } from '#common/contracts/marketer';
import { m } from '#common/paraglide/messages.js';
import { getLocale } from '#common/paraglide/runtime.js';
import type { AuthActor } from '#client/app/auth';
import { createMarketerAccount } from '../api/create-marketer-account';
import { getMarketerProfile, marketerProfileQueryKey } from '../api/get-marketer-profile';
import { updateSignupStep } from '../api/update-signup-step';
import { otpMachineWith, type OtpActor } from '#client/features/account/otp/use-otp-actor';
import { marketerCodes } from '../code-endpoints';
import { CodeVerification } from '#client/features/account/otp/code-verification';
import { FlowFrame } from './screen-states';
import { ProfileForm } from './profile-form';
import { QuestionnaireFields } from './questionnaire-fields';
import { enumLabel } from '../messages';
import { fieldMessage } from '#client/features/account/messages';
import { problemText } from '#client/app/problem-message';

const typeStorageKey = 'kolify_marketer_signup_type';
const typeIcons = { brand: IconBuildingStore, agency: IconBriefcase, individual: IconUser } as const;

function rememberedType(): MarketerType | null {
  try {
    const value = sessionStorage.getItem(typeStorageKey);
    return marketerTypes.includes(value as MarketerType) ? (value as MarketerType) : null;
  } catch {
    return null;
  }
}

/** The edge of the marketerSignup machine: the API, the auth actor and session storage. */
function provideSignup(auth: AuthActor, onProfile: (profile: unknown) => void) {
  return marketerSignupMachine.provide({
    actors: {
      loadProgress: fromPromise(async (): Promise<SignupProgress> => {
        await waitFor(auth, isSettled);
        const snapshot = auth.getSnapshot();
        if (snapshot.matches('signedIn') && snapshot.context.scope === 'marketer_logged_in') {
          const profile = await getMarketerProfile();
          onProfile(profile);
          return { step: profile.signupStep, type: profile.type, questionnaire: profile.questionnaire };
        }
        return { step: 'type', type: rememberedType(), questionnaire: null };
      }),
      createAccount: fromPromise(async ({ input }: { input: AccountInput & { type: MarketerType } }) => {
        const created = await createMarketerAccount({ ...input, locale: getLocale() as 'th' | 'en' });
        // The server signed the new marketer in; the auth actor learns it the ordinary way.
        auth.send({ type: 'auth.signIn', credentials: { role: 'marketer', email: input.email, password: input.password } });
        await waitFor(auth, isSettled);
        return created;
      }),
      otp: otpMachineWith(marketerCodes('signup', 'phone')),
      savePhone: fromPromise(async ({ input }: { input: { phone: string; verificationToken: string } }) => {
        const profile = await updateSignupStep({ step: 'phone', ...input });
        onProfile(profile);
        return profile;
      }),
      saveQuestionnaire: fromPromise(async ({ input }: { input: Questionnaire }) => {
        const profile = await updateSignupStep({ step: 'questionnaire', ...input });
        onProfile(profile);
        return profile;
      }),
      saveProfile: fromPromise(async ({ input }) => {
        const profile = await updateSignupStep({ step: 'profile', ...input });
        onProfile(profile);
        return profile;
      }),
    },
    actions: {
      rememberType: (_, params) => {
        try {
          if (params.type) sessionStorage.setItem(typeStorageKey, params.type);
          else sessionStorage.removeItem(typeStorageKey);
        } catch {
          // Private mode: resuming the type step is a nicety.
        }
      },
    },
  });
}

export interface SignupWizardProps {
  auth: AuthActor;
  /** Rendered on the done step and in "already have an account". */
  dashboardLink: (label: string) => React.ReactNode;
  signInLink: (label: string) => React.ReactNode;
}

/** Marketer/signup: every step is a state of the marketerSignup machine. */
export function SignupWizard({ auth, dashboardLink, signInLink }: SignupWizardProps) {
  const queryClient = useQueryClient();
  const [profile, setProfile] = useState<Awaited<ReturnType<typeof getMarketerProfile>> | null>(null);
  const actor = useActorRef(
    provideSignup(auth, (next) => {
      setProfile(next as Awaited<ReturnType<typeof getMarketerProfile>>);
      queryClient.setQueryData(marketerProfileQueryKey, next);
    }),
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const value = state.value as string;
  const step = stepOfState(value);
  const { context } = state;
  const mobile = useMediaQuery('(max-width: 61.99em)');
  const fieldErrors = Object.fromEntries(context.fieldErrors.map((error) => [error.path, fieldMessage(error.message)]));
  const generalError = context.error && context.fieldErrors.length === 0 ? problemText({ data: { type: context.error, title: '', status: 0, ...(context.retryAfter === null ? {} : { retryAfter: context.retryAfter }) } }) : null;

  const stepLabels: Record<(typeof signupSteps)[number], string> = {
    type: m.marketer_step_type(),
    account: m.marketer_step_account(),
    phone: m.marketer_step_phone(),
    questionnaire: m.marketer_step_questionnaire(),
    profile: m.marketer_step_profile(),
  };
  const active = step === 'done' ? signupSteps.length : step === 'resuming' ? 0 : signupSteps.indexOf(step);

  return (
    <FlowFrame>
      <Paper p={{ base: 'md', sm: 'xl' }} withBorder shadow="sm" maw={760} mx="auto" w="100%" data-testid="marketer-signup" data-state={value}>
        <Stack gap="lg">
          <div>
            <Title order={2}>{m.marketer_signup_title()}</Title>
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
              {generalError}
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
                      onClick={() => actor.send({ type: 'signup.chooseType', marketerType: type })}
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
                          <Text fw={700}>{enumLabel('type', type)}</Text>
                          <Text size="xs" c="dimmed">
                            {enumLabel('type_hint', type)}
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
              errors={fieldErrors}
              onBack={() => actor.send({ type: 'signup.back' })}
              onSubmit={(account) => actor.send({ type: 'signup.submitAccount', account })}
            />
          )}

          {(value === 'phone' || value === 'savingPhone') && (
            <Stack gap="md">
              <Text>{m.marketer_phone_intro()}</Text>
              {state.children.otp ? (
                <CodeVerification
                  actor={state.children.otp as OtpActor}
                  kind="phone"
                  label={m.marketer_field_phone()}
                  onRequest={(phone) => actor.send({ type: 'signup.requestCode', phone })}
                  outerError={fieldErrors.phone}
                />
              ) : (
                <Center py="md">
                  <Loader size="sm" />
                </Center>
              )}
            </Stack>
          )}

          {(value === 'questionnaire' || value === 'savingQuestionnaire') && (
            <Stack gap="lg">
              <Text>{m.marketer_questionnaire_intro()}</Text>
              <QuestionnaireFields value={context.questionnaire} onChange={(field, answer) => actor.send({ type: 'signup.answer', field, value: answer })} errors={fieldErrors} />
              <Group justify="flex-end">
                <Button
                  onClick={() => actor.send({ type: 'signup.next' })}
                  loading={value === 'savingQuestionnaire'}
                  disabled={!(context.questionnaire.objective && context.questionnaire.budget && context.questionnaire.campaignStart)}
                  data-testid="signup-next"
                >
                  {m.marketer_next()}
                </Button>
              </Group>
            </Stack>
          )}

          {(value === 'profile' || value === 'savingProfile') && (
            <ProfileForm
              type={context.type ?? profile?.type ?? 'brand'}
              initial={profile}
              submitting={value === 'savingProfile'}
              serverErrors={fieldErrors}
              submitLabel={m.marketer_finish()}
              onSubmit={(body) => actor.send({ type: 'signup.submitProfile', profile: body })}
              extraActions={
                <Button variant="default" onClick={() => actor.send({ type: 'signup.back' })} data-testid="signup-back">
                  {m.marketer_back()}
                </Button>
              }
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

function AccountStep({ type, submitting, errors, onBack, onSubmit }: { type: MarketerType; submitting: boolean; errors: Record<string, string>; onBack: () => void; onSubmit: (account: AccountInput) => void }) {
  const [account, setAccount] = useState({ email: '', password: '', companyName: '', contactName: '' });
  const [local, setLocal] = useState<Record<string, string>>({});
  const set = (field: keyof typeof account) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setAccount((current) => ({ ...current, [field]: next }));
    setLocal((current) => ({ ...current, [field]: '' }));
  };
  const shown = { ...errors, ...Object.fromEntries(Object.entries(local).filter(([, text]) => text)) };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!/^\S+@\S+\.\S+$/.test(account.email.trim())) found.email = fieldMessage('email_invalid');
    if (account.password.length < 8) found.password = fieldMessage('password_too_short');
    if (!account.contactName.trim()) found.contactName = fieldMessage('contact_name_required');
    if (needsCompanyName(type) && !account.companyName.trim()) found.companyName = fieldMessage('company_name_required');
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ email: account.email.trim(), password: account.password, contactName: account.contactName.trim(), ...(needsCompanyName(type) ? { companyName: account.companyName.trim() } : {}) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {m.marketer_account_as({ type: enumLabel('type', type) })}
        </Text>
        {needsCompanyName(type) && (
          <TextInput label={m.marketer_field_company_name()} required value={account.companyName} onChange={set('companyName')} error={shown.companyName} autoComplete="organization" data-testid="account-company" />
        )}
        <TextInput label={m.marketer_field_contact_name()} required value={account.contactName} onChange={set('contactName')} error={shown.contactName} autoComplete="name" data-testid="account-contact" />
        <TextInput label={m.marketer_field_email()} required type="email" value={account.email} onChange={set('email')} error={shown.email} autoComplete="email" data-testid="account-email" />
        <PasswordInput label={m.marketer_field_password()} description={m.marketer_password_rule()} required value={account.password} onChange={set('password')} error={shown.password} autoComplete="new-password" data-testid="account-password" />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} data-testid="signup-back">
            {m.marketer_back()}
          </Button>
          <Button type="submit" loading={submitting} data-testid="account-submit">
            {m.marketer_create_account()}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {m.marketer_terms_note()} <Anchor href={`/${getLocale()}/termsOfUse`}>{m.marketer_terms_link()}</Anchor>
        </Text>
      </Stack>
    </form>
  );
}
