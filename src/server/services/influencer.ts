import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { influencerProfiles, uploads, users } from '../db/schema/index';
import { DomainError, notFoundError } from '../domain-error';
import type { CreateMemberBody, CreateProfileBody, PatchGeneralBody, ProfileGeneralResponse, PrefsResponse, AccountResponse } from '#common/contracts/influencer';
import { profileSteps, type patchPrefsBody } from '#common/contracts/influencer';
import type * as v from 'valibot';
import { createUser } from './account';
import { consumeVerification } from './otp';
import { toSessionUser } from './auth';
import { consumeSocialTicket } from './social-login';

/** Influencer members: sign-up, referral, profile, preferences (PRODUCT.md "Influencer sign-up and profile"). */

export const otpPurpose = {
  signup: 'influencer_signup',
  reset_password: 'influencer_reset_password',
  change_email: 'influencer_change_email',
  verify_phone: 'influencer_verify_phone',
  change_phone: 'influencer_change_phone',
  deactivate: 'influencer_deactivate',
} as const;

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReferralCode = () => Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

/** The referrer behind a code (an active influencer), or null. */
export async function findReferrer(db: Executor, code: string) {
  const [row] = await db
    .select({ id: users.id, displayName: users.displayName, isTalentManager: users.isTalentManager, status: users.status })
    .from(influencerProfiles)
    .innerJoin(users, eq(users.id, influencerProfiles.userId))
    .where(eq(influencerProfiles.referralCode, code.trim().toUpperCase()))
    .limit(1);
  if (!row || !['active', 'allowed'].includes(row.status)) return null;
  return row;
}

/** A mailbox as people share it: lowercased, without a "+tag" and, at Gmail, without dots. */
function mailboxOf(email: string) {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const plain = local.split('+')[0]!;
  return `${domain === 'gmail.com' || domain === 'googlemail.com' ? plain.replaceAll('.', '') : plain}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/**
 * Who referred a new member (PRODUCT.md "Influencer sign-up"): the code typed (or carried into
 * the form from the ?ref= link) wins; else the referral cookie the ?ref= link left. A typed code
 * that is unknown or belongs to a member who is no longer active is refused (400); a stale
 * cookie is ignored, so it never blocks a sign-up. Self-referral is refused either way: the
 * referrer signing up a second account from their own session, or with their own mailbox
 * (a "+tag" or Gmail dots do not make another person).
 */
async function referrerFor(tx: Executor, input: { email: string; referralCode?: string; cookieReferralCode?: string; sessionUserId?: string }) {
  const typed = input.referralCode?.trim();
  const code = typed || input.cookieReferralCode?.trim();
  if (!code) return null;
  const referrer = await findReferrer(tx, code);
  const refuse = (message: string) => {
    if (!typed) return null;
    throw new DomainError('validation', { errors: [{ path: 'referralCode', message }] });
  };
  if (!referrer) return refuse('referral_code_unknown');
  const [referrerUser] = await tx.select({ email: users.email }).from(users).where(eq(users.id, referrer.id)).limit(1);
  if (referrer.id === input.sessionUserId || (referrerUser && mailboxOf(referrerUser.email) === mailboxOf(input.email))) return refuse('referral_self');
  return referrer;
}

export async function insertInfluencerProfile(tx: Executor, values: Omit<typeof influencerProfiles.$inferInsert, 'referralCode'> & { referralCode?: string }) {
  // Eight characters from 32: a clash is rare; retry with a fresh code when it happens.
  for (let attempt = 0; attempt < 5; attempt++) {
    const referralCode = values.referralCode ?? newReferralCode();
    const inserted = await tx.insert(influencerProfiles).values({ ...values, referralCode }).onConflictDoNothing({ target: influencerProfiles.referralCode }).returning({ userId: influencerProfiles.userId });
    if (inserted.length > 0) return referralCode;
    if (values.referralCode) break;
  }
  throw new DomainError('conflict', { errors: [{ path: 'referralCode', message: 'referral_code_taken' }] });
}

/**
 * createInfluMember: one transaction spends the e-mail proof (or the social ticket), creates the
 * user and the profile and links the referrer. The password rules and unique e-mail are enforced
 * by the account service.
 */
export async function createMember(db: Database, input: CreateMemberBody & { secret: string; passwordHashCost: number; utm?: Record<string, string>; cookieReferralCode?: string; sessionUserId?: string }, now: Date) {
  return db.transaction(async (tx) => {
    let social: { provider: string; subject: string } | null = null;
    if (input.socialTicket) {
      const identity = await consumeSocialTicket(tx, input.socialTicket);
      social = { provider: identity.provider, subject: identity.subject };
      // The provider vouched for this address: no code needed. Another address needs its own code.
      if (!(identity.emailVerified && identity.email === input.email)) {
        if (!input.verificationToken) throw new DomainError('verification_required', { errors: [{ path: 'email', message: 'verification_required' }] });
        await consumeVerification(tx, input.secret, { purpose: otpPurpose.signup, destination: input.email, verificationToken: input.verificationToken });
      }
    } else {
      if (!input.verificationToken) throw new DomainError('verification_required', { errors: [{ path: 'verificationToken', message: 'verification_required' }] });
      await consumeVerification(tx, input.secret, { purpose: otpPurpose.signup, destination: input.email, verificationToken: input.verificationToken });
    }
    const referrer = await referrerFor(tx, input);
    const displayName = input.email.split('@')[0]!.slice(0, 60);
    const user = await createUser(tx, { email: input.email, password: input.password, role: 'influencer', displayName, locale: input.locale }, input.passwordHashCost);
    await insertInfluencerProfile(tx, {
      userId: user.id,
      referrerId: referrer?.id ?? null,
      consentAcceptedAt: now,
      country: input.country,
      nationality: input.nationality,
      notificationLanguage: input.locale,
      socialProvider: social?.provider ?? null,
      socialSubject: social?.subject ?? null,
      utm: input.utm ?? null,
    });
    return user;
  });
}

type ProfileRow = typeof influencerProfiles.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** The caller's own profile; anyone else's id is 404 (PRODUCT.md: ids cannot be probed). */
export async function loadOwn(db: Executor, sessionUserId: string, id: string): Promise<{ user: UserRow; profile: ProfileRow }> {
  if (id !== sessionUserId) throw notFoundError();
  const [row] = await db.select({ user: users, profile: influencerProfiles }).from(users).innerJoin(influencerProfiles, eq(influencerProfiles.userId, users.id)).where(eq(users.id, id)).limit(1);
  if (!row) throw notFoundError();
  return row;
}

export const uploadUrl = (uploadId: string | null) => (uploadId ? `/sv_influ_api/influ/file/${uploadId}` : null);

export function toGeneral(user: UserRow, profile: ProfileRow): ProfileGeneralResponse {
  return {
    uuid: user.id,
    email: user.email,
    phone: user.phone,
    phoneVerified: Boolean(profile.phoneVerifiedAt && user.phone),
    firstNameTh: profile.firstNameTh,
    lastNameTh: profile.lastNameTh,
    firstNameEn: profile.firstNameEn,
    lastNameEn: profile.lastNameEn,
    displayName: user.displayName,
    gender: profile.gender,
    birthDate: profile.birthDate,
    nationality: profile.nationality,
    country: profile.country,
    currentAddress: profile.currentAddress ?? null,
    shippingChoice: profile.shippingChoice,
    shippingAddress: profile.shippingAddress ?? null,
    interests: profile.interests,
    imageUrl: uploadUrl(profile.imageUploadId),
    referralCode: profile.referralCode,
    ready: Boolean(profile.readyAt),
  };
}

function profileValues(body: PatchGeneralBody, now: Date) {
  const { displayName: _displayName, ...rest } = body;
  const values: Partial<typeof influencerProfiles.$inferInsert> = { ...rest, updatedAt: now };
  if (body.shippingChoice === 'same_as_current') values.shippingAddress = null;
  return values;
}

export async function saveGeneral(db: Database, userId: string, body: PatchGeneralBody, now: Date) {
  await db.transaction(async (tx) => {
    await tx.update(influencerProfiles).set(profileValues(body, now)).where(eq(influencerProfiles.userId, userId));
    if (body.displayName) await tx.update(users).set({ displayName: body.displayName, updatedAt: now }).where(eq(users.id, userId));
  });
}

export async function createProfile(db: Database, userId: string, body: CreateProfileBody, now: Date) {
  await saveGeneral(db, userId, body, now);
}

/** Which parts of the profile are still missing (dashboard completeness, next steps). */
export function missingParts(user: UserRow, profile: ProfileRow): (typeof profileSteps)[number][] {
  const missing: (typeof profileSteps)[number][] = [];
  if (!profile.firstNameEn || !profile.lastNameEn || !profile.birthDate || !profile.gender || !profile.currentAddress) missing.push('profile');
  if (!(profile.phoneVerifiedAt && user.phone)) missing.push('phone');
  if (!profile.imageUploadId) missing.push('image');
  if (profile.interests.length === 0) missing.push('interests');
  if (!profile.shippingChoice) missing.push('shipping');
  return missing;
}

export async function accountOverview(db: Executor, user: UserRow, profile: ProfileRow): Promise<Omit<AccountResponse, 'channels'>> {
  const missing = missingParts(user, profile);
  const [manager] = profile.talentManagerId ? await db.select({ displayName: users.displayName }).from(users).where(eq(users.id, profile.talentManagerId)).limit(1) : [];
  return {
    user: toSessionUser(user),
    phone: user.phone,
    phoneVerified: Boolean(profile.phoneVerifiedAt && user.phone),
    imageUrl: uploadUrl(profile.imageUploadId),
    referralCode: profile.referralCode,
    ready: Boolean(profile.readyAt),
    talentManager: manager && profile.talentManagerConsentAt ? { displayName: manager.displayName, consentAt: profile.talentManagerConsentAt.toISOString() } : null,
    completeness: Math.round(((profileSteps.length - missing.length) / profileSteps.length) * 100),
    missing,
    toastsSeen: profile.toastsSeen,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toPrefs(profile: ProfileRow): PrefsResponse {
  return { notificationChannels: profile.notificationChannels as PrefsResponse['notificationChannels'], notificationLanguage: profile.notificationLanguage, lineId: profile.lineId };
}

/** profile/prefs: the notification channels and language; the language is also the account's (messages use it). */
export async function savePrefs(db: Database, userId: string, body: v.InferOutput<typeof patchPrefsBody>, now: Date): Promise<PrefsResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(influencerProfiles)
      .set({ ...body, updatedAt: now })
      .where(eq(influencerProfiles.userId, userId))
      .returning();
    if (body.notificationLanguage) await tx.update(users).set({ locale: body.notificationLanguage }).where(eq(users.id, userId));
    return toPrefs(row!);
  });
}

/** profile/image: the stored upload becomes the profile's photo. */
export async function setProfileImage(db: Executor, userId: string, uploadId: string, now: Date) {
  await db.update(influencerProfiles).set({ imageUploadId: uploadId, updatedAt: now }).where(eq(influencerProfiles.userId, userId));
}

/** toast: a notice dismissed for good; answers every key seen so far (appending is idempotent). */
export async function dismissToast(db: Executor, userId: string, profile: ProfileRow, key: string) {
  if (!profile.toastsSeen.includes(key)) {
    await db
      .update(influencerProfiles)
      .set({ toastsSeen: sql`${influencerProfiles.toastsSeen} || ${JSON.stringify([key])}::jsonb` })
      .where(eq(influencerProfiles.userId, userId));
  }
  return { toastsSeen: [...new Set([...profile.toastsSeen, key])] };
}

/** profile/ready: only when the sign-up profile is complete (names, birth date, address, interests, shipping). */
export async function markReady(db: Executor, user: UserRow, profile: ProfileRow, now: Date) {
  const missing = missingParts(user, profile).filter((part) => part === 'profile' || part === 'interests' || part === 'shipping');
  if (missing.length > 0) throw new DomainError('validation', { errors: missing.map((part) => ({ path: part, message: 'profile_incomplete' })) });
  const readyAt = profile.readyAt ?? now;
  await db.update(influencerProfiles).set({ readyAt }).where(eq(influencerProfiles.userId, user.id));
  return { ready: true };
}

/**
 * acceptConsent: the partner accepts the talent manager's consent and is linked to them. Accepting
 * the same manager again keeps the first consent time; a consent to another manager must be
 * withdrawn first (409), so a partner never has two managers.
 */
export async function acceptTalentManagerConsent(db: Database, userId: string, code: string, now: Date) {
  return db.transaction(async (tx) => {
    const manager = await findReferrer(tx, code);
    if (!manager || !manager.isTalentManager) throw notFoundError('No talent manager with this code.');
    if (manager.id === userId) throw new DomainError('validation', { errors: [{ path: 'code', message: 'talent_manager_self' }] });
    const [current] = await tx
      .select({ managerId: influencerProfiles.talentManagerId, consentAt: influencerProfiles.talentManagerConsentAt })
      .from(influencerProfiles)
      .where(eq(influencerProfiles.userId, userId))
      .for('update')
      .limit(1);
    if (current?.managerId && current.consentAt && current.managerId !== manager.id) {
      throw new DomainError('conflict', { detail: 'Withdraw the consent to your current talent manager first.', errors: [{ path: 'code', message: 'talent_manager_other' }] });
    }
    if (!(current?.managerId === manager.id && current.consentAt)) {
      await tx.update(influencerProfiles).set({ talentManagerId: manager.id, talentManagerConsentAt: now, updatedAt: now }).where(eq(influencerProfiles.userId, userId));
    }
    return { manager: { displayName: manager.displayName } };
  });
}

/**
 * Withdraw the talent-manager consent (consent text: "the link then ends at once"): one
 * transaction locks the profile, checks there is an accepted consent, and clears the link.
 * 404 when there is nothing to withdraw.
 */
export async function withdrawTalentManagerConsent(db: Database, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ managerId: influencerProfiles.talentManagerId, consentAt: influencerProfiles.talentManagerConsentAt })
      .from(influencerProfiles)
      .where(eq(influencerProfiles.userId, userId))
      .for('update')
      .limit(1);
    if (!row?.managerId || !row.consentAt) throw notFoundError('There is no talent-manager consent to withdraw.');
    const [manager] = await tx.select({ displayName: users.displayName }).from(users).where(eq(users.id, row.managerId)).limit(1);
    await tx.update(influencerProfiles).set({ talentManagerId: null, talentManagerConsentAt: null, updatedAt: now }).where(eq(influencerProfiles.userId, userId));
    return { withdrawn: true as const, manager: { displayName: manager?.displayName ?? '' } };
  });
}

export async function ownUpload(db: Executor, userId: string, uploadId: string) {
  const [row] = await db.select().from(uploads).where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId))).limit(1);
  return row ?? null;
}

export async function findUsersByIds(db: Executor, ids: string[]) {
  return ids.length === 0 ? [] : db.select().from(users).where(inArray(users.id, ids));
}
