import { and, arrayContains, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Category, DownloadInfo, FaqItem, Paged, PackageOffer, PartnerChannel, PostDetail, PostSummary, PublicJob, SeoData, StaticPage } from '#common/contracts/content';
import { caseStudyCategoryIcons, shownBlogCategoryIds, type InterestCategory, type Locale } from '#common/enums';
import type { Executor } from '../db/client';
import {
  campaigns,
  contentCategories,
  contentPostTranslations,
  contentPosts,
  downloads,
  faqEntries,
  packageOfferTranslations,
  packageOffers,
  partnerChannels,
  seoPages,
  staticPages,
  uploads,
} from '../db/schema/index';
import { notFoundError } from '../domain-error';
import { excerptOf, readingMinutes, sanitizeRichText } from './html';

/** SPEC §9 default page sizes. */
export const pageSizes = { blogs: 5, caseStudies: 6, packages: 6, jobs: 6 } as const;
/** SPEC §7: case-study list default categories 2 to 11 and 13. */
export const defaultCaseStudyCategoryIds = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13] as const;
export const defaultImage = '/images/default-image.jpg';
export const defaultPackageImage = '/images/default-image-package.jpg';

export interface Paging {
  page?: number;
  perPage?: number;
  limit?: number;
}
export function resolvePaging(query: Paging, fallback: number) {
  const perPage = query.perPage ?? query.limit ?? fallback;
  const page = query.page ?? 1;
  return { page, perPage, offset: (page - 1) * perPage };
}
const pagedOf = <T>(data: T[], total: number, page: number, perPage: number): Paged<T> => ({ data, total, page, perPage, totalPages: Math.max(1, Math.ceil(total / perPage)) });

// ---------- categories ----------

type CategoryRow = typeof contentCategories.$inferSelect;
export function enrichCategory(row: CategoryRow, locale: Locale = 'en'): Category {
  return {
    id: row.id,
    key: row.key,
    name: locale === 'th' ? row.nameTh : row.nameEn,
    name_th: row.nameTh,
    name_en: row.nameEn,
    isActive: row.isActive,
    show: row.show,
    category_class: row.categoryClass,
    classObject: { [row.categoryClass]: true, [`is-${row.classIcon}`]: true },
    classIcon: row.classIcon,
    color: row.color,
  };
}

/** Active and shown categories only: the hidden blog category 6 never leaves the server. */
export async function listCategories(db: Executor, kind: 'blog' | 'casestudy'): Promise<Category[]> {
  const rows = await db
    .select()
    .from(contentCategories)
    .where(and(eq(contentCategories.kind, kind), eq(contentCategories.isActive, true), eq(contentCategories.show, true)))
    .orderBy(asc(contentCategories.sort), asc(contentCategories.id));
  return rows.map((row) => enrichCategory(row));
}

async function visibleCategoryMap(db: Executor, kind: 'blog' | 'casestudy') {
  const rows = await db
    .select()
    .from(contentCategories)
    .where(and(eq(contentCategories.kind, kind), eq(contentCategories.isActive, true), eq(contentCategories.show, true)));
  return new Map(rows.map((row) => [row.id, row]));
}

// ---------- articles and case studies ----------

type PostKind = 'article' | 'case_study';
const categoryKindOf = (kind: PostKind) => (kind === 'article' ? 'blog' : 'casestudy');

interface PostRow {
  post: typeof contentPosts.$inferSelect;
  tr: typeof contentPostTranslations.$inferSelect;
}

async function alternatesOf(db: Executor, postIds: number[]): Promise<Map<number, Record<string, string>>> {
  const map = new Map<number, Record<string, string>>();
  if (postIds.length === 0) return map;
  const rows = await db
    .select({ postId: contentPostTranslations.postId, locale: contentPostTranslations.locale, slug: contentPostTranslations.slug })
    .from(contentPostTranslations)
    .where(inArray(contentPostTranslations.postId, postIds));
  for (const row of rows) map.set(row.postId, { ...map.get(row.postId), [row.locale]: row.slug });
  return map;
}

function toSummary(row: PostRow, category: CategoryRow | undefined, locale: Locale, alternates: Record<string, string>): PostSummary {
  return {
    id: row.post.id,
    kind: row.post.kind,
    slug: row.tr.slug,
    title: row.tr.title,
    excerpt: row.tr.excerpt || excerptOf(row.tr.bodyHtml),
    coverUrl: row.post.coverUrl || defaultImage,
    categoryId: row.post.categoryId,
    categoryName: category ? (locale === 'th' ? category.nameTh : category.nameEn) : '',
    categoryIcon: category?.classIcon ?? '',
    categoryColor: category?.color ?? 'gray',
    publishedAt: (row.post.publishedAt ?? row.post.createdAt).toISOString(),
    readingMinutes: readingMinutes(row.tr.bodyHtml),
    brandName: row.post.brandName,
    creatorNames: row.post.creatorNames,
    channelTypes: row.post.channelTypes,
    metrics: row.post.metrics,
    alternates,
  };
}

const publishedPostWhere = (kind: PostKind, locale: Locale) =>
  and(eq(contentPosts.kind, kind), eq(contentPosts.status, 'publish'), eq(contentPostTranslations.locale, locale));

export async function listPosts(db: Executor, kind: PostKind, locale: Locale, query: Paging & { category?: number[] }): Promise<Paged<PostSummary>> {
  const categories = await visibleCategoryMap(db, categoryKindOf(kind));
  const requested = query.category ?? (kind === 'article' ? [...shownBlogCategoryIds] : [...defaultCaseStudyCategoryIds]);
  const ids = requested.filter((id) => categories.has(id));
  const { page, perPage, offset } = resolvePaging(query, kind === 'article' ? pageSizes.blogs : pageSizes.caseStudies);
  if (ids.length === 0) return pagedOf([], 0, page, perPage);
  const where = and(publishedPostWhere(kind, locale), inArray(contentPosts.categoryId, ids));
  const joined = db.select().from(contentPosts).innerJoin(contentPostTranslations, eq(contentPostTranslations.postId, contentPosts.id));
  const [rows, [total]] = await Promise.all([
    joined
      .where(where)
      .orderBy(desc(contentPosts.publishedAt), desc(contentPosts.id))
      .limit(perPage)
      .offset(offset),
    db
      .select({ n: count() })
      .from(contentPosts)
      .innerJoin(contentPostTranslations, eq(contentPostTranslations.postId, contentPosts.id))
      .where(where),
  ]);
  const posts = rows.map((row) => ({ post: row.content_posts, tr: row.content_post_translations }));
  const alternates = await alternatesOf(
    db,
    posts.map((row) => row.post.id),
  );
  return pagedOf(
    posts.map((row) => toSummary(row, categories.get(row.post.categoryId), locale, alternates.get(row.post.id) ?? {})),
    total?.n ?? 0,
    page,
    perPage,
  );
}

/** A published post by slug (or, for case studies, by numeric id) in one language, with related posts. */
export async function getPost(db: Executor, kind: PostKind, locale: Locale, slugOrId: string): Promise<PostDetail> {
  const categories = await visibleCategoryMap(db, categoryKindOf(kind));
  const byId = kind === 'case_study' && /^\d{1,9}$/.test(slugOrId);
  const [row] = await db
    .select()
    .from(contentPosts)
    .innerJoin(contentPostTranslations, eq(contentPostTranslations.postId, contentPosts.id))
    .where(and(publishedPostWhere(kind, locale), byId ? eq(contentPosts.id, Number(slugOrId)) : eq(contentPostTranslations.slug, slugOrId.toLowerCase())))
    .limit(1);
  const category = row ? categories.get(row.content_posts.categoryId) : undefined;
  // A post in a hidden or inactive category is not public, even by its direct address.
  if (!row || !category) throw notFoundError(kind === 'article' ? 'No published article with this slug.' : 'No published case study with this id.');
  const post = { post: row.content_posts, tr: row.content_post_translations };

  const relatedRows = await db
    .select()
    .from(contentPosts)
    .innerJoin(contentPostTranslations, eq(contentPostTranslations.postId, contentPosts.id))
    .where(and(publishedPostWhere(kind, locale), ne(contentPosts.id, post.post.id), inArray(contentPosts.categoryId, [...categories.keys()])))
    .orderBy(sql`case when ${contentPosts.categoryId} = ${post.post.categoryId} then 0 else 1 end`, desc(contentPosts.publishedAt))
    .limit(3);
  const related = relatedRows.map((r) => ({ post: r.content_posts, tr: r.content_post_translations }));
  const alternates = await alternatesOf(db, [post.post.id, ...related.map((r) => r.post.id)]);
  const summary = toSummary(post, category, locale, alternates.get(post.post.id) ?? {});
  return {
    ...summary,
    authorName: post.post.authorName,
    bodyHtml: sanitizeRichText(post.tr.bodyHtml),
    seo: {
      title: post.tr.seoTitle || post.tr.title,
      description: post.tr.seoDescription || summary.excerpt,
      keyword: post.tr.seoKeywords ?? '',
      image: post.post.coverUrl || `/images/share/ts-share-${locale}.png`,
    },
    related: related.map((r) => toSummary(r, categories.get(r.post.categoryId), locale, alternates.get(r.post.id) ?? {})),
  };
}

// ---------- FAQ, SEO, static pages, keywords ----------

export async function listFaq(db: Executor, audience: 'influencer' | 'marketer', locale: Locale): Promise<FaqItem[]> {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.audience, audience), eq(faqEntries.locale, locale), eq(faqEntries.published, true)))
    .orderBy(asc(faqEntries.sort), asc(faqEntries.id));
  return rows.map((row) => ({ id: row.id, question: row.question, answerHtml: sanitizeRichText(row.answerHtml), sort: row.sort }));
}

/** The SEO entry of a section; an unknown section falls back to home (SPEC §2). */
export async function getSeo(db: Executor, page: string, locale: Locale): Promise<SeoData> {
  const rows = await db
    .select()
    .from(seoPages)
    .where(and(inArray(seoPages.page, [page, 'home']), eq(seoPages.locale, locale)));
  const row = rows.find((r) => r.page === page) ?? rows.find((r) => r.page === 'home');
  if (!row) throw notFoundError('No SEO entry for this page.');
  return { page: row.page, locale: row.locale, title: row.title, description: row.description, keyword: row.keyword, image: row.image || `/images/share/ts-share-${locale}.png` };
}

export async function keywordsOf(db: Executor, pages: string[]) {
  const rows = await db.select().from(seoPages).where(inArray(seoPages.page, pages));
  return pages.map((page) => ({
    page,
    th: rows.find((r) => r.page === page && r.locale === 'th')?.keyword ?? '',
    en: rows.find((r) => r.page === page && r.locale === 'en')?.keyword ?? '',
  }));
}

export async function getStaticPage(db: Executor, slug: 'about' | 'privacy' | 'termsOfUse', locale: Locale): Promise<StaticPage> {
  const [row] = await db
    .select()
    .from(staticPages)
    .where(and(eq(staticPages.slug, slug), eq(staticPages.locale, locale)));
  if (!row) throw notFoundError('No such page.');
  return { slug: row.slug, locale: row.locale, title: row.title, bodyHtml: sanitizeRichText(row.bodyHtml), updatedAt: row.updatedAt.toISOString() };
}

// ---------- homepage partners ----------

export async function listPartners(db: Executor, limit = 8): Promise<PartnerChannel[]> {
  const rows = await db.select().from(partnerChannels).where(eq(partnerChannels.show, true)).orderBy(asc(partnerChannels.sort), asc(partnerChannels.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channelType: row.channelType,
    displayName: row.displayName,
    handle: row.handle,
    followers: row.followers,
    avatarUrl: row.avatarUrl || defaultImage,
    profileUrl: row.profileUrl,
    interest: row.interest,
    classIcon: caseStudyCategoryIcons[row.interest as InterestCategory] ?? 'lifestyle',
  }));
}

// ---------- public jobs ----------

/** Today in Asia/Bangkok (SPEC §9) as YYYY-MM-DD. */
export const bangkokToday = (now = new Date()) => new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

const publicJobWhere = () => and(eq(campaigns.visibility, 'public'), eq(campaigns.status, 'published'), gte(campaigns.applyBy, bangkokToday()));

function toPublicJob(row: typeof campaigns.$inferSelect): PublicJob {
  return {
    id: row.id,
    name: row.name,
    brandName: row.brandName,
    brief: row.brief,
    locale: row.locale,
    channelTypes: row.channelTypes,
    postTypes: row.postTypes,
    tier: row.tier,
    interests: row.interests,
    influencerCount: row.influencerCount,
    funding: row.funding,
    pricePerInfluencerMinor: row.pricePerInfluencerMinor,
    currency: row.currency,
    productShipping: row.productShipping,
    applyBy: row.applyBy,
    postFrom: row.postFrom,
    postTo: row.postTo,
    hashtags: row.hashtags,
    coverUrl: row.coverUrl || defaultImage,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

export async function listPublicJobs(db: Executor, query: Paging & { channel?: string; category?: string }): Promise<Paged<PublicJob>> {
  const { page, perPage, offset } = resolvePaging(query, pageSizes.jobs);
  const where = and(
    publicJobWhere(),
    query.channel ? arrayContains(campaigns.channelTypes, [query.channel]) : undefined,
    query.category ? arrayContains(campaigns.interests, [query.category]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(campaigns).where(where).orderBy(desc(campaigns.publishedAt), desc(campaigns.id)).limit(perPage).offset(offset),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  return pagedOf(rows.map(toPublicJob), total?.n ?? 0, page, perPage);
}

export async function getPublicJob(db: Executor, id: string): Promise<PublicJob> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(publicJobWhere(), eq(campaigns.id, id)));
  if (!row) throw notFoundError('No open public job with this id.');
  return toPublicJob(row);
}

// ---------- packages ----------

function toPackage(row: typeof packageOffers.$inferSelect, tr: typeof packageOfferTranslations.$inferSelect | null): PackageOffer {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    name: tr?.name ?? row.slug,
    summary: tr?.summary ?? '',
    descriptionHtml: sanitizeRichText(tr?.descriptionHtml ?? ''),
    features: tr?.features ?? [],
    channelTypes: row.channelTypes,
    postType: row.postType,
    tier: row.tier,
    influencerCount: row.influencerCount,
    priceMinor: row.priceMinor,
    currency: row.currency,
    validityDays: row.validityDays,
    coverUrl: row.coverUrl || defaultPackageImage,
    highlight: row.highlight,
  };
}

export async function listPackages(db: Executor, locale: Locale, status: 'draft' | 'publish' | 'archived', query: Paging): Promise<Paged<PackageOffer>> {
  const { page, perPage, offset } = resolvePaging(query, pageSizes.packages);
  const where = eq(packageOffers.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(packageOffers)
      .leftJoin(packageOfferTranslations, and(eq(packageOfferTranslations.packageId, packageOffers.id), eq(packageOfferTranslations.locale, locale)))
      .where(where)
      .orderBy(asc(packageOffers.sort), asc(packageOffers.priceMinor), asc(packageOffers.id))
      .limit(perPage)
      .offset(offset),
    db.select({ n: count() }).from(packageOffers).where(where),
  ]);
  return pagedOf(
    rows.map((row) => toPackage(row.package_offers, row.package_offer_translations)),
    total?.n ?? 0,
    page,
    perPage,
  );
}

export async function findPackage(db: Executor, locale: Locale, slugOrId: string): Promise<PackageOffer> {
  const byId = /^\d{1,9}$/.test(slugOrId);
  const [row] = await db
    .select()
    .from(packageOffers)
    .leftJoin(packageOfferTranslations, and(eq(packageOfferTranslations.packageId, packageOffers.id), eq(packageOfferTranslations.locale, locale)))
    .where(and(eq(packageOffers.status, 'publish'), byId ? eq(packageOffers.id, Number(slugOrId)) : eq(packageOffers.slug, slugOrId.toLowerCase())));
  if (!row) throw notFoundError('No published package with this slug.');
  return toPackage(row.package_offers, row.package_offer_translations);
}

// ---------- downloads ----------

export async function getDownload(db: Executor, id: string, locale: Locale): Promise<DownloadInfo & { uploadId: string }> {
  const [row] = await db
    .select()
    .from(downloads)
    .innerJoin(uploads, eq(uploads.id, downloads.uploadId))
    .where(and(eq(downloads.id, id), eq(downloads.published, true)));
  if (!row) throw notFoundError('No such download.');
  const d = row.downloads;
  const u = row.uploads;
  return {
    id: d.id,
    title: locale === 'th' ? d.titleTh : d.titleEn,
    description: locale === 'th' ? d.descriptionTh : d.descriptionEn,
    fileName: u.originalName ?? `file.${u.ext}`,
    mime: u.mime,
    sizeBytes: u.sizeBytes,
    url: `/api/downloads/${d.id}/file`,
    uploadId: u.id,
  };
}
