import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The double-entry ledger (docs/decisions/016-ledger.md). Accounts hold a balance in their
 * normal side; postings are append-only and their entries sum to zero (a trigger refuses
 * UPDATE/DELETE; a deferred constraint trigger refuses an unbalanced posting at commit; a CHECK
 * keeps balances of non-negative accounts at or above zero — migration `ledger_sql`).
 */

/** Owner of the platform's own accounts (revenue, VAT, WHT, clearing, bank). */
export const PLATFORM_OWNER = '00000000-0000-0000-0000-000000000000';

export const ledgerAccountNames = [
  // per marketer
  'credit_available',
  'credit_reserved',
  // per influencer
  'earnings_available',
  'earnings_pending',
  /** Asked to be withdrawn, not yet paid out (in_progress or approve). */
  'earnings_withdrawing',
  // platform
  'revenue',
  'vat_payable',
  'wht_payable',
  'payment_clearing',
  'bank',
  /** What the platform spends on referral rewards (issue 14); an expense, so debit-normal. */
  'referral_expense',
] as const;
export type LedgerAccountName = (typeof ledgerAccountNames)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerKind: text('owner_kind', { enum: ['marketer', 'influencer', 'platform'] }).notNull(),
    /** The marketer's or influencer's user id; PLATFORM_OWNER for the platform. */
    ownerId: uuid('owner_id').notNull(),
    name: text('name', { enum: ledgerAccountNames }).notNull(),
    currency: text('currency').notNull(),
    /** Debit-normal accounts (assets: bank, clearing) grow with debits; the rest with credits. */
    normal: text('normal', { enum: ['debit', 'credit'] }).notNull(),
    /** Minor units in the account's normal side; CHECK (allow_negative OR balance >= 0). */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    /**
     * Which of the account's rows this is (issue 31, decision 089): the platform's clearing, bank
     * and VAT accounts, which every top-up meets, keep their balance over several rows, a posting
     * moving one of them, so that top-ups for different marketers do not queue on one row lock.
     * The account's balance is the sum of its rows; every other account has one row, stripe 0.
     */
    stripe: smallint('stripe').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_accounts_owner_unique').on(t.ownerKind, t.ownerId, t.name, t.currency, t.stripe)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What happened: topup, reserve, release, capture, expire, reversal … */
    kind: text('kind').notNull(),
    /** The business row that caused it (e.g. `payment:<id>`); (kind, reference) posts once. */
    reference: text('reference').notNull(),
    currency: text('currency').notNull(),
    /** A reversal names the posting it reverses. */
    reverses: bigint('reverses', { mode: 'number' }),
    memo: jsonb('memo').$type<Record<string, unknown>>().notNull().default({}),
    /** Staff user for back-office actions; null for the marketer's own or the system. */
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_postings_kind_reference_unique').on(t.kind, t.reference), uniqueIndex('ledger_postings_reverses_unique').on(t.reverses)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postingId: bigint('posting_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerPostings.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed minor units: debit positive, credit negative; a posting's entries sum to zero. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account's balance right after this entry (its running balance, for statements). */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id), index('ledger_entries_posting_idx').on(t.postingId)],
);

/**
 * Stripe-style idempotency keys for money-moving POSTs: written in the same transaction as the
 * operation, so an answer is stored exactly when its effect is committed. Kept 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who and which route: `<user id> POST /path`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
