import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '#client/app/ui/links';
import { AccountCard } from '#client/features/account/page';

/** /{lang}/Influencer/signup/success — next: the profile, then the phone. */
export function SignupSuccess({ lang, signedIn }: { lang: Locale; signedIn: boolean }) {
  return (
    <AccountCard title={m.influ_success_title()} testId="signup-success">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="gradient">
          <IconConfetti size={38} />
        </ThemeIcon>
        <Text>{m.influ_success_text()}</Text>
        {signedIn ? (
          <ButtonLink to="/$lang/Influencer/signUpProfile" params={{ lang }} variant="gradient" size="md" data-testid="success-profile">
            {m.influ_success_profile()}
          </ButtonLink>
        ) : (
          <Button component="a" href={`/${lang}/Influencer/preLogin/goto:login`} variant="gradient">
            {m.influ_signup_sign_in()}
          </Button>
        )}
      </Stack>
    </AccountCard>
  );
}
