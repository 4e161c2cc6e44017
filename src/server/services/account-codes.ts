import { and, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { influencerProfiles, marketerProfiles, users } from '../db/schema/index';
import type { Deps } from '../deps';
import { DomainError } from '../domain-error';
import { scopeOfRole, type Locale } from '#common/enums';
import type { OtpRequestResponse } from '#common/contracts/otp';
import type { Session } from './auth';
import { assertAvailable, changeContact, resetPassword } from './account';
import { consumeVerification, requestOtp, verifyOtp } from './otp';
import { verifyPassword } from './password';

/**
 * The account rules, once for both roles (issue 29, decision 044): who may ask for a one-time code
 * for what, what a verified code proves, and the forgotten-password reset. The influencer's and the
 * marketer's routes only parse their contract, call one of these and answer; each operation's
 * writes are one transaction here, and a code's message is sent after its commit (services/otp.ts).
 *
 * Codes, limits and lengths are services/otp.ts with the `otp.*` numbers of app_config.
 */

export type AccountRole = 'influencer' | 'marketer';
export type CodePurpose = 'signup' | 'reset_password' | 'change_email' | 'verify_phone' | 'change_phone' | 'deactivate';
type Channel = 'email' | 'sms';

/** The stored purpose of a role's code: a code for one never verifies another (`influencer_signup` …). */
export const codePurpose = (role: AccountRole, purpose: CodePurpose) => `${role}_${purpose}`;

/**
 * What asking for a code needs, per role and purpose:
 * - `new_account`: nobody signed in; the address belongs to no account yet (influencer sign-up);
 * - `new_address`: the role's session; the address belongs to no other account;
 * - `own_address`: the role's session; the account's own address (confirming a closing);
 * - `forgotten`: anyone; the answer is the same whether or not the address has an account.
 */
type CodeRule = 'new_account' | 'new_address' | 'own_address' | 'forgotten';
const codeRules: Record<AccountRole, Partial<Record<CodePurpose, CodeRule>>> = {
  influencer: { signup: 'new_account', reset_password: 'forgotten', change_email: 'new_address', verify_phone: 'new_address', change_phone: 'new_address', deactivate: 'own_address' },
  marketer: { signup: 'new_address', reset_password: 'forgotten', change_email: 'new_address', change_phone: 'new_address' },
};

function ruleOf(role: AccountRole, purpose: CodePurpose): CodeRule {
  const rule = codeRules[role][purpose];
  if (!rule) throw new DomainError('validation', { errors: [{ path: 'purpose', message: 'purpose_invalid' }] });
  return rule;
}

/** The role's own session: 401 signed out, 403 another role's. */
function signedIn(role: AccountRole, session: Session | null): Session {
  if (!session) throw new DomainError('unauthorized');
  if (session.scope !== scopeOfRole[role]) throw new DomainError('forbidden');
  return session;
}

const addressOf = (channel: Channel, destination: string) => (channel === 'email' ? { email: destination } : { phone: destination });

export interface CodeRequest {
  purpose: CodePurpose;
  channel: Channel;
  /** Normalised e-mail (lowercase) or E.164 phone, as the contracts answer them. */
  destination: string;
  locale?: Locale;
}

/** "Send me a code", for either role. */
export async function requestAccountCode(deps: Pick<Deps, 'db' | 'config' | 'messenger'>, role: AccountRole, session: Session | null, request: CodeRequest): Promise<OtpRequestResponse> {
  const { db } = deps;
  const rule = ruleOf(role, request.purpose);
  const target = { purpose: codePurpose(role, request.purpose), channel: request.channel, destination: request.destination };
  const locale = request.locale ?? session?.user.locale ?? 'th';
  if (rule === 'forgotten') return requestResetCode(deps, role, request);
  if (rule === 'new_account') {
    await assertAvailable(db, addressOf(request.channel, request.destination));
    return requestOtp(deps, { ...target, locale });
  }
  const own = signedIn(role, session);
  if (rule === 'own_address') {
    const [account] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, own.user.uuid)).limit(1);
    const field = request.channel === 'email' ? 'email' : 'phone';
    if (account?.[field] !== request.destination) throw new DomainError('validation', { errors: [{ path: field, message: `${field}_not_yours` }] });
  } else {
    await assertAvailable(db, addressOf(request.channel, request.destination), own.user.uuid);
  }
  return requestOtp(deps, { ...target, locale, userId: own.user.uuid });
}

/**
 * A forgotten password: the code goes to the role's account at this address, unless there is none
 * or its owner closed it (deactivated). Either way the same work is done and the same answer given
 * (issue 29: an answer that differs tells an attacker the account exists): a code row is issued
 * under the same per-address limits (so the resend wait, the hourly cap and a wrong code's "tries
 * left" match too), only without a message when nobody is to receive it. The message is sent after
 * the answer, so neither the provider's time nor its failure (delivery_failed) shows (decision 044).
 */
async function requestResetCode(deps: Pick<Deps, 'db' | 'config' | 'messenger'>, role: AccountRole, request: CodeRequest): Promise<OtpRequestResponse> {
  const [account] = await deps.db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(and(request.channel === 'email' ? eq(users.email, request.destination) : eq(users.phone, request.destination), eq(users.role, role), ne(users.status, 'deactivated')))
    .limit(1);
  const target = { purpose: codePurpose(role, 'reset_password'), channel: request.channel, destination: request.destination };
  return requestOtp(deps, { ...target, locale: request.locale ?? account?.locale ?? 'th', userId: account?.id }, { send: Boolean(account), answerBeforeSend: true });
}

export interface CodeCheck {
  purpose: CodePurpose;
  destination: string;
  code: string;
}

/**
 * A code checked: answers the single-use proof for the next step and, for a reset, the account it
 * belongs to (the id PATCH reset answers to). Codes of signed-in purposes need the role's session.
 */
export async function verifyAccountCode(deps: Pick<Deps, 'db' | 'config'>, role: AccountRole, session: Session | null, check: CodeCheck): Promise<{ verificationToken: string; uuid?: string }> {
  const rule = ruleOf(role, check.purpose);
  if (rule === 'new_address' || rule === 'own_address') signedIn(role, session);
  const result = await verifyOtp(deps.db, deps.config.secret, { purpose: codePurpose(role, check.purpose), destination: check.destination, code: check.code });
  return { verificationToken: result.verificationToken, ...(rule === 'forgotten' && result.userId ? { uuid: result.userId } : {}) };
}

/** PATCH reset (either role): the proof of a reset code for this account's address sets a new password and signs out everywhere. */
export async function resetForgottenPassword(deps: Pick<Deps, 'db' | 'config' | 'now'>, role: AccountRole, userId: string, body: { destination: string; verificationToken: string; newPassword: string }): Promise<void> {
  await resetPassword(
    deps.db,
    {
      role,
      userId,
      destination: body.destination,
      purpose: codePurpose(role, 'reset_password'),
      verificationToken: body.verificationToken,
      newPassword: body.newPassword,
      secret: deps.config.secret,
      passwordHashCost: deps.config.passwordHashCost,
    },
    deps.now(),
  );
}

/** Re-authentication before a code is spent, so a wrong password does not burn the code. */
async function confirmPassword(db: Executor, userId: string, password: string | undefined): Promise<void> {
  if (!password) throw new DomainError('validation', { errors: [{ path: 'currentPassword', message: 'password_required' }] });
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(password, user.hash))) throw new DomainError('validation', { errors: [{ path: 'currentPassword', message: 'password_incorrect' }] });
}

/** Records the phone as verified on the role's profile, in the caller's transaction. */
async function markPhoneVerified(tx: Executor, role: AccountRole, userId: string, now: Date) {
  if (role === 'influencer') await tx.update(influencerProfiles).set({ phoneVerifiedAt: now }).where(eq(influencerProfiles.userId, userId));
  else await tx.update(marketerProfiles).set({ phoneVerifiedAt: now }).where(eq(marketerProfiles.userId, userId));
}

/**
 * A change of address with its proof (the marketer's change-email / change-phone, after the code
 * was verified): current password, address nobody else has, the proof spent, the address written
 * and, for a phone, marked verified — one transaction.
 */
export async function changeAddress(deps: Pick<Deps, 'db' | 'config' | 'now'>, role: AccountRole, userId: string, input: { field: 'email' | 'phone'; value: string; currentPassword: string; verificationToken: string }): Promise<void> {
  const now = deps.now();
  await changeContact(
    deps.db,
    {
      userId,
      field: input.field,
      value: input.value,
      currentPassword: input.currentPassword,
      purpose: codePurpose(role, input.field === 'email' ? 'change_email' : 'change_phone'),
      verificationToken: input.verificationToken,
      secret: deps.config.secret,
    },
    now,
    input.field === 'phone' ? (tx) => markPhoneVerified(tx, role, userId, now) : undefined,
  );
}

/**
 * The influencer's e-mail change in one call: the current password, the address, then the code
 * (spent only after both pass), then the change in one transaction.
 */
export async function changeEmailWithCode(deps: Pick<Deps, 'db' | 'config' | 'now'>, role: AccountRole, session: Session | null, input: { email: string; code: string; currentPassword?: string }) {
  const userId = signedIn(role, session).user.uuid;
  await confirmPassword(deps.db, userId, input.currentPassword);
  await assertAvailable(deps.db, { email: input.email }, userId);
  const { verificationToken } = await verifyAccountCode(deps, role, session, { purpose: 'change_email', destination: input.email, code: input.code });
  await changeAddress(deps, role, userId, { field: 'email', value: input.email, currentPassword: input.currentPassword!, verificationToken });
  return { verificationToken, changed: 'email' as const };
}

/**
 * The influencer's phone by code in one call: a first phone (or the same one again) needs only the
 * code; replacing a verified phone (or `change_phone`) needs the current password too. The proof is
 * spent, the phone written and marked verified in one transaction.
 */
export async function confirmPhoneWithCode(deps: Pick<Deps, 'db' | 'config' | 'now'>, role: AccountRole, session: Session | null, input: { phone: string; code: string; purpose: 'verify_phone' | 'change_phone'; currentPassword?: string }) {
  const { db, config } = deps;
  const userId = signedIn(role, session).user.uuid;
  const verifiedAt = role === 'influencer' ? influencerProfiles.phoneVerifiedAt : marketerProfiles.phoneVerifiedAt;
  const profileUser = role === 'influencer' ? influencerProfiles.userId : marketerProfiles.userId;
  const profile = role === 'influencer' ? influencerProfiles : marketerProfiles;
  const [current] = await db.select({ phone: users.phone, verifiedAt }).from(users).innerJoin(profile, eq(profileUser, users.id)).where(eq(users.id, userId)).limit(1);
  const needsPassword = input.purpose === 'change_phone' || Boolean(current?.verifiedAt && current.phone && current.phone !== input.phone);
  if (needsPassword) await confirmPassword(db, userId, input.currentPassword);
  await assertAvailable(db, { phone: input.phone }, userId);
  const { verificationToken } = await verifyAccountCode(deps, role, session, { purpose: input.purpose, destination: input.phone, code: input.code });
  const now = deps.now();
  await (db as Database).transaction(async (tx) => {
    await assertAvailable(tx, { phone: input.phone }, userId);
    await consumeVerification(tx, config.secret, { purpose: codePurpose(role, input.purpose), destination: input.phone, verificationToken });
    await tx.update(users).set({ phone: input.phone, updatedAt: now }).where(eq(users.id, userId));
    await markPhoneVerified(tx, role, userId, now);
  });
  return { verificationToken, changed: 'phone' as const };
}
