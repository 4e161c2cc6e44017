import { setup } from 'xstate';

/**
 * A marketer's payment (payments.status: a credit top-up or a package purchase) as a machine
 * (decision 050). A payment starts pending; the gateway (its webhook or the charge poll) or staff
 * (a bank transfer) confirm it, the gateway ends it failed or expired, staff cancel it, and staff
 * refund a paid credit top-up. Pure: the actions name what the service does in the same
 * transaction (the ledger posting and the credit lot or package, the e-mail to the marketer, the
 * refund posting); whether the top-up's credit is still untouched depends on other rows, so the
 * service checks that after the machine allows the refund.
 */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded';

export interface PaymentContext {
  /** What was bought: credit can be refunded, a package cannot (its slots may be in campaigns). */
  purpose: 'credit' | 'package';
}

export type PaymentEvent = { type: 'payment.confirm' } | { type: 'payment.fail' } | { type: 'payment.expire' } | { type: 'payment.cancel' } | { type: 'payment.refund' };

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentContext,
  },
  guards: {
    isCredit: ({ context }) => context.purpose === 'credit',
  },
  actions: {
    grantPurchase: () => {},
    tellMarketer: () => {},
    postRefund: () => {},
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ purpose: input.purpose }),
  initial: 'pending',
  states: {
    pending: {
      on: {
        'payment.confirm': { target: 'paid', actions: 'grantPurchase' },
        'payment.fail': { target: 'failed', actions: 'tellMarketer' },
        'payment.expire': { target: 'expired', actions: 'tellMarketer' },
        'payment.cancel': 'cancelled',
      },
    },
    paid: {
      on: {
        'payment.refund': { guard: 'isCredit', target: 'refunded', actions: 'postRefund' },
      },
    },
    failed: { type: 'final' },
    expired: { type: 'final' },
    cancelled: { type: 'final' },
    refunded: { type: 'final' },
  },
});
