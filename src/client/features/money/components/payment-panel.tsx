import { Alert, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Payment } from '#common/contracts/money';
import { formatMoney, percentOfBp } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { formatDateTime } from '#common/dates';
import { getLocale } from '#common/paraglide/runtime.js';
import { problemMessage } from '#client/app/problem-message';
import { useCheckout, usePaymentPanel } from './use-payment-panel';

/**
 * A purchase (credit top-up or package): its form until the payment is made, then the payment
 * (PromptPay QR or bank transfer details) and a way to buy again. `body` is null while the form
 * is not yet valid: the submit button is disabled.
 */
export function Checkout<Body>({ uuid, purchase, body, submitLabel, submitTestId, children }: { uuid: string; purchase: UseMutationResult<Payment, Error, Body>; body: Body | null; submitLabel: string; submitTestId: string; children: ReactNode }) {
  const { payment, buyAgain, problem, submit } = useCheckout(purchase, body);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={560}>
      {payment ? (
        <Stack>
          <PaymentPanel uuid={uuid} initial={payment} />
          <Button variant="default" onClick={buyAgain}>
            {m.money_buy_again()}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            {children}
            {problem ? (
              <Text c="red" size="sm" role="alert">
                {problemMessage(problem)}
              </Text>
            ) : null}
            <Button type="submit" disabled={body === null} loading={purchase.isPending} data-testid={submitTestId}>
              {submitLabel}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}

/** A payment after it is made: the PromptPay QR (or bank details) until confirmed, then paid. */
export function PaymentPanel({ uuid, initial }: { uuid: string; initial: Payment }) {
  const { payment, paid, ended, statusLabel, vatRateBp, payLocally } = usePaymentPanel(uuid, initial);
  return (
    <Stack gap="sm" data-testid="money-payment" data-status={payment.status}>
      <Group justify="space-between">
        <Text fw={700}>{m.money_payment_total({ amount: formatMoney(payment.total, { decimals: 2 }) })}</Text>
        <Badge color={paid ? 'green' : ended ? 'red' : 'yellow'} data-testid="money-payment-status">
          {statusLabel}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {m.money_payment_breakdown({ rate: percentOfBp(vatRateBp), amount: formatMoney(payment.amount, { decimals: 2 }), vat: formatMoney(payment.vat, { decimals: 2 }) })}
      </Text>
      {paid ? (
        <Alert color="green" data-testid="money-payment-paid">
          {payment.purpose === 'credit' ? m.money_paid_credit() : m.money_paid_package()}
        </Alert>
      ) : ended ? (
        <Alert color="red" data-testid="money-payment-ended">
          {payment.status === 'expired' ? m.money_payment_expired() : m.money_payment_failed()}
        </Alert>
      ) : payment.method === 'promptpay' && payment.qrImageUrl ? (
        <Stack gap="xs" align="center">
          {/* The QR the payment gateway issued for this charge: a payment to it is what the gateway sees. */}
          <img src={payment.qrImageUrl} width={220} height={220} alt={m.money_qr_label()} data-testid="money-qr" />
          <Text size="sm" ta="center">
            {m.money_qr_help()}
          </Text>
          {payment.expiresAt ? (
            <Text size="sm" c="dimmed" ta="center" data-testid="money-qr-expires">
              {m.money_qr_expires({ time: formatDateTime(payment.expiresAt, getLocale() === 'th' ? 'th' : 'en', 'long') })}
            </Text>
          ) : null}
          {payment.localGateway ? (
            <Button variant="light" loading={payLocally.isPending} onClick={() => payLocally.mutate(payment.id)} data-testid="money-pay-locally">
              {m.money_pay_locally()}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Stack gap="xs" align="center">
          {payment.qrSvg ? (
            <>
              <Text size="sm" data-testid="money-manual-transfer-label">
                {m.money_manual_transfer_label()}
              </Text>
              {/* Manual bank transfer only: a QR to the company's own PromptPay id, confirmed by staff. */}
              <Box w={220} h={220} role="img" aria-label={m.money_qr_label()} data-testid="money-manual-qr" dangerouslySetInnerHTML={{ __html: payment.qrSvg }} />
            </>
          ) : null}
          <Alert color="blue">{m.money_bank_transfer_help()}</Alert>
        </Stack>
      )}
    </Stack>
  );
}
