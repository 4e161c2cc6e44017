import { Anchor, Button, Center, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { MarketerType } from '#common/enums';
import type { MarketerProfile, Questionnaire } from '#common/contracts/marketer';
import { m } from '#common/paraglide/messages.js';
import { getLocale } from '#common/paraglide/runtime.js';
import type { AccountInput, FieldError, ProfileInput } from '#machines/screens/marketer-signup.machine';
import type { OtpActor } from '#client/features/account/otp/use-otp-actor';
import { CodeVerification } from '#client/features/account/otp/code-verification';
import { ProfileForm } from './profile-form';
import { QuestionnaireFields } from './questionnaire-fields';
import { enumLabel } from '../messages';
import { translated, useAccountStep } from './use-signup-steps';

/**
 * The marketer sign-up's steps after the first (account, phone, questionnaire, profile), loaded
 * by the wizard when it gets there (decision 012): their inputs, the code input, the profile
 * contracts and the message tables are not part of the page's first load.
 */

export interface AccountStepProps {
  type: MarketerType;
  submitting: boolean;
  fieldErrors: FieldError[];
  onBack: () => void;
  onSubmit: (account: AccountInput) => void;
}

export function AccountStep({ type, submitting, fieldErrors, onBack, onSubmit }: AccountStepProps) {
  const { account, set, shown, submit, withCompany } = useAccountStep(type, fieldErrors, onSubmit);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {m.marketer_account_as({ type: enumLabel('type', type) })}
        </Text>
        {withCompany && (
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

export interface PhoneStepProps {
  /** The machine's `otp` child (absent for a moment while the state is entered). */
  otp: OtpActor | undefined;
  fieldErrors: FieldError[];
  onRequest: (phone: string) => void;
}

export function PhoneStep({ otp, fieldErrors, onRequest }: PhoneStepProps) {
  return (
    <Stack gap="md">
      <Text>{m.marketer_phone_intro()}</Text>
      {otp ? (
        <CodeVerification actor={otp} kind="phone" label={m.marketer_field_phone()} onRequest={onRequest} outerError={translated(fieldErrors).phone} />
      ) : (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      )}
    </Stack>
  );
}

export interface QuestionnaireStepProps {
  value: Partial<Questionnaire>;
  saving: boolean;
  fieldErrors: FieldError[];
  onAnswer: (field: keyof Questionnaire, value: string) => void;
  onNext: () => void;
}

export function QuestionnaireStep({ value, saving, fieldErrors, onAnswer, onNext }: QuestionnaireStepProps) {
  return (
    <Stack gap="lg">
      <Text>{m.marketer_questionnaire_intro()}</Text>
      <QuestionnaireFields value={value} onChange={onAnswer} errors={translated(fieldErrors)} />
      <Group justify="flex-end">
        <Button onClick={onNext} loading={saving} disabled={!(value.objective && value.budget && value.campaignStart)} data-testid="signup-next">
          {m.marketer_next()}
        </Button>
      </Group>
    </Stack>
  );
}

export interface ProfileStepProps {
  type: MarketerType;
  initial: Partial<MarketerProfile> | null;
  submitting: boolean;
  fieldErrors: FieldError[];
  onBack: () => void;
  onSubmit: (profile: ProfileInput) => void;
}

export function ProfileStep({ type, initial, submitting, fieldErrors, onBack, onSubmit }: ProfileStepProps) {
  return (
    <ProfileForm
      type={type}
      initial={initial}
      submitting={submitting}
      serverErrors={translated(fieldErrors)}
      submitLabel={m.marketer_finish()}
      onSubmit={onSubmit}
      extraActions={
        <Button variant="default" onClick={onBack} data-testid="signup-back">
          {m.marketer_back()}
        </Button>
      }
    />
  );
}
