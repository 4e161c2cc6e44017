import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { channelStatuses } from '../../../common/channels';
import { influencerTiers, qualificationResults, socialChannelTypes } from '../../../common/enums';
import { users } from './auth';
import { uploads } from './uploads';

/**
 * PRODUCT.md "Channels and qualification": staff-issued codes that let a channel skip the
 * follower rule, each with a quota (how many channels may use it) and an expiry.
 */
export const privilegeCodes = pgTable('privilege_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored uppercased; typed case-insensitively. */
  code: text('code').notNull().unique(),
  quota: integer('quota').notNull(),
  used: integer('used').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per influencer channel (SPEC §3 social channel types). Jobs match on the rows whose
 * status is `qualified`. A row is never deleted: disconnecting sets `disconnected`, so jobs and
 * statements keep pointing at it.
 */
export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: socialChannelTypes }).notNull(),
    /** The platform's own id of the account (OAuth), or the handle/URL key (manual channels). */
    socialId: text('social_id').notNull(),
    name: text('name').notNull(),
    profileUrl: text('profile_url'),
    followers: integer('followers').notNull().default(0),
    following: integer('following').notNull().default(0),
    /** Engagement rate over the last 10 posts in basis points (0.5 % = 50), rounded down. */
    engagementRateBp: integer('engagement_rate_bp').notNull().default(0),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }),
    /** Set while the channel is qualified (or waiting review, from the stated figures). */
    tier: text('tier', { enum: influencerTiers }),
    status: text('status', { enum: channelStatuses }).notNull().default('connecting'),
    /** SPEC §8: the first failing rule, or qualified. Null until decided (and while waiting review). */
    result: text('result', { enum: qualificationResults }),
    /** `oauth` for platforms connected by OAuth; `manual` for URL + screenshot + stated figures. */
    method: text('method', { enum: ['oauth', 'manual'] }).notNull(),
    privilegeCodeId: uuid('privilege_code_id').references(() => privilegeCodes.id, { onDelete: 'set null' }),
    /** AES-256-GCM with a key derived from SECRET; never leaves the server. */
    accessTokenEncrypted: text('access_token_encrypted'),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /**
     * Issue 27: the platform refused the refresh token (revoked, spent, expired): the channel keeps
     * its status and history, and the influencer is asked to reconnect. Cleared by a reconnect.
     */
    reconnectRequiredAt: timestamp('reconnect_required_at', { withTimezone: true }),
    /** Manual channels: the screenshot staff review. */
    evidenceUploadId: uuid('evidence_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('channels_owner_idx').on(t.ownerId),
    index('channels_status_idx').on(t.status, t.type),
    // Issue 15: staff find a user by a channel's handle or name, any part of it (pg_trgm).
    index('channels_social_id_trgm_idx').using('gin', sql`${t.socialId} gin_trgm_ops`),
    index('channels_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // PRODUCT.md: one social id is active on one account only (already_signup on another).
    uniqueIndex('channels_active_social_idx')
      .on(t.type, t.socialId)
      .where(sql`status in ('qualified', 'waiting_review')`),
  ],
);

/**
 * OAuth connection in flight: the state (hashed) and PKCE verifier between the redirect to the
 * platform and its callback, like social_logins for sign-in.
 */
export const channelConnections = pgTable('channel_connections', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: socialChannelTypes }).notNull(),
  stateHash: text('state_hash').notNull().unique(),
  codeVerifier: text('code_verifier').notNull(),
  privilegeCodeId: uuid('privilege_code_id').references(() => privilegeCodes.id, { onDelete: 'set null' }),
  locale: text('locale', { enum: ['th', 'en'] }).notNull(),
  channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
