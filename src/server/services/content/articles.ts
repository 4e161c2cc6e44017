import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { AdminPost, Category, Paged, PostDetail, PostSummary, postInput } from '#common/contracts/content';
import { shownBlogCategoryIds, type Locale } from '#common/enums';
import type { Database, Executor } from '../../db/client';
import { contentCategories, contentPosts, contentPostTranslations } from '../../db/schema/index';
import { notFoundError } from '../../domain-error';
import { excerptOf, readingMinutes, sanitizeRichText } from '../html';
import * as v from 'valibot';
import { type Paging, conflict, defaultCaseStudyCategoryIds, defaultImage, pageSizes, pagedOf, resolvePaging, validation } from './shared';

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

type PostInput = v.InferOutput<typeof postInput>;

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
export async function slugSafe<T>(work: () => Promise<T>, path = 'slug'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw conflict(path, 'slug_taken');
    throw error;
  }
}

export async function createPost(db: Database, input: PostInput, userId: string, now: Date): Promise<AdminPost> {
  await checkPostInput(db, input);
  const id = await slugSafe(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contentPosts)
        .values({ ...postValues(input), createdBy: userId, publishedAt: input.status === 'publish' ? now : null })
        .returning({ id: contentPosts.id });
      await writeTranslations(tx, row!.id, input);
      return row!.id;
    }),
  );
  return loadAdminPost(db, id);
}

export async function updatePost(db: Database, id: number, input: PostInput, now: Date): Promise<AdminPost> {
  const [existing] = await db.select().from(contentPosts).where(eq(contentPosts.id, id));
  if (!existing) throw notFoundError('No such post.');
  if (existing.kind !== input.kind) throw validation('kind', 'kind_invalid');
  await checkPostInput(db, input, id);
  await slugSafe(() =>
    db.transaction(async (tx) => {
      await tx
        .update(contentPosts)
        .set({ ...postValues(input), updatedAt: now, publishedAt: input.status === 'publish' ? (existing.publishedAt ?? now) : existing.publishedAt })
        .where(eq(contentPosts.id, id));
      await writeTranslations(tx, id, input);
    }),
  );
  return loadAdminPost(db, id);
}

export async function setPostStatus(db: Executor, id: number, status: 'draft' | 'publish', now: Date): Promise<AdminPost> {
  const [existing] = await db.select().from(contentPosts).where(eq(contentPosts.id, id));
  if (!existing) throw notFoundError('No such post.');
  await db
    .update(contentPosts)
    .set({ status, updatedAt: now, publishedAt: status === 'publish' ? (existing.publishedAt ?? now) : existing.publishedAt })
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
