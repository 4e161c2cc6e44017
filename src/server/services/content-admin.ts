import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AdminDownload, AdminMessage, AdminMessageList, AdminPost, MessageListQuery, Paged, downloadInput, faqInput, packageInput, partnerInput, postInput, seoInput, staticPageInput } from '#common/contracts/content';
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
  users,
} from '../db/schema/index';
import { DomainError, notFoundError } from '../domain-error';
import { plainTextField, sanitizeRichText } from './html';
import { resolvePaging, type Paging } from './content';

type PostInput = v.InferOutput<typeof postInput>;
type PackageInput = v.InferOutput<typeof packageInput>;

const validation = (path: string, message: string) => new DomainError('validation', { errors: [{ path, message }] });
const conflict = (path: string, message: string) => new DomainError('conflict', { detail: 'This slug is already used.', errors: [{ path, message }] });

// ---------- posts (articles and case studies) ----------

async function loadAdminPost(db: Executor, id: number): Promise<AdminPost> {
  const [post] = await db.select().from(contentPosts).where(eq(contentPosts.id, id));
  if (!post) throw notFoundError('No such post.');
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
  // Figures are what a case study shows; an article has no place for them.
  if (input.kind === 'article' && Object.keys(input.metrics).length > 0) throw validation('metrics', 'metrics_case_study_only');
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
  if (!existing) throw notFoundError('No such post.');
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
  if (!existing) throw notFoundError('No such post.');
  await db
    .update(contentPosts)
    .set({ status, updatedAt: new Date(), publishedAt: status === 'publish' ? (existing.publishedAt ?? new Date()) : existing.publishedAt })
    .where(eq(contentPosts.id, id));
  return loadAdminPost(db, id);
}

export async function deletePost(db: Executor, id: number): Promise<void> {
  const deleted = await db.delete(contentPosts).where(eq(contentPosts.id, id)).returning({ id: contentPosts.id });
  if (deleted.length === 0) throw notFoundError('No such post.');
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
  if (!row) throw notFoundError('No such FAQ entry.');
  return row;
}
export async function deleteFaq(db: Executor, id: number) {
  const deleted = await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id });
  if (deleted.length === 0) throw notFoundError('No such FAQ entry.');
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
  if (deleted.length === 0) throw notFoundError('No such SEO entry.');
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
  if (!row) throw notFoundError('No such package.');
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
        if (updated.length === 0) throw notFoundError('No such package.');
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
  if (updated.length === 0) throw notFoundError('No such package.');
}

// ---------- homepage partners ----------

export async function listAdminPartners(db: Executor) {
  return db.select().from(partnerChannels).orderBy(asc(partnerChannels.sort), asc(partnerChannels.id));
}
export async function savePartner(db: Executor, input: v.InferOutput<typeof partnerInput>, id?: number) {
  const values = { ...input, avatarUrl: input.avatarUrl || null, profileUrl: input.profileUrl || null, updatedAt: new Date() };
  if (id === undefined) return (await db.insert(partnerChannels).values(values).returning())[0]!;
  const [row] = await db.update(partnerChannels).set(values).where(eq(partnerChannels.id, id)).returning();
  if (!row) throw notFoundError('No such partner.');
  return row;
}
export async function deletePartner(db: Executor, id: number) {
  const deleted = await db.delete(partnerChannels).where(eq(partnerChannels.id, id)).returning({ id: partnerChannels.id });
  if (deleted.length === 0) throw notFoundError('No such partner.');
}

// ---------- downloads ----------

type DownloadRow = typeof downloads.$inferSelect;
type UploadRow = typeof uploads.$inferSelect;
const toAdminDownload = (row: DownloadRow, file: UploadRow | null): AdminDownload => ({
  id: row.id,
  uploadId: row.uploadId,
  titleTh: row.titleTh,
  titleEn: row.titleEn,
  descriptionTh: row.descriptionTh,
  descriptionEn: row.descriptionEn,
  published: row.published,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  file: file ? { name: file.originalName ?? `file.${file.ext}`, mime: file.mime, sizeBytes: file.sizeBytes } : null,
});

export async function listAdminDownloads(db: Executor): Promise<AdminDownload[]> {
  const rows = await db.select().from(downloads).leftJoin(uploads, eq(uploads.id, downloads.uploadId)).orderBy(desc(downloads.createdAt), desc(downloads.id));
  return rows.map((row) => toAdminDownload(row.downloads, row.uploads));
}

export async function getAdminDownload(db: Executor, id: string): Promise<AdminDownload> {
  const [row] = await db.select().from(downloads).leftJoin(uploads, eq(uploads.id, downloads.uploadId)).where(eq(downloads.id, id));
  if (!row) throw notFoundError('No such download.');
  return toAdminDownload(row.downloads, row.uploads);
}

/**
 * Create or edit a download. Titles and descriptions are plain text: any HTML in them is dropped.
 * The file must be one staff uploaded for downloads (POST uploads?purpose=download). A replaced
 * file is no longer reachable, so its row goes and the caller removes its bytes.
 */
export async function saveDownload(db: Database, input: v.InferOutput<typeof downloadInput>, id?: string): Promise<{ download: AdminDownload; orphaned: UploadRow | null }> {
  const [file] = await db.select().from(uploads).where(eq(uploads.id, input.uploadId));
  if (!file) throw validation('uploadId', 'file_required');
  if (file.kind !== 'download') throw validation('uploadId', 'file_type_invalid');
  const values = {
    uploadId: input.uploadId,
    titleTh: plainTextField(input.titleTh),
    titleEn: plainTextField(input.titleEn),
    descriptionTh: plainTextField(input.descriptionTh),
    descriptionEn: plainTextField(input.descriptionEn),
    published: input.published,
    updatedAt: new Date(),
  };
  if (!values.titleTh) throw validation('titleTh', 'title_required');
  if (!values.titleEn) throw validation('titleEn', 'title_required');
  const saved = await db.transaction(async (tx) => {
    if (id === undefined) return { row: (await tx.insert(downloads).values(values).returning())[0]!, orphaned: null };
    const [existing] = await tx.select().from(downloads).where(eq(downloads.id, id));
    if (!existing) throw notFoundError('No such download.');
    const [row] = await tx.update(downloads).set(values).where(eq(downloads.id, id)).returning();
    const orphaned = existing.uploadId && existing.uploadId !== input.uploadId ? await releaseUpload(tx, existing.uploadId) : null;
    return { row: row!, orphaned };
  });
  return { download: toAdminDownload(saved.row, file), orphaned: saved.orphaned };
}

/** Deletes a download; its file's row goes with it (returned, so the caller removes the bytes). */
export async function deleteDownload(db: Database, id: string): Promise<UploadRow | null> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(downloads).where(eq(downloads.id, id)).returning();
    if (!deleted) throw notFoundError('No such download.');
    return deleted.uploadId ? releaseUpload(tx, deleted.uploadId) : null;
  });
}

/** Drops an upload row no download refers to any more. */
async function releaseUpload(tx: Executor, uploadId: string): Promise<UploadRow | null> {
  const [stillUsed] = await tx.select({ id: downloads.id }).from(downloads).where(eq(downloads.uploadId, uploadId)).limit(1);
  if (stillUsed) return null;
  const [row] = await tx.delete(uploads).where(eq(uploads.id, uploadId)).returning();
  return row ?? null;
}

// ---------- messages ----------

const handledFilter = (handled: MessageListQuery['handled']) => (handled === 'true' ? isNotNull(contactMessages.handledAt) : handled === 'false' ? isNull(contactMessages.handledAt) : undefined);

export async function listMessages(db: Executor, query: MessageListQuery): Promise<AdminMessageList> {
  const { page, perPage, offset } = resolvePaging(query, 20);
  const where = and(handledFilter(query.handled), query.kind ? eq(contactMessages.kind, query.kind) : undefined);
  const [rows, [total], [counts]] = await Promise.all([
    db
      .select({ message: contactMessages, handler: { uuid: users.id, name: users.displayName, email: users.email } })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      // Unanswered first when showing everything, then newest first.
      .orderBy(sql`${contactMessages.handledAt} is not null`, desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(perPage)
      .offset(offset),
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({ all: count(), handled: count(contactMessages.handledAt) }).from(contactMessages),
  ]);
  const n = total?.n ?? 0;
  const all = counts?.all ?? 0;
  const handled = counts?.handled ?? 0;
  return {
    data: rows.map(({ message, handler }) => toAdminMessage(message, handler)),
    total: n,
    page,
    perPage,
    totalPages: Math.max(1, Math.ceil(n / perPage)),
    counts: { all, handled, unhandled: all - handled },
  };
}

function toAdminMessage(row: typeof contactMessages.$inferSelect, handler: { uuid: string; name: string; email: string } | null): AdminMessage {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    topic: row.topic,
    message: row.message,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    mailedAt: row.mailedAt?.toISOString() ?? null,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledAt && handler ? handler : null,
  };
}

/**
 * Mark a message handled (who and when are recorded) or reopen it (both cleared). Marking an
 * already handled message again keeps the first record: the staff member who answered it.
 */
export async function setMessageHandled(db: Executor, id: number, handled: boolean, staffId: string): Promise<AdminMessage> {
  const [existing] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!existing) throw notFoundError('No such message.');
  if (handled !== (existing.handledAt !== null)) {
    await db
      .update(contactMessages)
      .set(handled ? { handledAt: new Date(), handledBy: staffId } : { handledAt: null, handledBy: null })
      .where(eq(contactMessages.id, id));
  }
  const [row] = await db
    .select({ message: contactMessages, handler: { uuid: users.id, name: users.displayName, email: users.email } })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return toAdminMessage(row!.message, row!.handler);
}
