import type { ReactNode } from 'react';
import { Alert, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconBuildingBank, IconPlugConnected, IconUserCircle, IconUsersGroup } from '@tabler/icons-react';
import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '#client/app/ui/links';

function Step({ number, icon, title, text, action }: { number: number; icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <Card padding="lg" shadow="xs" style={{ display: 'flex', flexDirection: 'column' }}>
      <ThemeIcon size={44} radius="md" variant="light" mb="md">
        {icon}
      </ThemeIcon>
      <Text size="xs" fw={700} c="kolify.6" tt="uppercase">
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

/** /{lang}/Influencer/dashboard — figures, profile progress, channels, and the first steps. */
export function InfluencerDashboard({
  user,
  lang,
  progress,
  figures,
  channels,
}: {
  user: SessionUser;
  lang: Locale;
  /** Profile completeness and next steps (issue 4). */ progress?: ReactNode;
  /** Money, jobs and the earnings chart (issue 13). */ figures?: ReactNode;
  /** Connected channels with their status (issue 10). */ channels?: ReactNode;
}) {
  const button = { variant: 'light', size: 'sm', fullWidth: true } as const;
  return (
    <Container size="xl" py={{ base: 'lg', md: 40 }}>
      <Stack gap={6} mb="xl">
        <Title order={1} fz={{ base: 26, md: 32 }} data-testid="dashboard-greeting">
          {m.dashboard_greeting({ name: user.displayName })}
        </Title>
        <Text c="dimmed" fz="lg">
          {m.influencer_dashboard_text()}
        </Text>
      </Stack>
      {figures}
      {progress}
      {channels}
      {user.isTalentManager ? (
        <Alert variant="light" color="blush" icon={<IconUsersGroup size={20} />} mb="lg">
          {m.influencer_dashboard_talent_manager()}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="lg">
        <Step
          number={1}
          icon={<IconUserCircle size={24} />}
          title={m.influencer_step_profile_title()}
          text={m.influencer_step_profile_text()}
          action={
            <ButtonLink to="/$lang/Influencer/account" params={{ lang }} {...button}>
              {m.dashboard_start()}
            </ButtonLink>
          }
        />
        <Step
          number={2}
          icon={<IconPlugConnected size={24} />}
          title={m.influencer_step_channel_title()}
          text={m.influencer_step_channel_text()}
          action={
            <ButtonLink to="/$lang/Influencer/channelAdd" params={{ lang }} {...button}>
              {m.dashboard_start()}
            </ButtonLink>
          }
        />
        <Step
          number={3}
          icon={<IconBuildingBank size={24} />}
          title={m.influencer_step_bank_title()}
          text={m.influencer_step_bank_text()}
          action={
            <ButtonLink to="/$lang/Influencer/earn/bankAccount" params={{ lang }} {...button}>
              {m.dashboard_start()}
            </ButtonLink>
          }
        />
        <Step
          number={4}
          icon={<IconBriefcase size={24} />}
          title={m.influencer_step_jobs_title()}
          text={m.influencer_step_jobs_text()}
          action={
            <ButtonLink to="/$lang/Influencer/jobMarket" params={{ lang }} {...button}>
              {m.dashboard_start()}
            </ButtonLink>
          }
        />
      </SimpleGrid>
    </Container>
  );
}
