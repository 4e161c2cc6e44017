import { Card, Group, Stack, Text, Title, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { CompletenessRing } from '#client/app/ui/completeness-ring';
import { ButtonLink } from '#client/app/ui/links';
import { useAccount } from '../api/profile';
import { ErrorAlert, Loading } from '#client/features/account/page';

const stepText = {
  profile: () => m.influ_next_profile(),
  phone: () => m.influ_next_phone(),
  image: () => m.influ_next_image(),
  interests: () => m.influ_next_interests(),
  shipping: () => m.influ_next_shipping(),
} as const;

/** Dashboard: how complete the profile is, and the next steps (from account/{id}). */
export function ProfileProgressCard({ lang, uuid }: { lang: Locale; uuid: string }) {
  const account = useAccount(uuid);
  return (
    <Card padding="lg" radius="lg" withBorder mb="lg" data-testid="profile-progress">
      {account.isPending ? <Loading /> : null}
      <ErrorAlert error={account.error} />
      {account.data ? (
        <Group align="center" gap="xl" wrap="wrap">
          <CompletenessRing value={account.data.completeness} size={120} thickness={12} labelSize="xl" testId="profile-completeness" />
          <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
            <Title order={2} fz="lg">
              {account.data.missing.length === 0 ? m.influ_profile_complete() : m.influ_next_steps()}
            </Title>
            {account.data.missing.length === 0 ? (
              <Group gap="xs">
                <ThemeIcon color="green" variant="light" radius="xl">
                  <IconCircleCheck size={18} />
                </ThemeIcon>
                <Text size="sm">{m.influ_profile_complete_text()}</Text>
              </Group>
            ) : (
              account.data.missing.map((step) => (
                <Group key={step} gap="xs" wrap="nowrap">
                  <IconCircleDashed size={18} color="var(--mantine-color-kolify-6)" />
                  <Text size="sm">{stepText[step]()}</Text>
                </Group>
              ))
            )}
            {account.data.missing.length > 0 ? (
              account.data.missing.includes('phone') && !account.data.missing.includes('profile') ? (
                <ButtonLink to="/$lang/Influencer/verifyMobilePhone" params={{ lang }} variant="gradient" size="sm" w="fit-content" data-testid="next-step">
                  {m.influ_next_phone_button()}
                </ButtonLink>
              ) : (
                <ButtonLink to="/$lang/Influencer/signUpProfile" params={{ lang }} variant="gradient" size="sm" w="fit-content" data-testid="next-step">
                  {m.influ_next_profile_button()}
                </ButtonLink>
              )
            ) : null}
          </Stack>
        </Group>
      ) : null}
    </Card>
  );
}
