import { bigserial, boolean, index, pgTable, text, timestamp, uuid, jsonb } from 'drizzle-orm/pg-core';

/** Everyone who signs in: influencers (incl. talent managers), marketers and staff. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lowercased and trimmed: e-mail is unique case-insensitively. */
  email: text('email').notNull().unique(),
  /** E.164. */
  phone: text('phone').unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['influencer', 'marketer', 'admin'] }).notNull(),
  status: text('status', {
    enum: ['active', 'allowed', 'blacklist', 'deactivated', 'disconnected', 'suspended', 'waiting_approve', 'rejected', 'not_found'],
  })
    .notNull()
    .default('active'),
  isTalentManager: boolean('is_talent_manager').notNull().default(false),
  marketerType: text('marketer_type', { enum: ['brand', 'agency', 'individual'] }),
  displayName: text('display_name').notNull(),
  locale: text('locale', { enum: ['th', 'en'] }).notNull().default('th'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** PRODUCT.md: every number is a default that lives in configuration. */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
