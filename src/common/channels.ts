// PRODUCT.md "Channels and qualification": the one rule order and the one estimate formula,
// used by the server (which decides) and by the client (which only shows). Pure: numbers in,
// numbers out; the thresholds come in as parameters, PRODUCT.md's values are the defaults.
import type { InfluencerTier, PostType, SocialChannelType } from './enums';

/** Where a channel row stands. `connecting` is an OAuth connection not yet decided. */
export const channelStatuses = ['connecting', 'qualified', 'not_qualified', 'waiting_review', 'rejected', 'disconnected'] as const;
export type ChannelStatus = (typeof channelStatuses)[number];

/** Platforms connected by OAuth; the rest (LINE OA, WhatsApp, Lemon8) by URL + screenshot + stated figures. */
export const oauthChannelTypes = ['FACEBOOK_PAGE', 'FACEBOOK_PROFILE', 'INSTAGRAM', 'YOUTUBE', 'TIKTOK', 'X'] as const satisfies readonly SocialChannelType[];
export const manualChannelTypes = ['LINE', 'WHATSAPP', 'LEMON8'] as const satisfies readonly SocialChannelType[];
/** What the wizard offers (TWITTER is the old name of X and is not offered for new channels). */
export const connectableChannelTypes = [...oauthChannelTypes, ...manualChannelTypes] as const;
export type OauthChannelType = (typeof oauthChannelTypes)[number];
export type ManualChannelType = (typeof manualChannelTypes)[number];
export const isOauthChannelType = (type: string): type is OauthChannelType => (oauthChannelTypes as readonly string[]).includes(type);
export const isManualChannelType = (type: string): type is ManualChannelType => (manualChannelTypes as readonly string[]).includes(type);

export interface QualificationRules {
  /** error_friends below this many followers (PRODUCT.md: 500). */
  minFollowers: number;
  /** error_post_not_found when the last post is older than this many days (60). */
  postWindowDays: number;
  /** error_engagement below this engagement rate, in basis points (0.5 % = 50). */
  minEngagementBp: number;
  /** error_ratio when following/followers is above this (2). */
  maxFollowingRatio: number;
  /** Tier alist from this many followers, micro below (100,000). */
  alistFollowers: number;
}

export const defaultQualificationRules: QualificationRules = {
  minFollowers: 500,
  postWindowDays: 60,
  minEngagementBp: 50,
  maxFollowingRatio: 2,
  alistFollowers: 100_000,
};

export interface ChannelFigures {
  followers: number;
  following: number;
  /** Over the last 10 posts, in basis points, rounded down (so 0.4999 % is 49). */
  engagementRateBp: number;
  /** Null when the platform shows no post at all. */
  lastPostAt: Date | null;
  isPublic: boolean;
}

export interface QualificationInput {
  figures: ChannelFigures;
  /** This social id is active (qualified or waiting review) on another account. */
  activeOnAnotherAccount: boolean;
  /** A valid privilege code was given: the follower rule is skipped. */
  hasPrivilegeCode: boolean;
  now: Date;
}

export type QualificationResult = 'already_signup' | 'not_public' | 'error_friends' | 'error_post_not_found' | 'error_engagement' | 'error_ratio' | 'qualified';

export const tierOf = (followers: number, rules: Pick<QualificationRules, 'alistFollowers'> = defaultQualificationRules): InfluencerTier =>
  followers >= rules.alistFollowers ? 'alist' : 'micro';

const dayMs = 86_400_000;

/** PRODUCT.md: the first failing rule wins, in this order. */
export function qualify(input: QualificationInput, rules: QualificationRules = defaultQualificationRules): { result: QualificationResult; tier: InfluencerTier | null } {
  const { figures } = input;
  const fail = (result: QualificationResult) => ({ result, tier: null });
  if (input.activeOnAnotherAccount) return fail('already_signup');
  if (!figures.isPublic) return fail('not_public');
  if (!input.hasPrivilegeCode && figures.followers < rules.minFollowers) return fail('error_friends');
  if (figures.lastPostAt === null || input.now.getTime() - figures.lastPostAt.getTime() > rules.postWindowDays * dayMs) return fail('error_post_not_found');
  if (figures.engagementRateBp < rules.minEngagementBp) return fail('error_engagement');
  // following/followers > ratio, multiplied out so 0 followers needs no division.
  if (figures.following > rules.maxFollowingRatio * figures.followers) return fail('error_ratio');
  return { result: 'qualified', tier: tierOf(figures.followers, rules) };
}

/** Engagement rate in basis points from the last posts' interactions, rounded down. */
export function engagementRateBp(followers: number, interactionsPerPost: readonly number[]): number {
  if (followers <= 0 || interactionsPerPost.length === 0) return 0;
  // Integers until the one division, so 49 interactions over 10 posts at 1,000 followers is 49, not 48.99….
  const total = interactionsPerPost.reduce((sum, n) => sum + n, 0);
  return Math.floor((total * 10_000) / (interactionsPerPost.length * followers));
}

export interface EstimateRules {
  /** THB per post at 1,000 followers, per channel type. */
  base: Record<SocialChannelType, number>;
  postType: Record<PostType, number>;
  /** Engagement rate a tier is expected to have, in basis points. */
  baselineEngagementBp: Record<InfluencerTier, number>;
  /** ±20 %: the range shown around the estimate. */
  spread: number;
  /** Amounts are rounded to this many units (10 THB; 1,000 IDR or COP: issue 30). */
  roundTo: number;
  alistFollowers: number;
}

export const defaultEstimateRules: EstimateRules = {
  base: { INSTAGRAM: 400, TIKTOK: 350, FACEBOOK_PAGE: 300, FACEBOOK_PROFILE: 300, YOUTUBE: 800, X: 150, TWITTER: 150, LINE: 250, LEMON8: 350, WHATSAPP: 150 },
  postType: { shareLink: 0.5, photoPost: 1, story: 0.6, reel: 1.5, videoPost: 1.5, live: 2 },
  baselineEngagementBp: { micro: 300, alist: 150 },
  spread: 0.2,
  roundTo: 10,
  alistFollowers: 100_000,
};

export interface Estimate {
  postType: PostType;
  /** Whole units of the deployment's currency, rounded to `roundTo` (10 THB). */
  amount: number;
  low: number;
  high: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * PRODUCT.md: base[channel] × (followers/1000)^0.8 × postType × clamp(ER / baselineER[tier], 0.5, 2),
 * rounded to 10 THB, shown as a ±20 % range (each end rounded to 10 too).
 */
export function estimatePerPost(input: { type: SocialChannelType; followers: number; engagementRateBp: number; postType: PostType }, rules: EstimateRules = defaultEstimateRules): Estimate {
  const tier = tierOf(input.followers, rules);
  const engagement = clamp(input.engagementRateBp / rules.baselineEngagementBp[tier], 0.5, 2);
  const raw = rules.base[input.type] * Math.pow(Math.max(0, input.followers) / 1000, 0.8) * rules.postType[input.postType] * engagement;
  const round = (value: number) => Math.round(value / rules.roundTo) * rules.roundTo;
  const amount = round(raw);
  return { postType: input.postType, amount, low: round(amount * (1 - rules.spread)), high: round(amount * (1 + rules.spread)) };
}

/** Post types a channel type can carry, in the order the estimate table shows them. */
export const postTypesOf: Record<SocialChannelType, readonly PostType[]> = {
  INSTAGRAM: ['photoPost', 'story', 'reel', 'live', 'shareLink'],
  TIKTOK: ['videoPost', 'live', 'shareLink'],
  FACEBOOK_PAGE: ['photoPost', 'videoPost', 'story', 'reel', 'live', 'shareLink'],
  FACEBOOK_PROFILE: ['photoPost', 'videoPost', 'story', 'reel', 'live', 'shareLink'],
  YOUTUBE: ['videoPost', 'live', 'shareLink'],
  X: ['photoPost', 'videoPost', 'shareLink'],
  TWITTER: ['photoPost', 'videoPost', 'shareLink'],
  LINE: ['photoPost', 'shareLink'],
  LEMON8: ['photoPost', 'shareLink'],
  WHATSAPP: ['shareLink', 'photoPost'],
};

export function estimateTable(input: { type: SocialChannelType; followers: number; engagementRateBp: number }, rules: EstimateRules = defaultEstimateRules): Estimate[] {
  return postTypesOf[input.type].map((postType) => estimatePerPost({ ...input, postType }, rules));
}
