import { assign, fromPromise, setup } from 'xstate';
import { defaultWithdrawalRules, withdrawalBreakdown, type WithdrawalBreakdown, type WithdrawalRules } from '#common/earnings';
import type { BankHolderType } from '#common/enums';

/**
 * Withdrawing earnings (PRODUCT.md "Money", issue 13), the influencer's form:
 * loading → entering → reviewing (fee, 3 % withholding tax and net shown) → submitting → submitted,
 * with the branches the rules give: no approved bank account, a balance below the minimum
 * withdrawal, an amount below the minimum, an amount above the balance; a failed submit is retried
 * with the same Idempotency-Key (one key per attempt, given by the review event), so a retry can
 * never withdraw twice. The server decides again with the same rules (src/common/earnings.ts) and
 * the same numbers, which it sends with the balance (staff may change them, issue 15).
 *
 * A screen flow (decision 045): its states are the form's, not a stored status; the withdrawal's
 * stored status is `lifecycles/withdrawal.machine.ts`.
 */
export interface WithdrawalFacts {
  availableMinor: number;
  /** The minimum, fee and withholding tax in force. */
  rules: WithdrawalRules;
  /** The influencer's bank account, or null when there is none. Only an approved one can be paid to. */
  bank: { status: 'in_progress' | 'approve' | 'reject'; holderType: BankHolderType } | null;
}

export interface WithdrawalFormContext extends WithdrawalFacts {
  amountMinor: number;
  breakdown: WithdrawalBreakdown | null;
  idempotencyKey: string | null;
  withdrawalId: string | null;
  /** Problem type of the last failed submit (or `network`), translated by the screen. */
  error: string | null;
}

export type WithdrawalFormEvent =
  | { type: 'withdraw.loaded'; facts: WithdrawalFacts }
  | { type: 'withdraw.amount'; amountMinor: number }
  | { type: 'withdraw.review'; idempotencyKey: string }
  | { type: 'withdraw.edit' }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.retry' }
  | { type: 'withdraw.again' };

export const emptyWithdrawalContext: WithdrawalFormContext = { availableMinor: 0, rules: defaultWithdrawalRules, bank: null, amountMinor: 0, breakdown: null, idempotencyKey: null, withdrawalId: null, error: null };

const problemType = (error: unknown): string => ((error as { data?: { type?: unknown } } | null)?.data?.type as string | undefined) ?? 'network';

const routeFacts = [
  { guard: 'hasNoApprovedBank', target: '#withdrawalForm.noBankAccount', actions: 'assignFacts' },
  { guard: 'isBalanceBelowMinimum', target: '#withdrawalForm.balanceBelowMinimum', actions: 'assignFacts' },
  { target: '#withdrawalForm.entering', actions: 'assignFacts' },
] as const;

export const withdrawalFormMachine = setup({
  types: {
    context: {} as WithdrawalFormContext,
    events: {} as WithdrawalFormEvent,
  },
  actors: {
    submitWithdrawal: fromPromise<{ id: string }, { amountMinor: number; idempotencyKey: string }>(async () => {
      throw new Error('submitWithdrawal is provided at the edge');
    }),
  },
  guards: {
    hasNoApprovedBank: ({ event }) => event.type === 'withdraw.loaded' && event.facts.bank?.status !== 'approve',
    isBalanceBelowMinimum: ({ event }) => event.type === 'withdraw.loaded' && event.facts.availableMinor < event.facts.rules.minimumMinor,
    isBelowMinimum: ({ context }) => context.amountMinor < context.rules.minimumMinor,
    isAboveBalance: ({ context }) => context.amountMinor > context.availableMinor,
    isProblem: (_, params: { error: unknown; type: string }) => problemType(params.error) === params.type,
  },
  actions: {
    assignFacts: assign(({ event }) => (event.type === 'withdraw.loaded' ? { availableMinor: event.facts.availableMinor, rules: event.facts.rules, bank: event.facts.bank } : {})),
    assignError: assign((_, params: { error: unknown }) => ({ error: problemType(params.error) })),
  },
}).createMachine({
  id: 'withdrawalForm',
  context: emptyWithdrawalContext,
  initial: 'loading',
  states: {
    /** Waiting for the balance and the bank account (the screen sends them when its query answers). */
    loading: { on: { 'withdraw.loaded': [...routeFacts] } },
    /** No approved bank account: the screen links to earn/bankAccount. */
    noBankAccount: { on: { 'withdraw.loaded': [...routeFacts] } },
    /** Less than the minimum withdrawal is available: nothing can leave yet. */
    balanceBelowMinimum: { on: { 'withdraw.loaded': [...routeFacts] } },
    entering: {
      on: {
        'withdraw.loaded': [...routeFacts],
        'withdraw.amount': { actions: assign({ amountMinor: ({ event }) => event.amountMinor, error: null }) },
        'withdraw.review': [
          { guard: 'isBelowMinimum', target: 'belowMinimum' },
          { guard: 'isAboveBalance', target: 'insufficientBalance' },
          {
            target: 'reviewing',
            actions: assign({
              idempotencyKey: ({ event }) => event.idempotencyKey,
              breakdown: ({ context }) => withdrawalBreakdown(context.amountMinor, context.bank?.holderType ?? 'individual', context.rules),
              error: null,
            }),
          },
        ],
      },
    },
    /** The amount typed is below the minimum withdrawal. */
    belowMinimum: { on: { 'withdraw.amount': { target: 'entering', actions: assign({ amountMinor: ({ event }) => event.amountMinor }) } } },
    /** The amount typed is more than the available balance. */
    insufficientBalance: {
      on: {
        'withdraw.amount': { target: 'entering', actions: assign({ amountMinor: ({ event }) => event.amountMinor }) },
        'withdraw.loaded': [...routeFacts],
      },
    },
    /** The fee, the withholding tax and the net are shown; nothing has been sent. */
    reviewing: {
      on: {
        'withdraw.confirm': 'submitting',
        'withdraw.edit': { target: 'entering', actions: assign({ breakdown: null, idempotencyKey: null }) },
      },
    },
    submitting: {
      invoke: {
        id: 'submitWithdrawal',
        src: 'submitWithdrawal',
        input: ({ context }) => ({ amountMinor: context.amountMinor, idempotencyKey: context.idempotencyKey! }),
        onDone: { target: 'submitted', actions: assign({ withdrawalId: ({ event }) => event.output.id, error: null }) },
        onError: [
          // The server's rules said no: the matching branch (its figures may have changed meanwhile).
          { guard: { type: 'isProblem', params: ({ event }) => ({ error: event.error, type: 'insufficient_funds' }) }, target: 'insufficientBalance', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          { guard: { type: 'isProblem', params: ({ event }) => ({ error: event.error, type: 'bank_account_required' }) }, target: 'noBankAccount', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** The request failed (network, server): retrying sends the same key, so it is applied at most once. */
    failed: {
      on: {
        'withdraw.retry': 'submitting',
        'withdraw.edit': { target: 'entering', actions: assign({ breakdown: null, idempotencyKey: null }) },
      },
    },
    submitted: {
      on: { 'withdraw.again': { target: 'loading', actions: assign({ amountMinor: 0, breakdown: null, idempotencyKey: null, withdrawalId: null, error: null }) } },
    },
  },
});
