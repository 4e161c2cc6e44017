import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  adminListQuery,
  downloadInput,
  faqInput,
  idParam,
  messageHandledBody,
  messageListQuery,
  packageInput,
  partnerInput,
  postInput,
  seoInput,
  staticPageInput,
  staticPageSlugs,
  statusBody,
  uuidParam,
} from '#common/contracts/content';
import { locales } from '#common/enums';
import type { AppEnv } from '../http/env';
import { requireScope } from '../http/middleware';
import { ProblemError } from '../http/problem';
import { requireJson, validate } from '../http/validate';
import {
  archivePackage,
  createPost,
  deleteDownload,
  deleteFaq,
  deletePartner,
  deletePost,
  deleteSeo,
  getAdminDownload,
  getAdminPackage,
  getAdminPost,
  listAdminDownloads,
  listAdminFaq,
  listAdminPackages,
  listAdminPartners,
  listAdminPosts,
  listAdminSeo,
  listAdminStaticPages,
  listAllCategories,
  listMessages,
  saveDownload,
  saveFaq,
  savePackage,
  savePartner,
  saveSeo,
  saveStaticPage,
  setMessageHandled,
  setPostStatus,
  updatePost,
} from '../services/content-admin';
import { invalidatePublicCache } from '../http/public-cache';
import { invalidateSeoHtml } from '../services/seo-html';
import { removeStoredFile, staffUploadTypes, storeUpload } from '../services/uploads';

const doc = (summary: string) =>
  describeRoute({
    tags: ['Content back office'],
    summary,
    responses: {
      200: { description: 'OK' },
      400: { description: 'Bad input (problem+json naming the field)' },
      401: { description: 'Signed out' },
      403: { description: 'Not staff' },
      404: { description: 'Unknown id' },
      409: { description: 'Slug already used in this language' },
    },
  });

const seoKeyParam = v.object({ page: v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,60}$/, 'page_key_invalid')), locale: v.picklist(locales, 'locale_invalid') });
const staticParam = v.object({ slug: v.picklist(staticPageSlugs, 'page_invalid'), locale: v.picklist(locales, 'locale_invalid') });
const uploadQuery = v.object({ purpose: v.optional(v.picklist(['image', 'download'], 'purpose_invalid'), 'image') });

/** Staff edit the public content (scope admin_logged_in). Every write clears the public caches. */
export const contentAdminRoutes = new Hono<AppEnv>()
  .use(requireScope('admin_logged_in'))
  .use(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
    if (c.req.method !== 'GET' && c.res.status < 400) {
      invalidatePublicCache();
      invalidateSeoHtml(c.var.deps.db);
    }
  })
  .get('/categories', doc('All categories, hidden ones included'), async (c) => c.json({ data: await listAllCategories(c.var.deps.db) }))
  // ----- articles and case studies -----
  .get('/posts', doc('Articles and case studies, drafts included'), validate('query', adminListQuery), async (c) => c.json(await listAdminPosts(c.var.deps.db, c.req.valid('query'))))
  .post('/posts', doc('Create an article or case study'), requireJson, validate('json', postInput), async (c) =>
    c.json(await createPost(c.var.deps.db, c.req.valid('json'), c.var.session!.user.uuid), 201),
  )
  .get('/posts/:id', doc('One post with both translations'), validate('param', idParam), async (c) => c.json(await getAdminPost(c.var.deps.db, c.req.valid('param').id)))
  .put('/posts/:id', doc('Replace a post'), validate('param', idParam), requireJson, validate('json', postInput), async (c) =>
    c.json(await updatePost(c.var.deps.db, c.req.valid('param').id, c.req.valid('json'))),
  )
  .patch('/posts/:id/status', doc('Publish or unpublish'), validate('param', idParam), requireJson, validate('json', statusBody), async (c) =>
    c.json(await setPostStatus(c.var.deps.db, c.req.valid('param').id, c.req.valid('json').status)),
  )
  .delete('/posts/:id', doc('Delete a post'), validate('param', idParam), async (c) => {
    await deletePost(c.var.deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  })
  // ----- FAQ -----
  .get('/faq', doc('All FAQ entries'), async (c) => c.json({ data: await listAdminFaq(c.var.deps.db) }))
  .post('/faq', doc('Create a FAQ entry'), requireJson, validate('json', faqInput), async (c) => c.json(await saveFaq(c.var.deps.db, c.req.valid('json')), 201))
  .put('/faq/:id', doc('Replace a FAQ entry'), validate('param', idParam), requireJson, validate('json', faqInput), async (c) =>
    c.json(await saveFaq(c.var.deps.db, c.req.valid('json'), c.req.valid('param').id)),
  )
  .delete('/faq/:id', doc('Delete a FAQ entry'), validate('param', idParam), async (c) => {
    await deleteFaq(c.var.deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  })
  // ----- SEO page entries -----
  .get('/seo', doc('All SEO page entries'), async (c) => c.json({ data: await listAdminSeo(c.var.deps.db) }))
  .put('/seo/:page/:locale', doc('Create or replace an SEO page entry'), validate('param', seoKeyParam), requireJson, validate('json', seoInput), async (c) => {
    const { page, locale } = c.req.valid('param');
    return c.json(await saveSeo(c.var.deps.db, page, locale, c.req.valid('json')));
  })
  .delete('/seo/:page/:locale', doc('Delete an SEO page entry'), validate('param', seoKeyParam), async (c) => {
    const { page, locale } = c.req.valid('param');
    await deleteSeo(c.var.deps.db, page, locale);
    return c.body(null, 204);
  })
  // ----- static pages -----
  .get('/pages', doc('Static pages (about, privacy, terms)'), async (c) => c.json({ data: await listAdminStaticPages(c.var.deps.db) }))
  .put('/pages/:slug/:locale', doc('Create or replace a static page'), validate('param', staticParam), requireJson, validate('json', staticPageInput), async (c) => {
    const { slug, locale } = c.req.valid('param');
    return c.json(await saveStaticPage(c.var.deps.db, slug, locale, c.req.valid('json')));
  })
  // ----- packages -----
  .get('/packages', doc('All package offers, drafts and archived included'), async (c) => c.json({ data: await listAdminPackages(c.var.deps.db) }))
  .post('/packages', doc('Create a package offer'), requireJson, validate('json', packageInput), async (c) => c.json(await savePackage(c.var.deps.db, c.req.valid('json')), 201))
  .get('/packages/:id', doc('One package offer'), validate('param', idParam), async (c) => c.json(await getAdminPackage(c.var.deps.db, c.req.valid('param').id)))
  .put('/packages/:id', doc('Replace a package offer'), validate('param', idParam), requireJson, validate('json', packageInput), async (c) =>
    c.json(await savePackage(c.var.deps.db, c.req.valid('json'), c.req.valid('param').id)),
  )
  .delete('/packages/:id', doc('Archive a package offer (never deleted: purchases refer to it)'), validate('param', idParam), async (c) => {
    await archivePackage(c.var.deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  })
  // ----- homepage partners -----
  .get('/partners', doc('Homepage partner channels'), async (c) => c.json({ data: await listAdminPartners(c.var.deps.db) }))
  .post('/partners', doc('Add a homepage partner'), requireJson, validate('json', partnerInput), async (c) => c.json(await savePartner(c.var.deps.db, c.req.valid('json')), 201))
  .put('/partners/:id', doc('Replace a homepage partner'), validate('param', idParam), requireJson, validate('json', partnerInput), async (c) =>
    c.json(await savePartner(c.var.deps.db, c.req.valid('json'), c.req.valid('param').id)),
  )
  .delete('/partners/:id', doc('Remove a homepage partner'), validate('param', idParam), async (c) => {
    await deletePartner(c.var.deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  })
  // ----- downloads -----
  .get('/downloads', doc('Downloads'), async (c) => c.json({ data: await listAdminDownloads(c.var.deps.db) }))
  .post('/downloads', doc('Create a download from an uploaded file'), requireJson, validate('json', downloadInput), async (c) => {
    const { download } = await saveDownload(c.var.deps.db, c.req.valid('json'));
    return c.json(download, 201);
  })
  .get('/downloads/:id', doc('One download'), validate('param', uuidParam), async (c) => c.json(await getAdminDownload(c.var.deps.db, c.req.valid('param').id)))
  .put('/downloads/:id', doc('Edit a download: titles, descriptions, or a replacement file'), validate('param', uuidParam), requireJson, validate('json', downloadInput), async (c) => {
    const { download, orphaned } = await saveDownload(c.var.deps.db, c.req.valid('json'), c.req.valid('param').id);
    if (orphaned) await removeStoredFile(c.var.deps.config.uploadDir, orphaned.storageKey);
    return c.json(download);
  })
  .delete('/downloads/:id', doc('Delete a download and its file'), validate('param', uuidParam), async (c) => {
    const orphaned = await deleteDownload(c.var.deps.db, c.req.valid('param').id);
    if (orphaned) await removeStoredFile(c.var.deps.config.uploadDir, orphaned.storageKey);
    return c.body(null, 204);
  })
  // ----- uploads (covers, files) -----
  .post(
    '/uploads',
    doc('Upload a cover image or a download file (multipart field "file"; at most 4,096,000 bytes)'),
    validate('query', uploadQuery),
    // SPEC §5: 4,096,000 bytes; the multipart envelope adds a little.
    bodyLimit({
      maxSize: 4_096_000 + 64 * 1024,
      onError: () => {
        throw new ProblemError(413, 'payload_too_large', { detail: 'Files may be at most 4,096,000 bytes.', errors: [{ path: 'file', message: 'file_too_large' }] });
      },
    }),
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      if (!type.startsWith('multipart/form-data')) throw new ProblemError(415, 'unsupported_media_type', { detail: 'Send multipart/form-data with a "file" field.' });
      let file: File | null = null;
      try {
        const form = await c.req.formData();
        const value = form.get('file');
        file = value instanceof File ? value : null;
      } catch {
        throw new ProblemError(400, 'bad_request', { detail: 'The form data could not be read.' });
      }
      const { deps, session } = c.var;
      const purpose = c.req.valid('query').purpose;
      const row = await storeUpload(deps.db, { uploadDir: deps.config.uploadDir, kind: purpose, allowed: staffUploadTypes[purpose], file, userId: session!.user.uuid });
      return c.json({ id: row.id, url: `/api/uploads/${row.id}`, mime: row.mime, sizeBytes: row.sizeBytes, originalName: row.originalName ?? `file.${row.ext}` }, 201);
    },
  )
  // ----- contact and partnership messages -----
  .get('/messages', doc('Contact and partnership messages: unanswered first, then newest; filter by handled and kind'), validate('query', messageListQuery), async (c) =>
    c.json(await listMessages(c.var.deps.db, c.req.valid('query'))),
  )
  .patch('/messages/:id', doc('Mark a message handled (records who and when) or reopen it'), validate('param', idParam), requireJson, validate('json', messageHandledBody), async (c) =>
    c.json(await setMessageHandled(c.var.deps.db, c.req.valid('param').id, c.req.valid('json').handled, c.var.session!.user.uuid)),
  );
