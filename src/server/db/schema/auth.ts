import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, pgTable, primaryKey, text, timestamp, uuid, jsonb } from 'drizzle-orm/pg-core';
import { roles } from '#common/enums';

/** Everyone who signs in: influencers (incl. talent managers), marketers and staff. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lowercased and trimmed: e-mail is unique case-insensitively. */
    email: text('email').notNull().unique(),
    /** E.164. */
    phone: text('phone').unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: roles }).notNull(),
    status: text('status', {
      enum: ['active', 'allowed', 'blacklist', 'deactivated', 'disconnected', 'suspended', 'waiting_approve', 'rejected', 'not_found'],
    })
      .notNull()
      .default('active'),
    /** Issue 15: why staff last changed the status (suspended, blacklist …); shown at the refused sign-in. */
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    isTalentManager: boolean('is_talent_manager').notNull().default(false),
    marketerType: text('marketer_type', { enum: ['brand', 'agency', 'individual'] }),
    displayName: text('display_name').notNull(),
    locale: text('locale', { enum: ['th', 'en'] }).notNull().default('th'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Issue 15: staff search users by any part of a name, e-mail or phone (ILIKE '%…%'): trigram
  // indexes answer that without reading every row (pg_trgm, migration 0017).
  (t) => [
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_display_name_trgm_idx').using('gin', sql`${t.displayName} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);

/** Server-side sessions: only the SHA-256 of the 256-bit token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Sliding-window counters (sign-in failures, OTP requests …) shared by every server process. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_lookup_idx').on(t.bucket, t.key, t.createdAt)],
);

/**
 * PRODUCT.md: every number is a default that lives in configuration. Issue 15: a value is set by
 * staff with an effective-from time; the live value of a key is its row with the latest
 * effective_from not after now (no row: the default in services/app-config.ts). Rows are kept, so
 * the table is also the key's history.
 */
export const appConfig = pgTable(
  'app_config',
  {
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().default(sql`'1970-01-01T00:00:00Z'`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who set it (null: set by a migration or a test). */
    updatedBy: uuid('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.key, t.effectiveFrom] })],
);

/**
 * Issue 15: every staff action, append-only (a trigger refuses UPDATE and DELETE; migration
 * 0015). Written in the same transaction as the action it records. The actor is copied, not
 * referenced, so the row outlives any change to the user.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role', { enum: roles }).notNull(),
    /** What was done, `area.verb`: `user.suspend`, `config.set`, `channel.approve` … */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [index('audit_log_at_idx').on(t.at.desc(), t.id.desc()), index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_actor_idx').on(t.actorId, t.at.desc())],
);
