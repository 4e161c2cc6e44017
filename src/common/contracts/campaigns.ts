import * as v from 'valibot';
import { influencerTiers, interestCategories, jobStatuses, postTypes, questionnaireObjectives, socialChannelTypes } from '../enums';
import { keysetPaged, keysetQueryEntries } from './content';
import { boundedInteger } from './integers';
import { campaignPriceLimitsOf } from '../countries';

/**
 * Campaigns and jobs (PRODUCT.md "Campaigns and jobs", SPEC §7 job paths). Error messages are
 * locale keys (`campaign_…`) the screens translate.
 */

export const campaignVisibilities = ['public', 'invite_only'] as const;
export const campaignFundings = ['credit', 'package'] as const;
export const campaignStatuses = ['draft', 'published', 'closed', 'cancelled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

const isoDate = (key: string) => v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, `${key}_invalid`), v.check((value) => !Number.isNaN(Date.parse(value)), `${key}_invalid`));
const shortList = (max: number, itemMax: number, key: string) =>
  v.optional(v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1, `${key}_empty`), v.maxLength(itemMax, `${key}_too_long`))), v.maxLength(max, `${key}_too_many`)), []);

/**
 * At most this many files on a campaign. PRODUCT.md lists attachments without a number and SPEC
 * none (docs/decisions/019-jobs-campaign-money.md, "Campaign attachments"); 5 like a job's
 * insight screenshots.
 */
export const campaignAttachmentLimit = 5;

/** A file on a campaign as the screens get it; `url` answers only to those who may read it. */
export const campaignAttachmentSchema = v.object({ uploadId: v.string(), name: v.string(), mime: v.string(), sizeBytes: v.number(), url: v.string() });
export type CampaignAttachment = v.InferOutput<typeof campaignAttachmentSchema>;
/** POST /api/campaigns/attachments: the stored file, to name in the campaign's `attachments`. */
export const campaignAttachmentUploadSchema = v.object({ uploadId: v.string(), name: v.string(), mime: v.string(), sizeBytes: v.number() });
export const campaignAttachmentParam = v.object({ id: v.pipe(v.string(), v.uuid('not_found')), uploadId: v.pipe(v.string(), v.uuid('not_found')) });

/** What the wizard saves; every field may still be missing in a draft, publish checks the rest. */
export const campaignBody = v.pipe(
  v.object({
    visibility: v.picklist(campaignVisibilities, 'campaign_visibility_invalid'),
    funding: v.picklist(campaignFundings, 'campaign_funding_invalid'),
    name: v.pipe(v.string(), v.trim(), v.minLength(1, 'campaign_name_required'), v.maxLength(160, 'campaign_name_too_long')),
    /** Rich text; the server sanitises it (same rules as articles). */
    briefHtml: v.pipe(v.string(), v.maxLength(20_000, 'campaign_brief_too_long')),
    objective: v.picklist(questionnaireObjectives, 'campaign_objective_invalid'),
    channelTypes: v.pipe(v.array(v.picklist(socialChannelTypes, 'campaign_channel_invalid')), v.minLength(1, 'campaign_channel_required')),
    postTypes: v.pipe(v.array(v.picklist(postTypes, 'campaign_post_type_invalid')), v.minLength(1, 'campaign_post_type_required')),
    tier: v.nullable(v.picklist(influencerTiers, 'campaign_tier_invalid')),
    interests: v.optional(v.array(v.picklist(interestCategories, 'campaign_interest_invalid')), []),
    influencerCount: v.pipe(v.number('campaign_count_invalid'), v.integer('campaign_count_invalid'), v.minValue(1, 'campaign_count_invalid'), v.maxValue(500, 'campaign_count_too_many')),
    /**
     * Campaign by credit: minor units per influencer. The smallest is app_config
     * campaign.minimumPriceMinor (per country, checked by the server with the amount in its answer);
     * the largest is the country's (1,000,000 THB; Rp 450.000.000; COP 120.000.000).
     */
    pricePerInfluencerMinor: v.nullable(
      v.pipe(
        v.number('campaign_price_invalid'),
        v.integer('campaign_price_invalid'),
        v.minValue(1, 'campaign_price_too_low'),
        v.check((price) => price <= campaignPriceLimitsOf().maximum, 'campaign_price_too_high'),
      ),
    ),
    packageOfferId: v.nullable(boundedInteger('campaign_package_invalid')),
    productShipping: v.boolean(),
    applyBy: isoDate('campaign_apply_by'),
    postFrom: isoDate('campaign_post_from'),
    postTo: isoDate('campaign_post_to'),
    hashtags: shortList(20, 60, 'campaign_hashtag'),
    couponCode: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40, 'campaign_coupon_too_long'))),
    dos: shortList(20, 200, 'campaign_do'),
    donts: shortList(20, 200, 'campaign_dont'),
    /** Files uploaded first through POST /api/campaigns/attachments (the marketer's own, on no other campaign). */
    attachments: v.optional(
      v.pipe(
        v.array(v.object({ uploadId: v.pipe(v.string(), v.uuid('campaign_attachment_invalid')), name: v.pipe(v.string(), v.trim(), v.maxLength(200, 'campaign_attachment_name_too_long')) })),
        v.maxLength(campaignAttachmentLimit, 'campaign_attachments_too_many'),
        v.check((list) => new Set(list.map((item) => item.uploadId)).size === list.length, 'campaign_attachment_duplicate'),
      ),
      [],
    ),
  }),
  v.forward(
    v.check((body) => body.funding !== 'credit' || body.pricePerInfluencerMinor !== null, 'campaign_price_required'),
    ['pricePerInfluencerMinor'],
  ),
  v.forward(
    v.check((body) => body.funding !== 'package' || body.packageOfferId !== null, 'campaign_package_required'),
    ['packageOfferId'],
  ),
  v.forward(
    v.check((body) => body.postFrom <= body.postTo, 'campaign_post_dates_order'),
    ['postTo'],
  ),
  v.forward(
    v.check((body) => body.applyBy <= body.postFrom, 'campaign_apply_by_after_post'),
    ['applyBy'],
  ),
);
export type CampaignBody = v.InferOutput<typeof campaignBody>;

export const campaignSchema = v.object({
  id: v.string(),
  status: v.picklist(campaignStatuses),
  visibility: v.picklist(campaignVisibilities),
  funding: v.picklist(campaignFundings),
  name: v.string(),
  brandName: v.string(),
  briefHtml: v.string(),
  objective: v.string(),
  channelTypes: v.array(v.string()),
  postTypes: v.array(v.string()),
  tier: v.nullable(v.string()),
  interests: v.array(v.string()),
  influencerCount: v.number(),
  pricePerInfluencerMinor: v.nullable(v.number()),
  packageOfferId: v.nullable(v.number()),
  currency: v.string(),
  productShipping: v.boolean(),
  applyBy: v.string(),
  postFrom: v.string(),
  postTo: v.string(),
  hashtags: v.array(v.string()),
  couponCode: v.nullable(v.string()),
  dos: v.array(v.string()),
  donts: v.array(v.string()),
  attachments: v.array(campaignAttachmentSchema),
  publishedAt: v.nullable(v.string()),
  /** Staff hid it from the public board and the job market (decision 054), with their reason (decision 061). */
  hidden: v.nullable(v.object({ at: v.string(), reason: v.string() })),
  /** Jobs by status, for the manage screen. */
  jobCounts: v.record(v.string(), v.number()),
  /** Minor units: count × price for a campaign by credit, else 0. */
  budgetMinor: v.number(),
});
export type Campaign = v.InferOutput<typeof campaignSchema>;
export const campaignListSchema = v.object({ items: v.array(campaignSchema) });

export const idParam = v.object({ id: v.pipe(v.string(), v.uuid('not_found')) });

// ---- jobs -------------------------------------------------------------------------------

export const jobEventTypes = ['job.select', 'job.accept', 'job.decline', 'job.ship', 'job.confirmReceipt', 'job.submitPost', 'job.approve', 'job.requestChanges', 'job.submitInsight', 'job.cancel'] as const;

const count = (key: string) => v.pipe(v.number(`${key}_invalid`), v.integer(`${key}_invalid`), v.minValue(0, `${key}_invalid`), v.maxValue(10_000_000_000, `${key}_invalid`));
export const jobInsightSchema = v.object({
  reach: count('job_reach'),
  impressions: count('job_impressions'),
  engagement: count('job_engagement'),
  screenshots: v.optional(v.pipe(v.array(v.pipe(v.string(), v.uuid())), v.maxLength(5, 'job_screenshots_too_many')), []),
});
export type JobInsight = v.InferOutput<typeof jobInsightSchema>;

/**
 * The status the sender saw: when the job has moved on since (the other side acted first), the
 * step is refused with 409 instead of applying to a job they have not seen (e.g. cancelling an
 * assignment the influencer has just accepted).
 */
const seen = { expectedStatus: v.optional(v.picklist(jobStatuses, 'job_status_invalid')) };

/** One step of the job machine sent by a person; the server adds who sent it from the session. */
export const jobEventBody = v.variant('type', [
  v.object({ type: v.picklist(['job.select', 'job.accept', 'job.decline', 'job.confirmReceipt', 'job.approve', 'job.cancel'] as const), ...seen }),
  v.object({ type: v.literal('job.ship'), trackingNumber: v.pipe(v.string(), v.trim(), v.minLength(1, 'job_tracking_required'), v.maxLength(60, 'job_tracking_too_long')), ...seen }),
  v.object({
    type: v.literal('job.submitPost'),
    postUrl: v.pipe(v.string(), v.trim(), v.maxLength(500, 'job_post_url_too_long'), v.url('job_post_url_invalid'), v.regex(/^https:\/\//, 'job_post_url_invalid')),
    ...seen,
  }),
  v.object({ type: v.literal('job.requestChanges'), note: v.pipe(v.string(), v.trim(), v.minLength(1, 'job_note_required'), v.maxLength(1000, 'job_note_too_long')), ...seen }),
  v.object({ type: v.literal('job.submitInsight'), insight: jobInsightSchema, ...seen }),
]);
export type JobEventBody = v.InferOutput<typeof jobEventBody>;

export const applyBody = v.object({
  campaignId: v.pipe(v.string(), v.uuid('campaign_not_found')),
  channelId: v.pipe(v.string(), v.uuid('job_channel_invalid')),
});
export const inviteBody = v.object({
  channelId: v.pipe(v.string(), v.uuid('job_channel_invalid')),
});

export const jobSchema = v.object({
  id: v.string(),
  campaignId: v.string(),
  campaignName: v.string(),
  brandName: v.string(),
  influencerId: v.string(),
  influencerName: v.string(),
  channelId: v.nullable(v.string()),
  channelType: v.string(),
  socialId: v.string(),
  status: v.picklist(jobStatuses),
  mismatchReasons: v.array(v.string()),
  priceMinor: v.nullable(v.number()),
  currency: v.string(),
  productShipping: v.boolean(),
  trackingNumber: v.nullable(v.string()),
  shipped: v.boolean(),
  postUrl: v.nullable(v.string()),
  changeNote: v.nullable(v.string()),
  insight: v.nullable(v.record(v.string(), v.unknown())),
  /** Minor units the influencer earns on completion (price − 20 % platform fee). */
  earningMinor: v.nullable(v.number()),
  statusChangedAt: v.string(),
  /** ASSIGN and SUBMIT end by themselves at this time (PRODUCT.md: 72 h), else null. */
  deadlineAt: v.nullable(v.string()),
  /** The events the caller may send now (the server still decides). */
  allowedEvents: v.array(v.string()),
});
export type Job = v.InferOutput<typeof jobSchema>;
export const jobListSchema = v.object({ items: v.array(jobSchema) });

export const jobHistorySchema = v.object({
  items: v.array(v.object({ event: v.string(), fromStatus: v.nullable(v.string()), toStatus: v.string(), actorRole: v.string(), at: v.string() })),
});

/** The influencer's job market: open campaigns (public, or invite-only they were invited to). */
export const jobMarketQuery = v.object({
  isMatch: v.optional(v.pipe(v.picklist(['true', 'false'], 'is_match_invalid'), v.transform((value) => value === 'true'))),
  ...keysetQueryEntries(12),
});
export const jobMarketItemSchema = v.object({
  campaign: v.pick(campaignSchema, ['id', 'name', 'brandName', 'briefHtml', 'visibility', 'channelTypes', 'postTypes', 'tier', 'interests', 'pricePerInfluencerMinor', 'currency', 'productShipping', 'applyBy', 'postFrom', 'postTo', 'hashtags', 'dos', 'donts', 'couponCode', 'attachments']),
  /** One of the influencer's channels meets every criterion. */
  isMatch: v.boolean(),
  /** Per channel: the criteria it fails (empty = matches). */
  channels: v.array(v.object({ channelId: v.string(), channelType: v.string(), name: v.string(), failedCriteria: v.array(v.string()) })),
  /** The influencer's job in this campaign, if any. */
  jobId: v.nullable(v.string()),
  cursor: v.string(),
});
export type JobMarketItem = v.InferOutput<typeof jobMarketItemSchema>;
export const jobMarketSchema = keysetPaged(jobMarketItemSchema);

/**
 * Where a completed job's figures come from: the influencer's report, the channel's platform API
 * read at INSIGHT's deadline, or neither ("not reported": paid at the deadline without figures).
 */
export const jobInsightSources = ['influencer', 'platform', 'not_reported'] as const;
export type JobInsightSource = (typeof jobInsightSources)[number];

export const campaignReportSchema = v.object({
  campaignId: v.string(),
  currency: v.string(),
  spendMinor: v.number(),
  reach: v.number(),
  impressions: v.number(),
  engagement: v.number(),
  /** Engagement ÷ reach, in basis points. */
  engagementRateBp: v.number(),
  estimatedMediaValueMinor: v.number(),
  rows: v.array(
    v.object({
      jobId: v.string(),
      influencerName: v.string(),
      channelType: v.string(),
      status: v.string(),
      postUrl: v.nullable(v.string()),
      priceMinor: v.number(),
      reach: v.number(),
      impressions: v.number(),
      engagement: v.number(),
      /** Null until the job is completed; `not_reported` rows count 0 in the totals and show no figures. */
      insightSource: v.nullable(v.picklist(jobInsightSources)),
    }),
  ),
});
export type CampaignReport = v.InferOutput<typeof campaignReportSchema>;

// ---- discovery (invite-only campaigns) -------------------------------------------------------

export const ageBands = ['18-24', '25-34', '35-44', '45+'] as const;
/** A whole number typed in a query, at most `max` (the columns it is compared with are 32-bit integers). */
const digits = (key: string, max: number) => v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/, `${key}_invalid`), v.transform(Number), v.maxValue(max, `${key}_invalid`)));
export const discoverQuery = v.object({
  channelType: v.optional(v.picklist(socialChannelTypes, 'channel_invalid')),
  tier: v.optional(v.picklist(influencerTiers, 'tier_invalid')),
  minFollowers: digits('min_followers', 2_000_000_000),
  maxFollowers: digits('max_followers', 2_000_000_000),
  /** Engagement rate at least this, in basis points (0.5 % = 50). */
  minEngagementBp: digits('min_engagement', 10_000),
  interest: v.optional(v.picklist(interestCategories, 'interest_invalid')),
  province: v.optional(v.pipe(v.string(), v.maxLength(80))),
  gender: v.optional(v.picklist(['female', 'male', 'other'], 'gender_invalid')),
  ageBand: v.optional(v.picklist(ageBands, 'age_band_invalid')),
  /** Keyset: the last item's `cursor` (followers desc, then id). */
  ...keysetQueryEntries(20),
});
export type DiscoverQuery = v.InferOutput<typeof discoverQuery>;
export const discoverItemSchema = v.object({
  channelId: v.string(),
  influencerName: v.string(),
  channelType: v.string(),
  name: v.string(),
  followers: v.number(),
  engagementRateBp: v.number(),
  tier: v.nullable(v.string()),
  interests: v.array(v.string()),
  province: v.nullable(v.string()),
  /** PRODUCT.md estimate for the campaign's first post type, THB (±20 %). */
  estimate: v.object({ amount: v.number(), low: v.number(), high: v.number() }),
  /** Already has a job in this campaign. */
  invited: v.boolean(),
  cursor: v.string(),
});
export type DiscoverItem = v.InferOutput<typeof discoverItemSchema>;
export const discoverSchema = keysetPaged(discoverItemSchema);
