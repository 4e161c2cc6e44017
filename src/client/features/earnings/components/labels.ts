import type { WithdrawalStatus } from '#common/enums';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';

/** Earnings are shown to the satang (two decimals), on the influencer's and the staff's screens. */
export const formatEarnings = (minor: number) => formatMoney(minor, { decimals: 2 });

/** Issue 13 labels shared by the influencer's and the staff's screens. */
export const withdrawalStatusLabel: Record<WithdrawalStatus, () => string> = {
  in_progress: () => m.earn_status_in_progress(),
  approve: () => m.earn_status_approve(),
  complete: () => m.earn_status_complete(),
  reject: () => m.earn_status_reject(),
  sent: () => m.earn_status_sent(),
  failed: () => m.earn_status_failed(),
};
export const withdrawalStatusColor: Record<WithdrawalStatus, string> = { in_progress: 'gray.7', approve: 'blue.9', complete: 'teal.9', reject: 'red.9', sent: 'indigo.9', failed: 'red.9' };

export const movementLabel: Record<string, () => string> = {
  'job.escrow_capture': () => m.earn_kind_job(),
  'referral.reward': () => m.earn_kind_referral(),
  'withdrawal.request': () => m.earn_kind_withdrawal(),
  'withdrawal.reject': () => m.earn_kind_returned(),
  'withdrawal.return': () => m.earn_kind_returned(),
};

