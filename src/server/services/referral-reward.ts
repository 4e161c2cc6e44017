import { and, eq, ne } from 'drizzle-orm';
import { signInStatuses } from '#common/enums';
import type { Executor } from '../db/client';
import { influencerProfiles, jobs, users } from '../db/schema/index';
import type { Deps } from '../deps';
import { credit, debit, influencerAccount, platformAccount, post } from '../ledger/ledger';
import { readConfig } from './app-config';

export const referralRewardKind = 'referral.reward';

/**
 * Issue 14: the referral reward. When a friend an influencer brought completes a first job, the
 * referrer is paid `referral.rewardMinor` (configuration; 0 = off, the default) into their
 * available earnings: one balanced posting from the platform's referral expense, in the job's own
 * transaction. The posting's reference is the friend's id, and (kind, reference) posts once, so a
 * friend earns their referrer one reward at most. A referrer who can no longer sign in (suspended,
 * closed) is not paid. Returns the paid referrer's id, or null when nothing was paid.
 */
export async function rewardReferrer(tx: Executor, deps: Pick<Deps, 'now'>, job: { id: string; influencerId: string }, currency: string): Promise<string | null> {
  const now = deps.now();
  const { 'referral.rewardMinor': amount } = await readConfig(tx, ['referral.rewardMinor'], now);
  if (amount <= 0) return null;
  const [row] = await tx
    .select({ referrerId: influencerProfiles.referrerId, status: users.status })
    .from(influencerProfiles)
    .innerJoin(users, eq(users.id, influencerProfiles.referrerId))
    .where(eq(influencerProfiles.userId, job.influencerId))
    .limit(1);
  if (!row?.referrerId || !signInStatuses.includes(row.status)) return null;
  // The first completed job only: a reward switched on later does not pay for friends already working.
  const [earlier] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.influencerId, job.influencerId), eq(jobs.status, 'COMPLETED'), ne(jobs.id, job.id)))
    .limit(1);
  if (earlier) return null;
  const posting = await post(tx, {
    kind: referralRewardKind,
    reference: job.influencerId,
    currency,
    entries: [debit(platformAccount('referral_expense', currency), amount), credit(influencerAccount(row.referrerId, 'earnings_available', currency), amount)],
    memo: { jobId: job.id, referrerId: row.referrerId },
    at: now,
  });
  return posting.replayed ? null : row.referrerId;
}
