import { and, eq, sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '#common/enums';
import type { Executor, Transaction } from '../db/client';
import { bankAccounts, ledgerPostings, users, withdrawals } from '../db/schema/index';
import type { Deps } from '../deps';
import { DomainError } from '../domain-error';
import { credit, debit, influencerAccount, platformAccount, post } from '../ledger/ledger';
import { GatewayError, opnBankBrands, type Transfer } from '../payments/opn-gateway';
import { decideOn, notify, payoutJobs } from './earnings';

/**
 * Payouts by transfer (issue 27, docs/decisions/035): an approved bank account becomes an Opn
 * recipient (https://docs.opn.ooo/recipients-api); an approved withdrawal is paid by an Opn
 * transfer of its net amount (https://docs.opn.ooo/transfers-api) made by a queue job with an
 * Idempotency-Key; the transfer's webhook moves the withdrawal (sent, paid, failed) through the
 * withdrawalStatus machine. Without a gateway, staff's bank file (earnings.ts) stays the way.
 * Every call to Opn happens outside a transaction; each write after it is one transaction.
 */

/** A claim written before the transfer is asked for: the withdrawal counts as being paid, so staff can no longer reject or batch it. */
const CLAIM = 'claim:';

/** The recipient of an approved account, created at Opn once (keyed by the account's last change). */
export async function ensureRecipient(deps: Pick<Deps, 'db' | 'gateway' | 'config'>, bankAccountId: string): Promise<string | null> {
  if (deps.config.gateway.payouts !== 'transfer') return null;
  const [row] = await deps.db.select({ account: bankAccounts, email: users.email }).from(bankAccounts).innerJoin(users, eq(users.id, bankAccounts.influencerId)).where(eq(bankAccounts.id, bankAccountId));
  if (!row || row.account.status !== 'approve') return null;
  if (row.account.gatewayRecipientId) return row.account.gatewayRecipientId;
  const brand = opnBankBrands[row.account.bankCode];
  if (!brand) throw new DomainError('payment_provider_refused', { detail: `Bank ${row.account.bankCode} has no Opn brand; pay it by bank file.` });
  const recipient = await deps.gateway.createRecipient({
    name: row.account.accountName,
    email: row.email,
    type: row.account.holderType === 'company' ? 'corporation' : 'individual',
    bankBrand: brand,
    accountNumber: row.account.accountNumber.replace(/\D/g, ''),
    accountName: row.account.accountName,
    idempotencyKey: `recipient:${row.account.id}:${row.account.updatedAt.getTime()}`,
  });
  // Only the account as it was when asked: an account changed meanwhile is reviewed again first.
  // Compared to the millisecond: PostgreSQL keeps microseconds, the Date read back has milliseconds
  // (an exact comparison matched nothing there, and the recipient was never stored).
  await deps.db
    .update(bankAccounts)
    .set({ gatewayRecipientId: recipient.id })
    .where(and(eq(bankAccounts.id, row.account.id), sql`date_trunc('milliseconds', ${bankAccounts.updatedAt}) = ${row.account.updatedAt}`, eq(bankAccounts.status, 'approve')));
  return recipient.id;
}

/**
 * The transfer job: claims the approved withdrawal (one transaction), asks Opn for the transfer
 * with the Idempotency-Key `transfer:<withdrawal>` (outside any transaction; a retry gets the same
 * transfer back), then records its id. A failure throws, and the queue retries with backoff.
 */
export async function sendTransfer(deps: Deps, withdrawalId: string): Promise<void> {
  if (deps.config.gateway.payouts !== 'transfer') return;
  const claimed = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
    if (!row || row.status !== 'approve' || row.batchId) return null;
    if (row.transferId && !row.transferId.startsWith(CLAIM)) return null;
    if (!row.transferId) await tx.update(withdrawals).set({ transferId: `${CLAIM}${row.id}` }).where(eq(withdrawals.id, row.id));
    return row;
  });
  if (!claimed) return;
  const recipient = await ensureRecipient(deps, claimed.bankAccountId);
  if (!recipient) throw new Error(`Withdrawal ${withdrawalId}: its bank account is not an approved Opn recipient`);
  const transfer = await deps.gateway.createTransfer({ amount: claimed.netMinor, recipient, metadata: { withdrawalId }, idempotencyKey: `transfer:${withdrawalId}` });
  // The id and the first poll commit together: a transfer whose webhooks never come is still followed.
  await deps.db.transaction(async (tx) => {
    const recorded = await tx
      .update(withdrawals)
      .set({ transferId: transfer.id })
      .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.transferId, `${CLAIM}${withdrawalId}`)))
      .returning({ id: withdrawals.id });
    if (recorded.length > 0) await scheduleTransferPoll(tx, deps, withdrawalId, 0);
  });
  deps.log.info({ withdrawalId, transferId: transfer.id }, 'payout transfer created');
}

/**
 * Transfer poll backoff: 5 min, 10 min, 20 min … capped at 6 hours, for about two weeks (a bank
 * transfer takes hours to days; Opn marks it sent, then paid or failed).
 */
const TRANSFER_POLL_FIRST_MS = 5 * 60_000;
const TRANSFER_POLL_MAX_MS = 6 * 3600_000;
export const TRANSFER_POLL_MAX_ATTEMPTS = 60;
export const transferPollDelayMs = (attempt: number) => Math.min(TRANSFER_POLL_FIRST_MS * 2 ** attempt, TRANSFER_POLL_MAX_MS);

async function scheduleTransferPoll(tx: Executor, deps: Pick<Deps, 'queue' | 'now'>, withdrawalId: string, attempt: number) {
  await deps.queue.enqueue(payoutJobs.pollTransfer, { withdrawalId, attempt }, { tx, startAfter: new Date(deps.now().getTime() + transferPollDelayMs(attempt)), singletonKey: `${withdrawalId}:${attempt}` });
}

/**
 * The transfer poll job (issue 27, a webhook that goes missing must not strand a payout): reads
 * `GET /transfers/{id}` outside any transaction and applies what Opn says in one transaction, the
 * way its webhook would; until the transfer is paid or failed it asks again on the backoff. A
 * gateway that does not answer is asked again later; the webhook and the poll may both arrive
 * (the machine ignores the second).
 */
export async function pollTransfer(deps: Deps, input: { withdrawalId: string; attempt: number }): Promise<void> {
  const [row] = await deps.db.select({ transferId: withdrawals.transferId, status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, input.withdrawalId));
  if (!row?.transferId || row.transferId.startsWith(CLAIM) || (row.status !== 'approve' && row.status !== 'sent')) return;
  let transfer: Transfer | null = null;
  try {
    transfer = await deps.gateway.getTransfer(row.transferId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.warn({ err: error, withdrawalId: input.withdrawalId }, 'transfer poll: gateway did not answer; asking again later');
  }
  await deps.db.transaction(async (tx) => {
    const result = transfer ? await applyTransfer(tx, deps, transfer) : 'ignored';
    if (result === 'paid' || result === 'failed') return;
    if (input.attempt + 1 < TRANSFER_POLL_MAX_ATTEMPTS) await scheduleTransferPoll(tx, deps, input.withdrawalId, input.attempt + 1);
    else deps.log.error({ withdrawalId: input.withdrawalId, transferId: row.transferId }, 'transfer poll: still not paid after two weeks; staff must look at it in the Opn dashboard');
  });
}

/** Recipient job (bank account approved): logs a refusal instead of retrying what Opn will refuse again. */
export async function createRecipientJob(deps: Deps, bankAccountId: string): Promise<void> {
  try {
    await ensureRecipient(deps, bankAccountId);
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'refused') {
      deps.log.error({ err: error, bankAccountId }, 'Opn refused the recipient; withdrawals to this account need the bank file');
      return;
    }
    throw error;
  }
}

/**
 * What Opn says about a transfer (read back, never taken from the webhook body), applied to its
 * withdrawal in the caller's transaction: sent → `sent`; paid → `complete` with the payout posting
 * (the net leaves the Opn balance, `payment_clearing`); failed → `failed`, the gross returns to the
 * influencer's available earnings by a reversing posting, and they are told why.
 */
export async function applyTransfer(tx: Transaction, deps: Deps, transfer: Transfer): Promise<'sent' | 'paid' | 'failed' | 'ignored'> {
  const [found] = await tx.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.transferId, transfer.id));
  if (!found) return 'ignored';
  const event = transfer.failure_code ? 'transfer.failed' : transfer.paid ? 'transfer.paid' : transfer.sent ? 'transfer.sent' : null;
  if (!event) return 'ignored';
  let decided: Awaited<ReturnType<typeof decideOn>>;
  try {
    decided = await decideOn(tx, found.id, { type: event });
  } catch (error) {
    // Already there (a late or repeated event): nothing moves.
    if (error instanceof DomainError && error.type === 'illegal_transition') return 'ignored';
    throw error;
  }
  const { row } = decided;
  const status = decided.status as WithdrawalStatus;
  const now = deps.now();
  if (event === 'transfer.sent') {
    const [updated] = await tx.update(withdrawals).set({ status, sentAt: now }).where(eq(withdrawals.id, row.id)).returning();
    await notify(tx, deps, updated!, status);
    return 'sent';
  }
  if (event === 'transfer.paid') {
    const [updated] = await tx.update(withdrawals).set({ status, sentAt: row.sentAt ?? now, completedAt: now }).where(eq(withdrawals.id, row.id)).returning();
    await post(tx, {
      kind: 'withdrawal.payout',
      reference: row.id,
      currency: row.currency,
      at: now,
      memo: { transferId: transfer.id },
      entries: [
        debit(influencerAccount(row.influencerId, 'earnings_withdrawing', row.currency), row.amountMinor),
        credit(platformAccount('payment_clearing', row.currency), row.netMinor),
        credit(platformAccount('revenue', row.currency), row.feeMinor),
        ...(row.whtMinor > 0 ? [credit(platformAccount('wht_payable', row.currency), row.whtMinor)] : []),
      ].filter((entry) => entry.amount !== 0),
    });
    await notify(tx, deps, updated!, status);
    return 'paid';
  }
  const reason = transfer.failure_message ?? transfer.failure_code ?? 'failed';
  const [updated] = await tx.update(withdrawals).set({ status, failedAt: now, failureReason: reason }).where(eq(withdrawals.id, row.id)).returning();
  const [request] = await tx.select({ id: ledgerPostings.id }).from(ledgerPostings).where(and(eq(ledgerPostings.kind, 'withdrawal.request'), eq(ledgerPostings.reference, row.id)));
  await post(tx, {
    kind: 'withdrawal.return',
    reference: row.id,
    currency: row.currency,
    at: now,
    reverses: request?.id ?? null,
    memo: { transferId: transfer.id, failureCode: transfer.failure_code },
    entries: [debit(influencerAccount(row.influencerId, 'earnings_withdrawing', row.currency), row.amountMinor), credit(influencerAccount(row.influencerId, 'earnings_available', row.currency), row.amountMinor)],
  });
  await notify(tx, deps, updated!, status);
  return 'failed';
}

/** The transfer paying one of this influencer's withdrawals (undefined: not theirs; null: none yet), for the local gateway's dev route. */
export async function ownTransferId(db: Executor, influencerId: string, withdrawalId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ transferId: withdrawals.transferId })
    .from(withdrawals)
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.influencerId, influencerId)));
  return row ? row.transferId : undefined;
}
