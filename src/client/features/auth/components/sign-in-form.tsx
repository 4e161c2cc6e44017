import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLogout } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import type { SignInRole } from '#machines/screens/auth.machine';
import { problemMessage } from '#client/app/problem-message';
import { roleLabel } from '#client/app/layout/role-label';
import { ToggleButtons } from '#client/app/ui/toggle-buttons';
import { RecoveryLink, SignUpLink } from './sign-in-links';
import { useSignInForm } from './use-sign-in-form';

interface SignInFormProps {
  role: SignInRole;
  lang: Locale;
}

/**
 * Sign-in for one role. It sends `auth.signIn` to the one auth actor (useSignInForm); where to go
 * next is the sign-in route's business (its guard follows `redirect` once signed in).
 */
export function SignInForm({ role, lang }: SignInFormProps) {
  const { busy, signingOut, otherUser, shownError, method, chooseMethod, field, submit, signOut } = useSignInForm(role);

  if (otherUser) {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={20} />} data-testid="signed-in-other-role">
          {m.sign_in_other_role({ role: roleLabel(otherUser) })}
        </Alert>
        <Button variant="default" leftSection={<IconLogout size={18} />} loading={signingOut} onClick={signOut}>
          {m.profile_sign_out()}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid={`sign-in-form-${role}`}>
      <Stack gap="md">
        {shownError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="sign-in-error">
            {problemMessage(shownError)}
          </Alert>
        ) : null}
        {role === 'influencer' ? (
          <ToggleButtons
            fullWidth
            size="sm"
            value={method}
            onChange={chooseMethod}
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
