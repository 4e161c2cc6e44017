import { and, desc, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { estimateTable } from '#common/channels';
import { openJobStatuses } from '#common/earnings';
import type { Partner, ReferralItem, ReferralListResponse } from '#common/contracts/partners';
import type { Database, Executor } from '../db/client';
import { channels, influencerProfiles, jobs, ledgerAccounts, ledgerEntries, ledgerPostings, users } from '../db/schema/index';
import { DomainError, notFoundError } from '../domain-error';
import { readConfig } from './app-config';
import { estimateRules } from './channels';
import { decodeTimeCursor, encodeTimeCursor, pageOf } from './keyset';
import { referralRewardKind } from './referral-reward';

/*
 * Issue 14 (PRODUCT.md "Talent manager", referral lines of "Influencer sign-up"): who joined with
 * an influencer's code, and a talent manager's partners. A partner is an influencer whose
 * talent-manager consent to this manager stands (influencer_profiles.talent_manager_id with
 * talent_manager_consent_at); a withdrawn or ended consent clears both, so the manager loses
 * sight of the partner at once. Anything about a non-partner answers 404, like an unknown id.
 */

/** Talent-manager operations: an influencer who is not one is refused (403), as other role checks are. */
export async function assertTalentManager(db: Executor, userId: string) {
  const [row] = await db.select({ isTalentManager: users.isTalentManager }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row?.isTalentManager) throw new DomainError('forbidden', { detail: 'Only talent managers have partners.' });
}

/** The referral reward a friend earned (the credit of its posting, whose reference is the friend's id), 0 when none. */
const rewardOf = (friendId: typeof users.id) =>
  sql<number>`coalesce((select -${ledgerEntries.amount} from ${ledgerPostings} join ${ledgerEntries} on ${ledgerEntries.postingId} = ${ledgerPostings.id}
    where ${ledgerPostings.kind} = ${referralRewardKind} and ${ledgerPostings.reference} = ${friendId}::text and ${ledgerEntries.amount} < 0 limit 1), 0)::bigint`.mapWith(Number);

/** Every referral reward paid to this influencer so far. */
export async function rewardsEarned(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(-sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerPostings.kind, referralRewardKind), eq(ledgerAccounts.ownerKind, 'influencer'), eq(ledgerAccounts.ownerId, userId)));
  return row?.total ?? 0;
}

/**
 * The friends who joined with this referrer's code, newest first, keyset-paged on (joined at, id),
 * each with how far they came and the reward they earned the referrer. The influencer's invite
 * page and the staff user view both read it.
 */
export async function referredFriends(db: Executor, referrerId: string, query: { after?: string; limit: number }) {
  const cursor = query.after ? decodeTimeCursor(query.after) : null;
  const rows = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      createdAt: users.createdAt,
      qualified: sql<boolean>`exists (select 1 from ${channels} where ${channels.ownerId} = ${users.id} and ${channels.status} = 'qualified')`,
      completed: sql<boolean>`exists (select 1 from ${jobs} where ${jobs.influencerId} = ${users.id} and ${jobs.status} = 'COMPLETED')`,
      rewardMinor: rewardOf(users.id),
    })
    .from(influencerProfiles)
    .innerJoin(users, eq(users.id, influencerProfiles.userId))
    .where(and(eq(influencerProfiles.referrerId, referrerId), cursor ? or(lt(users.createdAt, cursor.at), and(eq(users.createdAt, cursor.at), lt(users.id, cursor.id))) : undefined))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => encodeTimeCursor(row.createdAt, row.id));
  const items = page.items.map(
    (row): ReferralItem & { id: string } => ({
      id: row.id,
      displayName: row.displayName,
      joinedAt: row.createdAt.toISOString(),
      status: row.completed ? 'first_job_completed' : row.qualified ? 'qualified_channel' : 'signed_up',
      rewardMinor: row.rewardMinor,
    }),
  );
  return { items, next: page.next };
}

/** My code, the reward in force now and what rewards paid me in all, and who joined with my code. */
export async function listReferrals(db: Database, userId: string, query: { after?: string; limit: number }, now: Date): Promise<ReferralListResponse> {
  const [own] = await db.select({ code: influencerProfiles.referralCode }).from(influencerProfiles).where(eq(influencerProfiles.userId, userId)).limit(1);
  if (!own) throw notFoundError();
  const [{ 'referral.rewardMinor': rewardPerFriendMinor }, rewardEarnedMinor, friends] = await Promise.all([
    readConfig(db, ['referral.rewardMinor'], now),
    rewardsEarned(db, userId),
    referredFriends(db, userId, query),
  ]);
  // A friend's id stays with staff: the influencer sees names and progress only.
  const items: ReferralItem[] = friends.items.map(({ id: _id, ...item }) => item);
  return { code: own.code, rewardPerFriendMinor, rewardEarnedMinor, items, next: friends.next };
}

const partnerOf = (managerId: string) => and(eq(influencerProfiles.talentManagerId, managerId), isNotNull(influencerProfiles.talentManagerConsentAt));

async function partnersWith(db: Executor, managerId: string, where: ReturnType<typeof and>, limit: number, now: Date) {
  const rows = await db
    .select({ id: users.id, displayName: users.displayName, status: users.status, consentAt: influencerProfiles.talentManagerConsentAt })
    .from(influencerProfiles)
    .innerJoin(users, eq(users.id, influencerProfiles.userId))
    .where(and(partnerOf(managerId), where))
    .orderBy(desc(influencerProfiles.talentManagerConsentAt), desc(users.id))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  // The estimate's rules in force at the app's now (estimates shown to the manager follow the configuration's effective dates).
  const rules = await estimateRules(db, now);
  const channelRows = ids.length === 0 ? [] : await db.select().from(channels).where(and(inArray(channels.ownerId, ids), ne(channels.status, 'disconnected'))).orderBy(desc(channels.followers));
  const jobCounts =
    ids.length === 0
      ? []
      : await db
          .select({ influencerId: jobs.influencerId, completed: sql<number>`count(*) filter (where ${jobs.status} = 'COMPLETED')::int`, open: sql<number>`count(*) filter (where ${inArray(jobs.status, [...openJobStatuses])})::int` })
          .from(jobs)
          .where(inArray(jobs.influencerId, ids))
          .groupBy(jobs.influencerId);
  return rows.map(
    (row): Partner & { cursorAt: Date } => ({
      id: row.id,
      displayName: row.displayName,
      status: row.status,
      consentAt: row.consentAt!.toISOString(),
      cursorAt: row.consentAt!,
      channels: channelRows
        .filter((channel) => channel.ownerId === row.id)
        .map((channel) => ({
          id: channel.id,
          type: channel.type,
          name: channel.name,
          followers: channel.followers,
          engagementRateBp: channel.engagementRateBp,
          tier: channel.tier,
          status: channel.status,
          estimate: estimateTable({ type: channel.type, followers: channel.followers, engagementRateBp: channel.engagementRateBp }, rules),
        })),
      openJobs: jobCounts.find((count) => count.influencerId === row.id)?.open ?? 0,
      completedJobs: jobCounts.find((count) => count.influencerId === row.id)?.completed ?? 0,
    }),
  );
}

const withoutCursor = ({ cursorAt: _cursorAt, ...partner }: Partner & { cursorAt: Date }): Partner => partner;

/** My influencers → partner friend: newest consent first, keyset-paged on (consent time, id). */
export async function listPartners(db: Database, managerId: string, query: { after?: string; limit: number }, now: Date) {
  await assertTalentManager(db, managerId);
  const cursor = query.after ? decodeTimeCursor(query.after) : null;
  const rows = await partnersWith(
    db,
    managerId,
    cursor ? and(or(lt(influencerProfiles.talentManagerConsentAt, cursor.at), and(eq(influencerProfiles.talentManagerConsentAt, cursor.at), lt(users.id, cursor.id)))) : undefined,
    query.limit + 1,
    now,
  );
  const page = pageOf(rows, query.limit, (row) => encodeTimeCursor(row.cursorAt, row.id));
  return { items: page.items.map(withoutCursor), next: page.next };
}

/** 404 unless `partnerId` is this manager's partner with a standing consent (no figures read). */
export async function assertPartner(db: Executor, managerId: string, partnerId: string): Promise<void> {
  await assertTalentManager(db, managerId);
  const [row] = await db.select({ id: influencerProfiles.userId }).from(influencerProfiles).where(and(partnerOf(managerId), eq(influencerProfiles.userId, partnerId))).limit(1);
  if (!row) throw notFoundError('No partner of yours with this id.');
}

/** One partner; 404 when there is no standing consent to this manager (whoever the id is). */
export async function getPartner(db: Executor, managerId: string, partnerId: string, now: Date): Promise<Partner> {
  await assertTalentManager(db, managerId);
  const [row] = await partnersWith(db, managerId, and(eq(users.id, partnerId)), 1, now);
  if (!row) throw notFoundError('No partner of yours with this id.');
  return withoutCursor(row);
}

/** Either side may end the link (the consent text): here the manager does; the partner withdraws in their account. */
export async function endPartnership(db: Database, managerId: string, partnerId: string, now: Date) {
  return db.transaction(async (tx) => {
    await assertTalentManager(tx, managerId);
    const [row] = await tx.select({ userId: influencerProfiles.userId }).from(influencerProfiles).where(and(eq(influencerProfiles.userId, partnerId), partnerOf(managerId))).for('update').limit(1);
    if (!row) throw notFoundError('No partner of yours with this id.');
    await tx.update(influencerProfiles).set({ talentManagerId: null, talentManagerConsentAt: null, updatedAt: now }).where(eq(influencerProfiles.userId, partnerId));
    return { ended: true as const };
  });
}

/** The condition that keeps a manager's partners' jobs (for the jobs service's paged read). */
export const partnerIdsOf = (db: Executor, managerId: string) => db.select({ id: influencerProfiles.userId }).from(influencerProfiles).where(partnerOf(managerId));
