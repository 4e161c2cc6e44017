import { campaignAttachmentLimit } from '#common/contracts/campaigns';
import { endedUnpaid } from '#common/earnings';
import { formatMoney } from '#common/money';
import { campaignPriceLimitsOf } from '#common/countries';
import { formatDate } from '#common/dates';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { toProblem } from '#client/api/problem';
import { problemMessages } from '#client/app/problem-message';

/** Labels of the campaigns and jobs screens: enumerations, criteria, problems (keys `campaign_…`, `job_…`). */
const own = <T,>(table: Record<string, T>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

const postTypes: Record<string, () => string> = {
  shareLink: () => m.campaign_post_share_link(),
  photoPost: () => m.campaign_post_photo(),
  videoPost: () => m.campaign_post_video(),
  live: () => m.campaign_post_live(),
  story: () => m.campaign_post_story(),
  reel: () => m.campaign_post_reel(),
};
export const postTypeLabel = (value: string) => own(postTypes, value)?.() ?? value;

const interests: Record<string, () => string> = {
  INTEREST_WOMEN: () => m.campaign_interest_women(),
  INTEREST_CAR: () => m.campaign_interest_car(),
  INTEREST_HEALTH: () => m.campaign_interest_health(),
  INTEREST_LIFESTYLE: () => m.campaign_interest_lifestyle(),
  INTEREST_MUSIC: () => m.campaign_interest_music(),
  INTEREST_TRAVEL: () => m.campaign_interest_travel(),
  INTEREST_INVESTMENT: () => m.campaign_interest_investment(),
  INTEREST_TECH: () => m.campaign_interest_tech(),
  INTEREST_ART: () => m.campaign_interest_art(),
  INTEREST_FOOD: () => m.campaign_interest_food(),
  INTEREST_SOCIAL: () => m.campaign_interest_social(),
  INTEREST_PARENTING: () => m.campaign_interest_parenting(),
};
export const interestLabel = (value: string) => own(interests, value)?.() ?? value;

const objectives: Record<string, () => string> = {
  awareness: () => m.campaign_objective_awareness(),
  traffic: () => m.campaign_objective_traffic(),
  engagement: () => m.campaign_objective_engagement(),
  coupon_code: () => m.campaign_objective_coupon_code(),
  other: () => m.campaign_objective_other(),
};
export const objectiveLabel = (value: string) => own(objectives, value)?.() ?? value;

export const tierLabel = (value: string | null) => (value === 'alist' ? m.campaign_tier_alist() : value === 'micro' ? m.campaign_tier_micro() : m.campaign_tier_any());

const campaignStatuses: Record<string, () => string> = {
  draft: () => m.campaign_status_draft(),
  published: () => m.campaign_status_published(),
  closed: () => m.campaign_status_closed(),
  cancelled: () => m.campaign_status_cancelled(),
};
export const campaignStatusLabel = (value: string) => own(campaignStatuses, value)?.() ?? value;
export const campaignStatusColor = (value: string) => ({ draft: 'gray', published: 'green', closed: 'blue', cancelled: 'red' })[value] ?? 'gray';

/** What the job pays the influencer: earned, or will earn; nothing for a job that ended unpaid. */
export function earningText(status: string, earningMinor: number | null): string | null {
  if (earningMinor === null || endedUnpaid(status)) return null;
  const amount = formatMoney(earningMinor);
  return status === 'COMPLETED' ? m.job_earned({ amount }) : m.job_will_earn({ amount });
}
const criteria: Record<string, () => string> = {
  channel_qualified: () => m.job_criterion_channel_qualified(),
  channel_type: () => m.job_criterion_channel_type(),
  tier: () => m.job_criterion_tier(),
  interests: () => m.job_criterion_interests(),
};
export const criterionLabel = (value: string) => own(criteria, value)?.() ?? value;

const events: Record<string, () => string> = {
  'job.select': () => m.job_action_select(),
  'job.accept': () => m.job_action_accept(),
  'job.decline': () => m.job_action_decline(),
  'job.ship': () => m.job_action_ship(),
  'job.confirmReceipt': () => m.job_action_confirm_receipt(),
  'job.submitPost': () => m.job_action_submit_post(),
  'job.approve': () => m.job_action_approve(),
  'job.requestChanges': () => m.job_action_request_changes(),
  'job.submitInsight': () => m.job_action_submit_insight(),
  'job.cancel': () => m.job_action_cancel(),
};
export const jobActionLabel = (value: string) => own(events, value)?.() ?? value;

const fieldErrors: Record<string, (priceMinimumMinor: number) => string> = {
  campaign_name_required: () => m.campaign_error_name_required(),
  campaign_channel_required: () => m.campaign_error_channel_required(),
  campaign_post_type_required: () => m.campaign_error_post_type_required(),
  campaign_price_required: () => m.campaign_error_price_required(),
  campaign_price_too_low: (priceMinimumMinor) => m.campaign_error_price_too_low({ minimum: formatMoney(priceMinimumMinor) }),
  campaign_package_required: () => m.campaign_error_package_required(),
  campaign_post_dates_order: () => m.campaign_error_post_dates_order(),
  campaign_apply_by_after_post: () => m.campaign_error_apply_by_after_post(),
  campaign_apply_by_past: () => m.campaign_error_apply_by_past(),
  campaign_post_from_past: () => m.campaign_error_post_from_past(),
  campaign_count_invalid: () => m.campaign_error_count_invalid(),
  campaign_attachment_invalid: () => m.campaign_error_attachment_invalid(),
  campaign_attachment_in_use: () => m.campaign_error_attachment_in_use(),
  campaign_attachment_duplicate: () => m.campaign_error_attachment_duplicate(),
  campaign_attachments_too_many: () => m.campaign_error_attachments_too_many({ max: String(campaignAttachmentLimit) }),
  job_post_url_invalid: () => m.job_error_post_url_invalid(),
  job_post_before_window: () => m.job_error_post_before_window_opens(),
  job_note_required: () => m.job_error_note_required(),
  job_tracking_required: () => m.job_error_tracking_required(),
};
/**
 * `priceMinimumMinor`: the minimum fee a too-low price is told, the open config's (app_config
 * campaign.minimumPriceMinor) when the screen has it, else the country's default (issue 30).
 */
export const fieldErrorText = (key: string, priceMinimumMinor = campaignPriceLimitsOf().minimum) => own(fieldErrors, key)?.(priceMinimumMinor) ?? m.campaign_error_generic();

/** A job's field errors; a link sent before the posting window opens names the window. */
export function jobFieldErrorsOf(error: unknown, window: { postFrom: string; postTo: string } | undefined, locale: Locale = 'th'): Record<string, string> {
  const fields = fieldErrorsOf(error);
  if (window && (toProblem(error).errors ?? []).some((item) => item.message === 'job_post_before_window')) {
    fields.postUrl = m.job_error_post_before_window({ from: formatDate(window.postFrom, locale, 'long'), to: formatDate(window.postTo, locale, 'long') });
  }
  return fields;
}

/** A failed call as one sentence; the campaign-specific conflicts first, then the app's problem texts. */
export function problemText(error: unknown): string {
  const problem = toProblem(error);
  if (problem.type === 'insufficient_funds') return m.campaign_error_insufficient_funds();
  if (problem.type === 'insufficient_slots') return m.campaign_error_insufficient_slots();
  const first = problem.errors?.[0]?.message;
  if (first === 'campaign_full') return m.campaign_error_full();
  if (first === 'campaign_has_working_jobs') return m.campaign_error_has_working_jobs();
  if (first === 'job_exists') return m.job_error_exists();
  if (problem.type === 'validation' && first) return fieldErrorText(first);
  return own(problemMessages as Record<string, () => string>, problem.type)?.() ?? m.campaign_error_generic();
}

export function fieldErrorsOf(error: unknown, priceMinimumMinor?: number): Record<string, string> {
  return Object.fromEntries((toProblem(error).errors ?? []).map((item) => [item.path, fieldErrorText(item.message, priceMinimumMinor)]));
}
