import { and, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { sessions, users } from '../db/schema/index';
import { DomainError } from '../domain-error';
import { hashPassword, verifyPassword } from './password';
import { consumeVerification, verificationRequired } from './otp';
import { commonPasswords } from './common-passwords';
import { clearSignInFailures, revokeAllSessions } from './auth';

/**
 * Account operations shared by influencers and marketers: creating the user, passwords,
 * e-mail and phone changes. Changing a credential needs re-authentication (the current
 * password) plus, for e-mail and phone, a fresh code sent to the new address.
 */

/** PRODUCT.md: 8–128 characters, no composition rules, not on the common-password list. */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  const problem = password.length < 8 ? 'password_too_short' : password.length > 128 ? 'password_too_long' : commonPasswords.has(password.toLowerCase()) ? 'password_too_common' : null;
  if (problem) throw new DomainError('validation', { errors: [{ path: field, message: problem }] });
}

/** 409 naming the field when the e-mail or phone already belongs to someone (e-mail compared lowercased). */
export async function assertAvailable(db: Executor, input: { email?: string; phone?: string | null }, exceptUserId?: string): Promise<void> {
  const errors: { path: string; message: string }[] = [];
  if (input.email) {
    const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, input.email.trim().toLowerCase()), exceptUserId ? ne(users.id, exceptUserId) : undefined)).limit(1);
    if (taken) errors.push({ path: 'email', message: 'email_taken' });
  }
  if (input.phone) {
    const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.phone, input.phone), exceptUserId ? ne(users.id, exceptUserId) : undefined)).limit(1);
    if (taken) errors.push({ path: 'phone', message: 'phone_taken' });
  }
  if (errors.length > 0) throw new DomainError('conflict', { errors });
}

export interface NewUser {
  email: string;
  phone?: string | null;
  password: string;
  role: 'influencer' | 'marketer';
  displayName: string;
  locale: 'th' | 'en';
  marketerType?: 'brand' | 'agency' | 'individual' | null;
  isTalentManager?: boolean;
}

/** Inserts the user inside the caller's transaction; unique violations from a race become 409 too. */
export async function createUser(tx: Executor, input: NewUser, passwordHashCost: number) {
  assertPasswordAllowed(input.password);
  await assertAvailable(tx, input);
  const passwordHash = await hashPassword(input.password, passwordHashCost);
  try {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email.trim().toLowerCase(),
        phone: input.phone ?? null,
        passwordHash,
        role: input.role,
        displayName: input.displayName,
        locale: input.locale,
        marketerType: input.marketerType ?? null,
        isTalentManager: input.isTalentManager ?? false,
      })
      .returning();
    return user!;
  } catch (error) {
    if (String((error as { code?: string }).code) === '23505') throw new DomainError('conflict', { errors: [{ path: 'email', message: 'email_taken' }] });
    throw error;
  }
}

async function reauthenticate(db: Executor, userId: string, currentPassword: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new DomainError('not_found');
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new DomainError('validation', { errors: [{ path: 'currentPassword', message: 'password_incorrect' }] });
  }
  return user;
}

/** New password after the current one; every other session of the user is signed out. */
export async function changePassword(db: Database, input: { userId: string; sessionId: string; currentPassword: string; newPassword: string; passwordHashCost: number }, now: Date) {
  await reauthenticate(db, input.userId, input.currentPassword);
  assertPasswordAllowed(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword, input.passwordHashCost);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, input.userId));
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, input.userId), ne(sessions.id, input.sessionId)));
  });
}

/**
 * Forgotten password (services/account-codes.ts calls it for both roles). The account is named twice (the id in the path, the address in the body):
 * when they do not match, the answer is the one of a bad proof, so the endpoint never tells whether
 * an address belongs to an id (and the proof is not spent: the transaction rolls back).
 */
export async function resetPassword(db: Database, input: { role: 'influencer' | 'marketer'; userId: string; destination: string; purpose: string; verificationToken: string; newPassword: string; secret: string; passwordHashCost: number }, now: Date) {
  assertPasswordAllowed(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword, input.passwordHashCost);
  await db.transaction(async (tx) => {
    await consumeVerification(tx, input.secret, { purpose: input.purpose, destination: input.destination, verificationToken: input.verificationToken });
    const byEmail = input.destination.includes('@');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, input.userId), byEmail ? eq(users.email, input.destination) : eq(users.phone, input.destination), eq(users.role, input.role)))
      .returning({ id: users.id });
    if (!user) throw verificationRequired();
    await revokeAllSessions(tx, user.id);
    // The code proved the owner: others' failed sign-ins no longer lock them out (issue 26).
    await clearSignInFailures(tx, input.role, user.id);
  });
}

/**
 * Changes e-mail or phone: current password + the proof of a code sent to the new address. `also`
 * writes what the role records with it (a phone marked verified) in the same transaction.
 */
export async function changeContact(
  db: Database,
  input: { userId: string; field: 'email' | 'phone'; value: string; currentPassword: string; purpose: string; verificationToken: string; secret: string },
  now: Date,
  also?: (tx: Executor) => Promise<void>,
) {
  await reauthenticate(db, input.userId, input.currentPassword);
  await db.transaction(async (tx) => {
    await assertAvailable(tx, { [input.field]: input.value }, input.userId);
    await consumeVerification(tx, input.secret, { purpose: input.purpose, destination: input.value, verificationToken: input.verificationToken });
    await tx.update(users).set({ [input.field]: input.value, updatedAt: now }).where(eq(users.id, input.userId));
    await also?.(tx);
  });
}
