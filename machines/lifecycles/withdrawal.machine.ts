import { assign, setup } from 'xstate';
import type { WithdrawalStatus } from '#common/enums';

/**
 * A withdrawal's life on the server (PRODUCT.md "Money"; the influencer's form is
 * `screens/withdrawal-form.machine.ts`): in_progress → approve → complete, or
 * reject (from in_progress, or from approve while it is in no payout batch). The stored status is
 * the state; the context says whether a payout batch holds it. Staff actions run through
 * `decide()`: a step the status does not allow answers 409 illegal_transition.
 */
export interface WithdrawalStatusContext {
  batched: boolean;
}

/**
 * Issue 27, payouts by transfer: the gateway's transfer webhook moves an approved withdrawal —
 * `transfer.sent` (left for the bank), `transfer.paid` (arrived), `transfer.failed` (the bank
 * refused; the money goes back to earnings). A withdrawal with a transfer counts as batched: it can
 * neither be rejected nor put in a bank file.
 */
export type WithdrawalStatusEvent =
  | { type: 'withdrawal.approve' }
  | { type: 'withdrawal.reject'; reason: string }
  | { type: 'withdrawal.batch' }
  | { type: 'withdrawal.pay' }
  | { type: 'transfer.sent' }
  | { type: 'transfer.paid' }
  | { type: 'transfer.failed' };

export const withdrawalStatusMachine = setup({
  types: {
    context: {} as WithdrawalStatusContext,
    events: {} as WithdrawalStatusEvent,
    input: {} as WithdrawalStatusContext,
  },
  guards: {
    isBatched: ({ context }) => context.batched,
    isNotBatched: ({ context }) => !context.batched,
  },
}).createMachine({
  id: 'withdrawalStatus',
  context: ({ input }) => ({ batched: input?.batched ?? false }),
  initial: 'in_progress',
  states: {
    in_progress: {
      on: {
        'withdrawal.approve': 'approve',
        'withdrawal.reject': 'reject',
      },
    },
    approve: {
      on: {
        'withdrawal.batch': { guard: 'isNotBatched', actions: assign({ batched: true }) },
        'withdrawal.reject': { guard: 'isNotBatched', target: 'reject' },
        'withdrawal.pay': { guard: 'isBatched', target: 'complete' },
        'transfer.sent': { guard: 'isBatched', target: 'sent' },
        'transfer.paid': { guard: 'isBatched', target: 'complete' },
        'transfer.failed': { guard: 'isBatched', target: 'failed' },
      },
    },
    /** The transfer left for the bank. */
    sent: {
      on: {
        'transfer.paid': 'complete',
        'transfer.failed': 'failed',
      },
    },
    complete: { type: 'final' },
    reject: { type: 'final' },
    /** The bank refused the transfer; the money is back in the influencer's earnings. */
    failed: { type: 'final' },
  },
});

/** The stored status as the machine's state value (they are the same words). */
export const withdrawalStateValue = (status: WithdrawalStatus): WithdrawalStatus => status;
