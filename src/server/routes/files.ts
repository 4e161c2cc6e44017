import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import type { ImageWidth } from '#common/image-widths';
import { loadUpload } from '../services/uploads';

/**
 * Answers an uploaded file by id for the signed-in reader (docs/decisions/014-file-storage.md):
 * a public file to anyone, cached for good (a new file gets a new id); a private file only to its
 * owner and staff (or whom a feature's rule shares it with: `sharedByRule`), with
 * `private, no-store`; anyone else gets 404. Images show inline, other types download. `width`:
 * a public image's WebP variant at that width (decision 030), the original when it has none.
 */
export async function serveFile(c: Context<AppEnv>, uploadId: string, options: { sharedByRule?: boolean; width?: ImageWidth } = {}) {
  const { row, bytes } = await loadUpload(c.var.deps.db, c.var.deps.config, uploadId, c.var.session, options);
  return c.body(bytes, 200, {
    'Content-Type': row.mime,
    'Cache-Control': row.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
    ...(row.mime.startsWith('image/') ? {} : { 'Content-Disposition': 'attachment' }),
  });
}
