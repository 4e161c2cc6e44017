import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { rateLimitHits, sessions, users } from '../db/schema/index';
import { scopeOfRole, signInStatuses, staffRoles } from '#common/enums';
import { hashToken, toSessionUser } from '../auth/session';
import { DomainError } from '../domain-error';
import { burnPasswordCheck, verifyPassword } from './password';
import { clearHits, deleteHits, recordHit, retryAfterSeconds, type Limit } from './rate-limit';
import { readConfig } from './app-config';
import { wallNow } from '../wall-clock';

export { findSession, hashToken, toSessionUser, type Session } from '../auth/session';

type UserRow = typeof users.$inferSelect;

export async function createSession(db: Executor, user: UserRow, meta: { ip?: string; userAgent?: string }) {
  const { 'session.ttlMs': ttlMs } = await readConfig(db, ['session.ttlMs']);
  const token = randomBytes(32).toString('base64url'); // 256 random bits (PRODUCT.md)
  const expiresAt = new Date(wallNow().getTime() + ttlMs);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId: user.id, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 512) });
  return { token, expiresAt };
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: wallNow() }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Executor, userId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: wallNow() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export interface SignInRequest {
  /** Which sign-in: an influencer's, a marketer's, or the back office's (any staff role). */
  role: 'influencer' | 'marketer' | 'staff';
  identifier: { email: string } | { phone: string };
  password: string;
  ip: string;
  userAgent?: string;
  passwordHashCost: number;
}

/**
 * PRODUCT.md "Sessions and passwords": same answer for an unknown account and a wrong
 * password; 5 failures for one account from one IP, or 20 from one IP, in 15 minutes: 429.
 * Each attempt first reserves its place in every window and then counts, so concurrent
 * attempts (several server processes on one PostgreSQL) cannot slip past the limit.
 *
 * Issue 26: the limit was per account for everyone, so anyone who knew an address could lock its
 * owner out. OWASP Authentication Cheat Sheet, "Account Lockout": "an attacker can abuse the
 * lockout mechanism to lock out ... legitimate users" (a denial of service), and the throttle
 * should be "a combination of ... [the] account and the IP address". So the attacker is
 * throttled per (account, IP) and per IP; the account-wide count only stops IPs that have
 * failed on this account, so the owner gets in with the right password from an IP without
 * failures, or after a password reset by an e-mail code (which clears the account's counts,
 * `clearSignInFailures`).
 */
export async function signIn(db: Database, request: SignInRequest) {
  const settings = await readConfig(db, ['signin.maxFailuresPerAccount', 'signin.maxFailuresPerIp', 'signin.windowMs']);
  const windowMs = settings['signin.windowMs'];
  const accountLimit: Limit = { bucket: 'signin:account', max: settings['signin.maxFailuresPerAccount'], windowMs };
  const pairLimit: Limit = { bucket: 'signin:account-ip', max: settings['signin.maxFailuresPerAccount'], windowMs };
  const ipLimit: Limit = { bucket: 'signin:ip', max: settings['signin.maxFailuresPerIp'], windowMs };
  const condition = 'email' in request.identifier ? eq(users.email, request.identifier.email) : eq(users.phone, request.identifier.phone);
  const roleCondition = request.role === 'staff' ? inArray(users.role, staffRoles) : eq(users.role, request.role);
  const [user] = await db.select().from(users).where(and(condition, roleCondition)).limit(1);
  // Failures count per account whatever the identifier (e-mail or phone share one budget); an
  // address with no account counts on its own, so unknown ones are limited too.
  const accountKey = user ? `${request.role}:user:${user.id}` : `${request.role}:${'email' in request.identifier ? request.identifier.email : request.identifier.phone}`;
  const pairKey = `${accountKey}@${request.ip}`;

  const accountHit = await recordHit(db, accountLimit.bucket, accountKey);
  const pairHit = await recordHit(db, pairLimit.bucket, pairKey);
  const ipHit = await recordHit(db, ipLimit.bucket, request.ip);
  // The reservation counts as one more attempt: over the limit means this one is the (max+1)th.
  // An IP with an earlier failure on this account (two hits with this one) meets the account's count too.
  const failedHereBefore = (await retryAfterSeconds(db, { ...pairLimit, max: 2 }, pairKey)) > 0;
  const wait = Math.max(
    await retryAfterSeconds(db, { ...pairLimit, max: pairLimit.max + 1 }, pairKey),
    await retryAfterSeconds(db, { ...ipLimit, max: ipLimit.max + 1 }, request.ip),
    failedHereBefore ? await retryAfterSeconds(db, { ...accountLimit, max: accountLimit.max + 1 }, accountKey) : 0,
  );
  if (wait > 0) {
    // A refused attempt is not a failure: it must not stretch the lock-out.
    await deleteHits(db, [accountHit, pairHit, ipHit]);
    throw new DomainError('rate_limited', { retryAfter: wait, detail: `Try again in ${wait} seconds.` });
  }

  const valid = user ? await verifyPassword(request.password, user.passwordHash) : (await burnPasswordCheck(request.password, request.passwordHashCost), false);

  // A failure keeps its reservations; they are the failure count.
  if (!user || !valid) throw new DomainError('invalid_credentials');
  if (!signInStatuses.includes(user.status)) {
    // Issue 15: the account's status (the screen words it in the user's language) and the staff's reason.
    throw new DomainError('account_inactive', { detail: `This account is ${user.status}. Contact support to restore it.`, state: user.status, ...(user.statusReason ? { reason: user.statusReason } : {}) });
  }
  return db.transaction(async (tx) => {
    await clearHits(tx, accountLimit.bucket, accountKey);
    await clearHits(tx, pairLimit.bucket, pairKey);
    await deleteHits(tx, [ipHit]);
    const { token, expiresAt } = await createSession(tx, user, { ip: request.ip, userAgent: request.userAgent });
    return { token, expiresAt, user: toSessionUser(user), scope: scopeOfRole[user.role] };
  });
}

/**
 * The owner proved the address with a one-time code (password reset): the failures others left
 * on the account, from any IP, no longer stand between them and it.
 */
export async function clearSignInFailures(db: Executor, role: 'influencer' | 'marketer' | 'staff', userId: string): Promise<void> {
  const accountKey = `${role}:user:${userId}`;
  await clearHits(db, 'signin:account', accountKey);
  await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, 'signin:account-ip'), like(rateLimitHits.key, `${accountKey}@%`)));
}
