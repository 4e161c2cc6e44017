import { setDeploymentCountry } from '#common/countries';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { readdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv, Deps } from './http/env';
import { loadSession, requestContext, sameOrigin, securityHeaders } from './http/middleware';
import { ProblemError, problemResponse } from './http/problem';
import { DomainError } from './domain-error';
import { rejectDeepJson, rejectNulInUrl } from './http/validate';
import { measureRequests } from './metrics';
import { compressResponses } from './http/compress';
import { keepPreparedAnswers } from './http/prepared-answers';
import { chooseEncoding } from './stored-encodings';
import { isApiPath } from './http/api-paths';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { openRoutes } from './routes/open';
import { docsRoutes } from './routes/docs';
import { devRoutes } from './routes/dev';
import { influencerRoutes } from './routes/influencer';
import { influencerAccountRoutes } from './routes/influencer-account';
import { marketerRoutes } from './routes/marketer';
import { contentAdminGuard } from './routes/content-common';
import { pagesRoutes } from './routes/pages';
import { articlesRoutes } from './routes/articles';
import { faqRoutes } from './routes/faq';
import { packagesRoutes } from './routes/packages';
import { publicCampaignRoutes } from './routes/public-campaigns';
import { partnersRoutes } from './routes/partners';
import { downloadsRoutes } from './routes/downloads';
import { contactRoutes } from './routes/contact';
import { channelRoutes } from './routes/channels';
import { bankAccountRoutes } from './routes/bank-account';
import { earningsRoutes } from './routes/earnings';
import { sitemapRoutes } from './routes/sitemap';
import { campaignRoutes } from './routes/campaigns';
import { backOfficeRoutes } from './routes/back-office';
import { talentManagerRoutes } from './routes/talent-manager';
import { alternateDetailPath, renderIndex, type PageAssets } from './services/seo-html';
import { pagePayloadRoutes } from './routes/page-payload';
import { getCookie } from 'hono/cookie';
import { isLocale } from '#common/enums';
import { cookieNames } from './config';
import { loadPageAssets } from './page-assets';
import { messageWebhookRoutes } from './routes/whatsapp-webhook';
import { creditsRoutes, expiryAlertRoutes, localGatewayRoutes, packagePurchaseRoutes, paymentAdminRoutes, paymentWebhookRoutes } from './routes/money';

export { apiPrefixes } from './http/api-paths';

/** The API alone: every route group, mounted at its SPEC §7 prefix. */
export function createApi(options: { production: boolean; pageAssets?: PageAssets | null }) {
  const api = new Hono<AppEnv>()
    .route('/healthz', healthRoutes)
    // SPEC §7 {path}/_payload.json: a public page's first-screen data (decision 061).
    .route('/', pagePayloadRoutes(options.pageAssets ?? null))
    .route('/sv_authauth', authRoutes)
    .route('/sv_influ_api/open', openRoutes)
    // Influencer accounts (issue 4): every influencer path, in full, in one file.
    .route('/', influencerRoutes)
    // Issue 13: the influencer's dashboard and account closing.
    .route('/', influencerAccountRoutes)
    // Issue 10: social channels (full SPEC §7 paths, the staff review queue).
    .route('/', channelRoutes)
    // Issue 13: the influencer's bank account and its staff review.
    .route('/', bankAccountRoutes)
    .route('/', earningsRoutes)
    // Issue 11: money. The alert path goes before /api/marketers/{id}.
    .route('/api/marketers', expiryAlertRoutes)
    .route('/api/credits', creditsRoutes)
    .route('/api/packages', packagePurchaseRoutes)
    .route('/api/payments/webhooks', paymentWebhookRoutes)
    .route('/api/messages/webhooks', messageWebhookRoutes)
    .route('/api/admin/payments', paymentAdminRoutes)
    // Marketer accounts (issue 5): every marketer path, in full, in one file.
    .route('/', marketerRoutes)
    // Issue 3: content by kind, each file with its public reads (exact SPEC §7 paths) and its
    // back-office paths under /api/admin/content (staff only: the guard comes first). Pages come
    // before FAQ: /sv_influ_api/open/seo/:a/:b wins over /sv_influ_api/open/:locale/:x/faq.
    .route('/', contentAdminGuard)
    .route('/', pagesRoutes)
    .route('/', articlesRoutes)
    .route('/', faqRoutes)
    .route('/', packagesRoutes)
    .route('/', publicCampaignRoutes)
    .route('/', partnersRoutes)
    .route('/', downloadsRoutes)
    .route('/', contactRoutes)
    // Issue 12: campaigns and jobs (after the public board's /api/campaigns/public/job).
    .route('/', campaignRoutes)
    // Issue 14: referrals and talent managers' partners.
    .route('/', talentManagerRoutes)
    // Issue 15: the back office (queues, users, configuration, audit log).
    .route('/', backOfficeRoutes)
    .route('/', sitemapRoutes);
  // /dev/* exists only outside production (PRODUCT.md).
  return options.production ? api : api.route('/dev', devRoutes).route('/dev', localGatewayRoutes);
}

export function createApp(deps: Deps) {
  // Issue 30: one process, one country: what the server formats (mail, SMS, CSV, PDF) follows it.
  setDeploymentCountry(deps.config.country);
  // The built SPA (production and e2e), read once: the pages and their first-screen payloads.
  const assets = loadPageAssets(deps.config.staticDir, deps.log);
  const api = createApi({ production: deps.config.production, pageAssets: assets });
  const app = new Hono<AppEnv>();

  app.use(measureRequests, keepPreparedAnswers(deps), requestContext(deps), securityHeaders(deps), compressResponses(), rejectNulInUrl, rejectDeepJson, loadSession, sameOrigin);
  app.route('/', api);
  app.route('/', docsRoutes(api));

  // Hashed assets cached for good, index.html for client routes.
  const indexHtml = assets?.indexHtml ?? null;
  if (assets) {
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // The loader of server-rendered pages (decision 029) keeps its name across builds: revalidated.
    app.use('/app-loader.js', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-cache');
    });
    app.use('/builds/*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
    // "/" and index.html go through the SEO fallback below, never straight from disk; nor do the
    // build's own files in dot folders (.ssr, the server render; .vite, the manifest).
    // A path whose first segment is nothing in the build (/th, /en/…: every page) is not read
    // from disk at all: serveStatic would look it up on every request (issue 31, decision 067).
    const onDisk = new Set(readdirSync(deps.config.staticDir));
    const notFromDisk = (path: string) => isApiPath(path) || path === '/' || path.endsWith('/index.html') || path.includes('/.') || !onDisk.has(path.split('/')[1] ?? '');
    app.use('*', async (c, next) => (notFromDisk(c.req.path) ? next() : serveStatic({ root: deps.config.staticDir })(c, next)));
  }

  app.notFound((c) => {
    // SPEC §7 {path}/_payload.json with no page before it (`/_payload.json`): no first screen, never the SPA.
    if (c.req.path.endsWith('/_payload.json')) return problemResponse(c, new ProblemError(404, 'not_found', { detail: 'No first-screen data for this path' }));
    if (assets && indexHtml && !isApiPath(c.req.path) && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      c.header('Cache-Control', 'no-cache');
      // Issue 3: each public URL's own title, description, canonical, hreflang and share image;
      // issue 17: the first screen's data and the route's module preloads.
      const search = c.req.url.includes('?') ? c.req.url.slice(c.req.url.indexOf('?') + 1) : '';
      const first = c.req.path.split('/')[1] ?? '';
      // SPEC §2: /fr/x, /id/x — a language we do not serve — goes to the stored language, the rest
      // kept. With none stored the client asks the visitor's country, so the shell is served.
      const stored = getCookie(c, cookieNames(deps.config).language);
      const otherLanguage = !isLocale(first.toLowerCase()) && /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i.test(first);
      if (otherLanguage && isLocale(stored)) {
        return c.redirect(`/${stored}${c.req.path.slice(first.length + 1)}${search ? `?${search}` : ''}`, 302);
      }
      // Issue 31: a signed-in visitor (a session cookie or token) never gets a shared render.
      const signedIn = Boolean(getCookie(c, cookieNames(deps.config).token) || c.req.header('authorization'));
      return renderIndex(deps.db, deps.config, assets, c.req.path, search, deps.now(), { fresh: signedIn }).then(
        async (page) => {
          // Issue 26: a post's link under the other language's prefix with its own slug moves (301)
          // to the post's address in this language; looked up only when the page is not found.
          const alternate = page.status === 404 ? await alternateDetailPath(deps.db, c.req.path).catch(() => null) : null;
          if (alternate) return c.redirect(`${alternate}${search ? `?${search}` : ''}`, 301);
          c.header('X-Page-Cache', page.cache);
          if (!page.shared || signedIn) {
            c.header('Cache-Control', 'private, no-cache');
            return c.html(page.html, page.status);
          }
          // The browser revalidates (no-cache) and gets 304 while the content version stands.
          if (page.cache === 'hit') c.set('fromCache', true);
          c.header('ETag', page.etag);
          c.header('Vary', 'Accept-Encoding');
          const match = c.req.header('if-none-match');
          if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) return c.body(null, 304);
          // The stored bytes, brotli- or gzip-encoded once per render for a browser; compressResponses() leaves an encoded body alone.
          c.header('Content-Type', 'text/html; charset=UTF-8');
          const bytes = page.bytes();
          const encoding = chooseEncoding(c.req.header('accept-encoding'), bytes.byteLength);
          if (encoding) c.header('Content-Encoding', encoding);
          const body = encoding ? await page.encoded(encoding) : bytes;
          // A hit may be replayed by the front of the stack while this render stands (decision 083).
          // Not a path the language cookie may redirect: that answer depends on the cookie.
          if (page.current && page.status === 200 && !otherLanguage) c.set('preparable', { body, current: page.current });
          return c.body(body, page.status);
        },
        (error: unknown) => {
          (c.var.log ?? deps.log).error({ err: error, path: c.req.path }, 'page metadata failed; serving the plain shell');
          return c.html(indexHtml);
        },
      );
    }
    return problemResponse(c, new ProblemError(404, 'not_found', { detail: `No route for ${c.req.method} ${c.req.path}` }));
  });

  app.onError((error, c) => {
    if (error instanceof ProblemError) return problemResponse(c, error);
    if (error instanceof DomainError) return problemResponse(c, ProblemError.fromDomain(error));
    if (error instanceof HTTPException && error.status < 500) {
      const type = error.status === 413 ? 'payload_too_large' : error.status === 404 ? 'not_found' : 'bad_request';
      return problemResponse(c, new ProblemError(error.status as 400, type, { detail: error.message || undefined }));
    }
    // Unexpected: log everything, tell the client nothing about internals.
    (c.var.log ?? deps.log).error({ err: error, path: c.req.path }, 'unhandled error');
    return problemResponse(c, new ProblemError(500, 'internal', { detail: `Reference: ${c.var.requestId ?? 'n/a'}` }));
  });

  return app;
}
