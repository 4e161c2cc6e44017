import { enqueueNotification } from './notifications';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { currencyOf, formatMoney } from '#common/money';
import { timeZoneOf } from '#common/countries';
import { configValue, configValueText, readConfig } from './app-config';
import { namedQuery } from '../db/named-query';
import type { CreditTotal, ExpiredCredits, ExpiryAlert, MoneyDashboard, PackageBalance } from '#common/contracts/money';
import type { Executor, Transaction } from '../db/client';
import { users } from '../db/schema/auth';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../db/schema/ledger';
import { packageOfferTranslations, packageOffers } from '../db/schema/marketplace';
import { creditLots, packagePurchases } from '../db/schema/money';
import type { Deps } from '../deps';
import { accountsJson, balances, checkPosting, credit, debit, entriesJson, influencerAccount, insufficientFunds, marketerAccount, moneyCall, platformAccount, post, postingOf, type AccountRef, type Posting, type PostingRow } from '../ledger/ledger';
import { jobNames } from './money-jobs';
import { dayMs } from '#common/dates';

/**
 * Credits (decision 056 split services/money.ts): the marketer's credit — how it enters (a lot
 * with its expiry), what is left (balance, lots, packages' slots, the money dashboard), how
 * campaigns and jobs spend it (reserve, release, return, capture), and the lots' expiry jobs.
 */

/** PRODUCT.md "Money": how long credit lasts and how early its expiry is announced are app_config (issue 32). */

/**
 * What a top-up's statement needs to know first (decision 089): the lot's id, drawn from its
 * sequence, and its expiry and alert by the settings in force, so that its one queued job can be
 * written before the statement with the lot's id, keyed by it as before.
 */
export interface LotPlan {
  lotId: number;
  expiresAt: Date;
  alertAt: Date;
}

/**
 * The lot plan as columns of a statement that does other work (the payment's lock, decision 089):
 * `lot_id`, `expires_at_ms`, `alert_days`; the validity and the alert read inside it, not in a
 * round trip of their own (decision 073). `when` is an SQL condition: no id is drawn where it is
 * false (a package's payment). Parameters: `at` the moment, then the two keys and the validity's default.
 */
export const lotPlanColumns = (when: string, at: string, validKey: string, validDefault: string, alertKey: string) =>
  `case when ${when} then nextval('credit_lots_id_seq') end as lot_id,
   (extract(epoch from ${at}::timestamptz + make_interval(days => coalesce((${configValueText(validKey, at)})::int, ${validDefault}::int))) * 1000)::bigint as expires_at_ms,
   ${configValueText(alertKey, at)} as alert_days`;
/** The values of `lotPlanColumns`' parameters after `at`, in order. */
export const lotPlanValues = () => ['credit.validDays', configValue('credit.validDays', null), 'credit.alertDays'] as const;

export function lotPlanOf(row: { lot_id: string | number | null; expires_at_ms: string | number; alert_days: string | null }): LotPlan {
  const expiresAt = new Date(Number(row.expires_at_ms));
  return { lotId: Number(row.lot_id), expiresAt, alertAt: new Date(expiresAt.getTime() - configValue('credit.alertDays', row.alert_days) * dayMs) };
}

/**
 * Credit enters the marketer's account one way: a 'topup' posting (source → available, VAT
 * aside) and a lot that remembers when it expires, with its alert on the job queue (the alert queues
 * the expiry when it runs, decision 086). Keyed by the reference, so a second call adds nothing.
 *
 * Three round trips in the caller's transaction (decision 089): the lot's plan (none when the
 * caller read it with its own lock: `plan`, a payment's confirmation), the lot's alert job, then
 * one statement (`credit_topup`, migration 0036) for the payment's status and event (`payment`),
 * the posting, the lot and the balances. The platform's clearing/bank and VAT rows, which every
 * top-up meets, are locked by that statement's last part and held only from there to commit.
 */
export async function grantCredit(
  tx: Transaction,
  deps: Pick<Deps, 'queue' | 'now'>,
  input: {
    marketerId: string;
    amount: number;
    vat?: number;
    currency: string;
    source: AccountRef;
    reference: string;
    paymentId?: string;
    actorId?: string | null;
    /** The payment's status to write (the machine's answer) and its event, in the same statement. */
    payment?: { status: string; action: string };
    plan?: LotPlan;
  },
): Promise<Posting> {
  const now = deps.now();
  const vat = input.vat ?? 0;
  const entries = [debit(input.source, input.amount + vat), credit(marketerAccount(input.marketerId, 'credit_available', input.currency), input.amount), credit(platformAccount('vat_payable', input.currency), vat)].filter(
    (entry) => entry.amount !== 0,
  );
  checkPosting({ kind: 'topup', reference: input.reference, currency: input.currency, entries });
  let plan = input.plan;
  if (!plan) {
    // A grant without a payment (seeds, tests): the plan in a statement of its own, which also
    // answers a replay before a job is queued for a lot that would never be written.
    const [row] = await namedQuery<{ lot_id: string; expires_at_ms: string; alert_days: string | null; posted_id: string | null; posted_ms: string | null }>(
      tx,
      `select ${lotPlanColumns('true', '$1', '$2', '$3', '$4')},
              posted.id as posted_id, (extract(epoch from posted.created_at) * 1000)::bigint as posted_ms
         from (select 1) one left join ledger_postings posted on posted.kind = 'topup' and posted.reference = $5`,
      [now, ...lotPlanValues(), input.reference],
    );
    if (row!.posted_id !== null) return postingOf('topup', input.reference, { posting_id: row!.posted_id, posted_at_ms: row!.posted_ms!, replayed: true });
    plan = lotPlanOf(row!);
  }
  // One job per lot (decision 086): the alert, which queues the expiry when it runs (alertLot),
  // written by pg-boss in this transaction before the statement that writes the lot, so the job
  // exists exactly when the lot does. pg-boss's insert was the costliest statement of a top-up that
  // does not wait (decision 082).
  await deps.queue.enqueue(jobNames.alertLot, { lotId: plan.lotId }, { startAfter: plan.alertAt, singletonKey: `lot:${plan.lotId}`, tx });
  // A named statement, prepared once per connection (decision 079).
  const [row] = await namedQuery<PostingRow & { refused_account: string | number | null }>(
    tx,
    'select * from credit_topup($1::uuid, $2, $3, $4::uuid, $5::timestamptz, $6, $7, $8::jsonb, $9::uuid, $10::bigint, $11::bigint, $12::timestamptz)',
    [
      input.paymentId ?? null,
      input.payment?.status ?? null,
      input.payment?.action ?? null,
      input.actorId ?? null,
      now,
      input.reference,
      input.currency,
      entriesJson(entries, input.reference),
      input.marketerId,
      input.amount,
      plan.lotId,
      plan.expiresAt,
    ],
  );
  if (row!.refused_account !== null) throw insufficientFunds('topup');
  return postingOf('topup', input.reference, row!);
}

// ---- reading ----

export async function creditTotal(db: Executor, deps: Pick<Deps, 'config' | 'now'>, marketerId: string): Promise<CreditTotal> {
  const currency = currencyOf(deps.config.country);
  const [available, reserved] = await balances(db, [marketerAccount(marketerId, 'credit_available', currency), marketerAccount(marketerId, 'credit_reserved', currency)]);
  const lots = await db
    .select()
    .from(creditLots)
    .where(and(eq(creditLots.marketerId, marketerId), gt(creditLots.remaining, 0), isNull(creditLots.expiredAt)))
    .orderBy(asc(creditLots.expiresAt), asc(creditLots.id));
  return {
    marketerId,
    currency,
    available: available!,
    reserved: reserved!,
    total: available! + reserved!,
    lots: lots.map((lot) => ({ id: lot.id, amount: lot.amount, remaining: lot.remaining, expiresAt: lot.expiresAt.toISOString(), createdAt: lot.createdAt.toISOString() })),
  };
}

export async function expiredCredits(db: Executor, marketerId: string): Promise<ExpiredCredits> {
  const rows = await db
    .select()
    .from(creditLots)
    .where(and(eq(creditLots.marketerId, marketerId), sql`${creditLots.expiredAt} is not null`, gt(creditLots.expiredAmount, 0)))
    .orderBy(desc(creditLots.expiredAt), desc(creditLots.id));
  return { data: rows.map((lot) => ({ id: lot.id, amount: lot.amount, expiredAmount: lot.expiredAmount ?? 0, expiresAt: lot.expiresAt.toISOString(), expiredAt: lot.expiredAt!.toISOString() })) };
}

async function offerNames(db: Executor, ids: number[], locale: 'th' | 'en'): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: packageOfferTranslations.packageId, name: packageOfferTranslations.name, locale: packageOfferTranslations.locale })
    .from(packageOfferTranslations)
    .where(inArray(packageOfferTranslations.packageId, ids));
  const names = new Map<number, string>();
  for (const row of rows) if (row.locale === locale || !names.has(row.id)) names.set(row.id, row.name);
  return names;
}

export async function expiryAlert(db: Executor, now: Date, marketerId: string, locale: 'th' | 'en'): Promise<ExpiryAlert> {
  const { 'credit.alertDays': alertDays } = await readConfig(db, ['credit.alertDays'], now);
  const horizon = new Date(now.getTime() + alertDays * dayMs);
  const [lots] = await db
    .select({ amount: sql<string>`coalesce(sum(${creditLots.remaining}), 0)`, first: sql<Date | string | null>`min(${creditLots.expiresAt})` })
    .from(creditLots)
    .where(and(eq(creditLots.marketerId, marketerId), gt(creditLots.remaining, 0), isNull(creditLots.expiredAt), lte(creditLots.expiresAt, horizon)));
  const packages = await db
    .select()
    .from(packagePurchases)
    .where(and(eq(packagePurchases.marketerId, marketerId), gt(packagePurchases.slotsRemaining, 0), gt(packagePurchases.expiresAt, now), lte(packagePurchases.expiresAt, horizon)))
    .orderBy(asc(packagePurchases.expiresAt));
  const names = await offerNames(
    db,
    packages.map((p) => p.offerId),
    locale,
  );
  const amount = Number(lots?.amount ?? 0);
  const first = lots?.first ? new Date(lots.first).toISOString() : null;
  return {
    alert: amount > 0 || packages.length > 0,
    credit: { amount, firstExpiresAt: first },
    packages: packages.map((p) => ({ id: p.id, name: names.get(p.offerId) ?? '', slotsRemaining: p.slotsRemaining, expiresAt: p.expiresAt.toISOString() })),
  };
}

export async function packageBalance(db: Executor, now: Date, marketerId: string, locale: 'th' | 'en'): Promise<PackageBalance> {
  const rows = await db
    .select({ purchase: packagePurchases, slug: packageOffers.slug })
    .from(packagePurchases)
    .innerJoin(packageOffers, eq(packageOffers.id, packagePurchases.offerId))
    .where(eq(packagePurchases.marketerId, marketerId))
    .orderBy(desc(packagePurchases.createdAt));
  const names = await offerNames(
    db,
    rows.map((r) => r.purchase.offerId),
    locale,
  );
  return {
    data: rows.map(({ purchase, slug }) => ({
      id: purchase.id,
      slug,
      name: names.get(purchase.offerId) ?? slug,
      slots: purchase.slots,
      slotsRemaining: purchase.slotsRemaining,
      expiresAt: purchase.expiresAt.toISOString(),
      expired: purchase.expiresAt <= now,
      createdAt: purchase.createdAt.toISOString(),
    })),
  };
}

export async function moneyDashboard(db: Executor, deps: Pick<Deps, 'config' | 'now'>, marketerId: string): Promise<MoneyDashboard> {
  const now = deps.now();
  const total = await creditTotal(db, deps, marketerId);
  const alert = await expiryAlert(db, now, marketerId, 'en');
  const [packages] = await db
    .select({ active: sql<string>`count(*)`, slots: sql<string>`coalesce(sum(${packagePurchases.slotsRemaining}), 0)` })
    .from(packagePurchases)
    .where(and(eq(packagePurchases.marketerId, marketerId), gt(packagePurchases.expiresAt, now), gt(packagePurchases.slotsRemaining, 0)));
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const monthly = await db
    .select({
      month: sql<string>`to_char(${ledgerEntries.createdAt} at time zone ${timeZoneOf()}, 'YYYY-MM')`,
      kind: ledgerPostings.kind,
      amount: sql<string>`sum(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(and(eq(ledgerAccounts.ownerKind, 'marketer'), eq(ledgerAccounts.ownerId, marketerId), gte(ledgerEntries.createdAt, since), inArray(ledgerPostings.kind, ['topup', 'capture', 'job.escrow_capture'])))
    .groupBy(sql`1`, ledgerPostings.kind);
  const byMonth: MoneyDashboard['byMonth'] = [];
  for (let i = 11; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    const bought = monthly.filter((r) => r.month === month && r.kind === 'topup').reduce((s, r) => s - Number(r.amount), 0);
    // A capture debits the reserved account (credit-normal): positive entry = credit spent. A
    // campaign job's COMPLETED posts job.escrow_capture (campaign-money.ts); a package job's
    // touches no marketer account, so package spend (paid when bought) is not counted twice.
    const spent = monthly.filter((r) => r.month === month && (r.kind === 'capture' || r.kind === 'job.escrow_capture')).reduce((s, r) => s + Number(r.amount), 0);
    byMonth.push({ month, spent, bought });
  }
  return {
    currency: total.currency,
    available: total.available,
    reserved: total.reserved,
    expiringSoon: alert.credit.amount,
    packages: { active: Number(packages?.active ?? 0), slotsRemaining: Number(packages?.slots ?? 0) },
    byMonth,
  };
}

// ---- spending (used by campaigns and jobs) ----

// Each of the three is one statement (migration 0035, decision 086): given the database, it runs
// in autocommit, one round trip; given a transaction (publish, close), it joins it. A named
// statement either way (decision 079).

/**
 * Holds credit for a job (escrow): available → reserved, taken from lots earliest-expiry first.
 * Posts once per reference; a second call with the same reference changes nothing.
 */
export async function reserveCredit(db: Executor, deps: Pick<Deps, 'config' | 'now'>, input: { marketerId: string; amount: number; reference: string }): Promise<Posting> {
  const currency = currencyOf(deps.config.country);
  const entries = [debit(marketerAccount(input.marketerId, 'credit_available', currency), input.amount), credit(marketerAccount(input.marketerId, 'credit_reserved', currency), input.amount)];
  checkPosting({ kind: 'reserve', reference: input.reference, currency, entries });
  // The posting, then the lots, earliest expiry first, each locked as it is drawn from and no more
  // than the amount needs (migration 0039); the lots must hold what the ledger said was available
  // (credit_reserve).
  const [row] = await moneyCall('reserve', () =>
    namedQuery<PostingRow>(db, 'select * from credit_reserve($1, $2, $3::timestamptz, $4::jsonb, $5::uuid, $6::bigint)', [input.reference, currency, deps.now(), entriesJson(entries, input.reference), input.marketerId, input.amount]),
  );
  return postingOf('reserve', input.reference, row!);
}

/** Gives a whole reservation back (CANCEL/REJECTED): reserved → available, to the lots it came from; 404 when it holds nothing. */
export async function releaseCredit(db: Executor, deps: Pick<Deps, 'config' | 'now'>, input: { marketerId: string; reference: string }): Promise<Posting> {
  return giveBack(db, deps, { marketerId: input.marketerId, reservation: input.reference, amount: null, reference: input.reference });
}

/**
 * Gives part of a reservation back (a campaign's unspent budget, a job's price once its campaign
 * ended): reserved → available under its own reference, once. The credit goes back to the lots
 * the reservation drew from, the latest-expiring first (it spent the earliest first), as negative
 * uses; credit that returns to a lot which expired meanwhile expires at once, as the lot did.
 */
export async function returnCredit(db: Executor, deps: Pick<Deps, 'config' | 'now'>, input: { marketerId: string; reservation: string; amount: number; reference: string }): Promise<Posting> {
  const currency = currencyOf(deps.config.country);
  checkPosting({
    kind: 'release',
    reference: input.reference,
    currency,
    entries: [debit(marketerAccount(input.marketerId, 'credit_reserved', currency), input.amount), credit(marketerAccount(input.marketerId, 'credit_available', currency), input.amount)],
  });
  return giveBack(db, deps, input);
}

/** A return in one statement (credit_return): `amount` null gives back what the reservation holds. */
async function giveBack(db: Executor, deps: Pick<Deps, 'config' | 'now'>, input: { marketerId: string; reservation: string; amount: number | null; reference: string }): Promise<Posting> {
  const currency = currencyOf(deps.config.country);
  const available = marketerAccount(input.marketerId, 'credit_available', currency);
  // The release's accounts [reserved, available] and a lapsed lot's expiry's [available, revenue].
  const accounts = accountsJson(currency, [marketerAccount(input.marketerId, 'credit_reserved', currency), available]);
  const expireAccounts = accountsJson(currency, [available, platformAccount('revenue', currency)]);
  const [row] = await moneyCall('release', () =>
    namedQuery<PostingRow>(db, 'select * from credit_return($1, $2::bigint, $3, $4, $5::timestamptz, $6::jsonb, $7::jsonb)', [input.reservation, input.amount, input.reference, currency, deps.now(), accounts, expireAccounts]),
  );
  return postingOf('release', input.reference, row!);
}

/** Pays a finished job (COMPLETED): reserved → influencer and the platform fee in force (job.platformFeeBp, 20 % by default). */
export async function captureCredit(db: Executor, deps: Pick<Deps, 'config' | 'now'>, input: { marketerId: string; influencerId: string; reference: string }): Promise<Posting> {
  const currency = currencyOf(deps.config.country);
  const accounts = accountsJson(currency, [
    marketerAccount(input.marketerId, 'credit_reserved', currency),
    influencerAccount(input.influencerId, 'earnings_pending', currency),
    platformAccount('revenue', currency),
  ]);
  // The fee in force is read by the same statement, by the setting's one SQL form (configValueText).
  const [row] = await moneyCall('capture', () =>
    namedQuery<PostingRow>(
      db,
      `select * from credit_capture($1, $2, $3::timestamptz, $4::jsonb, coalesce((${configValueText('$5', '$3')})::numeric, $6::numeric))`,
      [input.reference, currency, deps.now(), accounts, 'job.platformFeeBp', configValue('job.platformFeeBp', null)],
    ),
  );
  return postingOf('capture', input.reference, row!);
}

// ---- jobs ----

/** What is left of a lot at its expiry leaves the marketer's credit (breakage → revenue). Once. */
export async function expireLot(deps: Deps, lotId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [lot] = await tx.select().from(creditLots).where(eq(creditLots.id, lotId)).for('update');
    if (!lot || lot.expiredAt || lot.expiresAt > deps.now()) return;
    if (lot.remaining > 0) {
      await post(tx, {
        kind: 'expire',
        reference: `lot:${lot.id}`,
        currency: lot.currency,
        at: deps.now(),
        entries: [debit(marketerAccount(lot.marketerId, 'credit_available', lot.currency), lot.remaining), credit(platformAccount('revenue', lot.currency), lot.remaining)],
      });
    }
    await tx.update(creditLots).set({ remaining: 0, expiredAt: deps.now(), expiredAmount: lot.remaining }).where(eq(creditLots.id, lot.id));
  });
}

/**
 * 30 days before a lot expires: its expiry queued for its time, then one e-mail, if anything is
 * left (delivered by the queue after commit). A top-up queues this job alone (decision 086).
 */
export async function alertLot(deps: Deps, lotId: number): Promise<void> {
  const [due] = await deps.db.select({ expiresAt: creditLots.expiresAt, expiredAt: creditLots.expiredAt }).from(creditLots).where(eq(creditLots.id, lotId));
  if (!due) return;
  // The expiry on its own, before the alert's transaction: a mail that keeps failing must not keep
  // the lot from expiring. Keyed by the lot, so a retried alert (or a lot from before decision 086,
  // whose top-up queued its expiry itself) queues it once.
  if (!due.expiredAt) await deps.queue.enqueue(jobNames.expireLot, { lotId }, { startAfter: due.expiresAt, singletonKey: `lot:${lotId}` });
  await deps.db.transaction(async (tx) => {
    const [lot] = await tx.select({ lot: creditLots, email: users.email, locale: users.locale }).from(creditLots).innerJoin(users, eq(users.id, creditLots.marketerId)).where(eq(creditLots.id, lotId)).for('update', { of: creditLots });
    if (!lot || lot.lot.alertedAt || lot.lot.expiredAt || lot.lot.remaining === 0) return;
    await tx.update(creditLots).set({ alertedAt: deps.now() }).where(eq(creditLots.id, lotId));
    if (!lot.email) return;
    const thai = lot.locale !== 'en';
    // Issue 30: the deployment's currency and number format.
    const amount = formatMoney(lot.lot.remaining, { decimals: 2 });
    const date = lot.lot.expiresAt.toISOString().slice(0, 10);
    await enqueueNotification(deps, tx, [
      {
        channel: 'email',
        locale: thai ? 'th' : 'en',
        to: lot.email,
        subject: thai ? 'เครดิต Kolify ของคุณใกล้หมดอายุ' : 'Your Kolify credit expires soon',
        text: thai ? `เครดิต ${amount} จะหมดอายุวันที่ ${date} ใช้ก่อนหมดอายุได้ที่ ${deps.config.publicUrl}/th/Marketer/credit` : `${amount} of credit expires on ${date}. Use it before then: ${deps.config.publicUrl}/en/Marketer/credit`,
      },
    ]);
  });
}
