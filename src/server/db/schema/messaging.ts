import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
 * notification delivered by the job queue carries its delivery key, unique here: a retried or
 * doubled job finds the row already `sent` and sends nothing again.
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
    /**
     * Issue 27: the row is written in the business transaction as `pending` and sent after commit
     * (services/outbox.ts); `sent` once the provider took it, `failed` after the last try.
     * `delivered` / `read` come from a provider's status webhook (WhatsApp).
     */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'delivered', 'read'] }).notNull().default('sent'),
    attempts: integer('attempts').notNull().default(0),
    /** A sender's claim: another sender leaves the row alone until this time (a crashed one's lapses). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The provider's id of the message (WhatsApp `wamid…`), matched by its status webhook. */
    providerMessageId: text('provider_message_id'),
    /**
     * Issue 27: the e-mail that stands in when a LINE or WhatsApp message cannot reach the member
     * (not a friend of the official account, a failed WhatsApp status, retries exhausted). Sent
     * once per notification: its delivery key is the notification's e-mail key.
     */
    fallback: jsonb('fallback').$type<{ to: string; subject: string; text: string; deliveryKey: string }>(),
    /** Issue 27: the approved WhatsApp template (name, language, body parameters) a business-initiated message is sent as. */
    template: jsonb('template').$type<{ name: string; language: string; parameters: string[] }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_destination_idx').on(t.destination, t.createdAt),
    uniqueIndex('outbox_delivery_key_idx').on(t.deliveryKey),
    index('outbox_provider_message_idx').on(t.providerMessageId),
  ],
);
