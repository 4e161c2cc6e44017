import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Payment } from '#common/contracts/money';
import { m } from '#common/paraglide/messages.js';
import { usePayLocally, usePayment } from '../api/payments';

/** A purchase's form until the payment is made: the payment it made (null again to buy again) and the purchase's problem. */
export function useCheckout<Body>(purchase: UseMutationResult<Payment, Error, Body>, body: Body | null) {
  const [payment, setPayment] = useState<Payment | null>(null);
  const error = purchase.error as { data?: { type: string } } | null;
  return {
    payment,
    buyAgain: () => setPayment(null),
    problem: error?.data ?? null,
    submit: (event: React.FormEvent) => {
      event.preventDefault();
      if (body !== null) purchase.mutate(body, { onSuccess: setPayment });
    },
  };
}

/** A payment after it is made, read again until it settles; its status as a word and a colour, its VAT rate, and the local gateway's pay button. */
export function usePaymentPanel(uuid: string, initial: Payment) {
  const query = usePayment(uuid, initial.id);
  const payment = query.data ?? initial;
  const payLocally = usePayLocally();
  const paid = payment.status === 'paid';
  const ended = payment.status === 'expired' || payment.status === 'failed';
  const statusLabel = paid ? m.money_status_paid() : payment.status === 'expired' ? m.money_status_expired() : payment.status === 'failed' ? m.money_status_failed() : m.money_status_pending();
  const vatRateBp = payment.amount === 0 ? 0 : Math.round((payment.vat * 10_000) / payment.amount);
  return { payment, paid, ended, statusLabel, vatRateBp, payLocally };
}
