import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Package offers and campaigns (PRODUCT.md "Money", "Campaigns and jobs"). Issue 3 only
 * reads them publicly and lets staff edit offers; buying (slots) and the job lifecycle
 * attach to these same tables later.
 */

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A package staff publish and marketers buy: N influencers of a tier posting one post type. */
export const packageOffers = pgTable(
  'package_offers',
  {
    id: serial('id').primaryKey(),
    /** Language-neutral; used in /Marketer/package/detail/{slug}. */
    slug: text('slug').notNull(),
    status: text('status', { enum: ['draft', 'publish', 'archived'] }).notNull().default('draft'),
    channelTypes: text('channel_types').array().notNull(),
    postType: text('post_type').notNull(),
    tier: text('tier', { enum: ['micro', 'alist'] }).notNull(),
    influencerCount: integer('influencer_count').notNull(),
    /** Integer minor units (satang). */
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('THB'),
    validityDays: integer('validity_days').notNull().default(180),
    coverUrl: text('cover_url'),
    highlight: boolean('highlight').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    ...stamps,
  },
  (t) => [uniqueIndex('package_offers_slug_unique').on(t.slug), index('package_offers_status_idx').on(t.status, t.sort)],
);

export const packageOfferTranslations = pgTable(
  'package_offer_translations',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packageOffers.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['th', 'en'] }).notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    features: text('features').array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.locale] })],
);

/**
 * A marketer's campaign. Public jobs on the job board are campaigns with visibility
 * public and status published whose apply-by date has not passed.
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
    brief: text('brief').notNull(),
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
    /** Campaign by package: the offer its slots come from (the purchase is a later issue). */
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
    attachments: jsonb('attachments').$type<{ uploadId: string; name: string }[]>().notNull().default([]),
    coverUrl: text('cover_url'),
    visibility: text('visibility', { enum: ['public', 'invite_only'] }).notNull(),
    status: text('status', { enum: ['draft', 'published', 'closed', 'cancelled'] }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [index('campaigns_public_idx').on(t.visibility, t.status, t.applyBy), index('campaigns_marketer_idx').on(t.marketerId)],
);

/**
 * Job = one influencer's channel in one campaign (PRODUCT.md). The state machine and
 * its transitions arrive with the job-lifecycle issue; the row shape is fixed here.
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
    channelType: text('channel_type').notNull(),
    /** The channel's id on its platform (a channel table comes with the channels issue). */
    socialId: text('social_id').notNull(),
    status: text('status', { enum: ['ASSIGN', 'CANCEL', 'REJECTED', 'SHIPPING', 'READY', 'SUBMIT', 'INSIGHT', 'COMPLETED', 'MATCHED', 'MISMATCHED'] }).notNull(),
    mismatchReasons: text('mismatch_reasons').array().notNull().default([]),
    priceMinor: bigint('price_minor', { mode: 'number' }),
    postUrl: text('post_url'),
    changeNote: text('change_note'),
    insight: jsonb('insight').$type<Record<string, number | string[]>>(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    ...stamps,
  },
  (t) => [uniqueIndex('jobs_campaign_channel_unique').on(t.campaignId, t.influencerId, t.channelType, t.socialId), index('jobs_influencer_idx').on(t.influencerId, t.status)],
);
