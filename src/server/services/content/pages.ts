import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SeoData, StaticPage, seoInput, staticPageInput } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import type { Executor } from '../../db/client';
import { seoPages, staticPages } from '../../db/schema/index';
import { notFoundError } from '../../domain-error';
import { sanitizeRichText } from '../html';
import * as v from 'valibot';

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

// ---------- SEO pages and static pages ----------

export async function listAdminSeo(db: Executor) {
  return db.select().from(seoPages).orderBy(asc(seoPages.page), asc(seoPages.locale));
}
export async function saveSeo(db: Executor, page: string, locale: Locale, input: v.InferOutput<typeof seoInput>, now: Date) {
  const values = { title: input.title, description: input.description, keyword: input.keyword, image: input.image || null, updatedAt: now };
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
export async function saveStaticPage(db: Executor, slug: 'about' | 'privacy' | 'termsOfUse', locale: Locale, input: v.InferOutput<typeof staticPageInput>, now: Date) {
  const values = { title: input.title, bodyHtml: sanitizeRichText(input.bodyHtml), updatedAt: now };
  const [row] = await db
    .insert(staticPages)
    .values({ slug, locale, ...values })
    .onConflictDoUpdate({ target: [staticPages.slug, staticPages.locale], set: values })
    .returning();
  return row!;
}
