import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Earn } from '#common/contracts/earnings';
import { formatDate, formatDateTime } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { ErrorAlert, Loading, PageFrame } from '#client/features/account/page';
import { useEarn } from './use-earn';
import { formatEarnings, movementLabel, withdrawalStatusColor, withdrawalStatusLabel } from './labels';
import { WithdrawForm } from './withdraw-form';
import { StackTable } from '#client/components/stack-table';

// @mantine/charts loads with this page only (not in the first paint of public pages).
const MonthChart = lazy(() => import('#client/app/ui/month-chart'));

/** /Influencer/earn/withdraw: the four figures, the months, the movements, the withdraw form and the history. */
export function EarnScreen({ uuid, lang }: { uuid: string; lang: 'th' | 'en' }) {
  const { earn, history, pages, fileUrl, monthLabel } = useEarn({ uuid, lang });
  return (
    <PageFrame title={m.earn_title()} subtitle={m.earn_subtitle()} size="lg" testId="earn-screen">
      {earn.data ? (
        <>
          <Figures earn={earn.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <WithdrawForm uuid={uuid} lang={lang} earn={earn.data} />
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {m.earn_chart_title()}
                </Title>
                <Suspense fallback={<Skeleton h={240} />}>
                  <MonthChart
                    months={earn.data.months}
                    series={[
                      { name: 'earned', label: m.earn_chart_earned(), color: 'teal.7' },
                      { name: 'withdrawn', label: m.earn_chart_withdrawn(), color: 'indigo.6' },
                    ]}
                    label={m.earn_chart_title()}
                    lang={lang}
                    h={240}
                  />
                </Suspense>
              </Stack>
            </Paper>
          </SimpleGrid>
          <Movements earn={earn.data} lang={lang} pages={pages} fileUrl={fileUrl} monthLabel={monthLabel} />
          <History history={history} lang={lang} />
        </>
      ) : earn.isPending ? (
        <Loading />
      ) : (
        <ErrorAlert error={earn.error} onRetry={() => void earn.refetch()} />
      )}
    </PageFrame>
  );
}

function Figures({ earn }: { earn: Earn }) {
  const figures = [
    { key: 'available', label: m.earn_available(), value: earn.available, hint: m.earn_available_hint() },
    { key: 'pending', label: m.earn_pending(), value: earn.pending, hint: m.earn_pending_hint() },
    { key: 'withdrawing', label: m.earn_withdrawing(), value: earn.withdrawing, hint: m.earn_withdrawing_hint() },
    { key: 'withdrawn', label: m.earn_withdrawn(), value: earn.withdrawn, hint: m.earn_withdrawn_hint() },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder p="md" data-testid={`earn-${figure.key}`}>
          <Text size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text fz={{ base: 20, sm: 24 }} fw={700} data-testid={`earn-${figure.key}-value`}>
            {formatEarnings(figure.value)}
          </Text>
          <Text size="xs" c="dimmed">
            {figure.hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

type EarnPage = ReturnType<typeof useEarn>;

function Movements({ earn, lang, pages, fileUrl, monthLabel }: { earn: Earn; lang: 'th' | 'en' } & Pick<EarnPage, 'pages' | 'fileUrl' | 'monthLabel'>) {
  const columns = { date: m.earn_col_date(), item: m.earn_col_item(), amount: m.earn_col_amount(), balance: m.earn_col_balance() };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {m.earn_movements_title()}
          </Title>
          <Group gap="md">
            <Anchor href={fileUrl('csv')} download data-testid="earn-export-csv">
              {m.earn_export_csv()}
            </Anchor>
            <Anchor href={fileUrl('pdf')} download data-testid="earn-export-pdf">
              {m.earn_export_pdf()}
            </Anchor>
          </Group>
        </Group>
        {earn.movements.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="earn-movements-empty">
            {m.earn_movements_empty()}
          </Text>
        ) : (
          <StackTable minWidth={560} striped data-testid="earn-movements" columns={[columns.date, columns.item, { label: columns.amount, align: 'right' }, { label: columns.balance, align: 'right' }]}>
            {earn.movements.map((row, index) => {
              const newMonth = index === 0 || earn.movements[index - 1]!.month !== row.month;
              return [
                newMonth ? (
                  <Table.Tr key={`month-${row.month}-${row.id}`}>
                    <Table.Th colSpan={4} scope="colgroup" bg="var(--mantine-color-gray-1)">
                      {monthLabel(row.month)}
                    </Table.Th>
                  </Table.Tr>
                ) : null,
                <Table.Tr key={row.id}>
                  <Table.Td data-label={columns.date} style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at, lang)}</Table.Td>
                  <Table.Td data-label={columns.item}>
                    <Text size="sm">{movementLabel[row.kind]?.() ?? row.kind}</Text>
                    {row.campaignName ? (
                      <Text size="xs" c="dimmed">
                        {row.campaignName}
                      </Text>
                    ) : null}
                    {row.fee !== null && row.wht !== null && row.net !== null && row.kind === 'withdrawal.request' ? (
                      <Text size="xs" c="dimmed">
                        {m.earn_movement_breakdown({ fee: formatEarnings(row.fee), wht: formatEarnings(row.wht), net: formatEarnings(row.net) })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td data-label={columns.amount} ta="right" c={row.amount < 0 ? 'red.9' : 'teal.9'}>
                    {row.amount > 0 ? '+' : ''}
                    {formatEarnings(row.amount)}
                  </Table.Td>
                  <Table.Td data-label={columns.balance} ta="right">{formatEarnings(row.balance)}</Table.Td>
                </Table.Tr>,
              ];
            })}
          </StackTable>
        )}
        {pages.shown ? (
          <Group justify="space-between">
            <Button variant="default" size="xs" disabled={!pages.hasNewer} onClick={pages.newer}>
              {m.earn_page_newer()}
            </Button>
            <Button variant="default" size="xs" disabled={!pages.hasOlder} onClick={pages.older} data-testid="earn-page-older">
              {m.earn_page_older()}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function History({ history, lang }: { history: EarnPage['history']; lang: 'th' | 'en' }) {
  const columns = { date: m.earn_col_date(), amount: m.earn_col_amount(), net: m.earn_col_net(), account: m.earn_col_account(), status: m.earn_col_status() };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {m.earn_history_title()}
        </Title>
        {history.isPending ? (
          <Loading />
        ) : history.isError ? (
          <ErrorAlert error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.data.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="earn-history-empty">
            {m.earn_history_empty()}
          </Text>
        ) : (
          <StackTable minWidth={560} data-testid="earn-history" columns={[columns.date, { label: columns.amount, align: 'right' }, { label: columns.net, align: 'right' }, columns.account, columns.status]}>
            {history.data.data.map((row) => (
              <Table.Tr key={row.id} data-testid={`earn-history-${row.status}`}>
                <Table.Td data-label={columns.date} style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt, lang)}</Table.Td>
                <Table.Td data-label={columns.amount} ta="right">{formatEarnings(row.amount)}</Table.Td>
                <Table.Td data-label={columns.net} ta="right">
                  <Text size="sm">{formatEarnings(row.net)}</Text>
                  <Text size="xs" c="dimmed">
                    {m.earn_history_deductions({ fee: formatEarnings(row.fee), wht: formatEarnings(row.wht) })}
                  </Text>
                </Table.Td>
                <Table.Td data-label={columns.account}>{row.accountNumber}</Table.Td>
                <Table.Td data-label={columns.status}>
                  <Badge color={withdrawalStatusColor[row.status]} variant="filled">
                    {withdrawalStatusLabel[row.status]()}
                  </Badge>
                  {row.rejectReason ? (
                    <Text size="xs" c="red.9" mt={4}>
                      {row.rejectReason}
                    </Text>
                  ) : null}
                  {/* Issue 27: where the money is, each step with its date. */}
                  <Stack gap={0} mt={4} data-testid="earn-history-steps">
                    <Text size="xs">{m.earn_step_requested({ date: formatDateTime(row.createdAt, lang) })}</Text>
                    {row.reviewedAt && row.status !== 'reject' ? <Text size="xs">{m.earn_step_approved({ date: formatDateTime(row.reviewedAt, lang) })}</Text> : null}
                    {row.sentAt ? <Text size="xs">{m.earn_step_sent({ date: formatDateTime(row.sentAt, lang) })}</Text> : null}
                    {row.completedAt ? (
                      <Text size="xs" data-testid="earn-step-paid">
                        {m.earn_step_paid({ date: formatDateTime(row.completedAt, lang) })}
                      </Text>
                    ) : null}
                    {row.failedAt ? (
                      <Text size="xs" c="red.9" data-testid="earn-step-failed">
                        {m.earn_step_failed({ date: formatDateTime(row.failedAt, lang), reason: row.failureReason ?? '' })}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </StackTable>
        )}
        <Alert variant="light" color="gray" p="xs">
          <Text size="xs">{m.earn_history_note()}</Text>
        </Alert>
      </Stack>
    </Paper>
  );
}
