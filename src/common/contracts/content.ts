import * as v from 'valibot';
import { influencerTiers, interestCategories, locales, postTypes, socialChannelTypes } from '../enums';
import { trimmed } from './contact';
import { boundedInteger } from './integers';
import { GATEWAY_MIN_CHARGE_MINOR } from './money';

/**
 * Public content and the content back office (issue 3): query and body schemas shared by the
 * server's validators and the client's forms; response schemas for types and OpenAPI.
 * Error messages are stable keys the client translates (content_error_<key>).
 */

// ---------- shared pieces ----------

const intFromString = (min: number, max: number, message: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message));

export const localeParam = v.object({ locale: v.picklist(locales, 'locale_invalid') });

/** page, perPage and limit (SPEC §7: limit is accepted as another name for perPage). */
export const pagingQueryEntries = {
  page: v.optional(intFromString(1, 10_000, 'page_invalid')),
  perPage: v.optional(intFromString(1, 50, 'per_page_invalid')),
  limit: v.optional(intFromString(1, 50, 'limit_invalid')),
};
export const pagingQuery = v.object(pagingQueryEntries);

const idList = v.pipe(
  v.string(),
  v.regex(/^\d{1,4}(,\d{1,4}){0,30}$/, 'category_invalid'),
  v.transform((value) => value.split(',').map(Number)),
);

export const pagedMeta = v.object({ total: v.number(), page: v.number(), perPage: v.number(), totalPages: v.number() });
export type PagedMeta = v.InferOutput<typeof pagedMeta>;
export const paged = <T extends v.GenericSchema>(item: T) => v.object({ data: v.array(item), ...pagedMeta.entries });
export interface Paged<T> extends PagedMeta {
  data: T[];
}

/**
 * Keyset paging (lists that grow while they are read: the job market, influencer discovery):
 * `after` is the last item's cursor; a page answers its items and the next page's `after`, null on the last.
 */
export const keysetQueryEntries = (defaultLimit: number) => ({
  after: v.optional(v.pipe(v.string(), v.maxLength(200))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'limit_invalid'), v.transform(Number), v.minValue(1, 'limit_invalid'), v.maxValue(50, 'limit_invalid')), String(defaultLimit)),
});
export const keysetPaged = <T extends v.GenericSchema>(item: T) => v.object({ items: v.array(item), next: v.nullable(v.string()) });

// ---------- categories ----------

export const categorySchema = v.object({
  id: v.number(),
  key: v.string(),
  name: v.string(),
  name_th: v.string(),
  name_en: v.string(),
  isActive: v.boolean(),
  show: v.boolean(),
  category_class: v.string(),
  classObject: v.record(v.string(), v.boolean()),
  classIcon: v.string(),
  color: v.string(),
});
export type Category = v.InferOutput<typeof categorySchema>;
export const categoryListResponse = v.object({ data: v.array(categorySchema) });

// ---------- articles and case studies ----------

export const blogListQuery = v.object({ category: v.optional(idList), ...pagingQueryEntries });
export type BlogListQuery = v.InferOutput<typeof blogListQuery>;

export const postSummarySchema = v.object({
  id: v.number(),
  kind: v.picklist(['article', 'case_study']),
  slug: v.string(),
  title: v.string(),
  excerpt: v.string(),
  coverUrl: v.string(),
  categoryId: v.number(),
  categoryName: v.string(),
  categoryIcon: v.string(),
  categoryColor: v.string(),
  publishedAt: v.string(),
  readingMinutes: v.number(),
  brandName: v.nullable(v.string()),
  creatorNames: v.array(v.string()),
  channelTypes: v.array(v.string()),
  metrics: v.record(v.string(), v.number()),
  /** The slug of the same post in the other language (for the language switch). */
  alternates: v.record(v.string(), v.string()),
});
export type PostSummary = v.InferOutput<typeof postSummarySchema>;
export const postListResponse = paged(postSummarySchema);

export const postDetailSchema = v.object({
  ...postSummarySchema.entries,
  authorName: v.nullable(v.string()),
  bodyHtml: v.string(),
  seo: v.object({ title: v.string(), description: v.string(), keyword: v.string(), image: v.string() }),
  related: v.array(postSummarySchema),
});
export type PostDetail = v.InferOutput<typeof postDetailSchema>;

export const blogDetailParam = v.object({ locale: v.picklist(locales, 'locale_invalid'), slug: v.pipe(v.string(), v.maxLength(200, 'slug_invalid')) });
export const caseStudyParam = v.object({ locale: v.picklist(locales, 'locale_invalid'), id: v.pipe(v.string(), v.maxLength(200, 'slug_invalid')) });

// ---------- FAQ, SEO, static pages, keywords ----------

export const faqParam = v.object({ locale: v.picklist(locales, 'locale_invalid'), x: v.picklist(['influencer', 'marketer'], 'audience_invalid') });
export const faqItemSchema = v.object({ id: v.number(), question: v.string(), answerHtml: v.string(), sort: v.number() });
export type FaqItem = v.InferOutput<typeof faqItemSchema>;
export const faqListResponse = v.object({ audience: v.string(), locale: v.string(), data: v.array(faqItemSchema) });

const pageKey = v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,60}$/, 'page_key_invalid'));
export const seoParam = v.object({ page: pageKey, locale: v.picklist(locales, 'locale_invalid') });
export { seoSchema, type SeoData } from './seo';

export const staticPageSlugs = ['about', 'privacy', 'termsOfUse'] as const;
export const staticPageParam = v.object({ slug: v.picklist(staticPageSlugs, 'page_invalid'), locale: v.picklist(locales, 'locale_invalid') });
export const staticPageSchema = v.object({ slug: v.string(), locale: v.string(), title: v.string(), bodyHtml: v.string(), updatedAt: v.string() });
export type StaticPage = v.InferOutput<typeof staticPageSchema>;

/** setCookieGGForm: the external form to continue to. */
export const externalFormResponse = v.object({ url: v.string() });

export const keywordParam = v.object({ list: v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,60}(,[A-Za-z][\w-]{0,60}){0,30}$/, 'keyword_list_invalid')) });

// ---------- homepage partners, pixels ----------

export const limitQuery = v.object({ limit: v.optional(intFromString(1, 50, 'limit_invalid')) });
export const partnerChannelSchema = v.object({
  id: v.number(),
  channelType: v.string(),
  displayName: v.string(),
  handle: v.string(),
  followers: v.number(),
  avatarUrl: v.string(),
  profileUrl: v.nullable(v.string()),
  interest: v.string(),
  classIcon: v.string(),
});
export type PartnerChannel = v.InferOutput<typeof partnerChannelSchema>;
export const partnerListResponse = v.object({ data: v.array(partnerChannelSchema) });

// ---------- the public board: campaigns open to every influencer ----------
// SPEC's path /api/campaigns/public/job keeps its spelling; what it lists is campaigns (glossary, decision 050).

export const publicCampaignQuery = v.object({
  channel: v.optional(v.picklist(socialChannelTypes, 'channel_invalid')),
  category: v.optional(v.picklist(interestCategories, 'category_invalid')),
  ...pagingQueryEntries,
});
export type PublicCampaignQuery = v.InferOutput<typeof publicCampaignQuery>;
export const publicCampaignSchema = v.object({
  id: v.string(),
  name: v.string(),
  brandName: v.string(),
  brief: v.string(),
  locale: v.string(),
  channelTypes: v.array(v.string()),
  postTypes: v.array(v.string()),
  tier: v.nullable(v.string()),
  interests: v.array(v.string()),
  influencerCount: v.number(),
  funding: v.string(),
  pricePerInfluencerMinor: v.nullable(v.number()),
  currency: v.string(),
  productShipping: v.boolean(),
  applyBy: v.string(),
  postFrom: v.string(),
  postTo: v.string(),
  hashtags: v.array(v.string()),
  coverUrl: v.string(),
  publishedAt: v.string(),
});
export type PublicCampaign = v.InferOutput<typeof publicCampaignSchema>;

// ---------- packages ----------

export const packageStatuses = ['draft', 'publish', 'archived'] as const;
export const offerQuery = v.object({
  status: v.optional(v.picklist(packageStatuses, 'status_invalid')),
  locale: v.optional(v.picklist(locales, 'locale_invalid')),
  ...pagingQueryEntries,
});
export const offerFindParam = v.object({ a: v.picklist(locales, 'locale_invalid'), b: v.pipe(v.string(), v.maxLength(120, 'slug_invalid')) });
export const packageSchema = v.object({
  id: v.number(),
  slug: v.string(),
  status: v.string(),
  name: v.string(),
  summary: v.string(),
  descriptionHtml: v.string(),
  features: v.array(v.string()),
  channelTypes: v.array(v.string()),
  postType: v.string(),
  tier: v.string(),
  influencerCount: v.number(),
  priceMinor: v.number(),
  currency: v.string(),
  validityDays: v.number(),
  coverUrl: v.string(),
  highlight: v.boolean(),
});
export type PackageOffer = v.InferOutput<typeof packageSchema>;

// ---------- downloads ----------

export const downloadParam = v.object({ id: v.pipe(v.string(), v.uuid('id_invalid')) });
export const downloadSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  fileName: v.string(),
  mime: v.string(),
  sizeBytes: v.number(),
  url: v.string(),
});
export type DownloadInfo = v.InferOutput<typeof downloadSchema>;

// ---------- contact and partnership ----------

export { contactBody, contactResponse, contactTopics, type ContactBody, type ContactTopic } from './contact';

// ---------- back office ----------

const slug = v.pipe(v.string('slug_required'), v.trim(), v.toLowerCase(), v.minLength(1, 'slug_required'), v.maxLength(120, 'slug_too_long'), v.regex(/^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u, 'slug_invalid'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'too_long')), '');
const urlOrPath = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, 'too_long'), v.regex(/^$|^\/[\w\-./]*$|^https:\/\/[^\s]+$/, 'url_invalid'))));

/**
 * The figures a case study shows (caseStudy/detail: one tile per figure, labelled by its key).
 * engagementRate is a percentage; the others are counts. Articles carry none.
 */
export const caseStudyMetricKeys = ['reach', 'engagementRate', 'creators', 'sales', 'bookings', 'signups', 'preorders', 'testDrives'] as const;
export type CaseStudyMetricKey = (typeof caseStudyMetricKeys)[number];
const metricValue = v.pipe(v.number('metric_value_invalid'), v.finite('metric_value_invalid'), v.minValue(0, 'metric_value_invalid'), v.maxValue(1_000_000_000_000, 'metric_value_invalid'));
export const caseStudyMetricsInput = v.pipe(
  v.record(v.string(), metricValue),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [key, value] of Object.entries(dataset.value)) {
      const path: [v.IssuePathItem] = [{ type: 'object', origin: 'value', input: dataset.value, key, value }];
      if (!(caseStudyMetricKeys as readonly string[]).includes(key)) addIssue({ message: 'metric_invalid', path });
      else if (key === 'engagementRate' && value > 100) addIssue({ message: 'metric_value_invalid', path });
    }
  }),
);

export const postTranslationInput = v.object({
  slug,
  title: trimmed(1, 200, 'title'),
  excerpt: optionalText(600),
  bodyHtml: v.optional(v.pipe(v.string(), v.maxLength(200_000, 'body_too_long')), ''),
  seoTitle: optionalText(200),
  seoDescription: optionalText(400),
  seoKeywords: optionalText(400),
});
export const postInput = v.object({
  kind: v.picklist(['article', 'case_study'], 'kind_invalid'),
  categoryId: boundedInteger('category_invalid'),
  status: v.optional(v.picklist(['draft', 'publish'], 'status_invalid'), 'draft'),
  coverUrl: urlOrPath,
  authorName: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(120, 'too_long')))),
  brandName: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(120, 'too_long')))),
  creatorNames: v.optional(v.array(v.pipe(v.string(), v.trim(), v.maxLength(120, 'too_long'))), []),
  channelTypes: v.optional(v.array(v.picklist(socialChannelTypes, 'channel_invalid')), []),
  metrics: v.optional(caseStudyMetricsInput, {}),
  th: v.optional(postTranslationInput),
  en: v.optional(postTranslationInput),
});
export type PostInput = v.InferInput<typeof postInput>;
export const statusBody = v.object({ status: v.picklist(['draft', 'publish'], 'status_invalid') });
export const adminListQuery = v.object({
  kind: v.optional(v.picklist(['article', 'case_study'], 'kind_invalid')),
  q: v.optional(v.pipe(v.string(), v.maxLength(100, 'too_long'))),
  ...pagingQueryEntries,
});
export const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'id_invalid'), v.transform(Number)) });
export const uuidParam = v.object({ id: v.pipe(v.string(), v.uuid('id_invalid')) });

export const adminPostSchema = v.object({
  id: v.number(),
  kind: v.string(),
  categoryId: v.number(),
  status: v.string(),
  coverUrl: v.nullable(v.string()),
  authorName: v.nullable(v.string()),
  brandName: v.nullable(v.string()),
  creatorNames: v.array(v.string()),
  channelTypes: v.array(v.string()),
  metrics: v.record(v.string(), v.number()),
  publishedAt: v.nullable(v.string()),
  updatedAt: v.string(),
  th: v.nullable(v.object({ ...postTranslationInput.entries, slug: v.string(), title: v.string(), excerpt: v.string(), bodyHtml: v.string(), seoTitle: v.string(), seoDescription: v.string(), seoKeywords: v.string() })),
  en: v.nullable(v.object({ ...postTranslationInput.entries, slug: v.string(), title: v.string(), excerpt: v.string(), bodyHtml: v.string(), seoTitle: v.string(), seoDescription: v.string(), seoKeywords: v.string() })),
});
export type AdminPost = v.InferOutput<typeof adminPostSchema>;

/** Display order; the column is a 32-bit integer, so the contract stops what PostgreSQL would refuse. */
const sortOrder = v.optional(v.pipe(v.number(), v.integer('sort_invalid'), v.minValue(-1_000_000, 'sort_invalid'), v.maxValue(1_000_000, 'sort_invalid')), 0);

export const faqInput = v.object({
  audience: v.picklist(['influencer', 'marketer'], 'audience_invalid'),
  locale: v.picklist(locales, 'locale_invalid'),
  question: trimmed(3, 300, 'question'),
  answerHtml: v.pipe(v.string('answer_required'), v.minLength(1, 'answer_required'), v.maxLength(20_000, 'answer_too_long')),
  sort: sortOrder,
  published: v.optional(v.boolean(), true),
});
export type FaqInput = v.InferInput<typeof faqInput>;

export const seoInput = v.object({
  title: trimmed(1, 200, 'title'),
  description: trimmed(1, 400, 'description'),
  keyword: optionalText(400),
  image: urlOrPath,
});
export const staticPageInput = v.object({ title: trimmed(1, 200, 'title'), bodyHtml: v.pipe(v.string(), v.maxLength(200_000, 'body_too_long')) });

const packageTranslationInput = v.object({
  name: trimmed(1, 160, 'name'),
  summary: trimmed(1, 400, 'summary'),
  descriptionHtml: v.optional(v.pipe(v.string(), v.maxLength(50_000, 'body_too_long')), ''),
  features: v.optional(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200, 'too_long'))), []),
});
export const packageInput = v.object({
  slug,
  status: v.optional(v.picklist(packageStatuses, 'status_invalid'), 'draft'),
  channelTypes: v.pipe(v.array(v.picklist(socialChannelTypes, 'channel_invalid')), v.minLength(1, 'channels_required')),
  postType: v.picklist(postTypes, 'post_type_invalid'),
  tier: v.picklist(influencerTiers, 'tier_invalid'),
  influencerCount: v.pipe(v.number('count_invalid'), v.integer('count_invalid'), v.minValue(1, 'count_invalid'), v.maxValue(1000, 'count_invalid')),
  priceMinor: v.pipe(v.number('price_invalid'), v.integer('price_invalid'), v.minValue(GATEWAY_MIN_CHARGE_MINOR, 'price_below_gateway_minimum'), v.maxValue(100_000_000_000, 'price_invalid')),
  validityDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'validity_invalid'), v.maxValue(3650, 'validity_invalid')), 180),
  coverUrl: urlOrPath,
  highlight: v.optional(v.boolean(), false),
  sort: sortOrder,
  th: packageTranslationInput,
  en: packageTranslationInput,
});
export type PackageInput = v.InferInput<typeof packageInput>;

export const partnerInput = v.object({
  channelType: v.picklist(socialChannelTypes, 'channel_invalid'),
  displayName: trimmed(1, 120, 'name'),
  handle: trimmed(1, 120, 'handle'),
  followers: v.pipe(v.number('followers_invalid'), v.integer('followers_invalid'), v.minValue(0, 'followers_invalid'), v.maxValue(2_000_000_000, 'followers_invalid')),
  avatarUrl: urlOrPath,
  profileUrl: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^$|^https:\/\/[^\s]+$/, 'url_invalid')))),
  interest: v.picklist(interestCategories, 'category_invalid'),
  sort: sortOrder,
  show: v.optional(v.boolean(), true),
});

export const downloadInput = v.object({
  uploadId: v.pipe(v.string('file_required'), v.uuid('file_required')),
  titleTh: trimmed(1, 200, 'title'),
  titleEn: trimmed(1, 200, 'title'),
  descriptionTh: optionalText(1000),
  descriptionEn: optionalText(1000),
  published: v.optional(v.boolean(), true),
});

// ---------- back office: what the lists and saves answer ----------

/** The back office's lists answer `{ data: [...] }`, every row of the kind. */
export const adminList = <T extends v.GenericSchema>(item: T) => v.object({ data: v.array(item) });

export const adminCategorySchema = v.object({
  id: v.number(),
  kind: v.picklist(['blog', 'casestudy']),
  key: v.string(),
  nameTh: v.string(),
  nameEn: v.string(),
  isActive: v.boolean(),
  show: v.boolean(),
});
export type AdminCategory = v.InferOutput<typeof adminCategorySchema>;

export const adminFaqSchema = v.object({
  id: v.number(),
  audience: v.picklist(['influencer', 'marketer']),
  locale: v.picklist(locales),
  question: v.string(),
  answerHtml: v.string(),
  sort: v.number(),
  published: v.boolean(),
});
export type AdminFaq = v.InferOutput<typeof adminFaqSchema>;

export const adminSeoSchema = v.object({ page: v.string(), locale: v.picklist(locales), title: v.string(), description: v.string(), keyword: v.string(), image: v.nullable(v.string()) });
export type AdminSeo = v.InferOutput<typeof adminSeoSchema>;

export const adminStaticPageSchema = v.object({ slug: v.picklist(staticPageSlugs), locale: v.picklist(locales), title: v.string(), bodyHtml: v.string() });
export type AdminStaticPage = v.InferOutput<typeof adminStaticPageSchema>;

const adminPackageTranslation = v.nullable(v.object({ name: v.string(), summary: v.string(), descriptionHtml: v.string(), features: v.array(v.string()) }));
export const adminPackageSchema = v.object({
  id: v.number(),
  slug: v.string(),
  status: v.picklist(packageStatuses),
  channelTypes: v.array(v.string()),
  postType: v.string(),
  tier: v.picklist(influencerTiers),
  influencerCount: v.number(),
  priceMinor: v.number(),
  validityDays: v.number(),
  coverUrl: v.nullable(v.string()),
  highlight: v.boolean(),
  sort: v.number(),
  th: adminPackageTranslation,
  en: adminPackageTranslation,
});
export type AdminPackage = v.InferOutput<typeof adminPackageSchema>;

export const adminPartnerSchema = v.object({
  id: v.number(),
  channelType: v.string(),
  displayName: v.string(),
  handle: v.string(),
  followers: v.number(),
  interest: v.string(),
  sort: v.number(),
  show: v.boolean(),
});
export type AdminPartner = v.InferOutput<typeof adminPartnerSchema>;

export const uploadResponse = v.object({ id: v.string(), url: v.string(), mime: v.string(), sizeBytes: v.number(), originalName: v.string() });
export type UploadResponse = v.InferOutput<typeof uploadResponse>;

// ---------- back office: contact and partnership messages ----------

export const messageListQuery = v.object({
  /** Omitted: every message; 'false': still to answer; 'true': handled. */
  handled: v.optional(v.picklist(['true', 'false'], 'handled_invalid')),
  kind: v.optional(v.picklist(['contact', 'partnership'], 'kind_invalid')),
  ...pagingQueryEntries,
});
export type MessageListQuery = v.InferOutput<typeof messageListQuery>;
export const messageHandledBody = v.object({ handled: v.boolean('handled_invalid') });
export const adminMessageSchema = v.object({
  id: v.number(),
  kind: v.picklist(['contact', 'partnership']),
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  company: v.nullable(v.string()),
  topic: v.string(),
  message: v.string(),
  locale: v.string(),
  createdAt: v.string(),
  mailedAt: v.nullable(v.string()),
  handledAt: v.nullable(v.string()),
  /** The staff member who marked it handled (null when unhandled, or their account is gone). */
  handledBy: v.nullable(v.object({ uuid: v.string(), name: v.string(), email: v.string() })),
});
export type AdminMessage = v.InferOutput<typeof adminMessageSchema>;
export const adminMessageListResponse = v.object({
  ...paged(adminMessageSchema).entries,
  /** Totals over every message, whatever the filter: for the tab's counters. */
  counts: v.object({ all: v.number(), handled: v.number(), unhandled: v.number() }),
});
export type AdminMessageList = v.InferOutput<typeof adminMessageListResponse>;

// ---------- back office: downloads ----------

export const adminDownloadSchema = v.object({
  id: v.string(),
  uploadId: v.nullable(v.string()),
  titleTh: v.string(),
  titleEn: v.string(),
  descriptionTh: v.string(),
  descriptionEn: v.string(),
  published: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
  file: v.nullable(v.object({ name: v.string(), mime: v.string(), sizeBytes: v.number() })),
});
export type AdminDownload = v.InferOutput<typeof adminDownloadSchema>;
export type DownloadInput = v.InferInput<typeof downloadInput>;
