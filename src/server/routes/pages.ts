import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import * as v from 'valibot';
import { adminList, adminSeoSchema, adminStaticPageSchema, externalFormResponse, keywordParam, seoInput, seoParam, seoSchema, staticPageInput, staticPageParam, staticPageSchema, staticPageSlugs } from '#common/contracts/content';
import { isLocale, locales } from '#common/enums';
import { ProblemError } from '../http/problem';
import { requireJson, validate } from '../http/validate';
import { readConfig, trackingPixelIds } from '../services/app-config';
import { deleteSeo, getSeo, getStaticPage, keywordsOf, listAdminSeo, listAdminStaticPages, saveSeo, saveStaticPage } from '../services/content/pages';
import { adminDoc, audited, cached, publicDoc, publicJson } from './content-common';

const seoPairParam = v.object({ a: v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,60}$/, 'page_key_invalid')), b: v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,60}$/, 'page_key_invalid')) });
const seoKeyParam = v.object({ page: v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,60}$/, 'page_key_invalid')), locale: v.picklist(locales, 'locale_invalid') });
const staticParam = v.object({ slug: v.picklist(staticPageSlugs, 'page_invalid'), locale: v.picklist(locales, 'locale_invalid') });

/** SEO entries, static pages and site settings: the public reads (SPEC §7 paths) and the staff's edits (/api/admin/content, guarded in content-common.ts). */
export const pagesRoutes = new Hono<AppEnv>()
  .get('/sv_influ_api/open/seo/:a/:b', publicDoc('SEO data of a page: {page}/{locale} or {locale}/{page}', seoSchema), cached, validate('param', seoPairParam), (c) => {
    const { a, b } = c.req.valid('param');
    const [page, locale] = isLocale(b) ? [a, b] : isLocale(a) ? [b, a] : [null, null];
    if (!page || !locale) throw new ProblemError(400, 'validation', { errors: [{ path: 'b', message: 'locale_invalid' }] });
    return publicJson(c, () => getSeo(c.var.deps.db, page, locale));
  })
  .get('/sv_influ_api/open/keyword/:list', publicDoc('SEO keywords of the listed pages, both languages', v.any()), cached, validate('param', keywordParam), (c) => {
    const pages = [...new Set(c.req.valid('param').list.split(','))];
    return publicJson(c, async () => ({ data: await keywordsOf(c.var.deps.db, pages) }));
  })
  .get('/api/seo/page/:page/:locale', publicDoc('SEO data of a section (home when unknown)', seoSchema), cached, validate('param', seoParam), (c) => {
    const { page, locale } = c.req.valid('param');
    return publicJson(c, () => getSeo(c.var.deps.db, page, locale));
  })
  .get('/api/pages/:slug/:locale', publicDoc('Static page: about, privacy or termsOfUse', staticPageSchema), cached, validate('param', staticPageParam), (c) => {
    const { slug, locale } = c.req.valid('param');
    return publicJson(c, () => getStaticPage(c.var.deps.db, slug, locale));
  })
  .get('/api/middle-config/influencer/tracking/pixel-data', publicDoc('Tracking pixel ids (empty when not configured)', v.any()), cached, (c) =>
    publicJson(c, () => trackingPixelIds(c.var.deps.db, c.var.deps.now(), c.var.deps.config.country)),
  )
  .get('/api/content/external-form', publicDoc('setCookieGGForm: the external form to continue to', externalFormResponse), cached, (c) =>
    publicJson(c, async () => ({ url: (await readConfig(c.var.deps.db, ['content.externalFormUrl']))['content.externalFormUrl'] })),
  )
  .get('/api/admin/content/seo', adminDoc('All SEO page entries', adminList(adminSeoSchema)), async (c) => c.json({ data: await listAdminSeo(c.var.deps.db) }))
  .put('/api/admin/content/seo/:page/:locale', adminDoc('Create or replace an SEO page entry', adminSeoSchema), validate('param', seoKeyParam), requireJson, validate('json', seoInput), async (c) => {
    const { page, locale } = c.req.valid('param');
    return c.json(await audited(c, 'content.seo.save', (tx) => saveSeo(tx, page, locale, c.req.valid('json'), c.var.deps.now()), { type: 'seo', id: `${page}/${locale}` }));
  })
  .delete('/api/admin/content/seo/:page/:locale', adminDoc('Delete an SEO page entry'), validate('param', seoKeyParam), async (c) => {
    const { page, locale } = c.req.valid('param');
    await audited(c, 'content.seo.delete', (tx) => deleteSeo(tx, page, locale), { type: 'seo', id: `${page}/${locale}` });
    return c.body(null, 204);
  })
  .get('/api/admin/content/pages', adminDoc('Static pages (about, privacy, terms)', adminList(adminStaticPageSchema)), async (c) => c.json({ data: await listAdminStaticPages(c.var.deps.db) }))
  .put('/api/admin/content/pages/:slug/:locale', adminDoc('Create or replace a static page', adminStaticPageSchema), validate('param', staticParam), requireJson, validate('json', staticPageInput), async (c) => {
    const { slug, locale } = c.req.valid('param');
    return c.json(await audited(c, 'content.page.save', (tx) => saveStaticPage(tx, slug, locale, c.req.valid('json'), c.var.deps.now()), { type: 'static_page', id: `${slug}/${locale}` }));
  });
