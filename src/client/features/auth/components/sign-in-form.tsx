import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLogout } from '@tabler/icons-react';
import * as v from 'valibot';
import { emailSchema, phoneSchema } from '#common/contracts/auth';
import { sideOfRole, type Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import type { SignInRole } from '#machines/screens/auth.machine';
import { problemMessage } from '#client/app/problem-message';
import { roleLabel } from '#client/app/layout/role-label';
import { AnchorLink } from '#client/app/ui/links';
import { ToggleButtons } from '#client/app/ui/toggle-buttons';
import { useAuthActor, useAuthSelector } from '#client/app/use-auth';
import { authReady, waitForAuth } from '#client/app/auth';
import { notify } from '#client/app/notify';
import { normalizePhone } from '#common/phone';

type Method = 'email' | 'phone';
type Field = 'email' | 'phone' | 'password';

interface SignInFormProps {
  role: SignInRole;
  lang: Locale;
}

function RecoveryLink({ role, lang }: SignInFormProps) {
  if (role === 'influencer')
    return (
      <AnchorLink to="/$lang/Influencer/recovery" params={{ lang }} size="sm">
        {m.sign_in_forgot()}
      </AnchorLink>
    );
  if (role === 'marketer')
    return (
      <AnchorLink to="/$lang/Marketer/recovery" params={{ lang }} size="sm">
        {m.sign_in_forgot()}
      </AnchorLink>
    );
  return null;
}

function SignUpLink({ role, lang }: SignInFormProps) {
  if (role === 'admin') return null;
  return (
    <Text size="sm" ta="center" c="dimmed">
      {m.sign_in_no_account()}{' '}
      {role === 'influencer' ? (
        <AnchorLink to="/$lang/Influencer/signup" params={{ lang }} fw={600}>
          {m.sign_in_create_account()}
        </AnchorLink>
      ) : (
        <AnchorLink to="/$lang/Marketer/signup" params={{ lang }} fw={600}>
          {m.sign_in_create_account()}
        </AnchorLink>
      )}
    </Text>
  );
}

/**
 * Sign-in for one role. It sends `auth.signIn` to the one auth actor; where to go next is
 * the sign-in route's business (its guard follows `redirect` once signed in).
 */
export function SignInForm({ role, lang }: SignInFormProps) {
  const auth = useAuthActor();
  const busy = useAuthSelector((snapshot) => snapshot.matches('signingIn'));
  const signingOut = useAuthSelector((snapshot) => snapshot.matches('signingOut'));
  const error = useAuthSelector((snapshot) => snapshot.context.error);
  const otherUser = useAuthSelector((snapshot) => (snapshot.matches('signedIn') && snapshot.context.user && sideOfRole(snapshot.context.user.role) !== role ? snapshot.context.user : null));
  const [method, setMethod] = useState<Method>('email');
  // Only show the actor's last error once this form has been submitted.
  const [submitted, setSubmitted] = useState(false);

  const [values, setValues] = useState<Record<Field, string>>({ email: '', phone: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      email: method === 'email' && !v.safeParse(emailSchema, values.email).success ? m.sign_in_error_email() : undefined,
      phone: method === 'phone' && !v.safeParse(phoneSchema, normalizePhone(values.phone)).success ? m.sign_in_error_phone() : undefined,
      password: values.password.length === 0 ? m.sign_in_error_password() : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitted(true);
    const identity = method === 'phone' ? { phone: normalizePhone(values.phone) } : { email: v.parse(emailSchema, values.email) };
    // The machine loads with the first event (decision 059): the answer's state, not the one before.
    await authReady(auth);
    auth.send({ type: 'auth.signIn', credentials: { role, ...identity, password: values.password } });
    const done = await waitForAuth(auth, (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signedOut'));
    if (done.matches('signedIn') && done.context.user) {
      notify({ message: m.notice_signed_in({ name: done.context.user.displayName }), color: 'kolify' });
    }
  };

  if (otherUser) {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={20} />} data-testid="signed-in-other-role">
          {m.sign_in_other_role({ role: roleLabel(otherUser) })}
        </Alert>
        <Button variant="default" leftSection={<IconLogout size={18} />} loading={signingOut} onClick={() => auth.send({ type: 'auth.signOut' })}>
          {m.profile_sign_out()}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={`sign-in-form-${role}`}>
      <Stack gap="md">
        {submitted && error && !busy ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="sign-in-error">
            {problemMessage(error)}
          </Alert>
        ) : null}
        {role === 'influencer' ? (
          <ToggleButtons
            fullWidth
            size="sm"
            value={method}
            onChange={(value) => {
              setMethod(value);
              setErrors({});
            }}
            label={m.sign_in_method()}
            options={[
              { value: 'email', label: m.sign_in_with_email() },
              { value: 'phone', label: m.sign_in_with_phone() },
            ]}
          />
        ) : null}
        {method === 'email' ? (
          <TextInput
            label={m.sign_in_email()}
            placeholder={m.sign_in_email_placeholder()}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            {...field('email')}
          />
        ) : (
          <TextInput
            label={m.sign_in_phone()}
            placeholder={m.sign_in_phone_placeholder()}
            description={m.sign_in_phone_hint()}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            {...field('phone')}
          />
        )}
        <PasswordInput
          label={m.sign_in_password()}
          placeholder={m.sign_in_password_placeholder()}
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <RecoveryLink role={role} lang={lang} />
        </Group>
        <Button type="submit" size="md" variant="gradient" loading={busy} fullWidth data-testid="sign-in-submit">
          {m.sign_in_button()}
        </Button>
        <SignUpLink role={role} lang={lang} />
      </Stack>
    </form>
  );
}
