import { Alert, Anchor, Badge, Button, Checkbox, Group, Modal, Paper, SegmentedControl, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { withdrawalStatuses, type WithdrawalStatus } from '#common/enums';
import { formatDateTime } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { problemText } from '#client/app/problem-message';
import { ErrorAlert, Loading, PageFrame } from '#client/features/account/page';
import { useAdminWithdrawals } from './use-admin-withdrawals';
import { formatEarnings, withdrawalStatusColor, withdrawalStatusLabel } from './labels';
import { StackTable } from '#client/components/stack-table';

/** /{lang}/Admin/withdrawals: review withdrawals, gather approved ones into a payout batch, mark it paid. */
export function AdminWithdrawalsScreen({ lang }: { lang: 'th' | 'en' }) {
  const { status, showStatus, selected, select, makeBatch, rejecting, setRejecting, reason, setReason, submitReject, approve, isApproving, list, batches, batchFileUrl, markPaid, paying, actions, failure } = useAdminWithdrawals();
  const columns = { date: m.earn_col_date(), influencer: m.earn_admin_col_influencer(), account: m.earn_col_account(), amount: m.earn_col_amount(), deductions: m.earn_admin_col_deductions(), net: m.earn_col_net(), status: m.earn_col_status() };
  return (
    <PageFrame title={m.earn_admin_title()} subtitle={m.earn_admin_subtitle()} size="lg" testId="admin-withdrawals">
      <SegmentedControl
        value={status}
        onChange={(value) => showStatus(value as WithdrawalStatus)}
        data={withdrawalStatuses.map((value) => ({ value, label: withdrawalStatusLabel[value]() }))}
        data-testid="admin-withdrawals-status"
        fullWidth
      />
      {failure ? (
        <Alert color="red" role="alert">
          {problemText(failure)}
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.data.length === 0 ? (
          <Text c="dimmed" size="sm" p="md" data-testid="admin-withdrawals-empty">
            {m.earn_admin_empty()}
          </Text>
        ) : (
          <Stack gap="sm">
            <StackTable minWidth={820} striped data-testid="admin-withdrawals-rows" columns={[...(status === 'approve' ? [{ label: m.earn_admin_col_select(), hidden: true }] : []), columns.date, columns.influencer, columns.account, { label: columns.amount, align: 'right' }, { label: columns.deductions, align: 'right' }, { label: columns.net, align: 'right' }, columns.status]}>
              {list.data.data.map((row) => (
                <Table.Tr key={row.id} data-testid="admin-withdrawal-row">
                  {status === 'approve' ? (
                    <Table.Td>
                      <Checkbox
                        aria-label={m.earn_admin_select({ email: row.influencerEmail })}
                        checked={selected.includes(row.id)}
                        disabled={row.batchId !== null}
                        onChange={(event) => select(row.id, event.currentTarget.checked)}
                        data-testid="admin-withdrawal-select"
                      />
                    </Table.Td>
                  ) : null}
                  <Table.Td data-label={columns.date} style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt, lang)}</Table.Td>
                  <Table.Td data-label={columns.influencer}>
                    <Text size="sm">{row.influencerEmail}</Text>
                    <Text size="xs" c="dimmed">
                      {row.holderType === 'company' ? m.earn_admin_company() : m.earn_admin_individual()}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={columns.account}>
                    <Text size="sm">{row.accountName}</Text>
                    <Text size="xs" c="dimmed">
                      {row.bankCode} · {row.accountNumber}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={columns.amount} ta="right">{formatEarnings(row.amount)}</Table.Td>
                  <Table.Td data-label={columns.deductions} ta="right">
                    <Text size="xs">{m.earn_history_deductions({ fee: formatEarnings(row.fee), wht: formatEarnings(row.wht) })}</Text>
                  </Table.Td>
                  <Table.Td data-label={columns.net} ta="right" fw={600}>
                    {formatEarnings(row.net)}
                  </Table.Td>
                  <Table.Td data-label={columns.status}>
                    {status === 'in_progress' ? (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" loading={isApproving(row.id)} onClick={() => approve(row.id)} data-testid="admin-withdrawal-approve">
                          {m.earn_admin_approve()}
                        </Button>
                        <Button size="xs" color="red" variant="light" onClick={() => setRejecting(row.id)} data-testid="admin-withdrawal-reject">
                          {m.earn_admin_reject()}
                        </Button>
                      </Group>
                    ) : (
                      <Stack gap={2}>
                        <Badge color={withdrawalStatusColor[row.status]} variant="filled">
                          {withdrawalStatusLabel[row.status]()}
                        </Badge>
                        {row.batchId && row.status === 'approve' ? <Text size="xs">{m.earn_admin_in_batch()}</Text> : null}
                        {row.transferId ? (
                          <Text size="xs" ff="monospace" data-testid="earn-admin-transfer-id">
                            {m.earn_admin_transfer_id({ id: row.transferId })}
                          </Text>
                        ) : null}
                        {row.rejectReason ? (
                          <Text size="xs" c="red.9">
                            {row.rejectReason}
                          </Text>
                        ) : null}
                      </Stack>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </StackTable>
            {status === 'approve' ? (
              <Group justify="flex-end">
                <Button
                  disabled={selected.length === 0}
                  loading={actions.batch.isPending}
                  onClick={makeBatch}
                  data-testid="admin-withdrawals-batch"
                >
                  {m.earn_admin_make_batch({ count: String(selected.length) })}
                </Button>
              </Group>
            ) : null}
          </Stack>
        )}
      </Paper>
      <Batches lang={lang} batches={batches} fileUrl={batchFileUrl} onPaid={markPaid} paying={paying} />
      <Modal opened={rejecting !== null} onClose={() => setRejecting(null)} title={m.earn_admin_reject_title()}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitReject();
          }}
        >
          <Stack gap="sm">
            <Textarea label={m.earn_admin_reject_reason()} value={reason} onChange={(event) => setReason(event.currentTarget.value)} required autosize minRows={2} maxLength={500} data-autofocus data-testid="admin-withdrawal-reason" />
            <Text size="xs" c="dimmed">
              {m.earn_admin_reject_note()}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRejecting(null)}>
                {m.earn_admin_cancel()}
              </Button>
              <Button type="submit" color="red" disabled={!reason.trim()} loading={actions.reject.isPending} data-testid="admin-withdrawal-reject-confirm">
                {m.earn_admin_reject()}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </PageFrame>
  );
}

type AdminWithdrawals = ReturnType<typeof useAdminWithdrawals>;

function Batches({ lang, batches, fileUrl, onPaid, paying }: { lang: 'th' | 'en'; batches: AdminWithdrawals['batches']; fileUrl: (batchId: string) => string; onPaid: (batchId: string) => void; paying: string | null }) {
  const columns = { date: m.earn_col_date(), count: m.earn_admin_col_count(), net: m.earn_col_net(), file: m.earn_admin_col_file(), status: m.earn_col_status() };
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {m.earn_admin_batches_title()}
        </Title>
        {batches.isPending ? (
          <Loading />
        ) : batches.isError ? (
          <ErrorAlert error={batches.error} onRetry={() => void batches.refetch()} />
        ) : batches.data.data.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="admin-batches-empty">
            {m.earn_admin_batches_empty()}
          </Text>
        ) : (
          <StackTable minWidth={560} data-testid="admin-batches" columns={[columns.date, { label: columns.count, align: 'right' }, { label: columns.net, align: 'right' }, columns.file, columns.status]}>
            {batches.data.data.map((batch) => (
              <Table.Tr key={batch.id} data-testid="admin-batch-row">
                <Table.Td data-label={columns.date} style={{ whiteSpace: 'nowrap' }}>{formatDateTime(batch.createdAt, lang)}</Table.Td>
                <Table.Td data-label={columns.count} ta="right">{batch.count}</Table.Td>
                <Table.Td data-label={columns.net} ta="right">{formatEarnings(batch.totalNet)}</Table.Td>
                <Table.Td data-label={columns.file}>
                  <Anchor href={fileUrl(batch.id)} download data-testid="admin-batch-file">
                    {m.earn_admin_download_file()}
                  </Anchor>
                </Table.Td>
                <Table.Td data-label={columns.status}>
                  {batch.paidAt ? (
                    <Badge color="teal.9" variant="filled">
                      {m.earn_admin_paid_on({ date: formatDateTime(batch.paidAt, lang) })}
                    </Badge>
                  ) : (
                    <Button size="xs" loading={paying === batch.id} onClick={() => onPaid(batch.id)} data-testid="admin-batch-paid">
                      {m.earn_admin_mark_paid()}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </StackTable>
        )}
      </Stack>
    </Paper>
  );
}
