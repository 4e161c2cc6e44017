import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { uploads } from './uploads';

/**
 * Public content (PRODUCT.md "Content"): staff write it in the back office in Thai and English.
 * Language-neutral facts live on the main row; words live on one translation row per locale.
 */

const locale = () => text('locale', { enum: ['th', 'en'] }).notNull();
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Blog and case-study categories (SPEC §3): ids come from configuration, so they are given, not generated. */
export const contentCategories = pgTable(
  'content_categories',
  {
    id: integer('id').notNull(),
    kind: text('kind', { enum: ['blog', 'casestudy'] }).notNull(),
    /** e.g. "conversations" or "INTEREST_WOMEN". */
    key: text('key').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    show: boolean('show').notNull().default(true),
    categoryClass: text('category_class').notNull(),
    classIcon: text('class_icon').notNull(),
    color: text('color').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/** Articles (kind article) and influencer success case studies (kind case_study). */
export const contentPosts = pgTable(
  'content_posts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['article', 'case_study'] }).notNull(),
    categoryId: integer('category_id').notNull(),
    status: text('status', { enum: ['draft', 'publish'] }).notNull().default('draft'),
    coverUrl: text('cover_url'),
    authorName: text('author_name'),
    /** Case studies: the brand and the creators of the campaign. */
    brandName: text('brand_name'),
    creatorNames: text('creator_names').array().notNull().default([]),
    channelTypes: text('channel_types').array().notNull().default([]),
    /** Case studies: headline figures, e.g. { reach: 1200000, engagementRate: 6.4, views: 850000 }. */
    metrics: jsonb('metrics').$type<Record<string, number>>().notNull().default({}),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [index('content_posts_list_idx').on(t.kind, t.status, t.categoryId, t.publishedAt)],
);

export const contentPostTranslations = pgTable(
  'content_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => contentPosts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['article', 'case_study'] }).notNull(),
    locale: locale(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitised on save (and again on render). */
    bodyHtml: text('body_html').notNull().default(''),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoKeywords: text('seo_keywords'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locale] }), uniqueIndex('content_post_slug_unique').on(t.kind, t.locale, t.slug)],
);

/** FAQ per audience, one row per language. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    audience: text('audience', { enum: ['influencer', 'marketer'] }).notNull(),
    locale: locale(),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    ...stamps,
  },
  (t) => [index('faq_entries_list_idx').on(t.audience, t.locale, t.sort)],
);

/** SEO page entries: /api/seo/page/{page}/{locale}. The page is the route's section (SPEC §2). */
export const seoPages = pgTable(
  'seo_pages',
  {
    page: text('page').notNull(),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    keyword: text('keyword').notNull().default(''),
    image: text('image'),
    updatedAt: stamps.updatedAt,
  },
  (t) => [primaryKey({ columns: [t.page, t.locale] })],
);

/** Static pages: about, privacy, termsOfUse. */
export const staticPages = pgTable(
  'static_pages',
  {
    slug: text('slug', { enum: ['about', 'privacy', 'termsOfUse'] }).notNull(),
    locale: locale(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    updatedAt: stamps.updatedAt,
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
);

/** Influencer partners shown on the homepage (/api/middle-config/channels/display-homepage). */
export const partnerChannels = pgTable('partner_channels', {
  id: serial('id').primaryKey(),
  channelType: text('channel_type').notNull(),
  displayName: text('display_name').notNull(),
  handle: text('handle').notNull(),
  followers: integer('followers').notNull(),
  avatarUrl: text('avatar_url'),
  profileUrl: text('profile_url'),
  interest: text('interest').notNull(),
  sort: integer('sort').notNull().default(0),
  show: boolean('show').notNull().default(true),
  ...stamps,
});


/** Download/{id}: a staff-uploaded file with a title per language. */
export const downloads = pgTable('downloads', {
  id: uuid('id').primaryKey().defaultRandom(),
  uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'restrict' }),
  titleTh: text('title_th').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionTh: text('description_th').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  published: boolean('published').notNull().default(true),
  ...stamps,
});

/** Contact and partnership messages from the public forms. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['contact', 'partnership'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    locale: locale(),
    ip: text('ip'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** Staff mark a message handled; who and when are kept (cleared again if it is reopened). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), index('contact_messages_handled_idx').on(t.handledAt)],
);
