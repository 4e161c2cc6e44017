import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Package offers and campaigns (PRODUCT.md "Money", "Campaigns and jobs"). Issue 3 only
 * reads them publicly and lets staff edit offers; buying (slots) and the job lifecycle
 * attach to these same tables later.
 */

export const stamps = {
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
