import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { Executor } from '../db/client';
import { uploads } from '../db/schema/index';
import { DomainError, notFoundError } from '../domain-error';
import { eq } from 'drizzle-orm';
import { readConfig } from './app-config';

/**
 * Uploads (SPEC §5, §9): a file over 4,096,000 bytes is rejected, a missing file is invalid, and
 * the type is read from the bytes (file-type), never from the name: a text file renamed .png is
 * refused. Files land in the upload directory under a random name. One service for every kind:
 * profile images and attachments (influencers), covers and downloads (staff).
 */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const attachmentTypes = [...imageTypes, 'application/pdf'] as const;
/** What staff may upload, per purpose. */
export const staffUploadTypes = { image: [...imageTypes, 'image/avif'], download: ['application/pdf', ...imageTypes, 'application/zip'] } as const;

export async function storeUpload(
  db: Executor,
  input: { userId: string; kind: 'profile_image' | 'attachment' | 'image' | 'download'; file: unknown; allowed: readonly string[]; uploadDir: string },
) {
  const { 'upload.maxBytes': maxBytes } = await readConfig(db, ['upload.maxBytes']);
  if (!(input.file instanceof File) || input.file.size === 0) throw new DomainError('validation', { errors: [{ path: 'file', message: 'file_required' }] });
  const file = input.file;
  if (file.size > maxBytes) throw new DomainError('payload_too_large', { errors: [{ path: 'file', message: 'file_too_large' }], detail: `The limit is ${maxBytes} bytes.` });
  const bytes = Buffer.from(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !input.allowed.includes(detected.mime)) {
    throw new DomainError('unsupported_media_type', { errors: [{ path: 'file', message: 'file_type_not_allowed' }], detail: `Allowed: ${input.allowed.join(', ')}` });
  }
  const id = randomUUID();
  const storageKey = `${input.userId}/${id}.${detected.ext}`;
  const path = join(resolve(input.uploadDir), storageKey);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
  const [row] = await db
    .insert(uploads)
    .values({ id, userId: input.userId, kind: input.kind, storageKey, mime: detected.mime, ext: detected.ext, sizeBytes: bytes.length, originalName: file.name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || null })
    .returning();
  return row!;
}

/** Removes the bytes of an upload whose row is gone (best effort: a missing file is already removed). */
export async function removeStoredFile(uploadDir: string, storageKey: string): Promise<void> {
  const root = resolve(uploadDir);
  const path = resolve(root, storageKey);
  if (path.startsWith(root)) await rm(path, { force: true });
}

export async function readUpload(uploadDir: string, storageKey: string) {
  return readFile(join(resolve(uploadDir), storageKey));
}

/** A stored file and its bytes by id, or 404 (also when the bytes are missing from storage). */
export async function loadUpload(db: Executor, uploadDir: string, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row) throw notFoundError('No such file.');
  const path = resolve(uploadDir, row.storageKey);
  if (!path.startsWith(resolve(uploadDir))) throw notFoundError('No such file.');
  try {
    return { row, bytes: await readFile(path) };
  } catch {
    throw notFoundError('The file is missing from storage.');
  }
}
