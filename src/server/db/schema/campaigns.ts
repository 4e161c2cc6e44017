import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jobStatuses } from '../../../common/enums';
import { users } from './auth';
import { channels } from './channels';
import { packageOffers, stamps } from './marketplace';

/**
 * A marketer's campaign (PRODUCT.md "Campaigns and jobs"): draft → published → closed, or
 * cancelled. Public jobs on the job board are campaigns with visibility public and status
 * published whose apply-by date has not passed.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    marketerId: uuid('marketer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Shown publicly instead of the account's name. */
    brandName: text('brand_name').notNull(),
    /** The language the marketer wrote the campaign in. */
    locale: text('locale', { enum: ['th', 'en'] }).notNull(),
    name: text('name').notNull(),
    /** Plain-text summary of the brief (the job board's card); derived from brief_html on save. */
    brief: text('brief').notNull(),
    /** The brief as sanitised rich text (the same sanitiser as articles). */
    briefHtml: text('brief_html').notNull().default(''),
    objective: text('objective', { enum: ['awareness', 'traffic', 'engagement', 'coupon_code', 'other'] }).notNull(),
    channelTypes: text('channel_types').array().notNull(),
    postTypes: text('post_types').array().notNull(),
    tier: text('tier', { enum: ['micro', 'alist'] }),
    /** Interest categories (case-study category names, e.g. INTEREST_FOOD). */
    interests: text('interests').array().notNull().default([]),
    influencerCount: integer('influencer_count').notNull(),
    funding: text('funding', { enum: ['credit', 'package'] }).notNull(),
    /** Campaign by credit: price per influencer in minor units. */
    pricePerInfluencerMinor: bigint('price_per_influencer_minor', { mode: 'number' }),
    /** Campaign by package: the offer its slots come from. */
    packageOfferId: integer('package_offer_id').references(() => packageOffers.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull().default('THB'),
    productShipping: boolean('product_shipping').notNull().default(false),
    applyBy: date('apply_by', { mode: 'string' }).notNull(),
    postFrom: date('post_from', { mode: 'string' }).notNull(),
    postTo: date('post_to', { mode: 'string' }).notNull(),
    hashtags: text('hashtags').array().notNull().default([]),
    couponCode: text('coupon_code'),
    dos: text('dos').array().notNull().default([]),
    donts: text('donts').array().notNull().default([]),
    /** Private uploads of the campaign's marketer (docs/decisions/019-jobs-campaign-money.md); mime and size copied from the upload when saved. */
    attachments: jsonb('attachments').$type<{ uploadId: string; name: string; mime?: string; sizeBytes?: number }[]>().notNull().default([]),
    coverUrl: text('cover_url'),
    visibility: text('visibility', { enum: ['public', 'invite_only'] }).notNull(),
    status: text('status', { enum: ['draft', 'published', 'closed', 'cancelled'] }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * Brand safety (issue 32, decision 054): set when staff take a public campaign off the board and
     * the job market; null when shown. Its marketer still sees it and its jobs go on.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Staff's reason for hiding it, shown to its marketer (decision 061); null when shown. */
    hiddenReason: text('hidden_reason'),
    ...stamps,
  },
  (t) => [
    index('campaigns_public_idx').on(t.visibility, t.status, t.applyBy),
    index('campaigns_marketer_idx').on(t.marketerId),
    // The job market and the open board, newest first (keyset on published_at, id): read in
    // index order and stop at the page, instead of sorting every open campaign (decision 019).
    index('campaigns_published_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.status} = 'published'`),
  ],
);

/**
 * Job = one influencer's channel in one campaign (PRODUCT.md). Its status is decided by the
 * `job` machine (machines/lifecycles/job.machine.ts) on the server; every change writes a job_events row
 * in the same transaction.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The channel row (never deleted: a disconnected channel keeps its jobs). */
    channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'restrict' }),
    channelType: text('channel_type').notNull(),
    /** The channel's id on its platform, kept so the job names it even if the channel goes. */
    socialId: text('social_id').notNull(),
    status: text('status', { enum: jobStatuses }).notNull(),
    mismatchReasons: text('mismatch_reasons').array().notNull().default([]),
    priceMinor: bigint('price_minor', { mode: 'number' }),
    /** The platform fee in force when the job was created (basis points), taken at COMPLETED. */
    platformFeeBp: integer('platform_fee_bp').notNull().default(2_000),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    postUrl: text('post_url'),
    changeNote: text('change_note'),
    // The influencer's figures, or the platform's read at INSIGHT's deadline (`source: 'platform'`, issue 26); null: not reported.
    insight: jsonb('insight').$type<Record<string, number | string | string[]>>(),
    /** When the job last entered its state (a re-entry, e.g. shipped, restarts the state's wait). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Counts entries into a state (decision 031): incremented whenever the machine enters one, and
     * carried by each deadline message, so a message from an earlier entry does nothing.
     */
    stateEntry: integer('state_entry').notNull().default(0),
    /** When the current state's wait ends by itself (the machine's own `after`), as the runner scheduled it. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    uniqueIndex('jobs_campaign_channel_unique').on(t.campaignId, t.influencerId, t.channelType, t.socialId),
    index('jobs_influencer_idx').on(t.influencerId, t.status),
    index('jobs_campaign_idx').on(t.campaignId, t.status),
    index('jobs_channel_idx').on(t.channelId),
  ],
);

/** Every status change of a job: who sent which event, from what to what (the audit trail). */
export const jobEvents = pgTable(
  'job_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorRole: text('actor_role', { enum: ['influencer', 'marketer', 'system'] }).notNull(),
    /** Null for the system (deadlines, campaign close). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_events_job_idx').on(t.jobId, t.id)],
);
