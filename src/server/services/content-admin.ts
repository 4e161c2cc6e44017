import { and, asc, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import * as v from 'valibot';
import type { AdminPost, Paged, downloadInput, faqInput, packageInput, partnerInput, postInput, seoInput, staticPageInput } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import type { Database, Executor } from '../db/client';
import {
  contactMessages,
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
import { ProblemError, notFound } from '../http/problem';
import { sanitizeRichText } from './html';
import { resolvePaging, type Paging } from './content';

type PostInput = v.InferOutput<typeof postInput>;
type PackageInput = v.InferOutput<typeof packageInput>;

const validation = (path: string, message: string) => new ProblemError(400, 'validation', { errors: [{ path, message }] });
const conflict = (path: string, message: string) => new ProblemError(409, 'conflict', { detail: 'This slug is already used.', errors: [{ path, message }] });

// ---------- posts (articles and case studies) ----------

async function loadAdminPost(db: Executor, id: number): Promise<AdminPost> {
  const [post] = await db.select().from(contentPosts).where(eq(contentPosts.id, id));
  if (!post) throw notFound('No such post.');
  const translations = await db.select().from(contentPostTranslations).where(eq(contentPostTranslations.postId, id));
  const tr = (locale: Locale) => {
    const row = translations.find((t) => t.locale === locale);
    return row
      ? { slug: row.slug, title: row.title, excerpt: row.excerpt, bodyHtml: row.bodyHtml, seoTitle: row.seoTitle ?? '', seoDescription: row.seoDescription ?? '', seoKeywords: row.seoKeywords ?? '' }
      : null;
  };
  return {
    id: post.id,
    kind: post.kind,
    categoryId: post.categoryId,
    status: post.status,
    coverUrl: post.coverUrl,
    authorName: post.authorName,
    brandName: post.brandName,
    creatorNames: post.creatorNames,
    channelTypes: post.channelTypes,
    metrics: post.metrics,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    updatedAt: post.updatedAt.toISOString(),
    th: tr('th'),
    en: tr('en'),
  };
}
export const getAdminPost = loadAdminPost;

export async function listAdminPosts(db: Executor, query: Paging & { kind?: 'article' | 'case_study'; q?: string }): Promise<Paged<AdminPost>> {
  const { page, perPage, offset } = resolvePaging(query, 20);
  const search = query.q?.trim();
  const where = and(
    query.kind ? eq(contentPosts.kind, query.kind) : undefined,
    search ? or(ilike(contentPostTranslations.title, `%${search.replace(/[%_\\]/g, '\\$&')}%`), ilike(contentPostTranslations.slug, `%${search.replace(/[%_\\]/g, '\\$&')}%`)) : undefined,
  );
  const idRows = await db
    .selectDistinct({ id: contentPosts.id, updatedAt: contentPosts.updatedAt })
    .from(contentPosts)
    .leftJoin(contentPostTranslations, eq(contentPostTranslations.postId, contentPosts.id))
    .where(where)
    .orderBy(desc(contentPosts.updatedAt), desc(contentPosts.id));
  const pageIds = idRows.slice(offset, offset + perPage).map((r) => r.id);
  const data = [];
  for (const id of pageIds) data.push(await loadAdminPost(db, id));
  return { data, total: idRows.length, page, perPage, totalPages: Math.max(1, Math.ceil(idRows.length / perPage)) };
}

async function checkPostInput(db: Executor, input: PostInput, id?: number) {
  if (!input.th && !input.en) throw validation('th', 'translation_required');
  const [category] = await db
    .select()
    .from(contentCategories)
    .where(and(eq(contentCategories.kind, input.kind === 'article' ? 'blog' : 'casestudy'), eq(contentCategories.id, input.categoryId)));
  if (!category) throw validation('categoryId', 'category_invalid');
  for (const locale of ['th', 'en'] as const) {
    const tr = input[locale];
    if (!tr) continue;
    const [clash] = await db
      .select({ postId: contentPostTranslations.postId })
      .from(contentPostTranslations)
      .where(
        and(
          eq(contentPostTranslations.kind, input.kind),
          eq(contentPostTranslations.locale, locale),
          eq(contentPostTranslations.slug, tr.slug),
          id === undefined ? undefined : ne(contentPostTranslations.postId, id),
        ),
      );
    if (clash) throw conflict(`${locale}.slug`, 'slug_taken');
  }
}

async function writeTranslations(tx: Executor, id: number, input: PostInput) {
  await tx.delete(contentPostTranslations).where(eq(contentPostTranslations.postId, id));
  for (const locale of ['th', 'en'] as const) {
    const tr = input[locale];
    if (!tr) continue;
    await tx.insert(contentPostTranslations).values({
      postId: id,
      kind: input.kind,
      locale,
      slug: tr.slug,
      title: tr.title,
      excerpt: tr.excerpt,
      bodyHtml: sanitizeRichText(tr.bodyHtml),
      seoTitle: tr.seoTitle || null,
      seoDescription: tr.seoDescription || null,
      seoKeywords: tr.seoKeywords || null,
    });
  }
}

const postValues = (input: PostInput) => ({
  kind: input.kind,
  categoryId: input.categoryId,
  status: input.status,
  coverUrl: input.coverUrl || null,
  authorName: input.authorName || null,
  brandName: input.brandName || null,
  creatorNames: input.creatorNames,
  channelTypes: input.channelTypes,
  metrics: input.metrics,
});

/** Two writers racing on one slug: the unique index answers, and it becomes the same 409. */
async function slugSafe<T>(work: () => Promise<T>, path = 'slug'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw conflict(path, 'slug_taken');
    throw error;
  }
}

export async function createPost(db: Database, input: PostInput, userId: string): Promise<AdminPost> {
  await checkPostInput(db, input);
  const id = await slugSafe(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contentPosts)
        .values({ ...postValues(input), createdBy: userId, publishedAt: input.status === 'publish' ? new Date() : null })
        .returning({ id: contentPosts.id });
      await writeTranslations(tx, row!.id, input);
      return row!.id;
    }),
  );
  return loadAdminPost(db, id);
}

export async function updatePost(db: Database, id: number, input: PostInput): Promise<AdminPost> {
  const [existing] = await db.select().from(contentPosts).where(eq(contentPosts.id, id));
  if (!existing) throw notFound('No such post.');
  if (existing.kind !== input.kind) throw validation('kind', 'kind_invalid');
  await checkPostInput(db, input, id);
  await slugSafe(() =>
    db.transaction(async (tx) => {
      await tx
        .update(contentPosts)
        .set({ ...postValues(input), updatedAt: new Date(), publishedAt: input.status === 'publish' ? (existing.publishedAt ?? new Date()) : existing.publishedAt })
        .where(eq(contentPosts.id, id));
      await writeTranslations(tx, id, input);
    }),
  );
  return loadAdminPost(db, id);
}

export async function setPostStatus(db: Executor, id: number, status: 'draft' | 'publish'): Promise<AdminPost> {
  const [existing] = await db.select().from(contentPosts).where(eq(contentPosts.id, id));
  if (!existing) throw notFound('No such post.');
  await db
    .update(contentPosts)
    .set({ status, updatedAt: new Date(), publishedAt: status === 'publish' ? (existing.publishedAt ?? new Date()) : existing.publishedAt })
    .where(eq(contentPosts.id, id));
  return loadAdminPost(db, id);
}

export async function deletePost(db: Executor, id: number): Promise<void> {
  const deleted = await db.delete(contentPosts).where(eq(contentPosts.id, id)).returning({ id: contentPosts.id });
  if (deleted.length === 0) throw notFound('No such post.');
}

export async function listAllCategories(db: Executor) {
  return db.select().from(contentCategories).orderBy(asc(contentCategories.kind), asc(contentCategories.sort), asc(contentCategories.id));
}

// ---------- FAQ ----------

export async function listAdminFaq(db: Executor) {
  return db.select().from(faqEntries).orderBy(asc(faqEntries.audience), asc(faqEntries.locale), asc(faqEntries.sort), asc(faqEntries.id));
}
export async function saveFaq(db: Executor, input: v.InferOutput<typeof faqInput>, id?: number) {
  const values = { ...input, answerHtml: sanitizeRichText(input.answerHtml), updatedAt: new Date() };
  if (id === undefined) return (await db.insert(faqEntries).values(values).returning())[0]!;
  const [row] = await db.update(faqEntries).set(values).where(eq(faqEntries.id, id)).returning();
  if (!row) throw notFound('No such FAQ entry.');
  return row;
}
export async function deleteFaq(db: Executor, id: number) {
  const deleted = await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id });
  if (deleted.length === 0) throw notFound('No such FAQ entry.');
}

// ---------- SEO pages and static pages ----------

export async function listAdminSeo(db: Executor) {
  return db.select().from(seoPages).orderBy(asc(seoPages.page), asc(seoPages.locale));
}
export async function saveSeo(db: Executor, page: string, locale: Locale, input: v.InferOutput<typeof seoInput>) {
  const values = { title: input.title, description: input.description, keyword: input.keyword, image: input.image || null, updatedAt: new Date() };
  const [row] = await db
    .insert(seoPages)
    .values({ page, locale, ...values })
    .onConflictDoUpdate({ target: [seoPages.page, seoPages.locale], set: values })
    .returning();
  return row!;
}
export async function deleteSeo(db: Executor, page: string, locale: Locale) {
  const deleted = await db
    .delete(seoPages)
    .where(and(eq(seoPages.page, page), eq(seoPages.locale, locale)))
    .returning({ page: seoPages.page });
  if (deleted.length === 0) throw notFound('No such SEO entry.');
}

export async function listAdminStaticPages(db: Executor) {
  return db.select().from(staticPages).orderBy(asc(staticPages.slug), asc(staticPages.locale));
}
export async function saveStaticPage(db: Executor, slug: 'about' | 'privacy' | 'termsOfUse', locale: Locale, input: v.InferOutput<typeof staticPageInput>) {
  const values = { title: input.title, bodyHtml: sanitizeRichText(input.bodyHtml), updatedAt: new Date() };
  const [row] = await db
    .insert(staticPages)
    .values({ slug, locale, ...values })
    .onConflictDoUpdate({ target: [staticPages.slug, staticPages.locale], set: values })
    .returning();
  return row!;
}

// ---------- packages ----------

async function loadAdminPackage(db: Executor, id: number) {
  const [row] = await db.select().from(packageOffers).where(eq(packageOffers.id, id));
  if (!row) throw notFound('No such package.');
  const translations = await db.select().from(packageOfferTranslations).where(eq(packageOfferTranslations.packageId, id));
  const tr = (locale: Locale) => {
    const t = translations.find((x) => x.locale === locale);
    return t ? { name: t.name, summary: t.summary, descriptionHtml: t.descriptionHtml, features: t.features } : null;
  };
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), th: tr('th'), en: tr('en') };
}
export const getAdminPackage = loadAdminPackage;

export async function listAdminPackages(db: Executor) {
  const rows = await db.select({ id: packageOffers.id }).from(packageOffers).orderBy(asc(packageOffers.sort), asc(packageOffers.id));
  const data = [];
  for (const row of rows) data.push(await loadAdminPackage(db, row.id));
  return data;
}

export async function savePackage(db: Database, input: PackageInput, id?: number) {
  const [clash] = await db
    .select({ id: packageOffers.id })
    .from(packageOffers)
    .where(and(eq(packageOffers.slug, input.slug), id === undefined ? undefined : ne(packageOffers.id, id)));
  if (clash) throw conflict('slug', 'slug_taken');
  const values = {
    slug: input.slug,
    status: input.status,
    channelTypes: input.channelTypes,
    postType: input.postType,
    tier: input.tier,
    influencerCount: input.influencerCount,
    priceMinor: input.priceMinor,
    validityDays: input.validityDays,
    coverUrl: input.coverUrl || null,
    highlight: input.highlight,
    sort: input.sort,
    updatedAt: new Date(),
  };
  const savedId = await slugSafe(() =>
    db.transaction(async (tx) => {
      let packageId = id;
      if (packageId === undefined) {
        packageId = (await tx.insert(packageOffers).values(values).returning({ id: packageOffers.id }))[0]!.id;
      } else {
        const updated = await tx.update(packageOffers).set(values).where(eq(packageOffers.id, packageId)).returning({ id: packageOffers.id });
        if (updated.length === 0) throw notFound('No such package.');
        await tx.delete(packageOfferTranslations).where(eq(packageOfferTranslations.packageId, packageId));
      }
      for (const locale of ['th', 'en'] as const) {
        const tr = input[locale];
        await tx.insert(packageOfferTranslations).values({ packageId, locale, name: tr.name, summary: tr.summary, descriptionHtml: sanitizeRichText(tr.descriptionHtml), features: tr.features });
      }
      return packageId;
    }),
  );
  return loadAdminPackage(db, savedId);
}

/** Offers marketers may have bought are archived, never deleted (later issues reference them). */
export async function archivePackage(db: Executor, id: number) {
  const updated = await db.update(packageOffers).set({ status: 'archived', updatedAt: new Date() }).where(eq(packageOffers.id, id)).returning({ id: packageOffers.id });
  if (updated.length === 0) throw notFound('No such package.');
}

// ---------- homepage partners ----------

export async function listAdminPartners(db: Executor) {
  return db.select().from(partnerChannels).orderBy(asc(partnerChannels.sort), asc(partnerChannels.id));
}
export async function savePartner(db: Executor, input: v.InferOutput<typeof partnerInput>, id?: number) {
  const values = { ...input, avatarUrl: input.avatarUrl || null, profileUrl: input.profileUrl || null, updatedAt: new Date() };
  if (id === undefined) return (await db.insert(partnerChannels).values(values).returning())[0]!;
  const [row] = await db.update(partnerChannels).set(values).where(eq(partnerChannels.id, id)).returning();
  if (!row) throw notFound('No such partner.');
  return row;
}
export async function deletePartner(db: Executor, id: number) {
  const deleted = await db.delete(partnerChannels).where(eq(partnerChannels.id, id)).returning({ id: partnerChannels.id });
  if (deleted.length === 0) throw notFound('No such partner.');
}

// ---------- downloads ----------

export async function listAdminDownloads(db: Executor) {
  const rows = await db.select().from(downloads).leftJoin(uploads, eq(uploads.id, downloads.uploadId)).orderBy(desc(downloads.createdAt));
  return rows.map((row) => ({ ...row.downloads, file: row.uploads ? { name: row.uploads.originalName, mime: row.uploads.mime, sizeBytes: row.uploads.sizeBytes } : null }));
}
export async function saveDownload(db: Executor, input: v.InferOutput<typeof downloadInput>, id?: string) {
  const [file] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, input.uploadId));
  if (!file) throw validation('uploadId', 'file_required');
  const values = { ...input, updatedAt: new Date() };
  if (id === undefined) return (await db.insert(downloads).values(values).returning())[0]!;
  const [row] = await db.update(downloads).set(values).where(eq(downloads.id, id)).returning();
  if (!row) throw notFound('No such download.');
  return row;
}
export async function deleteDownload(db: Executor, id: string) {
  const deleted = await db.delete(downloads).where(eq(downloads.id, id)).returning({ id: downloads.id });
  if (deleted.length === 0) throw notFound('No such download.');
}

// ---------- messages ----------

export async function listMessages(db: Executor, query: Paging) {
  const { page, perPage, offset } = resolvePaging(query, 20);
  const [rows, [total]] = await Promise.all([
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(perPage).offset(offset),
    db.select({ n: count() }).from(contactMessages),
  ]);
  const n = total?.n ?? 0;
  return { data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), mailedAt: row.mailedAt?.toISOString() ?? null, handledAt: row.handledAt?.toISOString() ?? null })), total: n, page, perPage, totalPages: Math.max(1, Math.ceil(n / perPage)) };
}
