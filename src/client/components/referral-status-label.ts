import type { ReferralStatus } from '#common/contracts/partners';
import { m } from '#common/paraglide/messages.js';

/** How far a referred friend came, in the reader's language: the invite page and the staff user view. */
export const referralStatusLabel: Record<ReferralStatus, () => string> = {
  signed_up: () => m.invite_status_signed_up(),
  qualified_channel: () => m.invite_status_qualified_channel(),
  first_job_completed: () => m.invite_status_first_job_completed(),
};
export const referralStatusColor: Record<ReferralStatus, string> = { signed_up: 'gray', qualified_channel: 'blue', first_job_completed: 'green' };
