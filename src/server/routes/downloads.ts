import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import * as v from 'valibot';
import { adminDownloadSchema, adminList, downloadInput, uploadResponse, downloadParam, downloadSchema, uuidParam } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { imageWidths, type ImageWidth } from '#common/image-widths';
import { problem } from '../http/openapi';
import { ProblemError } from '../http/problem';
import { requireJson, validate } from '../http/validate';
import { deleteDownload, getAdminDownload, getDownload, listAdminDownloads, saveDownload } from '../services/content/downloads';
import { loadUpload, removeStoredFile, staffUploadTypes, storeUpload } from '../services/uploads';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute } from 'hono-openapi';
import { serveFile } from './files';
import { adminDoc, audited, cached, localeQuery, publicDoc, publicJson } from './content-common';

const imageWidthQuery = v.object({ w: v.optional(v.picklist(imageWidths.map(String), 'width_invalid')) });
const uploadQuery = v.object({ purpose: v.optional(v.picklist(['image', 'download'], 'purpose_invalid'), 'image') });

/** Downloads and uploaded files: the public reads (SPEC §7 paths) and the staff's edits (/api/admin/content, guarded in content-common.ts). */
export const downloadsRoutes = new Hono<AppEnv>()
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
      // Download files are public: no reader needed.
      const { row, bytes } = await loadUpload(c.var.deps.db, c.var.deps.config, info.uploadId, null);
      const name = row.originalName ?? `file.${row.ext}`;
      return c.body(bytes, 200, {
        'Content-Type': row.mime,
        'Content-Disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'Cache-Control': 'public, max-age=300',
      });
    },
  )
  .get(
    '/api/uploads/:id',
    describeRoute({
      tags: ['Content'],
      summary:
        'An uploaded file by id: a public one (covers, downloads) to anyone, cached; a private one (members’ files) only to its owner and staff, private, no-store. `w` (480, 800 or 1200): a public image’s WebP variant at that width, the original when it has none',
      responses: { 200: { description: 'The file' }, 404: { description: 'Unknown, or private and not yours', content: problem } },
    }),
    validate('param', v.object({ id: v.pipe(v.string(), v.uuid('id_invalid')) })),
    validate('query', imageWidthQuery),
    (c) => {
      const { w } = c.req.valid('query');
      return serveFile(c, c.req.valid('param').id, { width: w === undefined ? undefined : (Number(w) as ImageWidth) });
    },
  )
  .get('/api/admin/content/downloads', adminDoc('Downloads', adminList(adminDownloadSchema)), async (c) => c.json({ data: await listAdminDownloads(c.var.deps.db) }))
  .post('/api/admin/content/downloads', adminDoc('Create a download from an uploaded file', adminDownloadSchema, { status: 201 }), requireJson, validate('json', downloadInput), async (c) => {
    const { download } = await audited(c, 'content.download.create', (tx) => saveDownload(tx, c.req.valid('json'), c.var.deps.now()), (saved) => ({ type: 'download', id: saved.download.id }));
    return c.json(download, 201);
  })
  .get('/api/admin/content/downloads/:id', adminDoc('One download', adminDownloadSchema), validate('param', uuidParam), async (c) => c.json(await getAdminDownload(c.var.deps.db, c.req.valid('param').id)))
  .put('/api/admin/content/downloads/:id', adminDoc('Edit a download: titles, descriptions, or a replacement file', adminDownloadSchema), validate('param', uuidParam), requireJson, validate('json', downloadInput), async (c) => {
    const { download, orphaned } = await audited(c, 'content.download.update', (tx) => saveDownload(tx, c.req.valid('json'), c.var.deps.now(), c.req.valid('param').id), { type: 'download', id: c.req.valid('param').id });
    if (orphaned) await removeStoredFile(c.var.deps.config, orphaned.storageKey);
    return c.json(download);
  })
  .delete('/api/admin/content/downloads/:id', adminDoc('Delete a download and its file'), validate('param', uuidParam), async (c) => {
    const orphaned = await audited(c, 'content.download.delete', (tx) => deleteDownload(tx, c.req.valid('param').id), { type: 'download', id: c.req.valid('param').id });
    if (orphaned) await removeStoredFile(c.var.deps.config, orphaned.storageKey);
    return c.body(null, 204);
  })
  .post(
    '/api/admin/content/uploads',
    adminDoc('Upload a cover image or a download file (multipart field "file"; at most 4,096,000 bytes)', uploadResponse, { status: 201 }),
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
      const row = await storeUpload(deps.db, deps.config, { kind: purpose, allowed: staffUploadTypes[purpose], file, userId: session!.user.uuid, visibility: 'public' });
      return c.json({ id: row.id, url: `/api/uploads/${row.id}`, mime: row.mime, sizeBytes: row.sizeBytes, originalName: row.originalName ?? `file.${row.ext}` }, 201);
    },
  );
