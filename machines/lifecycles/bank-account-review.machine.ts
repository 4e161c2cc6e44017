import { setup } from 'xstate';

/**
 * An influencer's bank account under staff review (bank_accounts.status) as a machine
 * (decision 045). Saving the account (again) sends it back to review, also from approve: a changed
 * account is checked again before money goes to it. Only an account under review is decided by
 * staff; the actions name what the service does with the documents in the same transaction.
 */
export type BankAccountReviewStatus = 'in_progress' | 'approve' | 'reject';

export type BankAccountReviewEvent = { type: 'account.submit' } | { type: 'review.approve' } | { type: 'review.reject'; reason: string };

export const bankAccountReviewMachine = setup({
  types: {
    events: {} as BankAccountReviewEvent,
  },
  actions: {
    replaceDocuments: () => {},
    completeDocuments: () => {},
    rejectDocuments: () => {},
  },
}).createMachine({
  id: 'bankAccountReview',
  initial: 'in_progress',
  on: {
    'account.submit': { target: '.in_progress', actions: 'replaceDocuments' },
  },
  states: {
    in_progress: {
      on: {
        'review.approve': { target: 'approve', actions: 'completeDocuments' },
        'review.reject': { target: 'reject', actions: 'rejectDocuments' },
      },
    },
    approve: {},
    reject: {},
  },
});
