import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { wallNow } from '../wall-clock';
import { buildSitemap } from '../services/content/sitemap';

let cached: { xml: string; expiresAt: number; owner: object } | null = null;

export const sitemapRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => {
    // The in-process cache's lifetime is real elapsed time (decision 037).
    const now = wallNow().getTime();
    if (!cached || cached.expiresAt < now || cached.owner !== c.var.deps.db) cached = { xml: await buildSitemap(c.var.deps.db, c.var.deps.config.publicUrl), expiresAt: now + 60_000, owner: c.var.deps.db };
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

