import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SessionUser } from '#common/contracts/auth';
import type { StaffAuditRow, StaffConfigItem, StaffQueue, StaffStatusTarget, StaffUserDetail, StaffUserRow } from '#common/contracts/staff';
import type { AccountStatusEvent } from '#machines/lifecycles/account-status.machine';
import type { Database, Executor } from '../db/client';
import {
  appConfig,
  auditLog,
  bankAccounts,
  campaigns,
  channels,
  contactMessages,
  influencerProfiles,
  jobs,
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  marketerProfiles,
  payments,
  sessions,
  users,
  withdrawals,
} from '../db/schema/index';
import { DomainError, notFoundError } from '../domain-error';
import { configRules, defaultsFor, isConfigKey, isFormAddress, readConfig, type ConfigKey } from './app-config';
import type { CountryCode } from '#common/countries';
import { addDays, wallClockToIso } from '#common/date-picker';
import { recordAudit } from './audit';
import { decideAccountStatus } from './account-status';
import { csvCell } from './statements';
import { referredFriends, rewardsEarned } from './partners';
import { decodeTimeCursor, encodeTimeCursor, pageOf } from './keyset';

/**
 * Issue 15: the back office's reads and its user actions. Every action writes its audit row in
 * its own transaction (services/audit.ts).
 */

// ---------- home: the queues ----------

/** Counts and oldest items of what waits for staff; each count is one indexed aggregate. */
export async function staffQueues(db: Executor): Promise<StaffQueue[]> {
  const oldest = (column: AnyPgColumn) => sql<string | null>`min(${column})`;
  const count = sql<number>`count(*)::int`;
  const [[channelRow], [paymentRow], [bankRow], [withdrawalRow], [batchRow], [messageRow]] = await Promise.all([
    db.select({ count, oldestAt: oldest(channels.updatedAt) }).from(channels).where(eq(channels.status, 'waiting_review')),
    // Bank transfers the marketer says they made, waiting for staff to confirm.
    db.select({ count, oldestAt: oldest(payments.createdAt) }).from(payments).where(and(eq(payments.status, 'pending'), eq(payments.method, 'bank_transfer'))),
    db.select({ count, oldestAt: oldest(bankAccounts.createdAt) }).from(bankAccounts).where(eq(bankAccounts.status, 'in_progress')),
    db.select({ count, oldestAt: oldest(withdrawals.createdAt) }).from(withdrawals).where(eq(withdrawals.status, 'in_progress')),
    // Approved withdrawals not yet in a payout batch.
    db.select({ count, oldestAt: oldest(withdrawals.createdAt) }).from(withdrawals).where(and(eq(withdrawals.status, 'approve'), isNull(withdrawals.batchId))),
    db.select({ count, oldestAt: oldest(contactMessages.createdAt) }).from(contactMessages).where(isNull(contactMessages.handledAt)),
  ]);
  const queue = (name: StaffQueue['name'], row: { count: number; oldestAt: string | null } | undefined, adminOnly: boolean): StaffQueue => ({
    name,
    count: row?.count ?? 0,
    oldestAt: row?.oldestAt ? new Date(row.oldestAt).toISOString() : null,
    adminOnly,
  });
  const queues = [
    queue('channels', channelRow, false),
    queue('payments', paymentRow, true),
    queue('bankAccounts', bankRow, true),
    queue('withdrawals', withdrawalRow, true),
    queue('payoutBatches', batchRow, true),
    queue('messages', messageRow, false),
  ];
  // Oldest waiting first; empty queues after, in their fixed order.
  return queues.sort((a, b) => (a.oldestAt ?? '9999').localeCompare(b.oldestAt ?? '9999'));
}

// ---------- users ----------

const memberRoles = ['influencer', 'marketer'] as const;

const userRow = {
  id: users.id,
  role: users.role,
  displayName: users.displayName,
  email: users.email,
  phone: users.phone,
  status: users.status,
  referralCode: influencerProfiles.referralCode,
  marketerType: users.marketerType,
  createdAt: users.createdAt,
};
const toRow = (row: { createdAt: Date } & Omit<StaffUserRow, 'createdAt'>): StaffUserRow => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * Members (never staff) by name, e-mail, phone, referral code, or a channel's social id or name;
 * newest first, keyset-paged on (created_at, id). A plain substring match: fine for a back office
 * at this size (a trigram index is the step when it is not).
 */
export async function searchUsers(db: Executor, query: { q: string; role?: 'influencer' | 'marketer'; after?: string; limit: number }) {
  const conditions: SQL[] = [inArray(users.role, query.role ? [query.role] : [...memberRoles])];
  const q = query.q.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const digits = q.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(users.displayName, like),
        ilike(users.email, like),
        ...(digits.length >= 4 ? [ilike(users.phone, `%${digits.replace(/^0/, '')}%`)] : []),
        eq(influencerProfiles.referralCode, q.toUpperCase()),
        sql`exists (select 1 from ${channels} where ${channels.ownerId} = ${users.id} and (${channels.socialId} ilike ${like} or ${channels.name} ilike ${like}))`,
      )!,
    );
  }
  if (query.after) {
    const cursor = decodeTimeCursor(query.after);
    conditions.push(or(lt(users.createdAt, cursor.at), and(eq(users.createdAt, cursor.at), lt(users.id, cursor.id)))!);
  }
  const rows = await db
    .select(userRow)
    .from(users)
    .leftJoin(influencerProfiles, eq(influencerProfiles.userId, users.id))
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => encodeTimeCursor(row.createdAt, row.id));
  return { items: page.items.map(toRow), next: page.next };
}

async function memberOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ ...userRow, locale: users.locale, statusReason: users.statusReason, statusChangedAt: users.statusChangedAt, isTalentManager: users.isTalentManager, profile: influencerProfiles, marketer: marketerProfiles })
    .from(users)
    .leftJoin(influencerProfiles, eq(influencerProfiles.userId, users.id))
    .leftJoin(marketerProfiles, eq(marketerProfiles.userId, users.id))
    .where(and(eq(users.id, userId), inArray(users.role, [...memberRoles])))
    .limit(1);
  // Staff accounts are not managed here: they answer as unknown ids do.
  if (!row) throw notFoundError('No such user.');
  return row;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Everything staff need about one member: profile, channels, jobs, money, sessions. */
export async function staffUserDetail(db: Executor, userId: string): Promise<StaffUserDetail> {
  const row = await memberOf(db, userId);
  const names = [
    [row.profile?.firstNameTh, row.profile?.lastNameTh],
    [row.profile?.firstNameEn, row.profile?.lastNameEn],
    [row.marketer?.contactName],
    [row.marketer?.companyName],
  ]
    .map((parts) => parts.filter(Boolean).join(' '))
    .filter(Boolean);
  const [channelRows, jobRows, balanceRows, movementRows, sessionRows] = await Promise.all([
    db.select().from(channels).where(eq(channels.ownerId, userId)).orderBy(desc(channels.createdAt)).limit(50),
    db
      .select({ id: jobs.id, campaignName: campaigns.name, status: jobs.status, channelType: jobs.channelType, updatedAt: jobs.updatedAt })
      .from(jobs)
      .innerJoin(campaigns, eq(campaigns.id, jobs.campaignId))
      .where(or(eq(jobs.influencerId, userId), eq(campaigns.marketerId, userId)))
      .orderBy(desc(jobs.updatedAt))
      .limit(20),
    db.select({ account: ledgerAccounts.name, currency: ledgerAccounts.currency, balanceMinor: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.ownerId, userId)).orderBy(ledgerAccounts.name),
    db
      .select({ at: ledgerPostings.createdAt, kind: ledgerPostings.kind, account: ledgerAccounts.name, amountMinor: ledgerEntries.amount, currency: ledgerAccounts.currency, reference: ledgerPostings.reference })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(eq(ledgerAccounts.ownerId, userId))
      .orderBy(desc(ledgerEntries.id))
      .limit(30),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)).limit(20),
  ]);
  const referral = row.role === 'influencer' ? await referralOf(db, userId, row.profile?.referrerId ?? null) : null;
  return {
    user: {
      ...toRow(row),
      locale: row.locale,
      statusReason: row.statusReason,
      statusChangedAt: iso(row.statusChangedAt),
      isTalentManager: row.isTalentManager,
      names,
    },
    channels: channelRows.map((channel) => ({ id: channel.id, type: channel.type, name: channel.name, socialId: channel.socialId, followers: channel.followers, status: channel.status, tier: channel.tier })),
    jobs: jobRows.map((job) => ({ ...job, updatedAt: job.updatedAt.toISOString() })),
    balances: balanceRows,
    // Entries are stored debit-positive; shown in the account's own sense (credit-normal balances grow with credits).
    movements: movementRows.map((movement) => ({ ...movement, at: movement.at.toISOString(), amountMinor: -movement.amountMinor })),
    sessions: sessionRows.map((session) => ({ id: session.id, createdAt: session.createdAt.toISOString(), expiresAt: session.expiresAt.toISOString(), revokedAt: iso(session.revokedAt), ip: session.ip, userAgent: session.userAgent })),
    referral,
  };
}

/** Referral attribution for the staff user view: the referrer (name and code), the newest friends brought, the count and the rewards paid. */
async function referralOf(db: Executor, userId: string, referrerId: string | null): Promise<StaffUserDetail['referral']> {
  const [referrer, [counted], rewardEarnedMinor, friends] = await Promise.all([
    referrerId
      ? db
          .select({ id: users.id, displayName: users.displayName, referralCode: influencerProfiles.referralCode })
          .from(users)
          .innerJoin(influencerProfiles, eq(influencerProfiles.userId, users.id))
          .where(eq(users.id, referrerId))
          .limit(1)
      : Promise.resolve([]),
    db.select({ count: sql<number>`count(*)::int` }).from(influencerProfiles).where(eq(influencerProfiles.referrerId, userId)),
    rewardsEarned(db, userId),
    referredFriends(db, userId, { limit: 10 }),
  ]);
  return { referredBy: referrer[0] ?? null, referredCount: counted?.count ?? 0, rewardEarnedMinor, referred: friends.items };
}

/** The account-status machine's event for each status staff may set (which moves are allowed is the machine's). */
const eventOf = { suspended: { type: 'account.suspend' }, blacklist: { type: 'account.blacklist' }, active: { type: 'account.reinstate' } } as const satisfies Record<StaffStatusTarget, AccountStatusEvent>;
const actionOf: Record<StaffStatusTarget, string> = { suspended: 'user.suspend', blacklist: 'user.blacklist', active: 'user.reinstate' };

/**
 * Suspend, blacklist or reinstate a member, with a reason. One transaction: the status, every
 * session revoked (the request pipeline also refuses them at once, by status), the audit row.
 * A move the account-status machine refuses is a 409 illegal_transition naming the status and the event.
 */
export async function setUserStatus(db: Database, actor: SessionUser, userId: string, body: { status: StaffStatusTarget; reason: string }, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, status: users.status, statusReason: users.statusReason })
      .from(users)
      .where(and(eq(users.id, userId), inArray(users.role, [...memberRoles])))
      .for('update')
      .limit(1);
    if (!row) throw notFoundError('No such user.');
    const decision = decideAccountStatus(row.status, eventOf[body.status]);
    await tx.update(users).set({ status: decision.next, statusReason: body.reason, statusChangedAt: now, updatedAt: now }).where(eq(users.id, userId));
    if (decision.actions.includes('revokeSessions')) await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await recordAudit(tx, actor, {
      action: actionOf[body.status],
      targetType: 'user',
      targetId: userId,
      before: { status: row.status, reason: row.statusReason },
      after: { status: body.status, reason: body.reason },
      reason: body.reason,
    });
    return staffUserDetail(tx, userId);
  });
}

// ---------- audit log ----------

type AuditFilter = { q: string; action?: string | undefined; from?: string | undefined; to?: string | undefined };

function auditConditions(query: AuditFilter): SQL[] {
  const conditions: SQL[] = [];
  // Issue 32: a day is the deployment's (Asia/Bangkok), from its midnight to the next one.
  if (query.from) conditions.push(gte(auditLog.at, new Date(wallClockToIso(`${query.from} 00:00`)!)));
  if (query.to) conditions.push(lt(auditLog.at, new Date(wallClockToIso(`${addDays(query.to, 1)} 00:00`)!)));
  if (query.action) conditions.push(query.action.includes('.') ? eq(auditLog.action, query.action) : ilike(auditLog.action, `${query.action}.%`));
  const q = query.q.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(or(ilike(auditLog.action, like), ilike(auditLog.targetId, like), ilike(auditLog.targetType, like), ilike(auditLog.actorEmail, like), ilike(auditLog.reason, like))!);
  }
  return conditions;
}

type AuditRecord = typeof auditLog.$inferSelect;

/** The owner of each kind of record staff act on: the audit log names the person, not the id (issue 32). */
const ownerOf: Partial<Record<string, { table: typeof bankAccounts | typeof withdrawals | typeof channels | typeof payments; id: AnyPgColumn; owner: AnyPgColumn }>> = {
  bank_account: { table: bankAccounts, id: bankAccounts.id, owner: bankAccounts.influencerId },
  withdrawal: { table: withdrawals, id: withdrawals.id, owner: withdrawals.influencerId },
  channel: { table: channels, id: channels.id, owner: channels.ownerId },
  payment: { table: payments, id: payments.id, owner: payments.marketerId },
};

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A content record's own title, from the saved record the audit row holds. */
function contentTitle(after: unknown): string | null {
  if (!after || typeof after !== 'object') return null;
  const record = after as Record<string, unknown>;
  for (const key of ['title', 'name', 'question', 'titleEn', 'titleTh', 'nameEn', 'nameTh']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
    if (value && typeof value === 'object') {
      const text = (value as Record<string, unknown>).en ?? (value as Record<string, unknown>).th;
      if (typeof text === 'string' && text) return text;
    }
  }
  return null;
}

/** Who acted and whom it concerned, by name: one query per kind of record on the page. */
async function auditNames(db: Executor, rows: AuditRecord[]): Promise<{ actors: Map<string, string>; targets: Map<string, string> }> {
  const people = new Set(rows.map((row) => row.actorId));
  const ownerIds = new Map<string, string>();
  for (const [type, spec] of Object.entries(ownerOf)) {
    const ids = [...new Set(rows.filter((row) => row.targetType === type && uuidShape.test(row.targetId)).map((row) => row.targetId))];
    if (!spec || ids.length === 0) continue;
    const owners = await db.select({ id: spec.id, owner: spec.owner }).from(spec.table).where(inArray(spec.id, ids));
    for (const { id, owner } of owners as { id: string; owner: string }[]) {
      ownerIds.set(`${type}:${id}`, owner);
      people.add(owner);
    }
  }
  for (const row of rows) if (row.targetType === 'user' && uuidShape.test(row.targetId)) people.add(row.targetId);
  const named = people.size === 0 ? [] : await db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, [...people]));
  const names = new Map(named.map((person) => [person.id, person.name]));
  const targets = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.targetType}:${row.targetId}`;
    const person = row.targetType === 'user' ? row.targetId : ownerIds.get(key);
    const name = person ? names.get(person) : row.targetType === 'config' ? row.targetId : contentTitle(row.after);
    if (name) targets.set(key, name);
  }
  return { actors: names, targets };
}

const toAuditRow = (row: AuditRecord, names: { actors: Map<string, string>; targets: Map<string, string> }): StaffAuditRow => ({
  ...row,
  at: row.at.toISOString(),
  before: row.before ?? null,
  after: row.after ?? null,
  actorName: names.actors.get(row.actorId) ?? null,
  targetName: names.targets.get(`${row.targetType}:${row.targetId}`) ?? null,
});

/** Newest first, keyset-paged on the id (append-only, so ids follow time). */
export async function auditPage(db: Executor, query: AuditFilter & { after?: string; limit: number }) {
  const conditions = auditConditions(query);
  if (query.after) {
    if (!/^\d{1,18}$/.test(query.after)) throw new DomainError('validation', { errors: [{ path: 'after', message: 'cursor_invalid' }] });
    conditions.push(lt(auditLog.id, Number(query.after)));
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => String(row.id));
  const names = await auditNames(db, page.items);
  return { items: page.items.map((row) => toAuditRow(row, names)), next: page.next };
}

/** The CSV export holds at most this many rows (newest first); the filters narrow it. */
export const auditExportLimit = 10_000;

export async function auditCsv(db: Executor, query: AuditFilter): Promise<string> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...auditConditions(query)))
    .orderBy(desc(auditLog.id))
    .limit(auditExportLimit);
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const header = ['id', 'at', 'actor_email', 'actor_role', 'action', 'target_type', 'target_id', 'before', 'after', 'reason'];
  const lines = rows.map((row) => [row.id, row.at.toISOString(), row.actorEmail, row.actorRole, row.action, row.targetType, row.targetId, json(row.before), json(row.after), row.reason].map(csvCell).join(','));
  return `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}

// ---------- configuration ----------

/** Every key staff may set: its bounds, default, live value and the values scheduled later. */
export async function staffConfig(db: Executor, now: Date, country: CountryCode): Promise<StaffConfigItem[]> {
  const keys = Object.keys(configRules) as ConfigKey[];
  const live = await readConfig(db, keys, now, country);
  const defaults = defaultsFor(country);
  const scheduled = await db
    .select({ key: appConfig.key, value: sql<string>`${appConfig.value}::text`, effectiveFrom: appConfig.effectiveFrom })
    .from(appConfig)
    .where(gt(appConfig.effectiveFrom, now))
    .orderBy(asc(appConfig.effectiveFrom));
  return keys.map((key) => {
    const rule = configRules[key]!;
    return {
      key,
      kind: rule.kind,
      min: rule.kind === 'integer' ? rule.min : null,
      max: rule.kind === 'integer' ? rule.max : null,
      defaultValue: defaults[key],
      value: live[key],
      scheduled: scheduled.filter((row) => row.key === key).map((row) => ({ value: JSON.parse(row.value) as unknown, effectiveFrom: row.effectiveFrom.toISOString() })),
    };
  });
}

const valueError = (message: string) => new DomainError('validation', { errors: [{ path: 'value', message }] });

/**
 * Set a key from a time on (now by default; never more than a minute back, so no decision
 * already taken changes under the record). One transaction: the row and its audit entry.
 */
export async function setConfigValue(db: Database, actor: SessionUser, key: string, body: { value: number | string; effectiveFrom?: string; reason: string }, now: Date, country: CountryCode) {
  if (!isConfigKey(key) || !configRules[key]) throw notFoundError('No such setting.');
  const rule = configRules[key]!;
  if (rule.kind === 'integer') {
    if (typeof body.value !== 'number' || !Number.isInteger(body.value)) throw valueError('staff_config_integer');
    if (body.value < rule.min || body.value > rule.max) throw valueError('staff_config_out_of_range');
  } else if (rule.kind === 'pixel') {
    // A pixel id is letters and digits; empty switches the pixel off.
    if (typeof body.value !== 'string' || !/^([A-Za-z0-9]{5,40})?$/.test(body.value.trim())) throw valueError('staff_config_pixel_invalid');
  } else if (rule.kind === 'url') {
    if (typeof body.value !== 'string' || !isFormAddress(body.value.trim())) throw valueError('staff_config_url_invalid');
  } else if (typeof body.value !== 'string' || body.value.trim() === '' || body.value.length > 500 || (rule.kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.value))) {
    throw valueError('staff_config_text_invalid');
  }
  const effectiveFrom = body.effectiveFrom ? new Date(body.effectiveFrom) : now;
  if (effectiveFrom.getTime() < now.getTime() - 60_000) throw new DomainError('validation', { errors: [{ path: 'effectiveFrom', message: 'staff_config_effective_past' }] });
  const value = typeof body.value === 'string' ? body.value.trim() : body.value;
  return db.transaction(async (tx) => {
    const before = (await readConfig(tx, [key], effectiveFrom, country))[key];
    await tx
      .insert(appConfig)
      .values({ key, value, effectiveFrom, updatedAt: now, updatedBy: actor.uuid })
      .onConflictDoUpdate({ target: [appConfig.key, appConfig.effectiveFrom], set: { value, updatedAt: now, updatedBy: actor.uuid } });
    await recordAudit(tx, actor, { action: 'config.set', targetType: 'config', targetId: key, before: { value: before }, after: { value, effectiveFrom: effectiveFrom.toISOString() }, reason: body.reason });
    return staffConfig(tx, now, country);
  });
}
