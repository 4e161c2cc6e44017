import * as v from 'valibot';
import { channelStatuses, connectableChannelTypes, manualChannelTypes, oauthChannelTypes } from '../channels';
import { influencerTiers, postTypes, qualificationResults, socialChannelTypes } from '../enums';

/** Issue 10: social channels (PRODUCT.md "Channels and qualification"). Tokens never appear here. */

export const channelTypeSchema = v.picklist(socialChannelTypes, 'channel_type_invalid');
export const privilegeCodeSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9-]{3,32}$/, 'privilege_code_invalid'));

export const estimateRow = v.object({ postType: v.picklist(postTypes), amount: v.number(), low: v.number(), high: v.number() });
export type EstimateRow = v.InferOutput<typeof estimateRow>;

export const channelSchema = v.object({
  id: v.string(),
  type: channelTypeSchema,
  method: v.picklist(['oauth', 'manual']),
  socialId: v.string(),
  name: v.string(),
  profileUrl: v.nullable(v.string()),
  followers: v.number(),
  following: v.number(),
  /** Basis points: 0.5 % is 50. */
  engagementRateBp: v.number(),
  lastPostAt: v.nullable(v.string()),
  tier: v.nullable(v.picklist(influencerTiers)),
  status: v.picklist(channelStatuses),
  result: v.nullable(v.picklist(qualificationResults)),
  privilegeCodeUsed: v.boolean(),
  rejectReason: v.nullable(v.string()),
  lastRefreshedAt: v.nullable(v.string()),
  /** Issue 27: the platform no longer accepts the channel's token; the influencer must reconnect it. */
  needsReconnect: v.optional(v.boolean(), false),
  createdAt: v.string(),
});
export type Channel = v.InferOutput<typeof channelSchema>;

export const channelDetailResponse = v.object({
  channel: channelSchema,
  /** Per post type, THB, as a ±20 % range. */
  estimate: v.array(estimateRow),
});
export type ChannelDetailResponse = v.InferOutput<typeof channelDetailResponse>;

export const channelListResponse = v.object({ items: v.array(channelSchema) });
export type ChannelListResponse = v.InferOutput<typeof channelListResponse>;

/** POST /sv_authauth/account/add_channel/{type}/uuid */
export const addChannelOauthParams = v.object({ type: v.picklist(oauthChannelTypes, 'channel_type_invalid') });
export const addChannelOauthBody = v.object({
  locale: v.optional(v.picklist(['th', 'en']), 'th'),
  privilegeCode: v.optional(privilegeCodeSchema),
});
export const addChannelOauthResponse = v.object({ authorizationUrl: v.string() });

const count = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(2_000_000_000, message));

/** POST /sv_influ_api/influ/channel/addChannel: a manual channel with stated figures and a screenshot. */
export const addManualChannelBody = v.object({
  type: v.picklist(manualChannelTypes, 'channel_type_invalid'),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'channel_name_required'), v.maxLength(100, 'channel_name_too_long')),
  profileUrl: v.pipe(v.string(), v.trim(), v.url('channel_url_invalid'), v.regex(/^https:\/\//, 'channel_url_invalid'), v.maxLength(500, 'channel_url_invalid')),
  followers: count('channel_followers_invalid'),
  following: count('channel_following_invalid'),
  /** Basis points: 0.5 % is 50 (the screen asks for a percentage). */
  engagementRateBp: v.pipe(v.number('channel_engagement_invalid'), v.integer('channel_engagement_invalid'), v.minValue(0, 'channel_engagement_invalid'), v.maxValue(10_000, 'channel_engagement_invalid')),
  /** YYYY-MM-DD */
  lastPostAt: v.pipe(v.string(), v.isoDate('channel_last_post_invalid')),
  /** The screenshot, uploaded first through POST /sv_influ_api/influ/attachment/{id} (an image). */
  evidenceUploadId: v.pipe(v.string(), v.uuid('channel_evidence_required')),
  privilegeCode: v.optional(privilegeCodeSchema),
});
export type AddManualChannelBody = v.InferOutput<typeof addManualChannelBody>;

export const privilegeSaveResponse = v.object({ code: v.string(), expiresAt: v.string(), remaining: v.number() });
export type PrivilegeSaveResponse = v.InferOutput<typeof privilegeSaveResponse>;

export const estimateParams = v.object({
  uuid: v.pipe(v.string(), v.uuid('uuid_invalid')),
  social_type: v.picklist(connectableChannelTypes, 'channel_type_invalid'),
  social_id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});
/** The open estimator: the visitor types the figures (nothing is fetched for a visitor). */
export const estimateOpenQuery = v.object({
  followers: v.pipe(v.string(), v.toNumber('estimate_followers_invalid'), v.integer('estimate_followers_invalid'), v.minValue(0, 'estimate_followers_invalid'), v.maxValue(1_000_000_000, 'estimate_followers_invalid')),
  /** Percent, e.g. 2.5 */
  engagementRate: v.pipe(v.string(), v.toNumber('estimate_engagement_invalid'), v.minValue(0, 'estimate_engagement_invalid'), v.maxValue(100, 'estimate_engagement_invalid')),
});
export const estimateResponse = v.object({
  socialType: channelTypeSchema,
  socialId: v.string(),
  followers: v.number(),
  engagementRateBp: v.number(),
  tier: v.picklist(influencerTiers),
  currency: v.picklist(['THB', 'IDR', 'COP']),
  rows: v.array(estimateRow),
});
export type EstimateResponse = v.InferOutput<typeof estimateResponse>;

export const deactivateChannelBody = v.object({ channelId: v.pipe(v.string(), v.uuid('channel_invalid')) });

/** Staff review queue (back office). */
export const reviewItem = v.object({
  channel: channelSchema,
  owner: v.object({ id: v.string(), displayName: v.string(), email: v.string() }),
  evidenceUrl: v.nullable(v.string()),
  privilegeCode: v.nullable(v.string()),
});
export type ReviewItem = v.InferOutput<typeof reviewItem>;
export const reviewQueueResponse = v.object({ items: v.array(reviewItem) });
export const rejectChannelBody = v.object({ reason: v.pipe(v.string(), v.trim(), v.minLength(3, 'channel_reason_required'), v.maxLength(500, 'channel_reason_too_long')) });
