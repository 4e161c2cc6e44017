import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { eq } from 'drizzle-orm';
import type { UploadResponse } from '#common/contracts/content';
import type { Executor } from '../db/client';
import { uploads } from '../db/schema/index';
import { ProblemError, notFound } from '../http/problem';
import { readConfig } from './app-config';

/**
 * Staff uploads: covers (images) and downloads (PDF, images, ZIP). The real type is read
 * from the file's bytes (file-type), never from its name or the browser's claim. Files are
 * stored under the upload directory by a random key; a production deployment swaps this
 * directory for an S3-compatible bucket (DESIGN.md "The outside world").
 */
export const allowedUploadTypes: Record<string, string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  download: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'application/zip'],
};

export async function storeUpload(
  db: Executor,
  options: { uploadDir: string; purpose: 'image' | 'download'; file: File | null | undefined; userId: string },
): Promise<UploadResponse> {
  const { file } = options;
  // SPEC §5: a missing file is invalid; one over 4,096,000 bytes is rejected and flagged.
  if (!file || typeof file === 'string' || file.size === 0) throw new ProblemError(400, 'validation', { errors: [{ path: 'file', message: 'file_required' }] });
  const { 'upload.maxBytes': maxBytes } = await readConfig(db, ['upload.maxBytes']);
  if (file.size > maxBytes) throw new ProblemError(413, 'payload_too_large', { detail: `Files may be at most ${maxBytes} bytes.`, errors: [{ path: 'file', message: 'file_too_large' }] });
  const buffer = Buffer.from(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !allowedUploadTypes[options.purpose]!.includes(type.mime)) {
    throw new ProblemError(415, 'unsupported_media_type', { detail: 'This kind of file is not accepted here.', errors: [{ path: 'file', message: 'file_type_invalid' }] });
  }
  const key = `${randomUUID()}.${type.ext}`;
  await mkdir(options.uploadDir, { recursive: true });
  await writeFile(join(options.uploadDir, key), buffer);
  const originalName = (file.name || `file.${type.ext}`).replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 150);
  const [row] = await db.insert(uploads).values({ storageKey: key, mime: type.mime, ext: type.ext, sizeBytes: file.size, originalName, createdBy: options.userId }).returning();
  return { id: row!.id, url: `/api/uploads/${row!.id}`, mime: row!.mime, sizeBytes: row!.sizeBytes, originalName: row!.originalName };
}

export async function readUpload(db: Executor, uploadDir: string, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row) throw notFound('No such file.');
  const path = resolve(uploadDir, row.storageKey);
  if (!path.startsWith(resolve(uploadDir))) throw notFound('No such file.');
  try {
    return { row, bytes: await readFile(path) };
  } catch {
    throw notFound('The file is missing from storage.');
  }
}
