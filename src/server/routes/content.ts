import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import {
  blogDetailParam,
  blogListQuery,
  caseStudyParam,
  categoryListResponse,
  contactBody,
  contactResponse,
  downloadParam,
  downloadSchema,
  faqListResponse,
  faqParam,
  keywordParam,
  limitQuery,
  localeParam,
  offerFindParam,
  offerQuery,
  packageSchema,
  paged,
  partnerChannelSchema,
  postDetailSchema,
  postListResponse,
  publicJobQuery,
  publicJobSchema,
  seoParam,
  seoSchema,
  staticPageParam,
  staticPageSchema,
} from '#common/contracts/content';
import { isLocale, type Locale } from '#common/enums';
import { problem } from '../http/openapi';
import type { AppEnv } from '../http/env';
import { clientIp } from '../http/middleware';
import { ProblemError } from '../http/problem';
import { requireJson, validate } from '../http/validate';
import { readConfig } from '../services/app-config';
import { receiveContact } from '../services/contact';
import {
  findPackage,
  getDownload,
  getPost,
  getPublicJob,
  getSeo,
  getStaticPage,
  keywordsOf,
  listCategories,
  listFaq,
  listPackages,
  listPartners,
  listPosts,
  listPublicJobs,
} from '../services/content';
import { publicCache } from '../http/public-cache';
import { loadUpload } from '../services/uploads';

const json = (schema: v.GenericSchema) => ({ 'application/json': { schema: resolver(schema) } });
/** A cached public read: 200 with Cache-Control and ETag, 304 on a matching If-None-Match. */
const publicDoc = (summary: string, schema: v.GenericSchema, tags = ['Content']) =>
  describeRoute({
    tags,
    summary,
    responses: {
      200: { description: 'OK (Cache-Control: public; ETag)', content: json(schema) },
      304: { description: 'Not modified (If-None-Match matched the ETag)' },
      400: { description: 'Bad query or path value', content: problem },
      404: { description: 'Unknown id or slug', content: problem },
    },
  });

/** Public reads are cached per process for a few seconds, with ETag/304 (src/server/http/public-cache.ts). */
const cached = publicCache();
const publicJson = async (c: Context<AppEnv>, produce: () => Promise<unknown>) => c.json((await produce()) as object);

const localeQuery = v.object({ locale: v.optional(v.picklist(['th', 'en'], 'locale_invalid')) });
const seoPairParam = v.object({ a: v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,60}$/, 'page_key_invalid')), b: v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,60}$/, 'page_key_invalid')) });

/** Public (scope open) content reads: SPEC §7 "Open / public", at their exact paths. */
export const contentRoutes = new Hono<AppEnv>()
  // ----- /sv_influ_api/open -----
  .get('/sv_influ_api/open/config/category/blog', publicDoc('Blog categories (active and shown; 6 is hidden)', categoryListResponse), cached, (c) =>
    publicJson(c, async () => ({ data: await listCategories(c.var.deps.db, 'blog') })),
  )
  .get('/sv_influ_api/open/config/category/casesstudy', publicDoc('Case-study categories (12 interests)', categoryListResponse), cached, (c) =>
    publicJson(c, async () => ({ data: await listCategories(c.var.deps.db, 'casestudy') })),
  )
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
  .get('/sv_influ_api/open/:locale/casesstudy/:id', publicDoc('One published case study by id or slug', postDetailSchema), cached, validate('param', caseStudyParam), (c) => {
    const { locale, id } = c.req.valid('param');
    return publicJson(c, () => getPost(c.var.deps.db, 'case_study', locale, id));
  })
  .get('/sv_influ_api/open/:locale/:x/faq', publicDoc('FAQ for influencers or marketers', faqListResponse), cached, validate('param', faqParam), (c) => {
    const { locale, x } = c.req.valid('param');
    return publicJson(c, async () => ({ audience: x, locale, data: await listFaq(c.var.deps.db, x, locale) }));
  })
  // ----- /api -----
  .get('/api/blogs/lang/:locale', publicDoc('Published articles, paged (default categories 5,8,9,10,12; 5 per page)', postListResponse), cached, validate('param', localeParam), validate('query', blogListQuery), (c) => {
    const { locale } = c.req.valid('param');
    return publicJson(c, () => listPosts(c.var.deps.db, 'article', locale, c.req.valid('query')));
  })
  .get('/api/blogs/lang/:locale/slug/:slug', publicDoc('One published article by slug, with related articles', postDetailSchema), cached, validate('param', blogDetailParam), (c) => {
    const { locale, slug } = c.req.valid('param');
    return publicJson(c, () => getPost(c.var.deps.db, 'article', locale, slug));
  })
  .get(
    '/api/influencer-success-cases/lang/:locale',
    publicDoc('Published case studies, paged (default categories 2–11 and 13; 6 per page)', postListResponse), cached,
    validate('param', localeParam),
    validate('query', blogListQuery),
    (c) => {
      const { locale } = c.req.valid('param');
      return publicJson(c, () => listPosts(c.var.deps.db, 'case_study', locale, c.req.valid('query')));
    },
  )
  .get('/api/seo/page/:page/:locale', publicDoc('SEO data of a section (home when unknown)', seoSchema), cached, validate('param', seoParam), (c) => {
    const { page, locale } = c.req.valid('param');
    return publicJson(c, () => getSeo(c.var.deps.db, page, locale));
  })
  .get('/api/pages/:slug/:locale', publicDoc('Static page: about, privacy or termsOfUse', staticPageSchema), cached, validate('param', staticPageParam), (c) => {
    const { slug, locale } = c.req.valid('param');
    return publicJson(c, () => getStaticPage(c.var.deps.db, slug, locale));
  })
  .get('/api/middle-config/influencer/tracking/pixel-data', publicDoc('Tracking pixel ids (empty when not configured)', v.any()), cached, (c) =>
    publicJson(c, async () => (await readConfig(c.var.deps.db, ['tracking.pixels']))['tracking.pixels']),
  )
  .get('/api/middle-config/channels/display-homepage', publicDoc('Influencer partners shown on the homepage', v.object({ data: v.array(partnerChannelSchema) })), cached, validate('query', limitQuery), (c) =>
    publicJson(c, async () => ({ data: await listPartners(c.var.deps.db, c.req.valid('query').limit ?? 8) })),
  )
  .get('/api/campaigns/public/job', publicDoc('Public jobs (published public campaigns still open), paged (6)', paged(publicJobSchema)), cached, validate('query', publicJobQuery), (c) =>
    publicJson(c, () => listPublicJobs(c.var.deps.db, c.req.valid('query'))),
  )
  .get('/api/campaigns/public/job/:id', publicDoc('One public job', publicJobSchema), cached, validate('param', v.object({ id: v.pipe(v.string(), v.uuid('id_invalid')) })), (c) =>
    publicJson(c, () => getPublicJob(c.var.deps.db, c.req.valid('param').id)),
  )
  .get('/api/package/home/list', publicDoc('Packages for the homepage (status=publish, page=1, limit=6, perPage=6)', paged(packageSchema), ['Packages']), cached, validate('query', offerQuery), (c) => {
    const query = c.req.valid('query');
    if (query.status && query.status !== 'publish') throw new ProblemError(403, 'forbidden', { detail: 'Only published packages are public.' });
    return publicJson(c, () => listPackages(c.var.deps.db, query.locale ?? 'th', 'publish', { page: query.page ?? 1, perPage: query.perPage ?? query.limit ?? 6 }));
  })
  .get('/sv_package/offer', publicDoc('Package offers (public: status publish only)', paged(packageSchema), ['Packages']), cached, validate('query', offerQuery), (c) => {
    const query = c.req.valid('query');
    // Drafts and archived offers are for staff: never public.
    if (query.status && query.status !== 'publish') throw new ProblemError(403, 'forbidden', { detail: 'Only published packages are public.' });
    return publicJson(c, () => listPackages(c.var.deps.db, query.locale ?? 'th', 'publish', query));
  })
  .get('/sv_package/offer/find/:a/:b', publicDoc('One published package: {locale}/{slug or id}', packageSchema, ['Packages']), cached, validate('param', offerFindParam), (c) => {
    const { a, b } = c.req.valid('param');
    return publicJson(c, () => findPackage(c.var.deps.db, a, b));
  })
  .get('/api/downloads/:id', publicDoc('A download: title and file facts', downloadSchema), cached, validate('param', downloadParam), validate('query', localeQuery), (c) => {
    const { id } = c.req.valid('param');
    const locale: Locale = c.req.valid('query').locale ?? 'th';
    return publicJson(c, async () => {
      const { uploadId: _uploadId, ...info } = await getDownload(c.var.deps.db, id, locale);
      return info;
    });
  })
  .get(
    '/api/downloads/:id/file',
    describeRoute({ tags: ['Content'], summary: 'The file of a download (attachment)', responses: { 200: { description: 'The file' }, 404: { description: 'Unknown', content: problem } } }),
    validate('param', downloadParam),
    async (c) => {
      const info = await getDownload(c.var.deps.db, c.req.valid('param').id, 'en');
      const { row, bytes } = await loadUpload(c.var.deps.db, c.var.deps.config.uploadDir, info.uploadId);
      const name = row.originalName ?? `file.${row.ext}`;
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': row.mime,
        'Content-Disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'Cache-Control': 'public, max-age=300',
      });
    },
  )
  .get(
    '/api/uploads/:id',
    describeRoute({ tags: ['Content'], summary: 'An uploaded image or file by id', responses: { 200: { description: 'The file' }, 404: { description: 'Unknown', content: problem } } }),
    validate('param', v.object({ id: v.pipe(v.string(), v.uuid('id_invalid')) })),
    async (c) => {
      const { row, bytes } = await loadUpload(c.var.deps.db, c.var.deps.config.uploadDir, c.req.valid('param').id);
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': row.mime,
        // Uploads never change: a new file gets a new id.
        'Cache-Control': 'public, max-age=31536000, immutable',
        ...(row.mime.startsWith('image/') ? {} : { 'Content-Disposition': 'attachment' }),
      });
    },
  )
  .get('/api/content/external-form', publicDoc('setCookieGGForm: the external form to continue to', v.object({ url: v.string() })), cached, (c) =>
    publicJson(c, async () => ({ url: (await readConfig(c.var.deps.db, ['content.externalFormUrl']))['content.externalFormUrl'] })),
  )
  .post(
    '/api/contact',
    describeRoute({
      tags: ['Content'],
      summary: 'Contact form: stored, e-mailed to staff, rate-limited per IP',
      responses: { 201: { description: 'Received', content: json(contactResponse) }, 400: { description: 'Bad input', content: problem }, 429: { description: 'Too many', content: problem } },
    }),
    requireJson,
    validate('json', contactBody),
    async (c) => c.json(await receiveContact(c.var.deps, 'contact', c.req.valid('json'), clientIp(c)), 201),
  )
  .post(
    '/api/partnership',
    describeRoute({
      tags: ['Content'],
      summary: 'Partnership form: stored, e-mailed to the partnerships team, rate-limited per IP',
      responses: { 201: { description: 'Received', content: json(contactResponse) }, 400: { description: 'Bad input', content: problem }, 429: { description: 'Too many', content: problem } },
    }),
    requireJson,
    validate('json', contactBody),
    async (c) => c.json(await receiveContact(c.var.deps, 'partnership', c.req.valid('json'), clientIp(c)), 201),
  );
