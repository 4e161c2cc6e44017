import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bankHolderTypes, bankDocumentKinds, documentStatuses, verificationStatuses, withdrawalStatuses } from '#common/enums';
import { users } from './auth';
import { uploads } from './uploads';

/**
 * What an influencer is paid to (PRODUCT.md "Money", issue 13). The money itself sits in the
 * ledger (influencer `earnings_available`, `earnings_withdrawing`); these rows are the business
 * side each posting refers to.
 */

/**
 * The influencer's one bank account. Fixing a rejected one updates this row and sends it back to
 * in_progress; staff approve or reject it with a reason the influencer reads.
 */
export const bankAccounts = pgTable('bank_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  influencerId: uuid('influencer_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A code from `thaiBanks` (src/common/enums.ts). */
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  holderType: text('holder_type', { enum: bankHolderTypes }).notNull(),
  /** Issue 27: the Opn recipient this approved account became (`recp_…`); null until then. */
  gatewayRecipientId: text('gateway_recipient_id'),
  status: text('status', { enum: verificationStatuses }).notNull().default('in_progress'),
  rejectReason: text('reject_reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The evidence for a bank account: ID card, bank book page, and for a company the VAT registration. */
export const bankDocuments = pgTable(
  'bank_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: bankDocumentKinds }).notNull(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    status: text('status', { enum: documentStatuses }).notNull().default('in_progress'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_documents_account_kind_unique').on(t.bankAccountId, t.kind)],
);

/** Staff's payout runs: approved withdrawals gathered into one bank file, then marked paid. */
export const payoutBatches = pgTable('payout_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  currency: text('currency').notNull(),
  /** Sum of the withdrawals' net amounts, minor units. */
  totalNetMinor: bigint('total_net_minor', { mode: 'number' }).notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

/**
 * One withdrawal: the gross amount leaves `earnings_available` when requested; the fee and the
 * withholding tax are fixed then and shown before confirming; the bank details are copied so a
 * later change of account does not redirect money already on its way.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => users.id),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    whtMinor: bigint('wht_minor', { mode: 'number' }).notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: withdrawalStatuses }).notNull().default('in_progress'),
    rejectReason: text('reject_reason'),
    /** The client's Idempotency-Key: the same key answers the same withdrawal. */
    idempotencyKey: text('idempotency_key').notNull(),
    batchId: uuid('batch_id').references(() => payoutBatches.id),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Issue 27: the gateway's transfer (Opn `trsf_…`) paying it, when and why it went or failed. */
    transferId: text('transfer_id').unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_idempotency_unique').on(t.influencerId, t.idempotencyKey),
    index('withdrawals_influencer_idx').on(t.influencerId, t.createdAt, t.id),
    index('withdrawals_status_idx').on(t.status, t.createdAt, t.id),
  ],
);
