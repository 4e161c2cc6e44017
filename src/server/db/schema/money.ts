import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { campaigns } from './campaigns';
import { packageOffers } from './marketplace';
import { paymentEventActions, paymentStatuses } from '#common/contracts/money';

/**
 * What marketers pay and what they hold (PRODUCT.md "Money"); the money itself moves in the
 * ledger (schema/ledger.ts). These rows are the business side each posting refers to.
 */

/** A top-up or a package bought: pending until the gateway's webhook or staff confirm it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    marketerId: uuid('marketer_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['credit', 'package'] }).notNull(),
    packageOfferId: integer('package_offer_id').references(() => packageOffers.id),
    /** Minor units before VAT (the credit bought, or the package's price). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: ['promptpay', 'bank_transfer'] }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    /** The gateway's charge id (Opn Payments `chrg_…`). */
    chargeId: text('charge_id').unique(),
    /** The EMVCo PromptPay payload of the self-drawn QR (manual bank transfer only). */
    promptpayPayload: text('promptpay_payload'),
    /** The QR the gateway returned (`source.scannable_code.image.download_uri`): the one the marketer pays. */
    qrImageUri: text('qr_image_uri'),
    /** When the gateway's charge expires unpaid (its `expires_at`). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_marketer_idx').on(t.marketerId, t.createdAt), index('payments_status_idx').on(t.status, t.createdAt)],
);

/** Who did what to a payment and when (staff confirmations, refunds, webhooks). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    action: text('action', { enum: paymentEventActions }).notNull(),
    /** Staff user; null for the gateway or the marketer. */
    actorId: uuid('actor_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.id)],
);

/** Webhook events already handled: a replayed event is refused. */
export const gatewayEvents = pgTable('gateway_events', {
  id: text('id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Credit bought in one payment: valid 365 days, spent earliest-expiry first. */
export const creditLots = pgTable(
  'credit_lots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketerId: uuid('marketer_id')
      .notNull()
      .references(() => users.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What is left to spend; CHECK (remaining >= 0 AND remaining <= amount). */
    remaining: bigint('remaining', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** What was left when it expired (the Marketer/expired list). */
    expiredAmount: bigint('expired_amount', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_lots_marketer_idx').on(t.marketerId, t.expiresAt, t.id)],
);

/** Which lots a reservation took from, so a release gives back to the same lots. */
export const creditLotUses = pgTable(
  'credit_lot_uses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The reservation's reference (e.g. `campaign:<id>`); credit given back is a negative use. */
    reference: text('reference').notNull(),
    lotId: bigint('lot_id', { mode: 'number' })
      .notNull()
      .references(() => creditLots.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_lot_uses_reference_idx').on(t.reference)],
);

/** A package bought: its slots, valid 180 days (the offer's validity). */
export const packagePurchases = pgTable(
  'package_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    marketerId: uuid('marketer_id')
      .notNull()
      .references(() => users.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => packageOffers.id),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    slots: integer('slots').notNull(),
    /** CHECK (slots_remaining >= 0 AND slots_remaining <= slots). */
    slotsRemaining: integer('slots_remaining').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('package_purchases_marketer_idx').on(t.marketerId, t.expiresAt)],
);

/**
 * Slots a package campaign holds, per purchase they came from (like credit_lot_uses): publishing
 * takes them (positive), closing and a job ending after the close give them back (negative).
 * `reference` names the step (`publish`, `close`, `job:<id>`), so each step moves slots once.
 */
export const campaignPackageSlots = pgTable(
  'campaign_package_slots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => packagePurchases.id),
    reference: text('reference').notNull(),
    slots: integer('slots').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_package_slots_campaign_idx').on(t.campaignId), index('campaign_package_slots_purchase_idx').on(t.purchaseId)],
);
