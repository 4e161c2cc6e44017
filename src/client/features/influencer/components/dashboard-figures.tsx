import { lazy, Suspense, type ReactNode } from 'react';
import { Badge, Card, Grid, Group, Loader, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarMonth, IconClockHour4, IconHourglassHigh, IconWallet } from '@tabler/icons-react';
import type { InfluencerDashboard } from '#common/contracts/influencer-account';
import type { Locale } from '#common/enums';
import { jobStatusLabel } from '#client/components/job-status-label';
import { currencyLabel, formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { ErrorAlert } from '#client/features/account/page';
import { useDashboard } from '../api/account-closing';
import { figureTotals } from './use-influencer-dashboard';

// The chart library loads only here, after the dashboard's figures (budget: decisions 012/021).
const MonthChart = lazy(() => import('#client/app/ui/month-chart'));

const formatEarnings = (minor: number) => formatMoney(minor);

function Figure({ icon, label, value, hint, testId }: { icon: ReactNode; label: string; value: string; hint?: string; testId: string }) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid={testId}>
      <Group gap="sm" wrap="wrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz={{ base: 20, md: 24 }} data-testid={`${testId}-value`}>
            {value}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}

function Figures({ data, lang }: { data: InfluencerDashboard; lang: Locale }) {
  const { jobsTotal, hasEarnings } = figureTotals(data);
  return (
    <Stack gap="lg" mb="xl" data-testid="dashboard-figures">
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <Figure icon={<IconCalendarMonth size={22} />} label={m.influencer_dash_this_month()} value={formatEarnings(data.earnings.thisMonth)} hint={m.influencer_dash_last_month({ amount: formatEarnings(data.earnings.lastMonth) })} testId="dash-this-month" />
        <Figure icon={<IconWallet size={22} />} label={m.influencer_dash_available()} value={formatEarnings(data.money.available)} testId="dash-available" />
        <Figure icon={<IconHourglassHigh size={22} />} label={m.influencer_dash_pending()} value={formatEarnings(data.money.pending)} hint={m.influencer_dash_pending_hint()} testId="dash-pending" />
        <Figure icon={<IconClockHour4 size={22} />} label={m.influencer_dash_withdrawing()} value={formatEarnings(data.money.withdrawing)} hint={m.influencer_dash_withdrawing_hint()} testId="dash-withdrawing" />
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="lg" padding="lg" h="100%" data-testid="dash-chart">
          <Title order={2} fz="lg" mb="sm">
            {m.influencer_dash_chart_title()}
          </Title>
          {hasEarnings ? (
            <Suspense fallback={<Skeleton h={220} radius="md" />}>
              <MonthChart
                months={data.earnings.months}
                series={[{ name: 'amount', label: m.influencer_dash_chart_series({ currency: currencyLabel(lang) }), color: 'kolify.6' }]}
                label={m.influencer_dash_chart_title()}
                lang={lang}
                h={220}
              />
            </Suspense>
          ) : (
            <Text c="dimmed" size="sm" py="xl" ta="center" data-testid="dash-chart-empty">
              {m.influencer_dash_chart_empty()}
            </Text>
          )}
        </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Card withBorder radius="lg" padding="lg" data-testid="dash-jobs">
            <Title order={2} fz="lg" mb="sm">
              {m.influencer_dash_jobs_title({ count: String(jobsTotal) })}
            </Title>
            {data.jobs.length === 0 ? (
              <Text c="dimmed" size="sm">
                {m.influencer_dash_jobs_empty()}
              </Text>
            ) : (
              <Group gap="xs">
                {data.jobs.map((row) => (
                  <Badge key={row.status} variant="light" size="lg" data-testid={`dash-jobs-${row.status}`}>
                    {jobStatusLabel(row.status)} · {row.count}
                  </Badge>
                ))}
              </Group>
            )}
          </Card>
        </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The dashboard's figures (GET dashboard/{id}): earnings, jobs, the earnings chart, next steps. */
export function DashboardFigures({ uuid, lang }: { uuid: string; lang: Locale }) {
  const dashboard = useDashboard(uuid);
  if (dashboard.isPending)
    return (
      <Group justify="center" py="xl" mb="xl">
        <Loader aria-label={m.influencer_dash_loading()} />
      </Group>
    );
  if (dashboard.isError)
    return (
      <Stack mb="xl">
        <ErrorAlert error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      </Stack>
    );
  return <Figures data={dashboard.data} lang={lang} />;
}
