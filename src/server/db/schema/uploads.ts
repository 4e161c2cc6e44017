import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every uploaded file (profile images, attachments, staff covers and downloads). The bytes live
 * in the storage provider (src/server/providers/storage.ts: the upload folder, or an S3-compatible
 * bucket) by `storageKey`. A private file is served only to its owner and staff
 * (docs/decisions/014-file-storage.md); a public one to anyone, cached for good.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who uploaded it; a staff upload keeps its file when the staff account goes. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['profile_image', 'attachment', 'image', 'download'] }).notNull(),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull().default('private'),
    /** The key in the storage provider (a path relative to the upload folder). */
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    ext: text('ext').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);
