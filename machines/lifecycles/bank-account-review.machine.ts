import { setup } from 'xstate';
import type { DocumentStatus } from '#common/enums';

/**
 * An influencer's bank account under staff review (bank_accounts.status) as a machine
 * (decision 045). Saving the account (again) sends it back to review, also from approve: a changed
 * account is checked again before money goes to it. Only an account under review is decided by
 * staff; its one action names what the service does beyond the status: an approved account becomes
the payout gateway's recipient (a queue job in the same transaction).
 * The documents' status (bank_documents.status) has no lifecycle of its own (decision 068): a
 * document never moves alone — saving replaces every document, staff decide the account — so it is
 * read off the account's review state by `documentStatusIn` below, the one place that says it.
 */
export type BankAccountReviewStatus = 'in_progress' | 'approve' | 'reject';

export type BankAccountReviewEvent = { type: 'account.submit' } | { type: 'review.approve' } | { type: 'review.reject'; reason: string };

export const bankAccountReviewMachine = setup({
  types: {
    events: {} as BankAccountReviewEvent,
  },
  actions: {
    registerRecipient: () => {},
  },
}).createMachine({
  id: 'bankAccountReview',
  initial: 'in_progress',
  on: {
    'account.submit': { target: '.in_progress' },
  },
  states: {
    in_progress: {
      on: {
        'review.approve': { target: 'approve', actions: 'registerRecipient' },
        'review.reject': { target: 'reject' },
      },
    },
    approve: {},
    reject: {},
  },
});

/**
 * What a document's stored status is while its account is in `review` (decision 068). Approved:
 * every document is complete. Rejected: the documents staff named are rejected, the others
 * approved (they need not be sent again). Under review: every document is too. bank_documents.status
 * is written only with this answer, for the state `decide()` answered.
 */
export function documentStatusIn(review: BankAccountReviewStatus, named = false): DocumentStatus {
  if (review === 'approve') return 'complete';
  if (review === 'reject') return named ? 'reject' : 'approve';
  return 'in_progress';
}
