import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env';
import { wallNow } from '../wall-clock';
import { contentCategories, contentPostTranslations, contentPosts, packageOffers } from '../db/schema/index';

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

let cached: { xml: string; expiresAt: number; owner: object } | null = null;

async function buildSitemap(c: { var: AppEnv['Variables'] }): Promise<string> {
  const { db, config } = c.var.deps;
  const base = config.publicUrl;
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

export const sitemapRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => {
    // The in-process cache's lifetime is real elapsed time (decision 037).
    const now = wallNow().getTime();
    if (!cached || cached.expiresAt < now || cached.owner !== c.var.deps.db) cached = { xml: await buildSitemap(c), expiresAt: now + 60_000, owner: c.var.deps.db };
    return c.body(cached.xml, 200, { 'Content-Type': 'application/xml; charset=UTF-8', 'Cache-Control': 'public, max-age=600' });
  })
  .get('/robots.txt', (c) => {
    const base = c.var.deps.config.publicUrl;
    const lines = [
      'User-agent: *',
      'Allow: /',
      // Signed-in areas and the back office are not for search engines. Public API reads stay
      // allowed: crawlers that run JavaScript need them to render the pages.
      ...['/sv_authauth/', '/sv_marketer_profile/', '/api/admin/', '/dev/', '/th/Admin', '/en/Admin', '/th/Influencer/dashboard', '/en/Influencer/dashboard', '/th/Marketer/dashboard', '/en/Marketer/dashboard'].map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ];
    return c.body(lines.join('\n'), 200, { 'Content-Type': 'text/plain; charset=UTF-8', 'Cache-Control': 'public, max-age=3600' });
  });

