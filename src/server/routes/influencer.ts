import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  accountResponse,
  changePasswordBody,
  changePasswordByEmailBody,
  consentBody,
  createProfileBody,
  memberCountryResponse,
  patchGeneralBody,
  patchPrefsBody,
  prefsResponse,
  profileGeneralResponse,
  toastBody,
  uploadResponse,
  withdrawConsentResponse,
} from '#common/contracts/influencer';
import { docFor } from '../http/openapi';
import type { AppEnv } from '../http/env';
import { ProblemError, notFound } from '../http/problem';
import { requireScope } from '../http/middleware';
import { requireJson, validate } from '../http/validate';
import { clearSessionCookie } from '../http/session-cookie';
import { influencerProfiles, users } from '../db/schema/index';
import { changePassword, resetPassword } from '../services/account';
import { acceptTalentManagerConsent, withdrawTalentManagerConsent, accountOverview, createProfile, loadOwn, markReady, otpPurpose, ownUpload, saveGeneral, toGeneral, toPrefs, uploadUrl } from '../services/influencer';
import { attachmentTypes, imageTypes, readUpload, storeUpload } from '../services/uploads';

const idParam = v.object({ id: v.pipe(v.string(), v.uuid('id_invalid')) });
const doc = docFor(['Influencer'], { 400: 'Bad input', 401: 'Signed out', 404: "Not found, or another user's id" });
const signedIn = requireScope('influencer_logged_in');
// Transport cap; the exact SPEC §5 limit (4,096,000 bytes of file) is checked on the file itself.
const uploadCap = bodyLimit({
  maxSize: 8 * 1024 * 1024,
  onError: () => {
    throw new ProblemError(413, 'payload_too_large', { errors: [{ path: 'file', message: 'file_too_large' }] });
  },
});

async function own(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? '';
  if (!v.is(idParam.entries.id, id)) throw notFound();
  return loadOwn(c.var.deps.db, c.var.session!.user.uuid, id);
}

async function fileField(c: Context<AppEnv>) {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) throw new ProblemError(415, 'unsupported_media_type', { detail: 'Send multipart/form-data with a "file" field.' });
  try {
    const body = await c.req.parseBody();
    return body.file;
  } catch (error) {
    if (error instanceof ProblemError) throw error;
    throw new ProblemError(400, 'bad_request', { detail: 'The multipart body could not be read.' });
  }
}

/** The signed-in influencer's own records (/sv_influ_api/influ, SPEC §7). Every {id} is the caller's uuid or 404. */
export const influencerRoutes = new Hono<AppEnv>()
  .patch('/changePasswordByEmail/:id', doc('Forgotten password: new password with the proof of a reset code sent to the e-mail'), validate('param', idParam), requireJson, validate('json', changePasswordByEmailBody), async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, config } = c.var.deps;
    const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), eq(users.email, body.email), eq(users.role, 'influencer'))).limit(1);
    if (!user) throw notFound();
    await resetPassword(db, { role: 'influencer', destination: body.email, purpose: otpPurpose.reset_password, verificationToken: body.verificationToken, newPassword: body.newPassword, secret: config.secret, passwordHashCost: config.passwordHashCost });
    if (c.var.session?.user.uuid === id) clearSessionCookie(c);
    return c.json({ ok: true });
  })
  .patch('/changePassword/:id', doc('Change password (current password required; other sessions are signed out)'), signedIn, requireJson, validate('json', changePasswordBody), async (c) => {
    const { user } = await own(c);
    const body = c.req.valid('json');
    const { db, config } = c.var.deps;
    await changePassword(db, { userId: user.id, sessionId: c.var.session!.id, currentPassword: body.currentPassword, newPassword: body.newPassword, passwordHashCost: config.passwordHashCost });
    return c.json({ ok: true });
  })
  .patch('/profile/ready/:id', doc('Mark the sign-up profile complete (400 lists what is missing)'), signedIn, async (c) => {
    const { user, profile } = await own(c);
    return c.json(await markReady(c.var.deps.db, user, profile));
  })
  .get('/profile/general/:id', doc('Profile', profileGeneralResponse), signedIn, async (c) => {
    const { user, profile } = await own(c);
    c.header('Cache-Control', 'no-store');
    return c.json(toGeneral(user, profile));
  })
  .patch('/profile/general/:id', doc('Update profile fields', profileGeneralResponse), signedIn, requireJson, validate('json', patchGeneralBody), async (c) => {
    const { user } = await own(c);
    await saveGeneral(c.var.deps.db, user.id, c.req.valid('json'));
    const fresh = await loadOwn(c.var.deps.db, user.id, user.id);
    return c.json(toGeneral(fresh.user, fresh.profile));
  })
  .post('/profile/createProfile/:id', doc('Save the whole sign-up profile', profileGeneralResponse), signedIn, requireJson, validate('json', createProfileBody), async (c) => {
    const { user } = await own(c);
    await createProfile(c.var.deps.db, user.id, c.req.valid('json'));
    const fresh = await loadOwn(c.var.deps.db, user.id, user.id);
    return c.json(toGeneral(fresh.user, fresh.profile));
  })
  .get('/profile/prefs/:id', doc('Notification channels and language', prefsResponse), signedIn, async (c) => {
    const { profile } = await own(c);
    c.header('Cache-Control', 'no-store');
    return c.json(toPrefs(profile));
  })
  .patch('/profile/prefs/:id', doc('Update notification channels and language', prefsResponse), signedIn, requireJson, validate('json', patchPrefsBody), async (c) => {
    const { user } = await own(c);
    const body = c.req.valid('json');
    const [row] = await c.var.deps.db
      .update(influencerProfiles)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(influencerProfiles.userId, user.id))
      .returning();
    if (body.notificationLanguage) await c.var.deps.db.update(users).set({ locale: body.notificationLanguage }).where(eq(users.id, user.id));
    return c.json(toPrefs(row!));
  })
  .get('/account/:id', doc('Account overview: contact, completeness, next steps', accountResponse), signedIn, validate('query', v.object({ channel: v.optional(v.string()), owner_id: v.optional(v.string()) })), async (c) => {
    const { user, profile } = await own(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await accountOverview(c.var.deps.db, user, profile));
  })
  .get('/getMemberCountry/:id', doc("The member's country and nationality", memberCountryResponse), signedIn, async (c) => {
    const { profile } = await own(c);
    return c.json({ country: profile.country, nationality: profile.nationality, isThai: profile.nationality === 'TH' });
  })
  .post('/profile/image/:id', doc('Upload the profile image (multipart "file"; JPEG, PNG, WebP or GIF; at most 4,096,000 bytes)', uploadResponse), signedIn, uploadCap, async (c) => {
    const { user } = await own(c);
    const { db, config } = c.var.deps;
    const row = await storeUpload(db, { userId: user.id, kind: 'profile_image', file: await fileField(c), allowed: imageTypes, uploadDir: config.uploadDir });
    await db.update(influencerProfiles).set({ imageUploadId: row.id, updatedAt: new Date() }).where(eq(influencerProfiles.userId, user.id));
    return c.json({ id: row.id, url: uploadUrl(row.id)!, mime: row.mime, bytes: row.sizeBytes });
  })
  .post('/attachment/:id', doc('Upload an attachment (multipart "file"; image or PDF; at most 4,096,000 bytes)', uploadResponse), signedIn, uploadCap, async (c) => {
    const { user } = await own(c);
    const { db, config } = c.var.deps;
    const row = await storeUpload(db, { userId: user.id, kind: 'attachment', file: await fileField(c), allowed: attachmentTypes, uploadDir: config.uploadDir });
    return c.json({ id: row.id, url: uploadUrl(row.id)!, mime: row.mime, bytes: row.sizeBytes });
  })
  .get('/file/:uploadId', doc('One of your uploaded files'), signedIn, validate('param', v.object({ uploadId: v.pipe(v.string(), v.uuid()) })), async (c) => {
    const row = await ownUpload(c.var.deps.db, c.var.session!.user.uuid, c.req.valid('param').uploadId);
    if (!row) throw notFound();
    const bytes = await readUpload(c.var.deps.config.uploadDir, row.storageKey).catch(() => {
      throw notFound();
    });
    c.header('Content-Type', row.mime);
    c.header('Cache-Control', 'private, max-age=86400');
    return c.body(bytes);
  })
  .post('/consent/:id', doc("Accept a talent manager's partner consent"), signedIn, requireJson, validate('json', consentBody), async (c) => {
    const { user } = await own(c);
    return c.json(await acceptTalentManagerConsent(c.var.deps.db, user.id, c.req.valid('json').code));
  })
  .delete('/consent/:id', doc("Withdraw the talent manager's partner consent: the link ends at once (404 when none is accepted)", withdrawConsentResponse), signedIn, async (c) => {
    const { user } = await own(c);
    return c.json(await withdrawTalentManagerConsent(c.var.deps.db, user.id));
  })
  .patch('/toast/:id', doc('Dismiss a notice for good'), signedIn, requireJson, validate('json', toastBody), async (c) => {
    const { user, profile } = await own(c);
    const { key } = c.req.valid('json');
    if (!profile.toastsSeen.includes(key)) {
      await c.var.deps.db
        .update(influencerProfiles)
        .set({ toastsSeen: sql`${influencerProfiles.toastsSeen} || ${JSON.stringify([key])}::jsonb` })
        .where(eq(influencerProfiles.userId, user.id));
    }
    return c.json({ toastsSeen: [...new Set([...profile.toastsSeen, key])] });
  });
