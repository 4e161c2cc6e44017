import type { Job } from '#common/contracts/campaigns';
import { preparedStatement } from '../db/prepared';
import type { campaigns } from '../db/schema/index';
import type { InfluencerChannel } from './job-channels';

/**
 * The signed-in job reads as prepared statements (docs/decisions/011-prepared-hot-queries.md):
 * my jobs, the job market, one market campaign and one job. Each runs on every visit to an
 * influencer's job screens, and as Drizzle queries on PGlite they were parsed and planned on the
 * Node thread every time (issue 12: 8–21 ms a call). The SQL is written beside its row type.
 *
 * Types are cast where the two drivers would differ: `date` columns as text (node-postgres
 * would make a local-time Date, Drizzle's string mode keeps the text), bigint as float8
 * (node-postgres would give a string; Drizzle's number mode gives a number).
 */

/** One job with what its screen shows of the campaign and the influencer (toJob's input). */
export type JobReadRow = {
  id: string;
  campaignId: string;
  influencerId: string;
  channelId: string | null;
  channelType: string;
  socialId: string;
  status: Job['status'];
  mismatchReasons: string[];
  priceMinor: number | null;
  platformFeeBp: number;
  trackingNumber: string | null;
  shippedAt: Date | null;
  postUrl: string | null;
  changeNote: string | null;
  insight: Record<string, number | string[]> | null;
  statusChangedAt: Date;
  deadlineAt: Date | null;
  campaignName: string;
  brandName: string;
  currency: string;
  productShipping: boolean;
  influencerName: string;
};

const jobSelect = `select j.id, j.campaign_id as "campaignId", j.influencer_id as "influencerId", j.channel_id as "channelId",
         j.channel_type as "channelType", j.social_id as "socialId", j.status, j.mismatch_reasons as "mismatchReasons",
         j.price_minor::float8 as "priceMinor", j.platform_fee_bp as "platformFeeBp", j.tracking_number as "trackingNumber",
         j.shipped_at as "shippedAt", j.post_url as "postUrl", j.change_note as "changeNote", j.insight,
         j.status_changed_at as "statusChangedAt", j.deadline_at as "deadlineAt", c.name as "campaignName", c.brand_name as "brandName", c.currency,
         c.product_shipping as "productShipping", u.display_name as "influencerName"
    from jobs j join campaigns c on c.id = j.campaign_id join users u on u.id = j.influencer_id`;
/** Newest change first; a list is at most 500 jobs (SPEC §7 pages neither list). */
const jobOrder = 'order by j.status_changed_at desc, j.id desc limit 500';

/** GET /api/jobs: the influencer's own jobs ($1 influencer). */
export const myJobsStatement = preparedStatement<JobReadRow>('kolify_my_jobs', `${jobSelect} where j.influencer_id = $1 ${jobOrder}`, ['uuid']);
/** GET /api/campaigns/:id/jobs once the campaign is known to be the marketer's ($1 campaign). */
export const campaignJobsStatement = preparedStatement<JobReadRow>('kolify_campaign_jobs', `${jobSelect} where j.campaign_id = $1 ${jobOrder}`, ['uuid']);
/** One job, only when it is the influencer's ($1 job, $2 influencer). */
export const influencerJobStatement = preparedStatement<JobReadRow>('kolify_influencer_job', `${jobSelect} where j.id = $1 and j.influencer_id = $2`, ['uuid', 'uuid']);
/** One job, only when its campaign is the marketer's ($1 job, $2 marketer). */
export const marketerJobStatement = preparedStatement<JobReadRow>('kolify_marketer_job', `${jobSelect} where j.id = $1 and c.marketer_id = $2`, ['uuid', 'uuid']);

/** A campaign as the job market shows it, with the influencer's job in it if any. */
export type MarketCampaignRow = {
  id: string;
  name: string;
  brandName: string;
  briefHtml: string;
  status: 'draft' | 'published' | 'closed' | 'cancelled';
  visibility: 'public' | 'invite_only';
  channelTypes: string[];
  postTypes: string[];
  tier: 'micro' | 'alist' | null;
  interests: string[];
  pricePerInfluencerMinor: number | null;
  currency: string;
  productShipping: boolean;
  applyBy: string;
  postFrom: string;
  postTo: string;
  hashtags: string[];
  dos: string[];
  donts: string[];
  couponCode: string | null;
  attachments: (typeof campaigns.$inferSelect)['attachments'];
  publishedAt: Date | null;
  /** Staff took it off the board and the market (decision 054). */
  hiddenAt: Date | null;
  createdAt: Date;
  /** The influencer's job in this campaign (one at most: a second application is refused). */
  jobId: string | null;
};

const marketSelect = `select c.id, c.name, c.brand_name as "brandName", c.brief_html as "briefHtml", c.status, c.visibility,
         c.channel_types as "channelTypes", c.post_types as "postTypes", c.tier, c.interests,
         c.price_per_influencer_minor::float8 as "pricePerInfluencerMinor", c.currency, c.product_shipping as "productShipping",
         c.apply_by::text as "applyBy", c.post_from::text as "postFrom", c.post_to::text as "postTo", c.hashtags, c.dos, c.donts,
         c.coupon_code as "couponCode", c.attachments, c.published_at as "publishedAt", c.hidden_at as "hiddenAt", c.created_at as "createdAt",
         (select j.id from jobs j where j.campaign_id = c.id and j.influencer_id = $1 limit 1) as "jobId"
    from campaigns c`;
/**
 * The market ($1 influencer, $2 the deployment's today, $3 rows): published campaigns that are public
 * and still taking applications, or that the influencer has a job in (invited, or applied before
 * the apply-by date), newest first. Read backward along campaigns_published_idx and stopped at
 * the page; the influencer's campaigns are one hashed subplan, not a list of ids in the text.
 */
const marketWhere = `where c.status = 'published'
     and ((c.visibility = 'public' and c.hidden_at is null and c.apply_by >= $2) or c.id in (select j.campaign_id from jobs j where j.influencer_id = $1))`;
const marketOrder = 'order by c.published_at desc, c.id desc limit $3';
export const marketFirstStatement = preparedStatement<MarketCampaignRow>('kolify_job_market', `${marketSelect} ${marketWhere} ${marketOrder}`, ['uuid', 'date', 'int']);
/**
 * The same after the keyset cursor ($4 published at, $5 id). A statement of its own, so the row
 * comparison is always the index's start (an optional cursor would have to be a filter).
 */
export const marketAfterStatement = preparedStatement<MarketCampaignRow>(
  'kolify_job_market_after',
  `${marketSelect} ${marketWhere} and (c.published_at, c.id) < ($4, $5) ${marketOrder}`,
  ['uuid', 'date', 'int', 'timestamptz', 'uuid'],
);
/** One campaign of the market, whatever its state ($1 influencer, $2 campaign): the caller decides what may be shown. */
export const marketItemStatement = preparedStatement<MarketCampaignRow>('kolify_job_market_item', `${marketSelect} where c.id = $2`, ['uuid', 'uuid']);

/**
 * The influencer's connected channels (not disconnected, oldest first) and interests, in one
 * round trip: what loadInfluencerChannels reads in two queries, for reads outside a transaction.
 */
export const influencerChannelsStatement = preparedStatement<{ channels: InfluencerChannel[]; interests: string[] | null }>(
  'kolify_influencer_channels',
  `select (select p.interests from influencer_profiles p where p.user_id = $1) as interests,
          coalesce((select json_agg(json_build_object('id', ch.id, 'ownerId', ch.owner_id, 'type', ch.type, 'socialId', ch.social_id, 'name', ch.name,
                                                      'status', ch.status, 'tier', ch.tier, 'followers', ch.followers, 'engagementRateBp', ch.engagement_rate_bp)
                                    order by ch.created_at)
                      from channels ch where ch.owner_id = $1 and ch.status <> 'disconnected'), '[]'::json) as channels`,
  ['uuid'],
);
