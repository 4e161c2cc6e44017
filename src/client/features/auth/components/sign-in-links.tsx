import { Text } from '@mantine/core';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import type { SignInRole } from '#machines/screens/auth.machine';
import { AnchorLink } from '#client/app/ui/links';

interface LinkProps {
  role: SignInRole;
  lang: Locale;
}

/** "Forgot password" for the roles that can recover an account (staff cannot). */
export function RecoveryLink({ role, lang }: LinkProps) {
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

/** "No account? Create one" on the two public sides. */
export function SignUpLink({ role, lang }: LinkProps) {
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
