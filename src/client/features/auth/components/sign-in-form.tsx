import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLogout } from '@tabler/icons-react';
import * as v from 'valibot';
import { waitFor } from 'xstate';
import { emailSchema, phoneSchema } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import type { SignInRole } from '#machines/auth.machine';
import { problemMessage } from '#client/app/problem-message';
import { roleLabel } from '#client/app/layout/role-label';
import { AnchorLink } from '#client/app/ui/links';
import { useAuthActor, useAuthSelector } from '#client/app/use-auth';
import { notify } from '#client/app/notify';
import { normalizePhone } from '../phone';

type Method = 'email' | 'phone';

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
  const otherUser = useAuthSelector((snapshot) => (snapshot.matches('signedIn') && snapshot.context.user?.role !== role ? snapshot.context.user : null));
  const [method, setMethod] = useState<Method>('email');
  // Only show the actor's last error once this form has been submitted.
  const [submitted, setSubmitted] = useState(false);

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', phone: '', password: '' },
    validate: {
      email: (value) => (method === 'email' && !v.safeParse(emailSchema, value).success ? m.sign_in_error_email() : null),
      phone: (value) => (method === 'phone' && !v.safeParse(phoneSchema, normalizePhone(value)).success ? m.sign_in_error_phone() : null),
      password: (value) => (value.length === 0 ? m.sign_in_error_password() : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitted(true);
    const identity = method === 'phone' ? { phone: normalizePhone(values.phone) } : { email: v.parse(emailSchema, values.email) };
    auth.send({ type: 'auth.signIn', credentials: { role, ...identity, password: values.password } });
    const done = await waitFor(auth, (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signedOut'));
    if (done.matches('signedIn') && done.context.user) {
      notify({ message: m.notice_signed_in({ name: done.context.user.displayName }), color: 'kolify' });
    }
  });

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
    <form onSubmit={submit} noValidate data-testid={`sign-in-form-${role}`}>
      <Stack gap="md">
        {submitted && error && !busy ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="sign-in-error">
            {problemMessage(error)}
          </Alert>
        ) : null}
        {role === 'influencer' ? (
          <SegmentedControl
            fullWidth
            value={method}
            onChange={(value) => {
              setMethod(value as Method);
              form.clearErrors();
            }}
            aria-label={m.sign_in_method()}
            data={[
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
            key={form.key('email')}
            {...form.getInputProps('email')}
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
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
        )}
        <PasswordInput
          label={m.sign_in_password()}
          placeholder={m.sign_in_password_placeholder()}
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
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
