import * as v from 'valibot';
import { channelStatuses } from '../channels';
import { influencerTiers, jobStatuses } from '../enums';
import { channelTypeSchema, estimateRow } from './channels';
import { jobSchema } from './campaigns';
import { keysetPaged, keysetQueryEntries } from './content';

/*
 * Issue 14: referrals (invite a friend) and talent managers' partners (my influencers).
 * PRODUCT.md "Talent manager" and the referral lines of "Influencer sign-up".
 */

// ---------- referrals: who joined with my code ----------

/** How far a referred friend has come: signed up → a qualified channel → a completed job. */
export const referralStatuses = ['signed_up', 'qualified_channel', 'first_job_completed'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

export const referralQuery = v.object({ ...keysetQueryEntries(20) });
export const referralItem = v.object({
  displayName: v.string(),
  joinedAt: v.string(),
  status: v.picklist(referralStatuses),
  /** The referral reward this friend earned me (minor units; 0 when none was paid). */
  rewardMinor: v.number(),
});
export type ReferralItem = v.InferOutput<typeof referralItem>;
export const referralListResponse = v.object({
  code: v.string(),
  /** The reward in force for a friend's first completed job (minor units); 0: the platform pays none now. */
  rewardPerFriendMinor: v.number(),
  /** Every referral reward paid to me so far (minor units). */
  rewardEarnedMinor: v.number(),
  ...keysetPaged(referralItem).entries,
});
export type ReferralListResponse = v.InferOutput<typeof referralListResponse>;

// ---------- a talent manager's partners ----------

export const partnerChannel = v.object({
  id: v.string(),
  type: channelTypeSchema,
  name: v.string(),
  followers: v.number(),
  engagementRateBp: v.number(),
  tier: v.nullable(v.picklist(influencerTiers)),
  status: v.picklist(channelStatuses),
  /** The price estimate per post type (THB, rounded to 10), as the partner sees it on channel detail. */
  estimate: v.array(estimateRow),
});
export const partnerSchema = v.object({
  id: v.string(),
  displayName: v.string(),
  /** The partner's account status (active, deactivated …). */
  status: v.string(),
  consentAt: v.string(),
  channels: v.array(partnerChannel),
  /** Jobs of the partner not yet finished (not completed, cancelled, rejected or mismatched). */
  openJobs: v.number(),
  completedJobs: v.number(),
});
export type Partner = v.InferOutput<typeof partnerSchema>;
export const partnerListQuery = v.object({ ...keysetQueryEntries(20) });
export const partnerListResponse = keysetPaged(partnerSchema);
export type PartnerListResponse = v.InferOutput<typeof partnerListResponse>;
export const partnerIdParam = v.object({ id: v.pipe(v.string(), v.uuid('partner_invalid')) });
export const partnerEndedResponse = v.object({ ended: v.literal(true) });

/** GET /api/jobs/partners: filter by status and partner, keyset-paged (newest change first). */
export const partnerJobsQuery = v.object({
  status: v.optional(v.picklist(jobStatuses, 'job_status_invalid')),
  partner: v.optional(v.pipe(v.string(), v.uuid('partner_invalid'))),
  ...keysetQueryEntries(20),
});
export type PartnerJobsQuery = v.InferOutput<typeof partnerJobsQuery>;
export const partnerJobsResponse = keysetPaged(jobSchema);
export type PartnerJobsResponse = v.InferOutput<typeof partnerJobsResponse>;
