import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconCircleCheck, IconClockHour4, IconPencil, IconX } from '@tabler/icons-react';
import type { BankAccount } from '#common/contracts/earnings';
import type { Locale } from '#common/enums';
import { formatDateTime } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { pageTitle } from '#client/app/pages';
import { PageFrame, QueryState } from '#client/features/account/page';
import { accountStatusColors, accountStatusLabels, documentLabels, documentStatusColors, documentStatusLabels } from '../bank-labels';
import { BankAccountForm } from './bank-account-form';
import { DocumentPreview } from './bank-document-field';
import { summaryRows, useBankAccountScreen } from './use-bank-account-screen';

/**
 * /{lang}/Influencer/earn/bankAccount: none yet (the form), in_progress (what was sent, checked
 * within 2 business days), approve (masked but the last 4 digits, change with a warning), reject
 * (the reason first, then the form to fix and send again).
 */
export function BankAccountScreen({ lang, uuid }: { lang: Locale; uuid: string }) {
  const { query, editing, isFixing, isApproved, startEditing, stopEditing } = useBankAccountScreen(uuid);
  return (
    <PageFrame title={pageTitle('influencerBankAccount')} subtitle={m.bank_subtitle()} testId="bank-account">
      <QueryState query={query}>
        {({ account, profileNames }) => {
          if (!account) {
            return (
              <Card withBorder radius="lg" padding="lg" data-testid="bank-state-none">
                <Stack gap="md">
                  <Group gap="sm" wrap="nowrap">
                    <IconBuildingBank size={28} color="var(--mantine-color-violet-6)" aria-hidden />
                    <Text>{m.bank_none_text()}</Text>
                  </Group>
                  <BankAccountForm uuid={uuid} account={null} profileNames={profileNames} onDone={stopEditing} />
                </Stack>
              </Card>
            );
          }
          const fixing = isFixing(account);
          return (
            <Stack gap="lg" data-testid={`bank-state-${account.status}`}>
              <StatusBanner account={account} lang={lang} />
              {editing || fixing ? (
                <Card withBorder radius="lg" padding="lg">
                  <Title order={2} fz="lg" mb="md">
                    {fixing ? m.bank_fix_title() : m.bank_change_title()}
                  </Title>
                  <BankAccountForm uuid={uuid} account={account} profileNames={profileNames} onDone={stopEditing} onCancel={fixing ? undefined : stopEditing} />
                </Card>
              ) : (
                <AccountSummary account={account} approved={isApproved(account)} onChange={startEditing} />
              )}
            </Stack>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}

function StatusBanner({ account, lang }: { account: BankAccount; lang: Locale }) {
  if (account.status === 'approve') {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={22} />} title={m.bank_approved_title()} data-testid="bank-banner">
        {m.bank_approved_text()}
      </Alert>
    );
  }
  if (account.status === 'reject') {
    return (
      <Alert color="red" variant="filled" icon={<IconX size={22} />} title={m.bank_rejected_title()} role="alert" data-testid="bank-banner">
        <Stack gap={4}>
          <Text fw={700} fz="md" data-testid="bank-reject-reason">
            {account.rejectReason}
          </Text>
          <Text size="sm">{m.bank_rejected_text()}</Text>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" icon={<IconClockHour4 size={22} />} title={m.bank_in_progress_title()} data-testid="bank-banner">
      {m.bank_in_progress_text({ date: formatDateTime(account.submittedAt, lang, 'short') })}
    </Alert>
  );
}

function AccountSummary({ account, approved, onChange }: { account: BankAccount; approved: boolean; onChange: () => void }) {
  const rows = summaryRows(account);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="bank-summary">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} fz="lg">
            {m.bank_summary_title()}
          </Title>
          <Badge color={accountStatusColors[account.status]} variant="light" size="lg" data-testid="bank-status">
            {accountStatusLabels[account.status]()}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {rows.map(([label, value, testId]) => (
            <Stack gap={2} key={testId}>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text fw={600} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {m.bank_documents()}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: account.documents.length }} spacing="sm">
            {account.documents.map((document) => (
              <Group key={document.kind} gap="sm" wrap="nowrap" data-testid={`bank-summary-document-${document.kind}`}>
                <DocumentPreview document={document} label={documentLabels[document.kind]()} size={56} />
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {documentLabels[document.kind]()}
                  </Text>
                  <Badge color={documentStatusColors[document.status]} variant="light" size="sm">
                    {documentStatusLabels[document.status]()}
                  </Badge>
                </Stack>
              </Group>
            ))}
          </SimpleGrid>
        </Stack>
        <Button variant={approved ? 'light' : 'default'} leftSection={<IconPencil size={16} />} onClick={onChange} w="fit-content" data-testid="bank-change">
          {approved ? m.bank_change() : m.bank_edit()}
        </Button>
        {approved ? (
          <Text size="sm" c="dimmed">
            {m.bank_change_note()}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
