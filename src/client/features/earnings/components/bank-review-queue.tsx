import { Alert, Badge, Button, Card, Center, Checkbox, Container, Grid, Group, Loader, Modal, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCircleCheck, IconX } from '@tabler/icons-react';
import type { BankReviewItem } from '#common/contracts/earnings';
import type { BankDocumentKind, Locale } from '#common/enums';
import { formatDateTime } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { toProblem } from '#client/api/problem';
import { problemMessage } from '#client/app/problem-message';
import { bankName, documentLabels, formatAccountNumber, holderTypeLabels } from '../bank-labels';
import { DocumentPreview } from './bank-document-field';
import { useBankReviewQueueScreen, useReviewCard } from './use-bank-review-queue';

/** Back office: bank accounts waiting for review, oldest first; the evidence beside the typed details. */
export function BankReviewQueueScreen({ lang }: { lang: Locale }) {
  const { queue, items, showMore } = useBankReviewQueueScreen();
  return (
    <Container size="xl" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }} data-testid="bank-review">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, md: 30 }}>
            {m.bank_review_title()}
          </Title>
          <Text c="dimmed">{m.bank_review_text()}</Text>
        </Stack>
        {queue.isPending ? (
          <Center py="xl" aria-busy="true">
            <Loader aria-label={m.account_loading()} />
          </Center>
        ) : queue.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{problemMessage(toProblem(queue.error))}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void queue.refetch()}>
                {m.account_retry()}
              </Button>
            </Stack>
          </Alert>
        ) : items.length === 0 ? (
          <Card withBorder padding="xl" data-testid="bank-review-empty">
            <Stack align="center" gap="xs">
              <IconCircleCheck size={32} color="var(--mantine-color-green-6)" aria-hidden />
              <Text c="dimmed" ta="center">
                {m.bank_review_empty()}
              </Text>
            </Stack>
          </Card>
        ) : (
          <>
            {items.map((item) => (
              <ReviewCard key={item.account.id} item={item} lang={lang} />
            ))}
            {queue.hasNextPage ? (
              <Button variant="light" onClick={showMore} loading={queue.isFetchingNextPage} w="fit-content" mx="auto" data-testid="bank-review-more">
                {m.bank_review_more()}
              </Button>
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}

function Detail({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} fz={strong ? 'lg' : 'sm'} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

function ReviewCard({ item, lang }: { item: BankReviewItem; lang: Locale }) {
  const { individual, nameMatches: matches, approve, isApproving, rejecting, startRejecting, stopRejecting, reason, typeReason, reasonError, resend, setResend, reject, isPending, error } = useReviewCard(item);
  const { account, owner } = item;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="bank-review-card" data-account={account.id}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Group gap="xs">
              <Badge variant="light">{holderTypeLabels[account.holderType]()}</Badge>
              <Text size="xs" c="dimmed">
                {m.bank_review_sent({ date: formatDateTime(account.submittedAt, lang, 'short') })}
              </Text>
            </Group>
            <Detail label={m.bank_bank()} value={bankName(account.bankCode)} testId="bank-review-bank" />
            <Detail label={m.bank_account_number()} value={formatAccountNumber(account.accountNumber)} testId="bank-review-number" strong />
            <Detail label={individual ? m.bank_account_name() : m.bank_account_name_company()} value={account.accountName} testId="bank-review-name" strong />
            <Detail label={m.bank_review_profile_name()} value={owner.profileNames.join(' / ') || '—'} testId="bank-review-profile" />
            {individual ? (
              <Badge color={matches ? 'green' : 'red'} variant="light" w="fit-content" leftSection={matches ? <IconCheck size={12} /> : <IconX size={12} />} data-testid="bank-review-match">
                {matches ? m.bank_review_name_matches() : m.bank_review_name_differs()}
              </Badge>
            ) : null}
            <Text size="sm" c="dimmed">
              {owner.displayName} · {owner.email}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SimpleGrid cols={{ base: 1, sm: account.documents.length }} spacing="md">
            {account.documents.map((document) => (
              <Stack key={document.kind} gap={6} data-testid={`bank-review-document-${document.kind}`}>
                <Text size="sm" fw={600}>
                  {documentLabels[document.kind]()}
                </Text>
                <DocumentPreview document={document} label={documentLabels[document.kind]()} size={240} fill />
              </Stack>
            ))}
          </SimpleGrid>
        </Grid.Col>
      </Grid>
      {error && !rejecting ? (
        <Alert color="red" variant="light" role="alert" mt="md">
          {problemMessage(toProblem(error))}
        </Alert>
      ) : null}
      <Group mt="md">
        <Button color="green" leftSection={<IconCheck size={18} />} loading={isApproving} onClick={approve} data-testid="bank-review-approve">
          {m.bank_review_approve()}
        </Button>
        <Button color="red" variant="light" leftSection={<IconX size={18} />} onClick={startRejecting} data-testid="bank-review-reject">
          {m.bank_review_reject()}
        </Button>
      </Group>
      <Modal opened={rejecting} onClose={stopRejecting} title={m.bank_review_reject()} centered>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            reject();
          }}
        >
          <Stack gap="sm">
            <Textarea required maxLength={500} autosize minRows={3} label={m.bank_review_reason()} description={m.bank_review_reason_help()} value={reason} onChange={(event) => typeReason(event.currentTarget.value)} error={reasonError} data-testid="bank-review-reason" data-autofocus />
            <Checkbox.Group label={m.bank_review_resend()} value={resend} onChange={(value) => setResend(value as BankDocumentKind[])}>
              <Stack gap={6} mt={6}>
                {account.documents.map((document) => (
                  <Checkbox key={document.kind} value={document.kind} label={documentLabels[document.kind]()} data-testid={`bank-review-resend-${document.kind}`} />
                ))}
              </Stack>
            </Checkbox.Group>
            {error ? (
              <Alert color="red" variant="light" role="alert">
                {problemMessage(toProblem(error))}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={stopRejecting}>
                {m.bank_cancel()}
              </Button>
              <Button type="submit" color="red" loading={isPending} data-testid="bank-review-reject-confirm">
                {m.bank_review_reject()}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
