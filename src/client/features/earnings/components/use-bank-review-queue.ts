import { useState } from 'react';
import { accountNameMatches } from '#common/bank-account';
import type { BankReviewItem } from '#common/contracts/earnings';
import type { BankDocumentKind } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { notify } from '#client/app/notify';
import { useBankReviewQueue, useReviewBankAccount } from '../api/bank-account';
import { bankFieldMessage } from '../bank-labels';

/** Staff's review queue, oldest first: every page loaded so far, and the next. */
export function useBankReviewQueueScreen() {
  const queue = useBankReviewQueue();
  return {
    queue,
    items: queue.data?.pages.flatMap((page) => page.items) ?? [],
    showMore: () => void queue.fetchNextPage(),
  };
}

/**
 * One account under review: whether an individual's account name matches a profile name, approving
 * it, and rejecting it with a reason (at least 3 characters) and the documents to send again.
 */
export function useReviewCard(item: BankReviewItem) {
  const review = useReviewBankAccount();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [resend, setResend] = useState<BankDocumentKind[]>([]);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { account, owner } = item;
  const individual = account.holderType === 'individual';
  const done = (approve: boolean) => notify({ color: approve ? 'green' : 'orange', message: approve ? m.bank_review_approved() : m.bank_review_rejected(), withBorder: true });
  return {
    individual,
    nameMatches: individual && accountNameMatches(account.accountName, owner.profileNames),
    approve: () => review.mutate({ id: account.id, approve: true }, { onSuccess: () => done(true) }),
    isApproving: review.isPending && !rejecting,
    rejecting,
    startRejecting: () => setRejecting(true),
    stopRejecting: () => setRejecting(false),
    reason,
    typeReason: (value: string) => {
      setReason(value);
      setReasonError(null);
    },
    reasonError,
    resend,
    setResend,
    reject: () => {
      if (reason.trim().length < 3) return setReasonError(bankFieldMessage('bank_reject_reason_required'));
      setReasonError(null);
      review.mutate(
        { id: account.id, approve: false, reason, documents: resend },
        {
          onSuccess: () => {
            setRejecting(false);
            done(false);
          },
        },
      );
    },
    isPending: review.isPending,
    error: review.error,
  };
}
