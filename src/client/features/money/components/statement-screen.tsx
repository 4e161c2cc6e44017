import { Anchor, Button, Group, NativeSelect, Paper, Table, Text } from '@mantine/core';
import { statementKinds } from '#common/contracts/money';
import { formatDateTime } from '#common/dates';
import { formatCredit } from './use-credit-balance';
import { m } from '#common/paraglide/messages.js';
import { PageFrame } from '#client/features/account/page';
import { MoneyError, MoneyLoading } from './money-states';
import { StackTable } from '#client/components/stack-table';
import { DateField } from '#client/components/date-field';
import { useStatementScreen } from './use-statement';

const kindLabel: Record<string, () => string> = {
  topup: () => m.money_kind_top_up(),
  reserve: () => m.money_kind_reserve(),
  release: () => m.money_kind_release(),
  capture: () => m.money_kind_capture(),
  expire: () => m.money_kind_expire(),
  reversal: () => m.money_kind_reversal(),
  refund: () => m.money_kind_refund(),
  package: () => m.money_kind_package(),
};

/** Usage statement: every movement with its running balance; filters; keyset pages; CSV and PDF. */
export function StatementScreen({ uuid, lang }: { uuid: string; lang: 'th' | 'en' }) {
  const { filters, setFilter, fileUrl, statement, pages } = useStatementScreen({ uuid, lang });
  const columns = { date: m.money_col_date(), kind: m.money_col_kind(), amount: m.money_col_amount(), balance: m.money_col_balance() };
  return (
    <PageFrame title={m.money_statement_title()} subtitle={m.money_statement_subtitle()} testId="money-statement">
      <Paper withBorder p="md">
        <Group align="flex-end" wrap="wrap">
          <DateField label={m.money_filter_from()} value={filters.from} onChange={(value) => setFilter('from', value)} lang={lang} maxDate={filters.to || undefined} testId="money-filter-from" />
          <DateField label={m.money_filter_to()} value={filters.to} onChange={(value) => setFilter('to', value)} lang={lang} minDate={filters.from || undefined} testId="money-filter-to" />
          <NativeSelect
            label={m.money_filter_kind()}
            value={filters.kind}
            onChange={(e) => setFilter('kind', e.currentTarget.value)}
            data={[{ value: '', label: m.money_filter_all() }, ...statementKinds.map((kind) => ({ value: kind, label: kindLabel[kind]!() }))]}
            data-testid="money-filter-kind"
          />
          <Anchor href={fileUrl('csv')} download data-testid="money-export-csv">
            {m.money_export_csv()}
          </Anchor>
          <Anchor href={fileUrl('pdf')} download data-testid="money-export-pdf">
            {m.money_export_pdf()}
          </Anchor>
        </Group>
      </Paper>
      {statement.isPending ? (
        <MoneyLoading />
      ) : statement.isError ? (
        <MoneyError error={statement.error} onRetry={() => void statement.refetch()} />
      ) : statement.data.data.length === 0 ? (
        <Text c="dimmed" data-testid="money-statement-empty">
          {m.money_statement_empty()}
        </Text>
      ) : (
        <Paper withBorder p="xs">
          <StackTable minWidth={480} striped data-testid="money-statement-rows" columns={[columns.date, columns.kind, { label: columns.amount, align: 'right' }, { label: columns.balance, align: 'right' }]}>
            {statement.data.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td data-label={columns.date}>{formatDateTime(row.at, lang)}</Table.Td>
                <Table.Td data-label={columns.kind}>
                  <span data-testid="money-row-kind">
                    {kindLabel[row.kind]?.() ?? row.kind}
                    {row.slots ? ` · ${m.money_slots({ slots: String(row.slots) })}` : ''}
                  </span>
                  {row.account || row.campaign ? (
                    <Text size="xs" c="dimmed" data-testid="money-statement-owner">
                      {[row.account === 'reserved' ? m.money_account_reserved() : row.account === 'available' ? m.money_account_available() : null, row.campaign?.name, row.influencer].filter(Boolean).join(' · ')}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td data-label={columns.amount} ta="right" c={row.amount < 0 ? 'red' : undefined}>
                  {row.slots ? '' : formatCredit(row.amount)}
                </Table.Td>
                <Table.Td data-label={columns.balance} ta="right">{formatCredit(row.balance)}</Table.Td>
              </Table.Tr>
            ))}
          </StackTable>
          <Group justify="space-between" mt="sm">
            <Button variant="default" size="xs" disabled={!pages.hasNewer} onClick={pages.newer}>
              {m.money_page_newer()}
            </Button>
            <Button variant="default" size="xs" disabled={!pages.hasOlder} onClick={pages.older} data-testid="money-page-older">
              {m.money_page_older()}
            </Button>
          </Group>
        </Paper>
      )}
    </PageFrame>
  );
}
