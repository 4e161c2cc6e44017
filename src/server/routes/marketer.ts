import { Hono, type MiddlewareHandler } from 'hono';
import { capCodesPerIp } from './code-cap';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import {
  changeEmailBody,
  changePasswordBody,
  changePhoneBody,
  createEmailBody,
  createEmailResponse,
  deactivateBody,
  deactivationCheckSchema,
  marketerDashboardSchema,
  marketerOtpRequestBody,
  marketerOtpVerifyBody,
  marketerOtpVerifyResponse,
  marketerProfileSchema,
  notificationBody,
  patchProfileBody,
  resetPasswordBody,
  updateMarketerProfileBody,
  uploadImageResponse,
} from '#common/contracts/marketer';
import { otpRequestResponse } from '#common/contracts/otp';
import type { AppEnv } from '../http/env';
import { clientIp, requireScope } from '../http/middleware';
import { json, problem, problems } from '../http/openapi';
import { ProblemError } from '../http/problem';
import { requireJson, validate } from '../http/validate';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie';
import { changePassword } from '../services/account';
import { readConfig } from '../services/app-config';
import {
  applySignupStep,
  assertOwnId,
  changeMarketerContact,
  createMarketer,
  deactivateMarketer,
  deactivationCheck,
  getDashboard,
  getMarketerProfile,
  patchMarketerProfile,
  readProfileImage,
  saveProfileImage,
  setNotification,
} from '../services/marketer';
import { requestAccountCode, resetForgottenPassword, verifyAccountCode } from '../services/account-codes';

const profileErrors = problems({ 400: 'Bad input, naming each field', 401: 'Signed out', 403: 'Not a marketer' });
const marketerErrors = { ...profileErrors, ...problems({ 404: 'Not this marketer’s id' }) };
const marketerOnly = requireScope('marketer_logged_in');
/** A path id that is not a uuid is nobody's: 404, like another marketer's id. */
const idParam = v.object({ id: v.pipe(v.string(), v.uuid('not_found')) });
const ownId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = c.req.param('id') ?? '';
  if (!v.is(idParam, { id })) {
    if (!c.var.session) throw new ProblemError(401, 'unauthorized');
    throw new ProblemError(404, 'not_found');
  }
  assertOwnId(c.var.session, id);
  await next();
};

/** SPEC §5: 4,096,000 bytes; the multipart envelope may add a little on top. */
const uploadLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { 'upload.maxBytes': maxBytes } = await readConfig(c.var.deps.db, ['upload.maxBytes']);
  return bodyLimit({
    maxSize: maxBytes + 64 * 1024,
    onError: () => {
      throw new ProblemError(413, 'payload_too_large', { detail: `At most ${maxBytes} bytes.`, errors: [{ path: 'file', message: 'file_too_large' }] });
    },
  })(c, next);
};

/**
 * Every marketer route (SPEC §7 "Marketer" and the marketer's "OTP and sign-up" codes) at its full
 * path, mounted once at the root: the profile (/sv_marketer_profile/…; Hono would drop the
 * trailing slash of a mount prefix joined with '/'), sign-up steps, account changes, image and
 * dashboard (/api/marketers/…), and the SMS and e-mail codes (/api/notification/marketer/…).
 */
export const marketerRoutes = new Hono<AppEnv>()
  // ----- the profile -----
  .get('/sv_marketer_profile/', describeRoute({ tags: ['Marketer'], summary: 'The signed-in marketer’s profile', responses: { 200: { description: 'Profile', content: json(marketerProfileSchema) }, ...profileErrors } }), marketerOnly, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getMarketerProfile(c.var.deps.db, c.var.session!.user.uuid));
  })
  .patch(
    '/sv_marketer_profile/',
    describeRoute({ tags: ['Marketer'], summary: 'Update the company profile (and questionnaire)', responses: { 200: { description: 'Profile', content: json(marketerProfileSchema) }, ...profileErrors } }),
    marketerOnly,
    requireJson,
    validate('json', patchProfileBody),
    async (c) => c.json(await patchMarketerProfile(c.var.deps.db, c.var.session!.user.uuid, c.req.valid('json'), c.var.deps.now())),
  )
  .patch(
    '/sv_marketer_profile/notification/',
    describeRoute({ tags: ['Marketer'], summary: 'Notification channels and language', responses: { 200: { description: 'Profile', content: json(marketerProfileSchema) }, ...profileErrors } }),
    marketerOnly,
    requireJson,
    validate('json', notificationBody),
    async (c) => c.json(await setNotification(c.var.deps.db, c.var.session!.user.uuid, c.req.valid('json'), c.var.deps.now())),
  )
  .get(
    '/sv_marketer_profile/deactivate/',
    describeRoute({ tags: ['Marketer'], summary: 'What blocks deactivation, and the reasons to choose from', responses: { 200: { description: 'Check', content: json(deactivationCheckSchema) }, ...profileErrors } }),
    marketerOnly,
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await deactivationCheck(c.var.deps.db, c.var.session!.user.uuid));
    },
  )
  .patch(
    '/sv_marketer_profile/deactivate/',
    describeRoute({
      tags: ['Marketer'],
      summary: 'Deactivate with a reason: signs out; the account can no longer sign in',
      responses: { 200: { description: 'Deactivated and signed out' }, 409: { description: 'Something blocks it', content: problem }, ...profileErrors },
    }),
    marketerOnly,
    requireJson,
    validate('json', deactivateBody),
    async (c) => {
      await deactivateMarketer(c.var.deps.db, c.var.session!.user.uuid, c.req.valid('json'), c.var.deps.now());
      clearSessionCookie(c);
      return c.json({ scope: 'open' as const, status: 'deactivated' as const });
    },
  )
  // ----- sign-up, account changes, image, dashboard -----
  .post(
    '/api/marketers/create-email',
    describeRoute({
      tags: ['Marketer'],
      summary: 'Sign-up, account step: type, e-mail, password, names; signs the new marketer in',
      responses: {
        201: { description: 'Created and signed in', content: json(createEmailResponse) },
        400: marketerErrors[400]!,
        409: { description: 'E-mail taken', content: problem },
        429: { description: 'Too many sign-ups from this address (Retry-After)', content: problem },
      },
    }),
    requireJson,
    validate('json', createEmailBody),
    async (c) => {
      const result = await createMarketer(c.var.deps, c.req.valid('json'), { ip: clientIp(c), userAgent: c.req.header('user-agent') });
      setSessionCookie(c, result.token, result.expiresAt);
      return c.json({ uuid: result.user.uuid, scope: 'marketer_logged_in' as const, signupStep: 'phone' as const, user: result.user }, 201);
    },
  )
  .post(
    '/api/marketers/update-marketer-profile',
    describeRoute({
      tags: ['Marketer'],
      summary: 'Sign-up, later steps: phone (with the code’s proof), questionnaire, profile',
      responses: { 200: { description: 'Profile', content: json(marketerProfileSchema) }, ...marketerErrors, 409: { description: 'Step not reached yet, or phone taken', content: problem } },
    }),
    marketerOnly,
    requireJson,
    validate('json', updateMarketerProfileBody),
    async (c) => c.json(await applySignupStep(c.var.deps, c.var.session!.user.uuid, c.req.valid('json'))),
  )
  .get('/api/marketers/dashboard', describeRoute({ tags: ['Marketer'], summary: 'Dashboard: profile completeness and next steps', responses: { 200: { description: 'Dashboard', content: json(marketerDashboardSchema) }, ...marketerErrors } }), marketerOnly, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getDashboard(c.var.deps.db, c.var.deps, c.var.session!.user.uuid));
  })
  .patch(
    '/api/marketers/reset-password/:id',
    describeRoute({ tags: ['Marketer'], summary: 'Forgotten password: the proof of a reset code sets a new one and signs out everywhere', responses: { 200: { description: 'Changed' }, 400: marketerErrors[400]!, 404: marketerErrors[404]! } }),
    requireJson,
    validate('json', resetPasswordBody),
    async (c) => {
      const id = c.req.param('id');
      if (!v.is(idParam, { id })) throw new ProblemError(404, 'not_found');
      const body = c.req.valid('json');
      await resetForgottenPassword(c.var.deps, 'marketer', id, { destination: (body.phone ?? body.email)!, verificationToken: body.verificationToken, newPassword: body.newPassword });
      return c.json({ ok: true });
    },
  )
  .patch(
    '/api/marketers/:id/change-password',
    describeRoute({ tags: ['Marketer'], summary: 'Change password after the current one; other sessions are signed out', responses: { 200: { description: 'Changed' }, ...marketerErrors } }),
    ownId,
    requireJson,
    validate('json', changePasswordBody),
    async (c) => {
      const body = c.req.valid('json');
      const { db, config } = c.var.deps;
      const session = c.var.session!;
      await changePassword(db, { userId: session.user.uuid, sessionId: session.id, currentPassword: body.currentPassword, newPassword: body.newPassword, passwordHashCost: config.passwordHashCost }, c.var.deps.now());
      return c.json({ ok: true });
    },
  )
  .patch(
    '/api/marketers/:id/change-email',
    describeRoute({ tags: ['Marketer'], summary: 'Change e-mail: current password + proof of a code sent to the new address', responses: { 200: { description: 'Profile', content: json(marketerProfileSchema) }, ...marketerErrors, 409: { description: 'E-mail taken', content: problem } } }),
    ownId,
    requireJson,
    validate('json', changeEmailBody),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(await changeMarketerContact(c.var.deps, c.var.session!.user.uuid, { field: 'email', value: body.email, currentPassword: body.currentPassword, verificationToken: body.verificationToken }));
    },
  )
  .patch(
    '/api/marketers/:id/change-phone',
    describeRoute({ tags: ['Marketer'], summary: 'Change phone: current password + proof of an SMS code sent to the new number', responses: { 200: { description: 'Profile', content: json(marketerProfileSchema) }, ...marketerErrors, 409: { description: 'Phone taken', content: problem } } }),
    ownId,
    requireJson,
    validate('json', changePhoneBody),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(await changeMarketerContact(c.var.deps, c.var.session!.user.uuid, { field: 'phone', value: body.phone, currentPassword: body.currentPassword, verificationToken: body.verificationToken }));
    },
  )
  .patch(
    '/api/marketers/:id/upload-profile-image',
    describeRoute({
      tags: ['Marketer'],
      summary: 'Profile image (multipart field "file"; JPEG, PNG or WebP by content; at most 4,096,000 bytes)',
      responses: { 200: { description: 'Stored', content: json(uploadImageResponse) }, ...marketerErrors, 413: { description: 'Too large', content: problem } },
    }),
    ownId,
    uploadLimit,
    async (c) => {
      if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw new ProblemError(415, 'unsupported_media_type', { detail: 'Send multipart/form-data with a "file" field.' });
      let body: Record<string, unknown>;
      try {
        body = await c.req.parseBody();
      } catch (error) {
        if (error instanceof ProblemError) throw error;
        throw new ProblemError(400, 'bad_request', { detail: 'The form data could not be read.' });
      }
      const profileImageUrl = await saveProfileImage(c.var.deps.db, c.var.session!.user.uuid, body.file, c.var.deps.now());
      return c.json({ profileImageUrl });
    },
  )
  .get('/api/marketers/:id/profile-image', describeRoute({ tags: ['Marketer'], summary: 'The marketer’s own profile image', responses: { 200: { description: 'Image bytes' }, ...marketerErrors } }), ownId, async (c) => {
    const image = await readProfileImage(c.var.deps.db, c.req.param('id'));
    // The marketer's own image only (docs/decisions/014-file-storage.md): never kept by a cache.
    c.header('Cache-Control', 'private, no-store');
    c.header('Content-Type', image.contentType);
    return c.body(image.bytes as unknown as ArrayBuffer);
  })
  .get('/api/marketers/:id', describeRoute({ tags: ['Marketer'], summary: 'The marketer (own id only)', responses: { 200: { description: 'Profile', content: json(marketerProfileSchema) }, ...marketerErrors } }), ownId, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getMarketerProfile(c.var.deps.db, c.req.param('id')));
  })
  // ----- one-time codes -----
  .post(
    '/api/notification/marketer/requestOtp',
    describeRoute({
      tags: ['OTP'],
      summary: 'Send a marketer code: SMS for sign-up and phone change; e-mail for e-mail change; either for a password reset',
      responses: {
        200: { description: 'Code sent', content: { 'application/json': { schema: resolver(otpRequestResponse) } } },
        400: { description: 'Bad input', content: problem },
        401: { description: 'Sign-up and changes need the marketer’s session', content: problem },
        409: { description: 'The phone or e-mail belongs to someone else', content: problem },
        429: { description: 'Too soon, or too many codes', content: problem },
      },
    }),
    requireJson,
    validate('json', marketerOtpRequestBody),
    capCodesPerIp,
    async (c) => {
      const body = c.req.valid('json');
      return c.json(await requestAccountCode(c.var.deps, 'marketer', c.var.session, { purpose: body.purpose, channel: body.phone ? 'sms' : 'email', destination: (body.phone ?? body.email)!, locale: body.locale }));
    },
  )
  .post(
    '/api/notification/marketer/verifyOtp',
    describeRoute({
      tags: ['OTP'],
      summary: 'Check a marketer code; answers a single-use proof for the next step',
      responses: {
        200: { description: 'Verified', content: { 'application/json': { schema: resolver(marketerOtpVerifyResponse) } } },
        400: { description: 'Wrong or expired code (triesLeft)', content: problem },
        401: { description: 'Signed out', content: problem },
        429: { description: 'Too many wrong codes', content: problem },
      },
    }),
    requireJson,
    validate('json', marketerOtpVerifyBody),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(await verifyAccountCode(c.var.deps, 'marketer', c.var.session, { purpose: body.purpose, destination: (body.phone ?? body.email)!, code: body.code }));
    },
  );
