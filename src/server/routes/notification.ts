import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { otpRequestResponse } from '#common/contracts/otp';
import { codeVerifiedResponse, requestEmailOtpBody, requestPhoneOtpBody, verifyEmailOtpBody, verifyEmailOtpSignUpBody, verifyPhoneOtpBody } from '#common/contracts/influencer';
import { otpVerifyResponse } from '#common/contracts/otp';
import type { Locale } from '#common/enums';
import { docFor } from '../http/openapi';
import type { AppEnv } from '../http/env';
import { ProblemError } from '../http/problem';
import { requireScope } from '../http/middleware';
import { requireJson, validate } from '../http/validate';
import { influencerProfiles, users } from '../db/schema/index';
import { maskDestination, requestOtp, verifyOtp, consumeVerification } from '../services/otp';
import { assertAvailable, changeContact } from '../services/account';
import { verifyPassword } from '../services/password';
import { otpPurpose } from '../services/influencer';
import { randomInt } from 'node:crypto';

/**
 * One-time codes for influencers (/api/notification, SPEC §7): e-mail codes for sign-up,
 * password reset and e-mail change; SMS codes for verifying or changing the phone.
 * The limits live in the OTP service (PRODUCT.md "One-time codes").
 */
const doc = docFor(['OTP'], { 400: 'Bad input, wrong or expired code', 429: 'Too many codes or wrong tries; see Retry-After' });

const localeOf = (c: Context<AppEnv>, asked?: Locale): Locale => asked ?? c.var.session?.user.locale ?? 'th';

function signedInInfluencer(c: Context<AppEnv>) {
  const session = c.var.session;
  if (!session) throw new ProblemError(401, 'unauthorized');
  if (session.scope !== 'influencer_logged_in') throw new ProblemError(403, 'forbidden');
  return session;
}

/** Re-authentication before the code is spent, so a wrong password does not burn the code. */
async function checkCurrentPassword(c: Context<AppEnv>, userId: string, password: string | undefined) {
  if (!password) throw new ProblemError(400, 'validation', { errors: [{ path: 'currentPassword', message: 'password_required' }] });
  const [user] = await c.var.deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(password, user.hash))) throw new ProblemError(400, 'validation', { errors: [{ path: 'currentPassword', message: 'password_incorrect' }] });
}

export const notificationRoutes = new Hono<AppEnv>()
  .post('/requestOtpEmail', doc('Send an e-mail code (sign-up, password reset, e-mail change)', otpRequestResponse, { errors: { 401: 'Signed out (change_email)', 409: 'E-mail taken' } }), requireJson, validate('json', requestEmailOtpBody), async (c) => {
    const { email, purpose } = c.req.valid('json');
    const { db } = c.var.deps;
    const locale = localeOf(c, c.req.valid('json').locale);
    if (purpose === 'signup') {
      await assertAvailable(db, { email });
      return c.json(await requestOtp(c.var.deps, { purpose: otpPurpose.signup, channel: 'email', destination: email, locale }));
    }
    if (purpose === 'change_email') {
      const session = signedInInfluencer(c);
      await assertAvailable(db, { email }, session.user.uuid);
      return c.json(await requestOtp(c.var.deps, { purpose: otpPurpose.change_email, channel: 'email', destination: email, locale, userId: session.user.uuid }));
    }
    // reset_password: the same answer whether or not the account exists (no enumeration).
    const [user] = await db.select({ id: users.id, locale: users.locale }).from(users).where(and(eq(users.email, email), eq(users.role, 'influencer'))).limit(1);
    if (!user) {
      const now = Date.now();
      const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
      return c.json({
        reference: Array.from({ length: 4 }, () => letters[randomInt(letters.length)]).join(''),
        destination: maskDestination(email),
        codeLength: 6,
        expiresAt: new Date(now + 300_000).toISOString(),
        resendAt: new Date(now + 60_000).toISOString(),
      });
    }
    return c.json(await requestOtp(c.var.deps, { purpose: otpPurpose.reset_password, channel: 'email', destination: email, locale: c.req.valid('json').locale ?? user.locale, userId: user.id }));
  })
  .post('/verifyEmailOtpSignUp', doc('Check a sign-up e-mail code; answers the proof for createInfluMember', otpVerifyResponse), requireJson, validate('json', verifyEmailOtpSignUpBody), async (c) => {
    const { email, code } = c.req.valid('json');
    const { verificationToken } = await verifyOtp(c.var.deps.db, c.var.deps.config.secret, { purpose: otpPurpose.signup, destination: email, code });
    return c.json({ verificationToken });
  })
  .post('/verifyEmailOtp', doc('Check a password-reset or e-mail-change code', codeVerifiedResponse, { errors: { 401: 'Signed out (change_email)', 409: 'E-mail taken' } }), requireJson, validate('json', verifyEmailOtpBody), async (c) => {
    const body = c.req.valid('json');
    const { db, config } = c.var.deps;
    if (body.purpose === 'reset_password') {
      const result = await verifyOtp(db, config.secret, { purpose: otpPurpose.reset_password, destination: body.email, code: body.code });
      return c.json({ verificationToken: result.verificationToken, ...(result.userId ? { uuid: result.userId } : {}) });
    }
    const session = signedInInfluencer(c);
    await checkCurrentPassword(c, session.user.uuid, body.currentPassword);
    await assertAvailable(db, { email: body.email }, session.user.uuid);
    const { verificationToken } = await verifyOtp(db, config.secret, { purpose: otpPurpose.change_email, destination: body.email, code: body.code });
    await changeContact(db, { userId: session.user.uuid, field: 'email', value: body.email, currentPassword: body.currentPassword!, purpose: otpPurpose.change_email, verificationToken, secret: config.secret });
    return c.json({ verificationToken, changed: 'email' as const });
  })
  .post('/requestOtp', doc('Send an SMS code to verify or change the phone (signed-in influencer)', otpRequestResponse, { errors: { 401: 'Signed out', 409: 'Phone taken' } }), requireScope('influencer_logged_in'), requireJson, validate('json', requestPhoneOtpBody), async (c) => {
    const { phone, purpose } = c.req.valid('json');
    const session = c.var.session!;
    await assertAvailable(c.var.deps.db, { phone }, session.user.uuid);
    return c.json(await requestOtp(c.var.deps, { purpose: otpPurpose[purpose], channel: 'sms', destination: phone, locale: localeOf(c, c.req.valid('json').locale), userId: session.user.uuid }));
  })
  .post('/verifyOtp', doc('Check an SMS code; verifies or changes the phone', codeVerifiedResponse, { errors: { 401: 'Signed out', 409: 'Phone taken' } }), requireScope('influencer_logged_in'), requireJson, validate('json', verifyPhoneOtpBody), async (c) => {
    const body = c.req.valid('json');
    const { db, config } = c.var.deps;
    const userId = c.var.session!.user.uuid;
    const [current] = await db.select({ phone: users.phone, verifiedAt: influencerProfiles.phoneVerifiedAt }).from(users).innerJoin(influencerProfiles, eq(influencerProfiles.userId, users.id)).where(eq(users.id, userId)).limit(1);
    // A verified phone is only replaced with re-authentication (change_phone).
    const needsPassword = body.purpose === 'change_phone' || Boolean(current?.verifiedAt && current.phone && current.phone !== body.phone);
    if (needsPassword) await checkCurrentPassword(c, userId, body.currentPassword);
    await assertAvailable(db, { phone: body.phone }, userId);
    const { verificationToken } = await verifyOtp(db, config.secret, { purpose: otpPurpose[body.purpose], destination: body.phone, code: body.code });
    if (needsPassword) {
      await changeContact(db, { userId, field: 'phone', value: body.phone, currentPassword: body.currentPassword!, purpose: otpPurpose[body.purpose], verificationToken, secret: config.secret });
      await db.update(influencerProfiles).set({ phoneVerifiedAt: new Date() }).where(eq(influencerProfiles.userId, userId));
    } else {
      await db.transaction(async (tx) => {
        await consumeVerification(tx, config.secret, { purpose: otpPurpose[body.purpose], destination: body.phone, verificationToken });
        await tx.update(users).set({ phone: body.phone, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx.update(influencerProfiles).set({ phoneVerifiedAt: new Date() }).where(eq(influencerProfiles.userId, userId));
      });
    }
    return c.json({ verificationToken, changed: 'phone' as const });
  });
