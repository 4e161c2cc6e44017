import { localMonthOf } from '#common/countries';
import { formatMoney } from '#common/money';
import type { SessionUser } from '#common/contracts/auth';
import { and, desc, eq, gte, inArray, lt, or, sql, sum } from 'drizzle-orm';
import { withdrawalBreakdown } from '#common/earnings';
import { currencyOf } from '#common/money';
import { earningPostingKinds, type Earn, type EarnMovement, type PayoutBatch, type StaffWithdrawal, type Withdrawal, type WithdrawalList } from '#common/contracts/earnings';
import type { WithdrawalStatus } from '#common/enums';
import { withdrawalStatusMachine, type WithdrawalStatusEvent } from '#machines/lifecycles/withdrawal.machine';
import type { Database, Executor, Transaction } from '../db/client';
import { bankAccounts, campaigns, influencerProfiles, jobs, ledgerEntries, ledgerPostings, payoutBatches, users, withdrawals } from '../db/schema/index';
import type { Deps } from '../deps';
import { DomainError, notFoundError } from '../domain-error';
import { accountIds, balances, credit, debit, influencerAccount, platformAccount, post } from '../ledger/ledger';
import { decide } from '../machines/run-machine';
import { earningOf } from './campaign-money';
import { withdrawalRulesAt } from './app-config';
import { csvCell } from './statements';
import { recordAudit } from './audit';
import { enqueueNotification } from './notifications';

/** Issue 27: the queue jobs that pay withdrawals by gateway transfer (services/payouts.ts). */
export const payoutJobs = { recipient: 'payouts.create-recipient', transfer: 'payouts.transfer', pollTransfer: 'payouts.poll-transfer' } as const;

/**
 * An influencer's earnings and withdrawals (PRODUCT.md "Money", issue 13;
 * docs/decisions/024-withdrawals.md). The money sits in the ledger: a completed job credits
 * `earnings_available`; a withdrawal request moves its gross amount to `earnings_withdrawing`
 * (`withdrawal.request`), a rejection moves it back (`withdrawal.reject`), the payout sends the
 * net to the bank and books the fee as revenue and the withholding tax as owed to the Revenue
 * Department (`withdrawal.payout`). Status changes go through the withdrawalStatus machine.
 */

type WithdrawalRow = typeof withdrawals.$inferSelect;
type MoneyDeps = Pick<Deps, 'config' | 'now'>;
const HOUR = 3_600_000;

/** YYYY-MM of an instant on the deployment's calendar (Bangkok, Jakarta, Bogotá; issue 30). */
export const localMonth = (at: Date) => localMonthOf(at);
/** The last `count` local months up to `now`'s, oldest first. */
function lastMonths(now: Date, count: number): string[] {
  const [year, month] = localMonth(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

const mask = (accountNumber: string) => `••••${accountNumber.replace(/\D/g, '').slice(-4)}`;

export function toWithdrawal(row: WithdrawalRow, options: { masked: boolean } = { masked: true }): Withdrawal {
  return {
    id: row.id,
    currency: row.currency,
    amount: row.amountMinor,
    fee: row.feeMinor,
    wht: row.whtMinor,
    net: row.netMinor,
    status: row.status,
    rejectReason: row.rejectReason,
    bankCode: row.bankCode,
    accountNumber: options.masked ? mask(row.accountNumber) : row.accountNumber,
    accountName: row.accountName,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
    failureReason: row.failureReason,
  };
}

/** The earn page: four figures, twelve months, and a keyset page of movements of the available earnings. */
export async function earnings(db: Executor, deps: MoneyDeps, influencerId: string, query: { cursor?: string; limit: number }): Promise<Earn> {
  const currency = currencyOf(deps.config.country);
  const [available, withdrawing] = await balances(db, [influencerAccount(influencerId, 'earnings_available', currency), influencerAccount(influencerId, 'earnings_withdrawing', currency)]);
  // Pending: what jobs waiting for their insight will pay (price less the platform fee), from the jobs.
  const insightJobs = await db.select({ price: jobs.priceMinor, feeBp: jobs.platformFeeBp }).from(jobs).where(and(eq(jobs.influencerId, influencerId), eq(jobs.status, 'INSIGHT')));
  const pending = insightJobs.reduce((total, job) => total + (job.price ? earningOf(job.price, job.feeBp) : 0), 0);
  const [paid] = await db
    .select({ total: sum(withdrawals.amountMinor) })
    .from(withdrawals)
    .where(and(eq(withdrawals.influencerId, influencerId), eq(withdrawals.status, 'complete')));
  const [bank] = await db.select({ status: bankAccounts.status, holderType: bankAccounts.holderType }).from(bankAccounts).where(eq(bankAccounts.influencerId, influencerId));

  const ids = await accountIds(db, [influencerAccount(influencerId, 'earnings_available', currency)], { create: false });
  const accountId = [...ids.values()][0];
  const months = lastMonths(deps.now(), 12);
  const byMonth = new Map(months.map((month) => [month, { month, earned: 0, withdrawn: 0 }]));
  let movements: EarnMovement[] = [];
  let nextCursor: string | null = null;
  if (accountId !== undefined) {
    // Months: a year of movements is a few hundred rows at most; summed here in the country's months.
    const since = new Date(Date.UTC(Number(months[0]!.slice(0, 4)), Number(months[0]!.slice(5, 7)) - 1, 1) - 7 * HOUR);
    const yearRows = await db
      .select({ at: ledgerEntries.createdAt, amount: ledgerEntries.amount, kind: ledgerPostings.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(and(eq(ledgerEntries.accountId, accountId), gte(ledgerEntries.createdAt, since)));
    for (const row of yearRows) {
      const bucket = byMonth.get(localMonth(row.at));
      if (!bucket) continue;
      // Credit-normal: a credit (negative entry) adds to the influencer's earnings.
      if (earningPostingKinds.includes(row.kind)) bucket.earned += -row.amount;
      else if (row.kind === 'withdrawal.request') bucket.withdrawn += row.amount;
      else if (row.kind === 'withdrawal.reject' || row.kind === 'withdrawal.return') bucket.withdrawn -= -row.amount;
    }
    const rows = await db
      .select({
        id: ledgerEntries.id,
        at: ledgerEntries.createdAt,
        kind: ledgerPostings.kind,
        amount: ledgerEntries.amount,
        balance: ledgerEntries.balanceAfter,
        jobId: jobs.id,
        campaignName: campaigns.name,
        withdrawalId: withdrawals.id,
        fee: withdrawals.feeMinor,
        wht: withdrawals.whtMinor,
        net: withdrawals.netMinor,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .leftJoin(jobs, and(eq(ledgerPostings.kind, 'job.escrow_capture'), sql`${ledgerPostings.reference} = ${jobs.id}::text`))
      .leftJoin(campaigns, eq(campaigns.id, jobs.campaignId))
      .leftJoin(withdrawals, and(sql`${ledgerPostings.kind} like 'withdrawal.%'`, sql`${ledgerPostings.reference} = ${withdrawals.id}::text`))
      .where(and(eq(ledgerEntries.accountId, accountId), query.cursor ? lt(ledgerEntries.id, Number(query.cursor)) : undefined))
      .orderBy(desc(ledgerEntries.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    movements = page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      month: localMonth(row.at),
      kind: row.kind,
      amount: -row.amount,
      balance: row.balance,
      jobId: row.jobId,
      campaignName: row.campaignName,
      withdrawalId: row.withdrawalId,
      fee: row.withdrawalId ? row.fee : null,
      wht: row.withdrawalId ? row.wht : null,
      net: row.withdrawalId ? row.net : null,
    }));
    nextCursor = rows.length > query.limit ? String(page.at(-1)!.id) : null;
  }
  return {
    currency,
    available: available!,
    pending,
    withdrawing: withdrawing!,
    withdrawn: Number(paid?.total ?? 0),
    months: [...byMonth.values()],
    movements,
    nextCursor,
    bank: bank ?? null,
    rules: await withdrawalRulesAt(db, deps.now(), deps.config.country),
  };
}

/** Every movement for the statement file (newest first), page after page. */
export async function allMovements(db: Executor, deps: MoneyDeps, influencerId: string): Promise<{ earn: Earn; movements: EarnMovement[] }> {
  const first = await earnings(db, deps, influencerId, { limit: 100 });
  const movements = [...first.movements];
  let cursor = first.nextCursor;
  while (cursor && movements.length < 20_000) {
    const page = await earnings(db, deps, influencerId, { cursor, limit: 100 });
    movements.push(...page.movements);
    cursor = page.nextCursor;
  }
  return { earn: first, movements };
}

export function earningsCsv(movements: EarnMovement[]): string {
  const lines = [['date', 'month', 'kind', 'campaign', 'job', 'withdrawal', 'amount', 'fee', 'withholding_tax', 'net', 'balance'].map(csvCell).join(',')];
  // CSV stays machine-readable (a plain decimal point) in every country (issue 30); amounts are in the deployment's currency.
  const thb = (minor: number | null) => (minor === null ? null : (minor / 100).toFixed(2));
  for (const row of movements) {
    lines.push([row.at, row.month, row.kind, row.campaignName, row.jobId, row.withdrawalId, thb(row.amount), thb(row.fee), thb(row.wht), thb(row.net), thb(row.balance)].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// ---- the influencer's withdrawals

/** E-mails the influencer in their language; the queue sends it once the transaction commits. */
export async function notify(tx: Transaction, deps: Pick<Deps, 'queue'>, row: WithdrawalRow, status: WithdrawalStatus) {
  const [owner] = await tx
    .select({ email: users.email, language: influencerProfiles.notificationLanguage })
    .from(users)
    .leftJoin(influencerProfiles, eq(influencerProfiles.userId, users.id))
    .where(eq(users.id, row.influencerId));
  if (!owner) return;
  const locale = owner.language ?? 'th';
  const message = withdrawalTexts[status][locale](row);
  await enqueueNotification(deps, tx, [{ channel: 'email', to: owner.email, subject: message.subject, text: message.text, locale }]);
}

/**
 * A withdrawal request, in the caller's transaction (the idempotency key's): refused without an
 * approved bank account, below the minimum, or above the available earnings (the ledger's row
 * lock and CHECK decide that last one, so two parallel requests of the whole balance cannot
 * both pass). The fee and withholding tax are fixed now and the bank details copied.
 */
export async function requestWithdrawal(tx: Transaction, deps: MoneyDeps & Pick<Deps, 'queue'>, influencerId: string, amountMinor: number, idempotencyKey: string): Promise<Withdrawal> {
  const [bank] = await tx.select().from(bankAccounts).where(eq(bankAccounts.influencerId, influencerId)).for('share');
  if (!bank || bank.status !== 'approve') throw new DomainError('bank_account_required', { detail: 'Add a bank account and wait for it to be approved before withdrawing.' });
  const rules = await withdrawalRulesAt(tx, deps.now(), deps.config.country);
  const breakdown = withdrawalBreakdown(amountMinor, bank.holderType, rules);
  if (breakdown.amountMinor < rules.minimumMinor) {
    throw new DomainError('below_minimum', { detail: `The minimum withdrawal is ${(rules.minimumMinor / 100).toFixed(2)}.`, errors: [{ path: 'amount', message: 'below_minimum' }] });
  }
  const currency = currencyOf(deps.config.country);
  const [row] = await tx
    .insert(withdrawals)
    .values({
      influencerId,
      bankAccountId: bank.id,
      bankCode: bank.bankCode,
      accountNumber: bank.accountNumber,
      accountName: bank.accountName,
      currency,
      amountMinor: breakdown.amountMinor,
      feeMinor: breakdown.feeMinor,
      whtMinor: breakdown.whtMinor,
      netMinor: breakdown.netMinor,
      idempotencyKey,
      createdAt: deps.now(),
    })
    .returning();
  await post(tx, {
    kind: 'withdrawal.request',
    reference: row!.id,
    currency,
    at: deps.now(),
    actorId: influencerId,
    entries: [debit(influencerAccount(influencerId, 'earnings_available', currency), amountMinor), credit(influencerAccount(influencerId, 'earnings_withdrawing', currency), amountMinor)],
  });
  await notify(tx, deps, row!, 'in_progress');
  return toWithdrawal(row!);
}

/** The influencer's withdrawals, newest first, keyset-paged by (created_at, id). */
export async function listWithdrawals(db: Executor, influencerId: string, query: { cursor?: string; limit: number }): Promise<WithdrawalList> {
  let after = undefined;
  if (query.cursor) {
    const [at, id] = query.cursor.split('|') as [string, string];
    const date = new Date(at);
    if (Number.isNaN(date.getTime())) throw new DomainError('validation', { errors: [{ path: 'cursor', message: 'cursor_invalid' }] });
    after = or(lt(withdrawals.createdAt, date), and(eq(withdrawals.createdAt, date), lt(withdrawals.id, id)));
  }
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.influencerId, influencerId), after))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { data: page.map((row) => toWithdrawal(row)), nextCursor: rows.length > query.limit && last ? `${last.createdAt.toISOString()}|${last.id}` : null };
}

// ---- staff

const staffColumns = { withdrawal: withdrawals, email: users.email, holderType: bankAccounts.holderType };

function toStaff(row: { withdrawal: WithdrawalRow; email: string; holderType: 'individual' | 'company' }): StaffWithdrawal {
  return { ...toWithdrawal(row.withdrawal, { masked: false }), influencerId: row.withdrawal.influencerId, influencerEmail: row.email, holderType: row.holderType, batchId: row.withdrawal.batchId, transferId: row.withdrawal.transferId?.startsWith('claim:') ? null : row.withdrawal.transferId };
}

export async function staffWithdrawals(db: Executor, status: WithdrawalStatus): Promise<StaffWithdrawal[]> {
  const rows = await db
    .select(staffColumns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.influencerId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(eq(withdrawals.status, status))
    .orderBy(withdrawals.createdAt, withdrawals.id)
    .limit(500);
  return rows.map(toStaff);
}

/** Locks one withdrawal and decides a staff event on it (404 unknown, 409 not allowed in its status). */
export async function decideOn(tx: Transaction, withdrawalId: string, event: WithdrawalStatusEvent) {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
  if (!row) throw notFoundError('No such withdrawal.');
  // A gateway transfer (or its claim) holds it like a bank file does: no reject, no second payout.
  const decision = decide(withdrawalStatusMachine, { value: row.status, context: { batched: row.batchId !== null || row.transferId !== null } }, event);
  return { row, status: decision.value as WithdrawalStatus };
}

async function staffRow(tx: Executor, withdrawalId: string): Promise<StaffWithdrawal> {
  const [row] = await tx
    .select(staffColumns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.influencerId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(eq(withdrawals.id, withdrawalId));
  return toStaff(row!);
}

export async function approveWithdrawal(db: Database, deps: MoneyDeps & Pick<Deps, 'queue'>, staff: SessionUser, withdrawalId: string): Promise<StaffWithdrawal> {
  return db.transaction(async (tx) => {
    const { row, status } = await decideOn(tx, withdrawalId, { type: 'withdrawal.approve' });
    const [updated] = await tx.update(withdrawals).set({ status, reviewedBy: staff.uuid, reviewedAt: deps.now() }).where(eq(withdrawals.id, withdrawalId)).returning();
    await recordAudit(tx, staff, { action: 'withdrawal.approve', targetType: 'withdrawal', targetId: withdrawalId, before: { status: row.status }, after: { status, amountMinor: row.amountMinor, netMinor: row.netMinor } });
    await notify(tx, deps, updated!, status);
    // Issue 27: with a gateway, the queue pays it by transfer (after commit); without, the bank file does.
    if (deps.config.gateway.payouts === 'transfer') await deps.queue.enqueue(payoutJobs.transfer, { withdrawalId }, { tx, singletonKey: withdrawalId });
    return staffRow(tx, withdrawalId);
  });
}

/** Reject with a reason: the gross amount returns to the available earnings by a reversing posting. */
export async function rejectWithdrawal(tx: Transaction, deps: MoneyDeps & Pick<Deps, 'queue'>, staff: SessionUser, withdrawalId: string, reason: string): Promise<StaffWithdrawal> {
  const staffId = staff.uuid;
  const { row, status } = await decideOn(tx, withdrawalId, { type: 'withdrawal.reject', reason });
  const [updated] = await tx.update(withdrawals).set({ status, rejectReason: reason, reviewedBy: staffId, reviewedAt: deps.now() }).where(eq(withdrawals.id, withdrawalId)).returning();
  await recordAudit(tx, staff, { action: 'withdrawal.reject', targetType: 'withdrawal', targetId: withdrawalId, before: { status: row.status }, after: { status, amountMinor: row.amountMinor }, reason });
  const [request] = await tx.select({ id: ledgerPostings.id }).from(ledgerPostings).where(and(eq(ledgerPostings.kind, 'withdrawal.request'), eq(ledgerPostings.reference, row.id)));
  await post(tx, {
    kind: 'withdrawal.reject',
    reference: row.id,
    currency: row.currency,
    at: deps.now(),
    actorId: staffId,
    reverses: request?.id ?? null,
    memo: { reason },
    entries: [debit(influencerAccount(row.influencerId, 'earnings_withdrawing', row.currency), row.amountMinor), credit(influencerAccount(row.influencerId, 'earnings_available', row.currency), row.amountMinor)],
  });
  await notify(tx, deps, updated!, status);
  return staffRow(tx, withdrawalId);
}

function toBatch(row: typeof payoutBatches.$inferSelect, count: number): PayoutBatch {
  return { id: row.id, currency: row.currency, totalNet: row.totalNetMinor, count, createdAt: row.createdAt.toISOString(), paidAt: row.paidAt?.toISOString() ?? null };
}

/** Gathers approved withdrawals (none already in a batch) into one payout batch; its bank file is then downloaded. */
export async function createPayoutBatch(tx: Transaction, deps: MoneyDeps, staff: SessionUser, withdrawalIds: string[]): Promise<PayoutBatch> {
  const ids = [...new Set(withdrawalIds)].sort();
  let total = 0;
  let currency: string = currencyOf(deps.config.country);
  // Locked in id order, so two staff batching overlapping sets wait instead of deadlocking.
  for (const id of ids) {
    const { row } = await decideOn(tx, id, { type: 'withdrawal.batch' });
    total += row.netMinor;
    currency = row.currency;
  }
  const [batch] = await tx.insert(payoutBatches).values({ currency, totalNetMinor: total, createdBy: staff.uuid, createdAt: deps.now() }).returning();
  await tx.update(withdrawals).set({ batchId: batch!.id }).where(inArray(withdrawals.id, ids));
  await recordAudit(tx, staff, { action: 'payout_batch.create', targetType: 'payout_batch', targetId: batch!.id, after: { withdrawalIds: ids, totalNetMinor: total, currency } });
  return toBatch(batch!, ids.length);
}

export async function payoutBatchList(db: Executor): Promise<PayoutBatch[]> {
  const rows = await db
    .select({ batch: payoutBatches, count: sql<number>`count(${withdrawals.id})::int` })
    .from(payoutBatches)
    .leftJoin(withdrawals, eq(withdrawals.batchId, payoutBatches.id))
    .groupBy(payoutBatches.id)
    .orderBy(desc(payoutBatches.createdAt))
    .limit(100);
  return rows.map((row) => toBatch(row.batch, Number(row.count)));
}

/**
 * The bank file of a batch (docs/decisions/024-withdrawals.md): CSV, UTF-8 with a BOM so Excel
 * reads Thai names, one row per withdrawal: bank code, account number, account name, net THB with
 * two decimals, and the withdrawal id as the transfer's reference.
 */
export async function payoutBatchFile(db: Executor, batchId: string): Promise<string> {
  const [batch] = await db.select({ id: payoutBatches.id }).from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!batch) throw notFoundError('No such payout batch.');
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.batchId, batchId)).orderBy(withdrawals.createdAt, withdrawals.id);
  const lines = [['bank_code', 'account_number', 'account_name', 'amount_thb', 'reference'].map(csvCell).join(',')];
  for (const row of rows) lines.push([row.bankCode, row.accountNumber.replace(/\D/g, ''), row.accountName, (row.netMinor / 100).toFixed(2), row.id].map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The bank has paid the batch: each withdrawal completes and posts its payout — the gross leaves
 * the influencer's withdrawing earnings; the net leaves the platform's bank, the fee is revenue,
 * the withholding tax is owed to the Revenue Department.
 */
export async function markBatchPaid(tx: Transaction, deps: MoneyDeps & Pick<Deps, 'queue'>, staff: SessionUser, batchId: string): Promise<PayoutBatch> {
  const staffId = staff.uuid;
  const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, batchId)).for('update');
  if (!batch) throw notFoundError('No such payout batch.');
  if (batch.paidAt) throw new DomainError('illegal_transition', { detail: 'This batch is already paid.', state: 'paid', event: 'withdrawal.pay' });
  const rows = await tx.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.batchId, batchId)).orderBy(withdrawals.id);
  for (const { id } of rows) {
    const { row, status } = await decideOn(tx, id, { type: 'withdrawal.pay' });
    const [updated] = await tx.update(withdrawals).set({ status, completedAt: deps.now() }).where(eq(withdrawals.id, id)).returning();
    await post(tx, {
      kind: 'withdrawal.payout',
      reference: row.id,
      currency: row.currency,
      at: deps.now(),
      actorId: staffId,
      memo: { batchId },
      entries: [
        debit(influencerAccount(row.influencerId, 'earnings_withdrawing', row.currency), row.amountMinor),
        credit(platformAccount('bank', row.currency), row.netMinor),
        credit(platformAccount('revenue', row.currency), row.feeMinor),
        ...(row.whtMinor > 0 ? [credit(platformAccount('wht_payable', row.currency), row.whtMinor)] : []),
      ],
    });
    await notify(tx, deps, updated!, status);
  }
  const [paid] = await tx.update(payoutBatches).set({ paidAt: deps.now() }).where(eq(payoutBatches.id, batchId)).returning();
  await recordAudit(tx, staff, { action: 'payout_batch.paid', targetType: 'payout_batch', targetId: batchId, before: { paidAt: null }, after: { paidAt: paid!.paidAt, withdrawals: rows.length } });
  return toBatch(paid!, rows.length);
}

// ---- e-mails, in the influencer's notification language

/** Issue 30: amounts in messages in the deployment's currency and format. */
const money = (minor: number) => formatMoney(minor, { decimals: 2 });
type Text = (row: WithdrawalRow) => { subject: string; text: string };
const withdrawalTexts: Record<WithdrawalStatus, Record<'th' | 'en', Text>> = {
  in_progress: {
    th: (row) => ({ subject: 'ได้รับคำขอถอนเงินแล้ว', text: `เราได้รับคำขอถอนเงิน ${money(row.amountMinor)} (ค่าธรรมเนียม ${money(row.feeMinor)} ภาษีหัก ณ ที่จ่าย ${money(row.whtMinor)} รับสุทธิ ${money(row.netMinor)}) และกำลังตรวจสอบ` }),
    en: (row) => ({ subject: 'Withdrawal request received', text: `We received your withdrawal of ${money(row.amountMinor)} (fee ${money(row.feeMinor)}, withholding tax ${money(row.whtMinor)}, net ${money(row.netMinor)}) and are reviewing it.` }),
  },
  approve: {
    th: (row) => ({ subject: 'อนุมัติการถอนเงินแล้ว', text: `คำขอถอนเงิน ${money(row.amountMinor)} ได้รับการอนุมัติ ยอดสุทธิ ${money(row.netMinor)} จะโอนเข้าบัญชีในรอบจ่ายถัดไป` }),
    en: (row) => ({ subject: 'Withdrawal approved', text: `Your withdrawal of ${money(row.amountMinor)} is approved; ${money(row.netMinor)} will be paid in the next payout run.` }),
  },
  complete: {
    th: (row) => ({ subject: 'โอนเงินแล้ว', text: `โอนเงิน ${money(row.netMinor)} เข้าบัญชีที่ลงท้าย ${row.accountNumber.slice(-4)} แล้ว` }),
    en: (row) => ({ subject: 'Withdrawal paid', text: `${money(row.netMinor)} has been paid to your account ending ${row.accountNumber.slice(-4)}.` }),
  },
  sent: {
    th: (row) => ({ subject: 'ส่งเงินไปยังธนาคารแล้ว', text: `ยอดสุทธิ ${money(row.netMinor)} ถูกส่งไปยังบัญชีที่ลงท้าย ${row.accountNumber.slice(-4)} แล้ว ปกติเข้าบัญชีภายในหนึ่งวันทำการ` }),
    en: (row) => ({ subject: 'Withdrawal sent to your bank', text: `${money(row.netMinor)} is on its way to your account ending ${row.accountNumber.slice(-4)}; it usually arrives within one business day.` }),
  },
  failed: {
    th: (row) => ({ subject: 'โอนเงินไม่สำเร็จ', text: `ธนาคารไม่รับการโอน ${money(row.netMinor)} เข้าบัญชีที่ลงท้าย ${row.accountNumber.slice(-4)}: ${row.failureReason ?? ''} ยอด ${money(row.amountMinor)} ได้คืนเข้ารายได้ที่ถอนได้แล้ว โปรดตรวจสอบบัญชีธนาคารแล้วถอนใหม่` }),
    en: (row) => ({ subject: 'Withdrawal failed', text: `The bank refused the transfer of ${money(row.netMinor)} to your account ending ${row.accountNumber.slice(-4)}: ${row.failureReason ?? ''} ${money(row.amountMinor)} is back in your available earnings. Check your bank account and withdraw again.` }),
  },
  reject: {
    th: (row) => ({ subject: 'คำขอถอนเงินไม่ได้รับการอนุมัติ', text: `คำขอถอนเงิน ${money(row.amountMinor)} ไม่ได้รับการอนุมัติ: ${row.rejectReason ?? ''} ยอดเงินได้คืนเข้ารายได้ที่ถอนได้แล้ว` }),
    en: (row) => ({ subject: 'Withdrawal rejected', text: `Your withdrawal of ${money(row.amountMinor)} was rejected: ${row.rejectReason ?? ''} The money is back in your available earnings.` }),
  },
};

