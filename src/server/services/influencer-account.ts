import { localDayStart, localMonthOf, timeZoneOf } from '#common/countries';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { bankAccounts, bankDocuments, channels, influencerProfiles, jobs, ledgerEntries, ledgerPostings, users, withdrawals } from '../db/schema/index';
import type { Deps } from '../deps';
import { DomainError, notFoundError } from '../domain-error';
import { accountIds, balances, influencerAccount } from '../ledger/ledger';
import { deleteReasons, type JobStatus } from '#common/enums';
import { currencyOf } from '#common/money';
import { deactivationBlockersOf, type DeactivationFacts } from '#common/earnings';
import { earningPostingKinds } from '#common/contracts/earnings';
import type { DashboardNextStep, InfluencerDashboard, InfluencerDeactivateBody, InfluencerDeactivationCheck } from '#common/contracts/influencer-account';
import { blockingFindings, confirmationProblem, influencerDeactivation } from '#common/deactivation-rules';
import { revokeAllSessions } from './auth';
import { decideAccountStatus } from './account-status';
import { decideChannelStatus, listChannels } from './channels';
import { earningOf } from './campaign-money';
import { withdrawalRulesAt } from './app-config';
import { maskDestination, consumeVerification, verifyOtp } from './otp';
import { verifyPassword } from './password';
import { missingParts, otpPurpose } from './influencer';

/**
 * The influencer's dashboard figures and account closing (issue 13; PRODUCT.md "Deactivation
 * (influencer)", SPEC §8). What blocks closing is decided by `deactivationBlockersOf` from facts
 * read here; the close checks them with the deactivation screen's own guards (#common/deactivation-rules).
 */

// ---- deactivation ------------------------------------------------------------------------------

/** Withdrawals still moving: asked for, or approved and waiting for the payout batch. */
const withdrawalsUnderReview = ['in_progress', 'approve'] as const;

/** The facts SPEC §8 decides on, read in the caller's transaction. */
export async function deactivationFacts(db: Executor, deps: Pick<Deps, 'config' | 'now'>, userId: string): Promise<DeactivationFacts> {
  const currency = currencyOf(deps.config.country);
  const [[availableMinor], [bank], [openWithdrawal], [documentInReview], jobRows, rules] = await Promise.all([
    balances(db, [influencerAccount(userId, 'earnings_available', currency)]),
    db.select({ id: bankAccounts.id, status: bankAccounts.status }).from(bankAccounts).where(eq(bankAccounts.influencerId, userId)).limit(1),
    db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.influencerId, userId), inArray(withdrawals.status, [...withdrawalsUnderReview])))
      .limit(1),
    db
      .select({ id: bankDocuments.id })
      .from(bankDocuments)
      .innerJoin(bankAccounts, eq(bankAccounts.id, bankDocuments.bankAccountId))
      .where(and(eq(bankAccounts.influencerId, userId), eq(bankDocuments.status, 'in_progress')))
      .limit(1),
    db.selectDistinct({ status: jobs.status }).from(jobs).where(eq(jobs.influencerId, userId)),
    withdrawalRulesAt(db, deps.now(), deps.config.country),
  ]);
  return {
    availableMinor: availableMinor ?? 0,
    underReview: Boolean(openWithdrawal || documentInReview || bank?.status === 'in_progress'),
    bankApproved: bank?.status === 'approve',
    jobStatuses: jobRows.map((row) => row.status as JobStatus),
    minimumWithdrawalMinor: rules.minimumMinor,
    withdrawalFeeMinor: rules.feeMinor,
  };
}

async function loadInfluencer(db: Executor, userId: string, options: { lock?: boolean } = {}) {
  const query = db.select({ user: users, profile: influencerProfiles }).from(users).innerJoin(influencerProfiles, eq(influencerProfiles.userId, users.id)).where(eq(users.id, userId)).limit(1);
  const [row] = options.lock ? await query.for('update', { of: users }) : await query;
  if (!row) throw notFoundError();
  return row;
}

/** GET validate/deactivate/{id}. Social sign-in members confirm with an e-mail code (they may never type their password). */
export async function deactivationCheck(db: Executor, deps: Pick<Deps, 'config' | 'now'>, userId: string): Promise<InfluencerDeactivationCheck> {
  const { user, profile } = await loadInfluencer(db, userId);
  const facts = await deactivationFacts(db, deps, userId);
  const blockers = deactivationBlockersOf(facts);
  const confirmWith = profile.socialProvider ? 'code' : 'password';
  return { canDeactivate: blockers.length === 0, blockers, reasons: [...deleteReasons], confirmWith, codeDestination: confirmWith === 'code' ? maskDestination(user.email) : null, minimumWithdrawalMinor: facts.minimumWithdrawalMinor, withdrawalFeeMinor: facts.withdrawalFeeMinor };
}

/**
 * PATCH account/deactivate/{id}, one transaction: the user row is locked, the blockers are read
 * again (a withdrawal or a job may have started since the check), the proof is checked (password,
 * or an e-mail code spent here), then: status deactivated, the reason kept, every session revoked,
 * the social sign-in and the channels released so another account may connect them. Jobs, money
 * and documents stay (PRODUCT.md: kept for the legal period).
 */
export async function deactivateInfluencer(db: Database, deps: Pick<Deps, 'config' | 'now'>, userId: string, body: InfluencerDeactivateBody): Promise<void> {
  const { user: current } = await loadInfluencer(db, userId);
  // A code counts its wrong tries in its own write, so it is checked before the transaction; the proof is spent inside it.
  const proof = body.code ? await verifyOtp(db, deps.config.secret, { purpose: otpPurpose.deactivate, destination: current.email, code: body.code }) : null;
  await db.transaction(async (tx) => {
    const { user, profile } = await loadInfluencer(tx, userId, { lock: true });
    if (user.status === 'deactivated') throw new DomainError('conflict', { detail: 'This account is already closed.' });
    const blockers = deactivationBlockersOf(await deactivationFacts(tx, deps, userId));
    // The deactivation screen's own guards (#common/deactivation-rules), with the influencer's rules:
    // a blocker is the answer (409 naming each one), then a reason, and a detail where it needs one.
    const blocking = blockingFindings(influencerDeactivation, { blockers, reasons: [...deleteReasons] });
    if (blocking.length > 0) {
      throw new DomainError('conflict', { detail: `Settle first: ${blocking.join(', ')}.`, errors: blocking.map((blocker) => ({ path: 'blockers', message: blocker })) });
    }
    const problem = confirmationProblem(influencerDeactivation, body.reason, body.detail ?? '');
    if (problem) throw new DomainError('validation', { errors: [{ path: problem === 'detail_required' ? 'detail' : 'reason', message: problem }] });
    if (proof) {
      await consumeVerification(tx, deps.config.secret, { purpose: otpPurpose.deactivate, destination: user.email, verificationToken: proof.verificationToken });
    } else if (!(await verifyPassword(body.password ?? '', user.passwordHash))) {
      throw new DomainError('validation', { errors: [{ path: 'password', message: 'password_incorrect' }] });
    }
    const now = deps.now();
    const decision = decideAccountStatus(user.status, { type: 'account.deactivate' });
    await tx.update(users).set({ status: decision.next, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .update(influencerProfiles)
      .set({
        deactivationReason: body.reason,
        deactivationDetail: body.detail ?? null,
        deactivatedAt: now,
        socialProvider: null,
        socialSubject: null,
        formerSocial: profile.socialProvider && profile.socialSubject ? { provider: profile.socialProvider, subject: profile.socialSubject } : null,
        updatedAt: now,
      })
      .where(eq(influencerProfiles.userId, userId));
    // Only a live channel holds its social id (channels_active_social_idx); disconnected rows keep the jobs' history.
    // Each through the channel-status machine (decision 050): the same answer for every row, asked per row all the same.
    const live = await tx.select({ id: channels.id, status: channels.status, method: channels.method }).from(channels).where(and(eq(channels.ownerId, userId), notInArray(channels.status, ['disconnected'])));
    for (const channel of live) {
      const status = decideChannelStatus(channel, { type: 'owner.closed' });
      await tx.update(channels).set({ status, disconnectedAt: now, accessTokenEncrypted: null, refreshTokenEncrypted: null, tokenExpiresAt: null, updatedAt: now }).where(eq(channels.id, channel.id));
    }
    if (decision.actions.includes('revokeSessions')) await revokeAllSessions(tx, userId);
  });
}

// ---- dashboard ---------------------------------------------------------------------------------

/** Months on the deployment's calendar (issue 30): Bangkok and Jakarta UTC+7, Bogotá UTC−5, none with daylight saving. */
const monthKey = (date: Date) => localMonthOf(date);
/** The `count` month keys ending with the one `now` is in, oldest first. */
function lastMonths(now: Date, count: number): string[] {
  const local = new Date(`${localMonthOf(now)}-01T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** GET dashboard/{id} and GET /api/influencers/dashboard. */
export async function influencerDashboard(db: Executor, deps: Pick<Deps, 'config' | 'now'>, userId: string): Promise<InfluencerDashboard> {
  const { user, profile } = await loadInfluencer(db, userId);
  const currency = currencyOf(deps.config.country);
  const months = lastMonths(deps.now(), 6);
  const available = influencerAccount(userId, 'earnings_available', currency);
  const [ids, [availableMinor, withdrawingMinor], jobCounts, insightJobs, channelList, [bank]] = await Promise.all([
    accountIds(db, [available], { create: false }),
    balances(db, [available, influencerAccount(userId, 'earnings_withdrawing', currency)]),
    db
      .select({ status: jobs.status, count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.influencerId, userId))
      .groupBy(jobs.status),
    db
      .select({ priceMinor: jobs.priceMinor, platformFeeBp: jobs.platformFeeBp })
      .from(jobs)
      .where(and(eq(jobs.influencerId, userId), eq(jobs.status, 'INSIGHT'))),
    listChannels(db, userId),
    db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.influencerId, userId)).limit(1),
  ]);
  const accountId = [...ids.values()][0];
  // Earnings are what job captures and referral rewards credited to earnings_available (credits are negative entries).
  const earned = accountId
    ? await db
        .select({ month: sql<string>`to_char(${ledgerPostings.createdAt} at time zone ${timeZoneOf()}, 'YYYY-MM')`, amount: sql<string>`-sum(${ledgerEntries.amount})` })
        .from(ledgerEntries)
        .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
        .where(and(eq(ledgerEntries.accountId, accountId), inArray(ledgerPostings.kind, [...earningPostingKinds]), sql`${ledgerPostings.createdAt} >= ${localDayStart(`${months[0]}-01`)}`))
        .groupBy(sql`1`)
    : [];
  const byMonth = new Map(earned.map((row) => [row.month, Number(row.amount)]));
  const series = months.map((month) => ({ month, amount: byMonth.get(month) ?? 0 }));
  const thisMonth = monthKey(deps.now());

  const nextSteps: DashboardNextStep[] = [];
  const missing = missingParts(user, profile);
  if (missing.some((part) => part !== 'phone')) nextSteps.push('profile');
  if (missing.includes('phone')) nextSteps.push('phone');
  if (!channelList.some((channel) => channel.status === 'qualified')) nextSteps.push('channel');
  if (!bank) nextSteps.push('bank_account');
  if (jobCounts.length === 0) nextSteps.push('first_job');

  return {
    currency,
    channels: channelList,
    jobs: jobCounts.map((row) => ({ status: row.status as JobStatus, count: Number(row.count) })),
    earnings: { thisMonth: byMonth.get(thisMonth) ?? 0, lastMonth: byMonth.get(months[4]!) ?? 0, months: series },
    money: { available: availableMinor ?? 0, pending: insightJobs.reduce((sum, job) => sum + (job.priceMinor ? earningOf(job.priceMinor, job.platformFeeBp) : 0), 0), withdrawing: withdrawingMinor ?? 0 },
    nextSteps,
  };
}
