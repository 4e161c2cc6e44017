import { useState } from 'react';
import type { ReviewItem } from '#common/contracts/channels';
import { m } from '#common/paraglide/messages.js';
import { notify } from '#client/app/notify';
import { problemMessage } from '#client/app/problem-message';
import { toProblem } from '#client/api/problem';
import { useReviewChannel } from '../api/channel-review';

/** One channel under review: approving it, or rejecting it with a reason typed in a dialog; each says so in a notice. */
export function useReviewCard(item: ReviewItem) {
  const review = useReviewChannel();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const id = item.channel.id;
  const done = (approve: boolean) => notify({ color: approve ? 'green' : 'orange', message: approve ? m.channel_review_approved() : m.channel_review_rejected(), withBorder: true });
  return {
    error: review.error ? problemMessage(toProblem(review.error)) : null,
    approving: review.isPending && !rejecting,
    approve: () => review.mutate({ id, approve: true }, { onSuccess: () => done(true) }),
    rejecting,
    openReject: () => setRejecting(true),
    closeReject: () => setRejecting(false),
    reason,
    setReason,
    sending: review.isPending,
    reject: () => review.mutate({ id, approve: false, reason }, { onSuccess: () => (setRejecting(false), done(false)) }),
  };
}
