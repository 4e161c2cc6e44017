import { Alert, Badge, Button, Card, Center, Container, Chip, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconReceiptRefund, IconX } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { paymentStatuses, type StaffPayment } from '#common/contracts/money';
import { formatDateTime } from '#common/dates';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { problemMessage } from '#client/app/problem-message';
import { toProblem } from '#client/api/problem';
import { usePaymentCard, useStaffPaymentsScreen, type PaymentAction as Action, type PaymentStatus as Status } from './use-staff-payments';

const statusLabels: Record<Status, () => string> = {
  pending: () => m.money_status_pending(),
  paid: () => m.money_status_paid(),
  cancelled: () => m.staff_payments_status_cancelled(),
  refunded: () => m.staff_payments_status_refunded(),
  expired: () => m.money_status_expired(),
  failed: () => m.money_status_failed(),
};
const eventLabels: Record<StaffPayment['events'][number]['action'], () => string> = {
  created: () => m.staff_payments_event_created(),
  confirmed_by_gateway: () => m.staff_payments_event_confirmed_by_gateway(),
  confirmed_by_staff: () => m.staff_payments_event_confirmed_by_staff(),
  cancelled_by_staff: () => m.staff_payments_event_cancelled_by_staff(),
  refunded_by_staff: () => m.staff_payments_event_refunded_by_staff(),
  expired_at_gateway: () => m.staff_payments_event_expired_at_gateway(),
  failed_at_gateway: () => m.staff_payments_event_failed_at_gateway(),
};
const actionLabels: Record<Action, () => string> = {
  confirm: () => m.staff_payments_confirm(),
  cancel: () => m.staff_payments_cancel(),
  refund: () => m.staff_payments_refund(),
};
const actionQuestions: Record<Action, (amount: string) => string> = {
  confirm: (amount) => m.staff_payments_confirm_question({ amount }),
  cancel: (amount) => m.staff_payments_cancel_question({ amount }),
  refund: (amount) => m.staff_payments_refund_question({ amount }),
};

/** Back office: marketers' payments by status; confirm a bank transfer, cancel, refund an unspent top-up. */
export function StaffPaymentsScreen({ lang }: { lang: Locale }) {
  const { status, showStatus, payments } = useStaffPaymentsScreen();
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, md: 30 }}>
            {m.staff_payments_title()}
          </Title>
          <Text c="dimmed">{m.staff_payments_text()}</Text>
        </Stack>
        <Chip.Group multiple={false} value={status} onChange={(value) => showStatus(value as Status)}>
          <Group gap="xs" role="radiogroup" aria-label={m.staff_payments_filter()} data-testid="staff-payments-filter">
            {paymentStatuses.map((value) => (
              <Chip key={value} value={value} type="radio">
                {statusLabels[value]()}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {payments.isPending ? (
          <Center py="xl" aria-busy="true">
            <Loader />
          </Center>
        ) : payments.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {problemMessage(toProblem(payments.error))}
          </Alert>
        ) : payments.data.data.length === 0 ? (
          <Card withBorder padding="xl" data-testid="staff-payments-empty">
            <Text c="dimmed" ta="center">
              {m.staff_payments_empty()}
            </Text>
          </Card>
        ) : (
          payments.data.data.map((payment) => <PaymentCard key={payment.id} payment={payment} lang={lang} />)
        )}
      </Stack>
    </Container>
  );
}

function PaymentCard({ payment, lang }: { payment: StaffPayment; lang: Locale }) {
  const { total, actions, asking, ask, stopAsking, carryOut, isPending, error } = usePaymentCard(payment);
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`staff-payment-${payment.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {payment.marketerEmail}
          </Text>
          <Badge variant="light" color={payment.status === 'paid' ? 'green' : payment.status === 'pending' ? 'yellow' : 'gray'}>
            {statusLabels[payment.status]()}
          </Badge>
        </Group>
        <Text size="sm">
          {payment.purpose === 'credit' ? m.staff_payments_purpose_credit() : m.staff_payments_purpose_package({ slug: payment.packageSlug ?? '-' })} · {payment.method === 'promptpay' ? m.money_method_promptpay() : m.money_method_bank()}
        </Text>
        <Text size="sm" data-testid="staff-payment-amounts">
          {m.staff_payments_amounts({ amount: formatMoney(payment.amount), vat: formatMoney(payment.vat), total })}
        </Text>
        <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {payment.events.map((event) => (
            <Text key={`${event.action}-${event.at}`} size="xs" c="dimmed" component="li">
              {formatDateTime(event.at, lang, 'short')} · {eventLabels[event.action]()}
              {event.actorEmail ? ` · ${event.actorEmail}` : ''}
            </Text>
          ))}
        </Stack>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {problemMessage(toProblem(error))}
          </Alert>
        ) : null}
        {actions.length > 0 ? (
          <Group mt="xs">
            {actions.map((name) => (
              <Button
                key={name}
                color={name === 'confirm' ? 'green' : 'red'}
                variant={name === 'confirm' ? 'filled' : 'light'}
                leftSection={name === 'confirm' ? <IconCheck size={18} /> : name === 'cancel' ? <IconX size={18} /> : <IconReceiptRefund size={18} />}
                onClick={() => ask(name)}
                data-testid={`staff-payment-${name}`}
              >
                {actionLabels[name]()}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
      <Modal opened={asking !== null} onClose={stopAsking} title={asking ? actionLabels[asking]() : ''} centered>
        <Stack gap="md">
          <Text>{asking ? actionQuestions[asking](total) : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={stopAsking}>
              {m.staff_payments_back()}
            </Button>
            <Button
              color={asking === 'confirm' ? 'green' : 'red'}
              loading={isPending}
              data-testid="staff-payment-go"
              onClick={carryOut}
            >
              {asking ? actionLabels[asking]() : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
