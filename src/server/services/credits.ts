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
import { notFoundError } from '../domain-error';
import type { Deps } from '../deps';
import { balances, credit, debit, influencerAccount, marketerAccount, platformAccount, post, type AccountRef } from '../ledger/ledger';
import { jobNames } from './money-jobs';
import { dayMs } from '#common/dates';

/**
 * Credits (decision 056 split services/money.ts): the marketer's credit — how it enters (a lot
 * with its expiry), what is left (balance, lots, packages' slots, the money dashboard), how
 * campaigns and jobs spend it (reserve, release, return, capture), and the lots' expiry jobs.
 */

/** PRODUCT.md "Money": how long credit lasts and how early its expiry is announced are app_config (issue 32). */

/**
 * Credit enters the marketer's account one way: a 'topup' posting (source → available, VAT
 * aside) and a lot that remembers when it expires, with its alert on the job queue (the alert queues
 * the expiry when it runs, decision 086).
 * Keyed by the reference, so a second call adds nothing.
 */
export async function grantCredit(
  tx: Transaction,
  deps: Pick<Deps, 'queue' | 'now'>,
  input: { marketerId: string; amount: number; vat?: number; currency: string; source: AccountRef; reference: string; paymentId?: string; actorId?: string | null },
) {
  const now = deps.now();
  const vat = input.vat ?? 0;
  // The lot and its job are written once the posting is known to be new, but before its balances
  // are locked: the platform's clearing and VAT rows, which every top-up meets, stay locked only
  // from the posting's last statement to commit (decision 016, issue 31).
  const whenNew = async () => {
    // The lot with its expiry from the validity in force, in one statement (the settings read
    // inside it, not in a round trip of their own: issue 31, decision 073).
    // A named statement, prepared once per connection (decision 079).
    const [lot] = await namedQuery<{ id: string | number; expires_at_ms: string | number; alert_days: string | null }>(
      tx,
      `insert into credit_lots (marketer_id, payment_id, amount, remaining, currency, expires_at, created_at)
       select $1::uuid, $2::uuid, $3::bigint, $3::bigint, $4, $5::timestamptz + make_interval(days => c.valid_days), $5::timestamptz
         from (select coalesce((${configValueText('$6', '$5')})::int, $7::int) as valid_days) c
       returning id, (extract(epoch from expires_at) * 1000)::bigint as expires_at_ms, ${configValueText('$8', '$5')} as alert_days`,
      [input.marketerId, input.paymentId ?? null, input.amount, input.currency, now, 'credit.validDays', configValue('credit.validDays', null), 'credit.alertDays'],
    );
    const lotId = Number(lot!.id);
    const expiresAt = new Date(Number(lot!.expires_at_ms));
    const alertDays = configValue('credit.alertDays', lot!.alert_days);
    // One job per lot (decision 086): the alert, which queues the expiry when it runs (alertLot).
    // pg-boss's insert was the costliest statement of a top-up that does not wait (decision 082).
    await deps.queue.enqueue(jobNames.alertLot, { lotId }, { startAfter: new Date(expiresAt.getTime() - alertDays * dayMs), singletonKey: `lot:${lotId}`, tx });
  };
  return post(
    tx,
    {
      kind: 'topup',
      reference: input.reference,
      currency: input.currency,
      actorId: input.actorId ?? null,
      at: now,
      entries: [debit(input.source, input.amount + vat), credit(marketerAccount(input.marketerId, 'credit_available', input.currency), input.amount), credit(platformAccount('vat_payable', input.currency), vat)].filter(
        (entry) => entry.amount !== 0,
      ),
    },
    { whenNew },
  );
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

/**
 * Holds credit for a job (escrow): available → reserved, taken from lots earliest-expiry first.
 * Posts once per reference; a second call with the same reference changes nothing.
 */
export async function reserveCredit(tx: Transaction, deps: Pick<Deps, 'config' | 'now'>, input: { marketerId: string; amount: number; reference: string }) {
  const currency = currencyOf(deps.config.country);
  const posting = await post(tx, {
    kind: 'reserve',
    reference: input.reference,
    currency,
    at: deps.now(),
    entries: [debit(marketerAccount(input.marketerId, 'credit_available', currency), input.amount), credit(marketerAccount(input.marketerId, 'credit_reserved', currency), input.amount)],
  });
  if (posting.replayed) return posting;
  // The lots, earliest expiry first, locked in that order and drawn down in one statement (was a
  // SELECT … FOR UPDATE and an UPDATE and an INSERT per lot): each lot gives what is still needed
  // once the earlier ones gave theirs (issue 31, decision 073).
  const [drawn] = await namedQuery<{ taken: string | number }>(
    tx,
    `with locked as materialized (
       select id, remaining, expires_at from credit_lots
        where marketer_id = $1::uuid and remaining > 0 and expired_at is null
        order by expires_at, id
          for update
     ), planned as (
       select id, least(remaining, greatest($2::bigint - (sum(remaining) over (order by expires_at, id rows between unbounded preceding and current row) - remaining), 0)) as take
         from locked
     ), taken as (
       update credit_lots lot set remaining = lot.remaining - planned.take
         from planned where lot.id = planned.id and planned.take > 0
       returning lot.id, planned.take
     ), used as (
       insert into credit_lot_uses (reference, lot_id, amount) select $3, id, take from taken
     )
     select coalesce(sum(take), 0)::bigint as taken from taken`,
    [input.marketerId, input.amount, input.reference],
  );
  const left = input.amount - Number(drawn!.taken);
  // The ledger said the credit was there; lots must agree (available = what lots have left).
  if (left !== 0) throw new Error(`Lots of ${input.marketerId} hold less than their available credit`);
  return posting;
}

/** Gives a whole reservation back (CANCEL/REJECTED): reserved → available, to the lots it came from. */
export async function releaseCredit(tx: Transaction, deps: Pick<Deps, 'config' | 'now'>, input: { marketerId: string; reference: string }) {
  const [held] = await namedQuery<{ amount: string | number }>(tx, 'select coalesce(sum(amount), 0)::bigint as amount from credit_lot_uses where reference = $1', [input.reference]);
  const amount = Number(held!.amount);
  if (amount === 0) throw notFoundError('No reservation with this reference.');
  return returnCredit(tx, deps, { marketerId: input.marketerId, reservation: input.reference, amount, reference: input.reference });
}

/**
 * Gives part of a reservation back (a campaign's unspent budget, a job's price once its campaign
 * ended): reserved → available under its own reference, once. The credit goes back to the lots
 * the reservation drew from, the latest-expiring first (it spent the earliest first), as negative
 * uses; credit that returns to a lot which expired meanwhile expires at once, as the lot did.
 */
export async function returnCredit(tx: Transaction, deps: Pick<Deps, 'config' | 'now'>, input: { marketerId: string; reservation: string; amount: number; reference: string }) {
  const currency = currencyOf(deps.config.country);
  const available = marketerAccount(input.marketerId, 'credit_available', currency);
  const posting = await post(tx, {
    kind: 'release',
    reference: input.reference,
    currency,
    at: deps.now(),
    entries: [debit(marketerAccount(input.marketerId, 'credit_reserved', currency), input.amount), credit(available, input.amount)],
  });
  if (posting.replayed) return posting;
  // Lock the reservation's lots first (in id order, so two returns never deadlock), then read
  // them: a lot that expires meanwhile is seen expired, never topped up after its expiry. One
  // statement: the locked rows a CTE answers are their latest versions (issue 31, decision 073).
  const held = (
    await namedQuery<{ lot_id: string | number; amount: string | number; expired: boolean }>(
      tx,
      `with locked as materialized (
         select id, expires_at, expired_at from credit_lots
          where id in (select lot_id from credit_lot_uses where reference = $1)
          order by id
            for update
       )
       select use.lot_id, sum(use.amount)::bigint as amount, locked.expired_at is not null as expired
         from credit_lot_uses use join locked on locked.id = use.lot_id
        where use.reference = $1
        group by use.lot_id, locked.expires_at, locked.expired_at
        order by locked.expires_at desc, use.lot_id desc`,
      [input.reservation],
    )
  ).map((row) => ({ lotId: Number(row.lot_id), amount: Number(row.amount), expired: row.expired }));
  let left = input.amount;
  const gives: { lotId: number; give: number; expired: boolean }[] = [];
  for (const row of held) {
    if (left === 0) break;
    const give = Math.min(left, row.amount);
    if (give <= 0) continue;
    left -= give;
    gives.push({ lotId: row.lotId, give, expired: row.expired });
  }
  if (gives.length > 0) {
    // The negative uses for every lot, and the live lots' remaining, in one statement (the lots as
    // arrays, so that the text is the same whatever their number: a named statement, decision 079).
    await namedQuery(
      tx,
      `with given as (select * from unnest($2::bigint[], $3::bigint[], $4::boolean[]) as g (lot_id, give, expired)),
       used as (insert into credit_lot_uses (reference, lot_id, amount) select $1, lot_id, -give from given)
       update credit_lots lot set remaining = lot.remaining + given.give from given where lot.id = given.lot_id and not given.expired`,
      [input.reservation, gives.map((g) => g.lotId), gives.map((g) => g.give), gives.map((g) => g.expired)],
    );
  }
  for (const g of gives.filter((g) => g.expired)) {
    await post(tx, {
      kind: 'expire',
      reference: `lot:${g.lotId}:${input.reference}`,
      currency,
      at: deps.now(),
      entries: [debit(available, g.give), credit(platformAccount('revenue', currency), g.give)],
    });
    await tx.update(creditLots).set({ expiredAmount: sql`coalesce(${creditLots.expiredAmount}, 0) + ${g.give}` }).where(eq(creditLots.id, g.lotId));
  }
  // The ledger let the reserve go; the lots must have held it.
  if (left !== 0) throw new Error(`Reservation ${input.reservation} holds less in lots than it returns`);
  return posting;
}

/** Pays a finished job (COMPLETED): reserved → influencer and the platform fee in force (job.platformFeeBp, 20 % by default). */
export async function captureCredit(tx: Transaction, deps: Pick<Deps, 'config' | 'now'>, input: { marketerId: string; influencerId: string; reference: string }) {
  const currency = currencyOf(deps.config.country);
  // What the reservation holds and the fee in force, in one round trip (issue 31, decision 073).
  const [held] = await namedQuery<{ amount: string | number; fee_bp: string | null }>(
    tx,
    `select coalesce(sum(amount), 0)::bigint as amount, ${configValueText('$2', '$3')} as fee_bp from credit_lot_uses where reference = $1`,
    [input.reference, 'job.platformFeeBp', deps.now()],
  );
  const amount = Number(held!.amount);
  if (amount === 0) throw notFoundError('No reservation with this reference.');
  const feeBp = configValue('job.platformFeeBp', held!.fee_bp);
  const fee = Math.round((amount * feeBp) / 10_000);
  return post(tx, {
    kind: 'capture',
    reference: input.reference,
    currency,
    at: deps.now(),
    entries: [
      debit(marketerAccount(input.marketerId, 'credit_reserved', currency), amount),
      credit(influencerAccount(input.influencerId, 'earnings_pending', currency), amount - fee),
      credit(platformAccount('revenue', currency), fee),
    ].filter((entry) => entry.amount !== 0),
  });
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
