import { useState } from 'react';
import { paymentStatuses, type StaffPayment, type StaffPaymentAction } from '#common/contracts/money';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { notify } from '#client/app/notify';
import { useStaffPaymentAction, useStaffPayments } from '../api/staff-payments';

export type PaymentStatus = (typeof paymentStatuses)[number];
export type PaymentAction = StaffPaymentAction['action'];

/** Back office's payment list: the status shown and its payments. */
export function useStaffPaymentsScreen() {
  const [status, setStatus] = useState<PaymentStatus>('pending');
  return { status, showStatus: (next: PaymentStatus) => setStatus(next), payments: useStaffPayments(status) };
}

/** What staff may do with a payment in this status (the server decides; this only offers). */
function actionsFor(payment: StaffPayment): PaymentAction[] {
  if (payment.status === 'pending') return ['confirm', 'cancel'];
  if (payment.status === 'paid' && payment.purpose === 'credit') return ['refund'];
  return [];
}

/**
 * One payment's card: the actions offered, the one being asked about (with the Idempotency-Key of
 * this attempt, so a double click is one action) and carrying it out.
 */
export function usePaymentCard(payment: StaffPayment) {
  const action = useStaffPaymentAction();
  const [asking, setAsking] = useState<{ action: PaymentAction; key: string } | null>(null);
  return {
    total: formatMoney(payment.total),
    actions: actionsFor(payment),
    asking: asking?.action ?? null,
    ask: (name: PaymentAction) => setAsking({ action: name, key: crypto.randomUUID() }),
    stopAsking: () => setAsking(null),
    carryOut: () => {
      if (!asking) return;
      action.mutate(
        { paymentId: payment.id, action: asking.action, key: asking.key },
        {
          onSuccess: () => {
            setAsking(null);
            notify({ color: 'green', message: m.staff_payments_done(), withBorder: true });
          },
          onError: () => setAsking(null),
        },
      );
    },
    isPending: action.isPending,
    error: action.error,
  };
}
