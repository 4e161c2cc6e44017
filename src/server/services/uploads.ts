import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { uploads } from '../db/schema/index';
import { DomainError, notFoundError } from '../domain-error';
import type { Session } from '../auth/session';
import { storageFor } from '../providers/storage';
import { readConfig } from './app-config';
import { imageWidths, type ImageWidth } from '#common/image-widths';
import { makeVariants, variantKey, variantTypes } from './image-variants';

/**
 * Uploads (SPEC §5, §9): a file over 4,096,000 bytes is rejected, a missing file is invalid, and
 * the type is read from the bytes (file-type), never from the name: a text file renamed .png is
 * refused. The bytes go to the storage provider under a random key; the row says who owns the
 * file and whether it is public or private (docs/decisions/014-file-storage.md).
 */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const attachmentTypes = [...imageTypes, 'application/pdf'] as const;
/** What staff may upload, per purpose. */
export const staffUploadTypes = { image: [...imageTypes, 'image/avif'], download: ['application/pdf', ...imageTypes, 'application/zip'] } as const;

export type UploadRow = typeof uploads.$inferSelect;
export type UploadKind = UploadRow['kind'];
export interface UploadInput {
  userId: string;
  kind: UploadKind;
  file: unknown;
  allowed: readonly string[];
}

/** Checks a file and stores it; public files are for everyone (published covers, downloads). */
export async function storeUpload(db: Executor, config: Pick<Config, 'storage'>, input: UploadInput & { visibility: UploadRow['visibility'] }): Promise<UploadRow> {
  const { 'upload.maxBytes': maxBytes } = await readConfig(db, ['upload.maxBytes']);
  if (!(input.file instanceof File) || input.file.size === 0) throw new DomainError('validation', { errors: [{ path: 'file', message: 'file_required' }] });
  const file = input.file;
  if (file.size > maxBytes) throw new DomainError('payload_too_large', { errors: [{ path: 'file', message: 'file_too_large' }], detail: `The limit is ${maxBytes} bytes.` });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await (await import('file-type')).fileTypeFromBuffer(bytes);
  if (!detected || !input.allowed.includes(detected.mime)) {
    throw new DomainError('unsupported_media_type', { errors: [{ path: 'file', message: 'file_type_not_allowed' }], detail: `Allowed: ${input.allowed.join(', ')}` });
  }
  const id = randomUUID();
  const storageKey = `${input.userId}/${id}.${detected.ext}`;
  const storage = storageFor(config);
  // Bytes first: a row never points at nothing. Bytes without a row (a variant or the insert failed) are removed.
  await storage.put(storageKey, bytes, detected.mime);
  try {
    // A public image is also stored at the page widths (decision 030); a private one is never resized.
    if (input.visibility === 'public' && (variantTypes as readonly string[]).includes(detected.mime)) {
      for (const variant of await makeVariants(bytes)) await storage.put(variantKey(storageKey, variant.width), variant.bytes, 'image/webp');
    }
    const [row] = await db
      .insert(uploads)
      .values({
        id,
        userId: input.userId,
        kind: input.kind,
        visibility: input.visibility,
        storageKey,
        mime: detected.mime,
        ext: detected.ext,
        sizeBytes: bytes.length,
        originalName: file.name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || null,
      })
      .returning();
    return row!;
  } catch (error) {
    await removeStoredFile(config, storageKey).catch(() => undefined);
    throw error;
  }
}

/**
 * Stores a member's private file (attachments, ID cards, bank books, channel screenshots …):
 * served only to its owner and staff, never cached by shared caches. Serve it with
 * `serveFile(c, id)` from src/server/routes/files.ts.
 */
export function storePrivateFile(db: Executor, config: Pick<Config, 'storage'>, input: UploadInput): Promise<UploadRow> {
  return storeUpload(db, config, { ...input, visibility: 'private' });
}

/** Removes the bytes of an upload whose row is gone, and its variants (a missing file is already removed). */
export async function removeStoredFile(config: Pick<Config, 'storage'>, storageKey: string): Promise<void> {
  const storage = storageFor(config);
  await Promise.all([storage.remove(storageKey), ...imageWidths.map((width) => storage.remove(variantKey(storageKey, width)))]);
}

/** Public files are for everyone; a private one only for its owner and staff. */
export const mayRead = (row: Pick<UploadRow, 'visibility' | 'userId'>, reader: Session | null) =>
  row.visibility === 'public' || (reader !== null && (reader.scope === 'admin_logged_in' || reader.user.uuid === row.userId));

/**
 * A stored file and its bytes by id, for this reader (null: anonymous). Unknown, missing from
 * storage, or private and not the reader's: 404 alike (PRODUCT.md: another's id answers 404).
 * `sharedByRule`: a feature's own rule has already let this reader see the file (a campaign's
 * attachments, services/campaign-attachments.ts); it stays private (no-store) all the same.
 */
export async function loadUpload(db: Executor, config: Pick<Config, 'storage'>, id: string, reader: Session | null, options: { sharedByRule?: boolean; width?: ImageWidth } = {}) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row || !(options.sharedByRule || mayRead(row, reader))) throw notFoundError('No such file.');
  const storage = storageFor(config);
  // A width asks for a public image's variant; a file without one (a GIF, a private file) answers its original.
  if (options.width && row.visibility === 'public') {
    const variant = await storage.get(variantKey(row.storageKey, options.width));
    if (variant) return { row: { ...row, mime: 'image/webp' }, bytes: variant };
  }
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw notFoundError('The file is missing from storage.');
  return { row, bytes };
}
