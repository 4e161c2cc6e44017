import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '#client/app/ui/links';
import { requestEmailCode, requestPhoneCode, verifyEmailCode, verifyPhoneCode } from '../api/otp';
import { changePassword, useInvalidateInfluencer } from '../api/profile';
import { OtpStep } from './otp-step';
import { ErrorAlert, PageCard, fieldErrorsOf } from './page-card';
import { fieldMessage } from './field-message';
import { StackForm, useSubmission } from './stack-form';
import { normalizePhone } from './phone';

function Done({ lang, text, testId }: { lang: Locale; text: string; testId: string }) {
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} data-testid={testId}>
        {text}
      </Alert>
      <ButtonLink to="/$lang/Influencer/account" params={{ lang }} variant="light">
        {m.influ_back_to_account()}
      </ButtonLink>
    </Stack>
  );
}

/**
 * Change e-mail or phone (PRODUCT.md: re-authentication): the current password and the new
 * address first, then a code sent to the new address; the server checks both at once.
 */
function ContactChange({ lang, kind, current, firstPhone }: { lang: Locale; kind: 'email' | 'phone'; current: string | null; firstPhone?: boolean }) {
  const invalidate = useInvalidateInfluencer();
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [stage, setStage] = useState<'form' | 'code' | 'done'>('form');
  const [error, setError] = useState<unknown>(null);
  const [touched, setTouched] = useState(false);
  const target = kind === 'email' ? value.trim().toLowerCase() : normalizePhone(value);
  const invalid = kind === 'email' ? !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(target) : !/^\+[1-9]\d{6,14}$/.test(target);
  const needsPassword = !firstPhone;
  const errors = fieldErrorsOf(error);

  if (stage === 'done') return <Done lang={lang} text={kind === 'email' ? m.influ_change_email_done({ email: target }) : m.influ_change_phone_done({ phone: target })} testId="contact-done" />;
  if (stage === 'code')
    return (
      <Stack gap="md">
        <OtpStep
          destination={target}
          requestCode={(to) => (kind === 'email' ? requestEmailCode({ email: to, purpose: 'change_email', locale: lang }) : requestPhoneCode({ phone: to, purpose: firstPhone ? 'verify_phone' : 'change_phone', locale: lang }))}
          verifyCode={(to, code) =>
            kind === 'email'
              ? verifyEmailCode({ email: to, code, purpose: 'change_email', currentPassword: password })
              : verifyPhoneCode({ phone: to, code, purpose: firstPhone ? 'verify_phone' : 'change_phone', ...(needsPassword ? { currentPassword: password } : {}) })
          }
          onVerified={() => {
            void invalidate();
            setStage('done');
          }}
          onEdit={() => setStage('form')}
        />
      </Stack>
    );
  return (
    <StackForm
      onSubmit={() => {
        setTouched(true);
        setError(null);
        if (!invalid && (!needsPassword || password)) setStage('code');
      }}
    >
      {current ? (
        <Text size="sm" c="dimmed">
          {kind === 'email' ? m.influ_current_email({ email: current }) : m.influ_current_phone({ phone: current })}
        </Text>
      ) : null}
      <TextInput
        label={kind === 'email' ? m.influ_new_email() : m.influ_phone()}
        description={kind === 'phone' ? m.influ_phone_hint() : undefined}
        type={kind === 'email' ? 'email' : 'tel'}
        inputMode={kind === 'email' ? 'email' : 'tel'}
        autoComplete={kind === 'email' ? 'email' : 'tel'}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        error={errors[kind] ? fieldMessage(errors[kind]!) : touched && invalid ? (kind === 'email' ? m.influ_error_email_invalid() : m.influ_error_phone_invalid()) : null}
        required
        data-testid="contact-value"
      />
      {needsPassword ? (
        <PasswordInput
          label={m.influ_password_current()}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={touched && !password ? m.influ_error_required() : null}
          required
          data-testid="contact-password"
        />
      ) : null}
      <ErrorAlert error={error} />
      <Button type="submit" variant="gradient" data-testid="contact-send">
        {m.influ_send_code()}
      </Button>
    </StackForm>
  );
}

export function ChangeEmailScreen({ lang, email }: { lang: Locale; email: string }) {
  return (
    <PageCard title={m.influ_change_email_title()} subtitle={m.influ_change_email_subtitle()} testId="change-email">
      <ContactChange lang={lang} kind="email" current={email} />
    </PageCard>
  );
}

export function ChangePhoneScreen({ lang, phone, verified }: { lang: Locale; phone: string | null; verified: boolean }) {
  return (
    <PageCard title={m.influ_change_phone_title()} subtitle={m.influ_change_phone_subtitle()} testId="change-phone">
      <ContactChange lang={lang} kind="phone" current={phone} firstPhone={!verified} />
    </PageCard>
  );
}

/** /{lang}/Influencer/verifyMobilePhone — the first phone, right after the profile. */
export function VerifyPhoneScreen({ lang, phone, verified }: { lang: Locale; phone: string | null; verified: boolean }) {
  return (
    <PageCard title={m.influ_verify_phone_title()} subtitle={m.influ_verify_phone_subtitle()} testId="verify-phone">
      {verified ? <Done lang={lang} text={m.influ_change_phone_done({ phone: phone ?? '' })} testId="contact-done" /> : <ContactChange lang={lang} kind="phone" current={null} firstPhone />}
    </PageCard>
  );
}

export function ChangePasswordScreen({ lang, uuid }: { lang: Locale; uuid: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { busy, error, run } = useSubmission();
  const [done, setDone] = useState(false);
  const errors = fieldErrorsOf(error);
  return (
    <PageCard title={m.influ_change_password_title()} subtitle={m.influ_change_password_subtitle()} testId="change-password">
      {done ? (
        <Done lang={lang} text={m.influ_change_password_done()} testId="password-done" />
      ) : (
        <StackForm
          onSubmit={() =>
            void run(async () => {
              await changePassword(uuid, { currentPassword: current, newPassword: next });
              setDone(true);
            })
          }
        >
          <PasswordInput label={m.influ_password_current()} autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.currentTarget.value)} error={errors.currentPassword ? fieldMessage(errors.currentPassword) : null} required data-testid="password-current" />
          <PasswordInput label={m.influ_password_new()} description={m.influ_password_rules()} autoComplete="new-password" value={next} onChange={(event) => setNext(event.currentTarget.value)} error={errors.newPassword ? fieldMessage(errors.newPassword) : null} required data-testid="password-new" />
          {error && Object.keys(errors).length === 0 ? <ErrorAlert error={error} /> : null}
          <Button type="submit" variant="gradient" loading={busy} data-testid="password-save">
            {m.influ_save()}
          </Button>
        </StackForm>
      )}
    </PageCard>
  );
}
