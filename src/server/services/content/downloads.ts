import { and, desc, eq } from 'drizzle-orm';
import type { AdminDownload, DownloadInfo, downloadInput } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import type { Database, Executor } from '../../db/client';
import { downloads, uploads } from '../../db/schema/index';
import { notFoundError } from '../../domain-error';
import * as v from 'valibot';
import { plainTextField } from '../html';
import { validation } from './shared';

// ---------- downloads ----------

export async function getDownload(db: Executor, id: string, locale: Locale): Promise<DownloadInfo & { uploadId: string }> {
  const [row] = await db
    .select()
    .from(downloads)
    .innerJoin(uploads, eq(uploads.id, downloads.uploadId))
    .where(and(eq(downloads.id, id), eq(downloads.published, true)));
  if (!row) throw notFoundError('No such download.');
  const d = row.downloads;
  const u = row.uploads;
  return {
    id: d.id,
    title: locale === 'th' ? d.titleTh : d.titleEn,
    description: locale === 'th' ? d.descriptionTh : d.descriptionEn,
    fileName: u.originalName ?? `file.${u.ext}`,
    mime: u.mime,
    sizeBytes: u.sizeBytes,
    url: `/api/downloads/${d.id}/file`,
    uploadId: u.id,
  };
}

// ---------- downloads ----------

type DownloadRow = typeof downloads.$inferSelect;
type UploadRow = typeof uploads.$inferSelect;
const toAdminDownload = (row: DownloadRow, file: UploadRow | null): AdminDownload => ({
  id: row.id,
  uploadId: row.uploadId,
  titleTh: row.titleTh,
  titleEn: row.titleEn,
  descriptionTh: row.descriptionTh,
  descriptionEn: row.descriptionEn,
  published: row.published,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  file: file ? { name: file.originalName ?? `file.${file.ext}`, mime: file.mime, sizeBytes: file.sizeBytes } : null,
});

export async function listAdminDownloads(db: Executor): Promise<AdminDownload[]> {
  const rows = await db.select().from(downloads).leftJoin(uploads, eq(uploads.id, downloads.uploadId)).orderBy(desc(downloads.createdAt), desc(downloads.id));
  return rows.map((row) => toAdminDownload(row.downloads, row.uploads));
}

export async function getAdminDownload(db: Executor, id: string): Promise<AdminDownload> {
  const [row] = await db.select().from(downloads).leftJoin(uploads, eq(uploads.id, downloads.uploadId)).where(eq(downloads.id, id));
  if (!row) throw notFoundError('No such download.');
  return toAdminDownload(row.downloads, row.uploads);
}

/**
 * Create or edit a download. Titles and descriptions are plain text: any HTML in them is dropped.
 * The file must be one staff uploaded for downloads (POST uploads?purpose=download). A replaced
 * file is no longer reachable, so its row goes and the caller removes its bytes.
 */
export async function saveDownload(db: Database, input: v.InferOutput<typeof downloadInput>, now: Date, id?: string): Promise<{ download: AdminDownload; orphaned: UploadRow | null }> {
  const [file] = await db.select().from(uploads).where(eq(uploads.id, input.uploadId));
  if (!file) throw validation('uploadId', 'file_required');
  if (file.kind !== 'download') throw validation('uploadId', 'file_type_invalid');
  const values = {
    uploadId: input.uploadId,
    titleTh: plainTextField(input.titleTh),
    titleEn: plainTextField(input.titleEn),
    descriptionTh: plainTextField(input.descriptionTh),
    descriptionEn: plainTextField(input.descriptionEn),
    published: input.published,
    updatedAt: now,
  };
  if (!values.titleTh) throw validation('titleTh', 'title_required');
  if (!values.titleEn) throw validation('titleEn', 'title_required');
  const saved = await db.transaction(async (tx) => {
    if (id === undefined) return { row: (await tx.insert(downloads).values(values).returning())[0]!, orphaned: null };
    const [existing] = await tx.select().from(downloads).where(eq(downloads.id, id));
    if (!existing) throw notFoundError('No such download.');
    const [row] = await tx.update(downloads).set(values).where(eq(downloads.id, id)).returning();
    const orphaned = existing.uploadId && existing.uploadId !== input.uploadId ? await releaseUpload(tx, existing.uploadId) : null;
    return { row: row!, orphaned };
  });
  return { download: toAdminDownload(saved.row, file), orphaned: saved.orphaned };
}

/** Deletes a download; its file's row goes with it (returned, so the caller removes the bytes). */
export async function deleteDownload(db: Database, id: string): Promise<UploadRow | null> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(downloads).where(eq(downloads.id, id)).returning();
    if (!deleted) throw notFoundError('No such download.');
    return deleted.uploadId ? releaseUpload(tx, deleted.uploadId) : null;
  });
}

/** Drops an upload row no download refers to any more. */
async function releaseUpload(tx: Executor, uploadId: string): Promise<UploadRow | null> {
  const [stillUsed] = await tx.select({ id: downloads.id }).from(downloads).where(eq(downloads.uploadId, uploadId)).limit(1);
  if (stillUsed) return null;
  const [row] = await tx.delete(uploads).where(eq(uploads.id, uploadId)).returning();
  return row ?? null;
}
