import type { ReactNode } from 'react';
import { Alert, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconBuildingBank, IconPlugConnected, IconUsersGroup } from '@tabler/icons-react';
import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '#client/app/ui/links';
import { useInfluencerDashboard } from './use-influencer-dashboard';

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

type StepKey = 'channel' | 'bank_account' | 'first_job';
const steps: { key: StepKey; icon: ReactNode; title: () => string; text: () => string; to: '/$lang/Influencer/channelAdd' | '/$lang/Influencer/earn/bankAccount' | '/$lang/Influencer/jobMarket' }[] = [
  { key: 'channel', icon: <IconPlugConnected size={24} />, title: () => m.influencer_step_channel_title(), text: () => m.influencer_step_channel_text(), to: '/$lang/Influencer/channelAdd' },
  { key: 'bank_account', icon: <IconBuildingBank size={24} />, title: () => m.influencer_step_bank_title(), text: () => m.influencer_step_bank_text(), to: '/$lang/Influencer/earn/bankAccount' },
  { key: 'first_job', icon: <IconBriefcase size={24} />, title: () => m.influencer_step_jobs_title(), text: () => m.influencer_step_jobs_text(), to: '/$lang/Influencer/jobMarket' },
];

/**
 * /{lang}/Influencer/dashboard — figures, profile progress, channels, and the first steps this
 * member has not taken yet (issue 32: a member with channels, a bank account and jobs sees their
 * work, not a tutorial). Until the dashboard's figures arrive no step shows, so a finished step
 * never flashes.
 */
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
  /** Earnings, jobs and the earnings chart (issue 13). */ figures?: ReactNode;
  /** Connected channels with their status (issue 10). */ channels?: ReactNode;
}) {
  const { isStepOpen, isWorking } = useInfluencerDashboard(user.uuid);
  // The profile's step is the progress card above (its ring and its button), not a card here too.
  const open = steps.filter((step) => isStepOpen(step.key));
  const button = { variant: 'light', size: 'sm', fullWidth: true } as const;
  return (
    <Container size="xl" py={{ base: 'lg', md: 40 }}>
      <Stack gap={6} mb="xl">
        <Title order={1} fz={{ base: 26, md: 32 }} data-testid="dashboard-greeting">
          {m.dashboard_greeting({ name: user.displayName })}
        </Title>
        <Text c="dimmed" fz="lg" data-testid="dashboard-intro">
          {isWorking ? m.influencer_dashboard_text_working() : m.influencer_dashboard_text()}
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
      {open.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="lg" data-testid="dashboard-steps">
          {open.map((step, index) => (
            <Step
              key={step.key}
              number={index + 1}
              icon={step.icon}
              title={step.title()}
              text={step.text()}
              action={
                <ButtonLink to={step.to} params={{ lang }} {...button} data-testid={`dash-next-${step.key}`}>
                  {m.dashboard_start()}
                </ButtonLink>
              }
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Container>
  );
}
