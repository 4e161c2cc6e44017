import { lazy, Suspense } from 'react';
import { Badge, Group, List, Paper, Progress, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconCoins, IconPackage } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { CompletenessRing } from '#client/app/ui/completeness-ring';
import { ButtonLink } from '#client/app/ui/links';
import { formatMoney } from '#common/money';
import { enumLabel } from '../messages';
import { PageFrame } from '#client/features/account/page';
import { ErrorState, LoadingState } from './screen-states';
import { useDashboardScreen } from './use-dashboard-screen';

const MonthChart = lazy(() => import('#client/app/ui/month-chart'));

const stepLinks = {
  phone: '/$lang/Marketer/verifyMobilePhone',
  questionnaire: '/$lang/Marketer/signup',
  profile: '/$lang/Marketer/signUpProfile',
  profile_image: '/$lang/Marketer/account',
} as const;

/** Marketer/dashboard, first real content: profile completeness and the next steps. */
export function DashboardScreen({ lang }: { lang: 'th' | 'en' }) {
  const { dashboard, stepsLeft, isSpendEmpty, hasPackages } = useDashboardScreen();
  if (dashboard.isPending) return <LoadingState />;
  if (dashboard.isError) return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const data = dashboard.data;
  const next = stepsLeft(data);
  return (
    <PageFrame title={m.marketer_dashboard_hello({ name: data.displayName })} subtitle={enumLabel('type', data.type)} testId="marketer-dashboard" titleTestId="dashboard-greeting">
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Paper withBorder p="lg" style={{ gridColumn: 'span 1' }}>
          <Group wrap="nowrap" gap="lg">
            <CompletenessRing value={data.completeness} size={96} thickness={10} testId="dashboard-completeness" />
            <div>
              <Text fw={700}>{m.marketer_dashboard_completeness()}</Text>
              <Text size="sm" c="dimmed">
                {next.length === 0 ? m.marketer_dashboard_complete() : m.marketer_dashboard_steps_left({ count: next.length })}
              </Text>
            </div>
          </Group>
        </Paper>
        <Paper withBorder p="lg">
          <Group gap="sm" mb="xs">
            <ThemeIcon variant="light" radius="xl">
              <IconCoins size={18} />
            </ThemeIcon>
            <Text fw={700}>{m.marketer_dashboard_credit()}</Text>
          </Group>
          <Text size="xl" fw={800}>
            {formatMoney(data.credit.balance)}
          </Text>
          {data.credit.balance === 0 && (
            <Text size="xs" c="dimmed">
              {m.marketer_dashboard_credit_none({ one: formatMoney(100) })}
            </Text>
          )}
        </Paper>
        <Paper withBorder p="lg">
          <Group gap="sm" mb="xs">
            <ThemeIcon variant="light" radius="xl" color="blush">
              <IconPackage size={18} />
            </ThemeIcon>
            <Text fw={700}>{m.marketer_dashboard_packages()}</Text>
          </Group>
          <Text size="sm" c={hasPackages(data) ? undefined : 'dimmed'} mb="sm" data-testid="dashboard-package-slots">
            {hasPackages(data) ? m.marketer_dashboard_slots_left({ slots: data.money.packages.slotsRemaining, count: data.money.packages.active }) : m.marketer_dashboard_packages_none()}
          </Text>
          <Group gap="xs">
            <ButtonLink to="/$lang/Marketer/package" params={{ lang }} variant="light" size="xs" data-testid="dashboard-buy">
              {m.marketer_dashboard_buy()}
            </ButtonLink>
            <ButtonLink to="/$lang/Marketer/packageBalance" params={{ lang }} variant="subtle" size="xs" data-testid="dashboard-package-balance">
              {m.marketer_dashboard_package_balance()}
            </ButtonLink>
          </Group>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="lg" data-testid="dashboard-spend">
        <Title order={2} size="h4" mb="sm">
          {m.dashboard_spend_chart_title()}
        </Title>
        {isSpendEmpty(data) ? (
          <Text size="sm" c="dimmed" data-testid="dashboard-spend-empty">
            {m.dashboard_spend_chart_empty()}
          </Text>
        ) : (
          <div data-testid="dashboard-spend-chart">
            <Suspense fallback={<Skeleton h={260} />}>
              <MonthChart
                months={data.money.byMonth}
                series={[
                  { name: 'spent', label: m.dashboard_spend_chart_spent(), color: 'indigo.6' },
                  { name: 'bought', label: m.dashboard_spend_chart_bought(), color: 'teal.7' },
                ]}
                label={m.dashboard_spend_chart_label()}
                lang={lang}
                h={260}
              />
            </Suspense>
          </div>
        )}
      </Paper>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          {m.marketer_dashboard_next_steps()}
        </Title>
        <Progress value={data.completeness} mb="md" aria-label={m.marketer_dashboard_completeness()} />
        <List spacing="sm" center>
          {data.steps.map((step) => (
            <List.Item
              key={step.key}
              data-testid={`dashboard-step-${step.key}`}
              data-done={step.done}
              icon={
                <ThemeIcon color={step.done ? 'teal' : 'gray'} variant={step.done ? 'filled' : 'light'} size={24} radius="xl">
                  {step.done ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
                </ThemeIcon>
              }
            >
              <Group gap="sm">
                <Text size="sm" c={step.done ? 'dimmed' : undefined}>
                  {enumLabel('dashboard_step', step.key)}
                </Text>
                {!step.done && (
                  <ButtonLink to={stepLinks[step.key]} params={{ lang }} size="compact-xs" variant="subtle">
                    {m.marketer_dashboard_do_it()}
                  </ButtonLink>
                )}
                {step.done && <Badge color="teal" variant="light" size="xs">{m.marketer_done()}</Badge>}
              </Group>
            </List.Item>
          ))}
        </List>
      </Paper>
    </PageFrame>
  );
}
