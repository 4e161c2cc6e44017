import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contentCategories, contentPostTranslations, contentPosts, packageOffers } from '../../db/schema/index';

/** Public pages listed in /sitemap.xml in both languages (SPEC §2 "Public" and the landings). */
export const sitemapPages = [
  '',
  '/about',
  '/articles',
  '/caseStudy',
  '/contact',
  '/faq',
  '/partnership',
  '/privacy',
  '/termsOfUse',
  '/jobMarketBoard',
  '/Influencer',
  '/Marketer',
  '/Marketer/package',
  '/Marketer/influencerPackage',
  '/Marketer/inviteOnlyCampaign',
  '/Marketer/publicCampaign',
];

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** /sitemap.xml: the public pages, every published article and case study, and every package on sale, in both languages. */
export async function buildSitemap(db: Executor, base: string): Promise<string> {
  type Entry = { th?: string; en?: string; lastmod?: string };
  const entries: Entry[] = sitemapPages.map((path) => ({ th: `/th${path}`, en: `/en${path}` }));

  const posts = await db
    .select({ id: contentPosts.id, kind: contentPosts.kind, locale: contentPostTranslations.locale, slug: contentPostTranslations.slug, updatedAt: contentPosts.updatedAt })
    .from(contentPosts)
    .innerJoin(contentPostTranslations, eq(contentPostTranslations.postId, contentPosts.id))
    .innerJoin(
      contentCategories,
      and(
        eq(contentCategories.id, contentPosts.categoryId),
        eq(contentCategories.isActive, true),
        eq(contentCategories.show, true),
        // Blog categories for articles, interest categories for case studies; hidden ones never listed.
        sql`${contentCategories.kind} = case when ${contentPosts.kind} = 'article' then 'blog' else 'casestudy' end`,
      ),
    )
    .where(eq(contentPosts.status, 'publish'));
  const byPost = new Map<number, Entry>();
  for (const post of posts) {
    const section = post.kind === 'article' ? 'articles' : 'caseStudy';
    const entry = byPost.get(post.id) ?? { lastmod: post.updatedAt.toISOString().slice(0, 10) };
    entry[post.locale] = `/${post.locale}/${section}/detail/${encodeURIComponent(post.slug)}`;
    byPost.set(post.id, entry);
  }
  entries.push(...byPost.values());

  const offers = await db.select({ slug: packageOffers.slug, updatedAt: packageOffers.updatedAt }).from(packageOffers).where(eq(packageOffers.status, 'publish'));
  for (const offer of offers) entries.push({ th: `/th/Marketer/package/detail/${offer.slug}`, en: `/en/Marketer/package/detail/${offer.slug}`, lastmod: offer.updatedAt.toISOString().slice(0, 10) });

  const urls: string[] = [];
  for (const entry of entries) {
    const alternates = (['th', 'en'] as const)
      .filter((locale) => entry[locale])
      .map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(base + entry[locale]!)}"/>`)
      .join('');
    for (const locale of ['th', 'en'] as const) {
      const path = entry[locale];
      if (!path) continue;
      urls.push(`<url><loc>${escapeXml(base + path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}${alternates}</url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
