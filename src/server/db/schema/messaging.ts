import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** One-time codes: only an HMAC of the code is stored; each is bound to a purpose and destination. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    reference: text('reference').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Hash of the single-use proof handed out on success, spent by the next step of the flow. */
    verificationHash: text('verification_hash'),
    verificationUsedAt: timestamp('verification_used_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_lookup_idx').on(t.destination, t.purpose, t.createdAt)],
);

/**
 * Every message the platform sends (e-mail, SMS, LINE, WhatsApp). In the embedded default this
 * is the delivery itself (shown at /dev/outbox); with real providers it is the audit trail. A
 * notification delivered by the job queue carries its delivery key, unique here: the row commits
 * only with a successful send, so a retried or doubled job finds it and sends nothing again.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms', 'line', 'whatsapp'] }).notNull(),
    destination: text('destination').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    locale: text('locale', { enum: ['th', 'en'] }).notNull(),
    provider: text('provider').notNull(),
    deliveryKey: text('delivery_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_destination_idx').on(t.destination, t.createdAt), uniqueIndex('outbox_delivery_key_idx').on(t.deliveryKey)],
);
