import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { namedQuery } from '../db/named-query';
import { ledgerAccounts, ledgerEntries, ledgerPostings, PLATFORM_OWNER, type LedgerAccountName } from '../db/schema/ledger';
import { DomainError, notFoundError } from '../domain-error';

/**
 * The ledger core (docs/decisions/016-ledger.md): accounts with a balance in their normal side,
 * postings whose entries sum to zero, written in the caller's transaction. Every later money
 * feature (credits, campaigns, withdrawals) posts through `post()`.
 */

export type OwnerKind = 'marketer' | 'influencer' | 'platform';

/** An account named by who owns it and what it is; created on first use. */
export interface AccountRef {
  ownerKind: OwnerKind;
  ownerId: string;
  name: LedgerAccountName;
  currency: string;
  /**
   * The row of a striped account to move (decision 089); unset, `post()` picks it from the
   * posting's reference. Set where a decrease must meet the row an earlier posting increased: a
   * reversal, a refund's VAT.
   */
  stripe?: number;
}

/** Signed minor units: debit positive, credit negative (so a posting's entries sum to zero). */
export interface Entry {
  account: AccountRef;
  amount: number;
}

export interface PostingInput {
  kind: string;
  /** The business row that caused it; (kind, reference) is posted at most once. */
  reference: string;
  currency: string;
  entries: Entry[];
  memo?: Record<string, unknown>;
  actorId?: string | null;
  reverses?: number | null;
  /**
   * When it happened, by the app's clock (`deps.now()`, decision 037). Required: the database's
   * now() is the wall clock, and a statement whose rows follow another clock than the jobs they
   * belong to shows a capture before the submission it pays for under a test clock.
   */
  at: Date;
}

export interface Posting {
  id: number;
  kind: string;
  reference: string;
  createdAt: Date;
  /** True when (kind, reference) had been posted before: nothing was applied this time. */
  replayed: boolean;
}

const accountOwners = {
  marketer: ['credit_available', 'credit_reserved'],
  influencer: ['earnings_available', 'earnings_pending', 'earnings_withdrawing'],
  platform: ['revenue', 'vat_payable', 'wht_payable', 'payment_clearing', 'bank', 'referral_expense'],
} as const satisfies Record<OwnerKind, readonly LedgerAccountName[]>;

/** Assets and expenses grow with debits; liabilities (what we owe marketers and influencers) and revenue with credits. */
const debitNormal: ReadonlySet<LedgerAccountName> = new Set(['payment_clearing', 'bank', 'referral_expense']);
/**
 * The platform's asset accounts record flows whose real balance lives at the bank and the
 * gateway (settlement between them is not modelled yet), so they may show an overdraft.
 * Every account that holds someone's money never goes negative.
 */
const mayGoNegative: ReadonlySet<LedgerAccountName> = new Set(['payment_clearing', 'bank']);

/**
 * The platform's accounts every top-up meets (clearing or bank, and VAT) keep their balance over
 * `platformStripes` rows (decision 089): a posting moves one of them, chosen by its reference, so
 * that top-ups for different marketers seldom wait for the same row lock. Their balance is the sum
 * of the rows (`balances()`); each row keeps its own running balance. The count was chosen by
 * measuring (decision 089); changing it moves no money (old rows stay and are summed), but a
 * decrease that must meet the row an increase went to names it (`AccountRef.stripe`).
 */
const striped: ReadonlySet<LedgerAccountName> = new Set(['payment_clearing', 'bank', 'vat_payable']);
export const platformStripes = 16;

/** The row of a striped account a posting with this reference moves: FNV-1a of the reference, modulo the count. */
export function stripeOf(reference: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < reference.length; i += 1) hash = Math.imul(hash ^ reference.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % platformStripes;
}

export const debit = (account: AccountRef, amount: number): Entry => ({ account, amount });
export const credit = (account: AccountRef, amount: number): Entry => ({ account, amount: -amount });

export const marketerAccount = (ownerId: string, name: 'credit_available' | 'credit_reserved', currency: string): AccountRef => ({ ownerKind: 'marketer', ownerId, name, currency });
export const influencerAccount = (ownerId: string, name: 'earnings_available' | 'earnings_pending' | 'earnings_withdrawing', currency: string): AccountRef => ({ ownerKind: 'influencer', ownerId, name, currency });
export const platformAccount = (name: 'revenue' | 'vat_payable' | 'wht_payable' | 'payment_clearing' | 'bank' | 'referral_expense', currency: string): AccountRef => ({ ownerKind: 'platform', ownerId: PLATFORM_OWNER, name, currency });

const refKey = (ref: AccountRef) => `${ref.ownerKind}/${ref.ownerId}/${ref.name}/${ref.currency}`;

function assertRef(ref: AccountRef): void {
  if (!(accountOwners[ref.ownerKind] as readonly string[]).includes(ref.name)) throw new Error(`A ${ref.ownerKind} has no ${ref.name} account`);
  if (ref.ownerKind === 'platform' ? ref.ownerId !== PLATFORM_OWNER : ref.ownerId === PLATFORM_OWNER) throw new Error('Platform accounts belong to PLATFORM_OWNER only');
}

/**
 * The ids of these accounts, creating the missing ones (concurrent creators meet on the unique
 * index). A striped platform account (decision 089) answers its row 0: read its balance with `balances()`.
 */
export async function accountIds(tx: Executor, refs: AccountRef[], options: { create: boolean } = { create: true }): Promise<Map<string, number>> {
  const unique = [...new Map(refs.map((ref) => [refKey(ref), ref])).values()];
  unique.forEach(assertRef);
  const find = async () => {
    const rows = await tx
      .select({ id: ledgerAccounts.id, ownerKind: ledgerAccounts.ownerKind, ownerId: ledgerAccounts.ownerId, name: ledgerAccounts.name, currency: ledgerAccounts.currency })
      .from(ledgerAccounts)
      .where(
        or(
          ...unique.map((ref) =>
            and(eq(ledgerAccounts.ownerKind, ref.ownerKind), eq(ledgerAccounts.ownerId, ref.ownerId), eq(ledgerAccounts.name, ref.name), eq(ledgerAccounts.currency, ref.currency), eq(ledgerAccounts.stripe, 0)),
          ),
        ),
      );
    return new Map(rows.map((row) => [refKey(row), row.id]));
  };
  let ids = await find();
  const missing = unique.filter((ref) => !ids.has(refKey(ref)));
  if (missing.length > 0 && options.create) {
    await tx
      .insert(ledgerAccounts)
      .values(missing.map((ref) => ({ ...ref, normal: debitNormal.has(ref.name) ? ('debit' as const) : ('credit' as const), allowNegative: mayGoNegative.has(ref.name) })))
      .onConflictDoNothing();
    ids = await find();
  }
  return ids;
}

/**
 * An account as the database functions read it (migrations 0034–0036): its key, its normal side,
 * whether it may go negative, and for a striped account the row (`s`, decision 089; 0 when absent).
 */
const accountJson = (ref: AccountRef, stripe: number) => ({
  k: ref.ownerKind,
  o: ref.ownerId,
  n: ref.name,
  c: ref.currency,
  nm: debitNormal.has(ref.name) ? 'debit' : 'credit',
  an: mayGoNegative.has(ref.name),
  ...(ref.stripe !== undefined ? { s: ref.stripe } : striped.has(ref.name) && stripe !== 0 ? { s: stripe } : {}),
});

/** The entries of the posting with this reference as `ledger_post` / `ledger_apply` read them (migrations 0034, 0036), in order. */
export const entriesJson = (entries: Entry[], reference: string) => {
  const stripe = stripeOf(reference);
  return JSON.stringify(entries.map((entry) => ({ ...accountJson(entry.account, stripe), a: entry.amount })));
};

/**
 * The accounts of a posting whose amounts the database reads from the lots (a return, a capture:
 * migration 0035, decision 086), in the order the function names, checked as `post()` checks an
 * entry's account; the rules of which account is which side stay here.
 */
export function accountsJson(currency: string, refs: AccountRef[]): string {
  for (const ref of refs) {
    if (ref.currency !== currency) throw new Error(`Account in ${ref.currency} on a ${currency} posting`);
    assertRef(ref);
  }
  // None of these is striped (the marketer's, the influencer's, revenue): stripe 0.
  return JSON.stringify(refs.map((ref) => accountJson(ref, 0)));
}

/** What `post()` checks before a posting goes to the database: two entries or more, non-zero integers, one currency, known accounts, a zero sum. */
export function checkPosting(input: Pick<PostingInput, 'kind' | 'reference' | 'currency' | 'entries'>): void {
  if (input.entries.length < 2) throw new Error('A posting needs at least two entries');
  let sum = 0;
  for (const entry of input.entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) throw new Error(`Entry amounts are non-zero integer minor units (got ${entry.amount})`);
    if (entry.account.currency !== input.currency) throw new Error(`Entry in ${entry.account.currency} on a ${input.currency} posting`);
    assertRef(entry.account);
    sum += entry.amount;
  }
  if (sum !== 0) throw new Error(`Posting ${input.kind}:${input.reference} does not balance (sum ${sum})`);
}

/** A posting as the database functions answer it (`ledger_post`, and 0035's money functions). */
export interface PostingRow {
  posting_id: string | number;
  posted_at_ms: string | number;
  replayed: boolean;
}
export const postingOf = (kind: string, reference: string, row: PostingRow): Posting => ({ id: Number(row.posting_id), kind, reference, createdAt: new Date(Number(row.posted_at_ms)), replayed: row.replayed });

/** What an account that must not go negative answers when a posting would take it below zero. */
export const insufficientFunds = (kind: string) => new DomainError('insufficient_funds', { detail: `Not enough funds for ${kind}.` });

/** The SQLSTATE of a database error, through drizzle's wrapper (its `cause`) on PGlite. */
function sqlStateOf(error: unknown): string | undefined {
  for (let at: unknown = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Runs one of migration 0035's money functions (decision 086): their refusals are raised, so the
 * statement rolls back in autocommit (and aborts the caller's transaction inside one); here they
 * become the same problems `post()` and the services answered. Any other error is thrown as it is.
 */
export async function moneyCall<T>(kind: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const state = sqlStateOf(error);
    if (state === 'KL409') throw insufficientFunds(kind);
    if (state === 'KL404') throw notFoundError('No reservation with this reference.');
    throw error;
  }
}

/**
 * Writes one balanced posting in the caller's transaction and moves the balances, in one round
 * trip (the `ledger_post` function, migration 0034; decision 065). Each account row is updated
 * (and so locked) in one fixed order — people's accounts, then the platform's, each in ascending
 * id — whoever posts, so two postings over the same accounts wait for each other instead of
 * deadlocking, and the platform's few rows, which every top-up, fee and VAT line meets, are held
 * for the shortest time. An account that must not go negative refuses with `insufficient_funds`
 * (the database's CHECK is the backstop); the caller's transaction then rolls back as a whole.
 *
 * `whenNew` runs once the posting row proves the posting new, before any balance row is locked
 * (two round trips then: the posting's row, the caller's writes, the balances and entries).
 */
export async function post(tx: Executor, input: PostingInput, options: { whenNew?: () => Promise<unknown> } = {}): Promise<Posting> {
  checkPosting(input);

  // Named statements, prepared once per connection (decision 079): the posting is the hottest
  // statement of every money operation.
  const memo = JSON.stringify(input.memo ?? {});
  if (!options.whenNew) {
    const [row] = await namedQuery<PostingRow & { refused_account: string | number | null }>(
      tx,
      'select * from ledger_post($1, $2, $3, $4::jsonb, $5::uuid, $6::bigint, $7::timestamptz, $8::jsonb)',
      [input.kind, input.reference, input.currency, memo, input.actorId ?? null, input.reverses ?? null, input.at, entriesJson(input.entries, input.reference)],
    );
    if (row!.refused_account !== null) throw insufficientFunds(input.kind);
    return postingOf(input.kind, input.reference, row!);
  }

  const [inserted] = await namedQuery<{ id: string | number; created_ms: string | number }>(
    tx,
    `insert into ledger_postings (kind, reference, currency, memo, actor_id, reverses, created_at) values ($1, $2, $3, $4::jsonb, $5::uuid, $6::bigint, $7::timestamptz)
       on conflict (kind, reference) do nothing
     returning id, (extract(epoch from created_at) * 1000)::bigint as created_ms`,
    [input.kind, input.reference, input.currency, memo, input.actorId ?? null, input.reverses ?? null, input.at],
  );
  if (!inserted) {
    const [existing] = await namedQuery<{ id: string | number; created_ms: string | number }>(
      tx,
      'select id, (extract(epoch from created_at) * 1000)::bigint as created_ms from ledger_postings where kind = $1 and reference = $2',
      [input.kind, input.reference],
    );
    return { id: Number(existing!.id), kind: input.kind, reference: input.reference, createdAt: new Date(Number(existing!.created_ms)), replayed: true };
  }
  const id = Number(inserted.id);
  const createdAt = new Date(Number(inserted.created_ms));
  // The caller's own writes for a first posting (a credit lot, its jobs) go here, before any
  // balance row is locked: the locks are held until commit, so the less the transaction does
  // after them, the less the next posting on the same account waits (decision 016).
  await options.whenNew();
  const [applied] = await namedQuery<{ refused: string | number | null }>(tx, 'select ledger_apply($1::bigint, $2::timestamptz, $3::jsonb) as refused', [id, createdAt, entriesJson(input.entries, input.reference)]);
  if (applied!.refused !== null) throw insufficientFunds(input.kind);
  return { id, kind: input.kind, reference: input.reference, createdAt, replayed: false };
}

/** Corrects a posting by its mirror image (append-only: never an UPDATE). Posts once per original. */
export async function reverse(tx: Executor, postingId: number, options: { at: Date; actorId?: string | null; memo?: Record<string, unknown> }): Promise<Posting> {
  const [original] = await tx.select().from(ledgerPostings).where(eq(ledgerPostings.id, postingId));
  if (!original) throw new DomainError('not_found', { detail: `No posting ${postingId}.` });
  const entries = await tx
    .select({ amount: ledgerEntries.amount, ownerKind: ledgerAccounts.ownerKind, ownerId: ledgerAccounts.ownerId, name: ledgerAccounts.name, currency: ledgerAccounts.currency, stripe: ledgerAccounts.stripe })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.postingId, postingId))
    .orderBy(asc(ledgerEntries.id));
  return post(tx, {
    kind: 'reversal',
    reference: `posting:${postingId}`,
    currency: original.currency,
    reverses: postingId,
    at: options.at,
    actorId: options.actorId ?? null,
    memo: { ...options.memo, reversedKind: original.kind, reversedReference: original.reference },
    // The mirror moves the same rows back, a striped account's included (decision 089).
    entries: entries.map((entry) => ({ account: { ownerKind: entry.ownerKind, ownerId: entry.ownerId, name: entry.name, currency: entry.currency, stripe: entry.stripe }, amount: -Number(entry.amount) })),
  });
}

/** Balances of these accounts (0 for accounts never used); a striped account's is the sum of its rows (decision 089). */
export async function balances(tx: Executor, refs: AccountRef[]): Promise<number[]> {
  if (refs.length === 0) return [];
  refs.forEach(assertRef);
  const rows = await tx
    .select({ ownerKind: ledgerAccounts.ownerKind, ownerId: ledgerAccounts.ownerId, name: ledgerAccounts.name, currency: ledgerAccounts.currency, balance: sql<string>`sum(${ledgerAccounts.balance})` })
    .from(ledgerAccounts)
    .where(
      or(
        ...refs.map((ref) =>
          and(eq(ledgerAccounts.ownerKind, ref.ownerKind), eq(ledgerAccounts.ownerId, ref.ownerId), eq(ledgerAccounts.name, ref.name), eq(ledgerAccounts.currency, ref.currency)),
        ),
      ),
    )
    .groupBy(ledgerAccounts.ownerKind, ledgerAccounts.ownerId, ledgerAccounts.name, ledgerAccounts.currency);
  const byKey = new Map(rows.map((row) => [refKey(row), Number(row.balance)]));
  return refs.map((ref) => byKey.get(refKey(ref)) ?? 0);
}
