import type { ReactNode } from 'react';
import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconCoins, IconRocket } from '@tabler/icons-react';
import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '#client/app/ui/links';

function Step({ number, icon, title, text, action }: { number: number; icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <Card padding="lg" shadow="xs" style={{ display: 'flex', flexDirection: 'column' }}>
      <ThemeIcon size={44} radius="md" variant="light" color="blush" mb="md">
        {icon}
      </ThemeIcon>
      <Text size="xs" fw={700} c="blush.6" tt="uppercase">
        {String(number).padStart(2, '0')}
      </Text>
      <Text fw={600} fz="lg" mb={6}>
        {title}
      </Text>
      <Text c="dimmed" size="sm" mb="lg" style={{ flex: 1 }}>
        {text}
      </Text>
      {action}
    </Card>
  );
}

/** /{lang}/Marketer/dashboard — a welcome until the real dashboard lands. */
export function MarketerDashboard({ user, lang }: { user: SessionUser; lang: Locale }) {
  const button = { variant: 'light', size: 'sm', fullWidth: true } as const;
  return (
    <Container size="xl" py={{ base: 'lg', md: 40 }}>
      <Stack gap={6} mb="xl">
        <Title order={1} fz={{ base: 26, md: 32 }} data-testid="dashboard-greeting">
          {m.dashboard_greeting({ name: user.displayName })}
        </Title>
        <Text c="dimmed" fz="lg">
          {m.marketer_dashboard_text()}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Step
          number={1}
          icon={<IconBuildingStore size={24} />}
          title={m.marketer_step_profile_title()}
          text={m.marketer_step_profile_text()}
          action={
            <ButtonLink to="/$lang/Marketer/account" params={{ lang }} {...button}>
              {m.dashboard_start()}
            </ButtonLink>
          }
        />
        <Step
          number={2}
          icon={<IconCoins size={24} />}
          title={m.marketer_step_credit_title()}
          text={m.marketer_step_credit_text()}
          action={
            <ButtonLink to="/$lang/Marketer/credit/buy" params={{ lang }} {...button}>
              {m.dashboard_start()}
            </ButtonLink>
          }
        />
        <Step
          number={3}
          icon={<IconRocket size={24} />}
          title={m.marketer_step_campaign_title()}
          text={m.marketer_step_campaign_text()}
          action={
            <ButtonLink to="/$lang/Marketer/campaign" params={{ lang }} {...button}>
              {m.dashboard_start()}
            </ButtonLink>
          }
        />
      </SimpleGrid>
    </Container>
  );
}
