import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { campaigns, jobs, marketerProfileImages, marketerProfiles, users } from '../db/schema/index';
import type { Deps } from '../deps';
import { DomainError, notFoundError } from '../domain-error';
import { deleteReasons } from '#common/enums';
import { newJobStatuses, openJobStatuses, workingJobStatuses } from '#common/earnings';
import type {
  CreateEmailBody,
  DeactivateBody,
  DeactivationCheck,
  MarketerDeactivationBlocker,
  MarketerDashboard,
  MarketerProfile,
  NotificationBody,
  PatchProfileBody,
  UpdateMarketerProfileBody,
} from '#common/contracts/marketer';
import type { Session } from './auth';
import { createSession, revokeAllSessions, toSessionUser } from './auth';
import { assertAvailable, createUser } from './account';
import { changeAddress, codePurpose } from './account-codes';
import { consumeVerification } from './otp';
import { readConfig } from './app-config';
import { decideAccountStatus } from './account-status';
import { moneyDashboard } from './credits';
import { decide } from '../machines/run-machine';
import { marketerSignupProgressMachine, type MarketerSignupProgress } from '#machines/lifecycles/marketer-signup-progress.machine';
import { recordHit, retryAfterSeconds } from './rate-limit';

/**
 * Marketer accounts (issue 5, PRODUCT.md "Marketer sign-up and profile"): sign-up in steps
 * (account → phone code → questionnaire → profile), the profile, preferences, image,
 * contact changes and deactivation. The server keeps the sign-up step, so the client's
 * `marketerSignup` machine resumes where the marketer left off.
 */

type ProfileRow = typeof marketerProfiles.$inferSelect;
type UserRow = typeof users.$inferSelect;


function toProfile(user: UserRow, row: ProfileRow): MarketerProfile {
  return {
    uuid: user.id,
    email: user.email,
    phone: user.phone,
    phoneVerified: Boolean(user.phone && row.phoneVerifiedAt),
    type: row.type,
    status: user.status,
    locale: user.locale,
    contactName: row.contactName,
    companyName: row.companyName,
    country: row.country,
    taxId: row.taxId,
    address: row.address ?? null,
    website: row.website,
    industry: row.industry as MarketerProfile['industry'],
    questionnaire:
      row.objective && row.budget && row.campaignStart
        ? ({ objective: row.objective, budget: row.budget, campaignStart: row.campaignStart } as MarketerProfile['questionnaire'])
        : null,
    classification: row.classification as MarketerProfile['classification'],
    taxRegimen: row.taxRegimen as MarketerProfile['taxRegimen'],
    accountHolderType: row.accountHolderType as MarketerProfile['accountHolderType'],
    notification: { channels: row.notificationChannels as MarketerProfile['notification']['channels'], language: row.notificationLanguage },
    profileImageUrl: row.profileImageVersion > 0 ? `/api/marketers/${user.id}/profile-image?v=${row.profileImageVersion}` : null,
    signupStep: row.signupStep,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The marketer and their profile row; the row is created for marketers made elsewhere (staff, seed). */
async function loadRows(db: Executor, userId: string): Promise<{ user: UserRow; row: ProfileRow }> {
  const [user] = await db.select().from(users).where(and(eq(users.id, userId), eq(users.role, 'marketer'))).limit(1);
  if (!user) throw notFoundError();
  let [row] = await db.select().from(marketerProfiles).where(eq(marketerProfiles.userId, userId)).limit(1);
  if (!row) {
    [row] = await db
      .insert(marketerProfiles)
      .values({ userId, type: user.marketerType ?? 'brand', contactName: user.displayName, notificationLanguage: user.locale })
      .onConflictDoNothing()
      .returning();
    if (!row) [row] = await db.select().from(marketerProfiles).where(eq(marketerProfiles.userId, userId)).limit(1);
  }
  return { user, row: row! };
}

export async function getMarketerProfile(db: Executor, userId: string): Promise<MarketerProfile> {
  const { user, row } = await loadRows(db, userId);
  return toProfile(user, row);
}

/** PRODUCT.md "Who": another marketer's id answers 404, so ids cannot be probed. */
export function assertOwnId(session: Session | null, id: string): asserts session is Session {
  if (!session) throw new DomainError('unauthorized');
  if (session.scope !== 'marketer_logged_in') throw new DomainError('forbidden');
  if (session.user.uuid !== id) throw notFoundError();
}

// ---- sign-up ------------------------------------------------------------------------------

/** The account step: user + profile + session in one transaction; the next step is the phone. */
/**
 * The per-IP limit on the account step (config marketer.signupMaxPerIp in marketer.signupWindowMs):
 * 429 with Retry-After once reached. The attempt is counted before the account is tried, so a taken
 * e-mail or a refused password counts too.
 */
async function countSignupAttempt(db: Executor, ip: string) {
  const limits = await readConfig(db, ['marketer.signupMaxPerIp', 'marketer.signupWindowMs']);
  const limit = { bucket: 'marketer:create-email', max: limits['marketer.signupMaxPerIp'], windowMs: limits['marketer.signupWindowMs'] };
  const wait = await retryAfterSeconds(db, limit, ip);
  if (wait > 0) throw new DomainError('rate_limited', { retryAfter: wait, detail: 'Too many sign-ups from this address; please try again later.' });
  await recordHit(db, limit.bucket, ip);
}

export async function createMarketer(deps: Pick<Deps, 'db' | 'config'>, body: CreateEmailBody, meta: { ip: string; userAgent?: string }) {
  await countSignupAttempt(deps.db, meta.ip);
  return deps.db.transaction(async (tx) => {
    const user = await createUser(
      tx,
      {
        email: body.email,
        password: body.password,
        role: 'marketer',
        displayName: body.type === 'individual' ? body.contactName : body.companyName!,
        locale: body.locale,
        marketerType: body.type,
      },
      deps.config.passwordHashCost,
    );
    await tx.insert(marketerProfiles).values({
      userId: user.id,
      type: body.type,
      contactName: body.contactName,
      companyName: body.type === 'individual' ? null : (body.companyName ?? null),
      notificationLanguage: body.locale,
    });
    const session = await createSession(tx, user, meta);
    return { ...session, user: toSessionUser(user) };
  });
}

/** One later sign-up step; a step may be repeated (back/next), but never skipped. */
export async function applySignupStep(deps: Pick<Deps, 'db' | 'config' | 'now'>, userId: string, body: UpdateMarketerProfileBody): Promise<MarketerProfile> {
  return deps.db.transaction(async (tx) => {
    const { row, user } = await loadRows(tx, userId);
    // The progress column is written only through its lifecycle (decision 056); a step not reached
    // yet keeps its answer of before (409 conflict, step_not_reached), not illegal_transition.
    const next = signupProgressAfter(row.signupStep, body.step);
    const now = deps.now();
    if (body.step === 'phone') {
      await assertAvailable(tx, { phone: body.phone }, userId);
      await consumeVerification(tx, deps.config.secret, { purpose: codePurpose('marketer', 'signup'), destination: body.phone, verificationToken: body.verificationToken });
      await tx.update(users).set({ phone: body.phone, updatedAt: now }).where(eq(users.id, userId));
      await tx.update(marketerProfiles).set({ phoneVerifiedAt: now, signupStep: next, updatedAt: now }).where(eq(marketerProfiles.userId, userId));
    } else if (body.step === 'questionnaire') {
      await tx
        .update(marketerProfiles)
        .set({ objective: body.objective, budget: body.budget, campaignStart: body.campaignStart, signupStep: next, updatedAt: now })
        .where(eq(marketerProfiles.userId, userId));
    } else {
      await writeProfile(tx, user, row, body, now);
      await tx.update(marketerProfiles).set({ signupStep: next }).where(eq(marketerProfiles.userId, userId));
    }
    return getMarketerProfile(tx, userId);
  });
}

const signupProgressEvents = { phone: 'signup.phoneVerified', questionnaire: 'signup.questionnaireSaved', profile: 'signup.profileSaved' } as const;

/** The stored progress after saving `step`, decided by the marketer sign-up progress lifecycle. */
export function signupProgressAfter(current: MarketerSignupProgress, step: keyof typeof signupProgressEvents): MarketerSignupProgress {
  try {
    return decide(marketerSignupProgressMachine, { value: current, context: {} as never }, { type: signupProgressEvents[step] }).value as MarketerSignupProgress;
  } catch (error) {
    if (error instanceof DomainError && error.type === 'illegal_transition') {
      throw new DomainError('conflict', { detail: `Finish the ${current} step first.`, errors: [{ path: 'step', message: 'step_not_reached' }] });
    }
    throw error;
  }
}

type ProfileInput = Omit<Extract<UpdateMarketerProfileBody, { step: 'profile' }>, 'step'>;
async function writeProfile(tx: Executor, user: UserRow, row: ProfileRow, body: ProfileInput, now: Date) {
  const isIndividual = row.type === 'individual';
  if (!isIndividual && !body.companyName) {
    throw new DomainError('validation', { errors: [{ path: 'companyName', message: 'company_name_required' }] });
  }
  await tx
    .update(marketerProfiles)
    .set({
      contactName: body.contactName,
      companyName: isIndividual ? null : body.companyName!,
      country: body.country,
      taxId: body.taxId,
      address: body.address,
      website: body.website || null,
      industry: body.industry,
      classification: body.classification ?? null,
      taxRegimen: body.taxRegimen ?? null,
      accountHolderType: body.accountHolderType ?? null,
      updatedAt: now,
    })
    .where(eq(marketerProfiles.userId, user.id));
  const displayName = isIndividual ? body.contactName : body.companyName!;
  if (displayName !== user.displayName) await tx.update(users).set({ displayName, updatedAt: now }).where(eq(users.id, user.id));
}

/** PATCH /sv_marketer_profile/ (account screen): the profile and, optionally, the questionnaire. */
export async function patchMarketerProfile(db: Database, userId: string, body: PatchProfileBody, now: Date): Promise<MarketerProfile> {
  return db.transaction(async (tx) => {
    const { user, row } = await loadRows(tx, userId);
    await writeProfile(tx, user, row, body, now);
    if (body.questionnaire) {
      await tx.update(marketerProfiles).set(body.questionnaire).where(eq(marketerProfiles.userId, userId));
    }
    return getMarketerProfile(tx, userId);
  });
}

// ---- one-time codes, passwords and contact -------------------------------------------------
// The codes and the forgotten password are the account rules both roles share
// (services/account-codes.ts); the contact change answers the marketer's profile.

export async function changeMarketerContact(deps: Pick<Deps, 'db' | 'config' | 'now'>, userId: string, input: { field: 'email' | 'phone'; value: string; currentPassword: string; verificationToken: string }) {
  await changeAddress(deps, 'marketer', userId, input);
  return getMarketerProfile(deps.db, userId);
}

// ---- preferences, image, dashboard, deactivation --------------------------------------------

export async function setNotification(db: Database, userId: string, body: NotificationBody, now: Date): Promise<MarketerProfile> {
  await loadRows(db, userId);
  await db
    .update(marketerProfiles)
    .set({ notificationChannels: [...new Set(body.channels)], notificationLanguage: body.language, updatedAt: now })
    .where(eq(marketerProfiles.userId, userId));
  return getMarketerProfile(db, userId);
}

const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** SPEC §5: over 4,096,000 bytes is refused; a missing file is invalid; the real type is read from the bytes. */
export async function saveProfileImage(db: Database, userId: string, file: unknown, now: Date): Promise<string> {
  if (!(file instanceof File) || file.size === 0) throw new DomainError('validation', { errors: [{ path: 'file', message: 'file_required' }] });
  const { 'upload.maxBytes': maxBytes } = await readConfig(db, ['upload.maxBytes']);
  if (file.size > maxBytes) throw new DomainError('payload_too_large', { detail: `At most ${maxBytes} bytes.`, errors: [{ path: 'file', message: 'file_too_large' }] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await (await import('file-type')).fileTypeFromBuffer(bytes);
  if (!type || !imageTypes.has(type.mime)) throw new DomainError('validation', { errors: [{ path: 'file', message: 'file_type_invalid' }] });
  return db.transaction(async (tx) => {
    const { row } = await loadRows(tx, userId);
    await tx
      .insert(marketerProfileImages)
      .values({ userId, contentType: type.mime, bytes, size: bytes.length })
      .onConflictDoUpdate({ target: marketerProfileImages.userId, set: { contentType: type.mime, bytes, size: bytes.length, updatedAt: now } });
    const version = row.profileImageVersion + 1;
    await tx.update(marketerProfiles).set({ profileImageVersion: version, updatedAt: now }).where(eq(marketerProfiles.userId, userId));
    return `/api/marketers/${userId}/profile-image?v=${version}`;
  });
}

export async function readProfileImage(db: Database, userId: string) {
  const [image] = await db.select().from(marketerProfileImages).where(eq(marketerProfileImages.userId, userId)).limit(1);
  if (!image) throw notFoundError();
  return { contentType: image.contentType, bytes: image.bytes instanceof Uint8Array ? image.bytes : new Uint8Array(image.bytes as ArrayBuffer) };
}

export async function getDashboard(db: Database, deps: Pick<Deps, 'config' | 'now'>, userId: string): Promise<MarketerDashboard> {
  const profile = await getMarketerProfile(db, userId);
  const money = await moneyDashboard(db, deps, userId);
  const steps: MarketerDashboard['steps'] = [
    { key: 'phone', done: profile.phoneVerified },
    { key: 'questionnaire', done: profile.questionnaire !== null },
    { key: 'profile', done: Boolean(profile.taxId && profile.address && profile.industry) },
    { key: 'profile_image', done: profile.profileImageUrl !== null },
  ];
  return {
    displayName: profile.type === 'individual' ? profile.contactName : (profile.companyName ?? profile.contactName),
    type: profile.type,
    completeness: Math.round((steps.filter((step) => step.done).length / steps.length) * 100),
    steps,
    signupStep: profile.signupStep,
    money,
    credit: { balance: money.available, currency: money.currency, expiringSoon: money.expiringSoon },
  };
}

/**
 * GET deactivate: what blocks it, from what exists today: a published campaign, and jobs in the
 * marketer's campaigns that are under way or waiting for an answer. Credits and packages do not
 * exist yet (no ledger), so no balance blocks it until they do.
 */
export async function deactivationCheck(db: Executor, userId: string): Promise<DeactivationCheck> {
  await loadRows(db, userId);
  const [openCampaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.marketerId, userId), eq(campaigns.status, 'published')))
    .limit(1);
  const jobCounts = await db
    .select({ status: jobs.status })
    .from(jobs)
    .innerJoin(campaigns, eq(campaigns.id, jobs.campaignId))
    .where(and(eq(campaigns.marketerId, userId), inArray(jobs.status, [...openJobStatuses])))
    .groupBy(jobs.status);
  const statuses = new Set<string>(jobCounts.map((row) => row.status));
  const blockers: MarketerDeactivationBlocker[] = [];
  if (openCampaign) blockers.push('has_open_campaign');
  if (workingJobStatuses.some((status) => statuses.has(status))) blockers.push('has_working_job');
  if (newJobStatuses.some((status) => statuses.has(status))) blockers.push('has_new_job');
  return { canDeactivate: blockers.length === 0, blockers, reasons: [...deleteReasons] };
}

/** PATCH deactivate: status deactivated, every session revoked; sign-in then answers account_inactive. */
export async function deactivateMarketer(db: Database, userId: string, body: DeactivateBody, now: Date): Promise<void> {
  const check = await deactivationCheck(db, userId);
  if (!check.canDeactivate) throw new DomainError('conflict', { errors: check.blockers.map((blocker) => ({ path: 'blockers', message: blocker })) });
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: users.status }).from(users).where(eq(users.id, userId)).for('update');
    if (!row) throw notFoundError();
    const decision = decideAccountStatus(row.status, { type: 'account.deactivate' });
    await tx.update(users).set({ status: decision.next, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .update(marketerProfiles)
      .set({ deactivationReason: body.reason, deactivationDetail: body.detail ?? null, deactivatedAt: now, updatedAt: now })
      .where(eq(marketerProfiles.userId, userId));
    if (decision.actions.includes('revokeSessions')) await revokeAllSessions(tx, userId);
  });
}
