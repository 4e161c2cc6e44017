import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  changeEmailBody,
  changePasswordBody,
  changePhoneBody,
  createEmailBody,
  createEmailResponse,
  marketerDashboardSchema,
  marketerProfileSchema,
  resetPasswordBody,
  updateMarketerProfileBody,
  uploadImageResponse,
} from '#common/contracts/marketer';
import type { AppEnv } from '../http/env';
import { clientIp, requireScope } from '../http/middleware';
import { json, problem } from '../http/openapi';
import { ProblemError } from '../http/problem';
import { requireJson, validate } from '../http/validate';
import { setSessionCookie } from '../http/session-cookie';
import { changePassword } from '../services/account';
import { readConfig } from '../services/app-config';
import {
  applySignupStep,
  assertOwnId,
  changeMarketerContact,
  createMarketer,
  getDashboard,
  getMarketerProfile,
  readProfileImage,
  resetMarketerPassword,
  saveProfileImage,
} from '../services/marketer';

const errors = {
  400: { description: 'Bad input, naming each field', content: problem },
  401: { description: 'Signed out', content: problem },
  403: { description: 'Not a marketer', content: problem },
  404: { description: 'Not this marketer’s id', content: problem },
};
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

/** SPEC §7 "Marketer" under /api/marketers: sign-up steps, account changes, image, dashboard. */
export const marketersRoutes = new Hono<AppEnv>()
  .post(
    '/create-email',
    describeRoute({
      tags: ['Marketer'],
      summary: 'Sign-up, account step: type, e-mail, password, names; signs the new marketer in',
      responses: {
        201: { description: 'Created and signed in', content: json(createEmailResponse) },
        400: errors[400],
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
    '/update-marketer-profile',
    describeRoute({
      tags: ['Marketer'],
      summary: 'Sign-up, later steps: phone (with the code’s proof), questionnaire, profile',
      responses: { 200: { description: 'Profile', content: json(marketerProfileSchema) }, ...errors, 409: { description: 'Step not reached yet, or phone taken', content: problem } },
    }),
    marketerOnly,
    requireJson,
    validate('json', updateMarketerProfileBody),
    async (c) => c.json(await applySignupStep(c.var.deps, c.var.session!.user.uuid, c.req.valid('json'))),
  )
  .get('/dashboard', describeRoute({ tags: ['Marketer'], summary: 'Dashboard: profile completeness and next steps', responses: { 200: { description: 'Dashboard', content: json(marketerDashboardSchema) }, ...errors } }), marketerOnly, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getDashboard(c.var.deps.db, c.var.deps, c.var.session!.user.uuid));
  })
  .patch(
    '/reset-password/:id',
    describeRoute({ tags: ['Marketer'], summary: 'Forgotten password: the proof of a reset code sets a new one and signs out everywhere', responses: { 200: { description: 'Changed' }, 400: errors[400], 404: errors[404] } }),
    requireJson,
    validate('json', resetPasswordBody),
    async (c) => {
      const id = c.req.param('id');
      if (!v.is(idParam, { id })) throw new ProblemError(404, 'not_found');
      await resetMarketerPassword(c.var.deps, id, c.req.valid('json'));
      return c.json({ ok: true });
    },
  )
  .patch(
    '/:id/change-password',
    describeRoute({ tags: ['Marketer'], summary: 'Change password after the current one; other sessions are signed out', responses: { 200: { description: 'Changed' }, ...errors } }),
    ownId,
    requireJson,
    validate('json', changePasswordBody),
    async (c) => {
      const body = c.req.valid('json');
      const { db, config } = c.var.deps;
      const session = c.var.session!;
      await changePassword(db, { userId: session.user.uuid, sessionId: session.id, currentPassword: body.currentPassword, newPassword: body.newPassword, passwordHashCost: config.passwordHashCost });
      return c.json({ ok: true });
    },
  )
  .patch(
    '/:id/change-email',
    describeRoute({ tags: ['Marketer'], summary: 'Change e-mail: current password + proof of a code sent to the new address', responses: { 200: { description: 'Profile', content: json(marketerProfileSchema) }, ...errors, 409: { description: 'E-mail taken', content: problem } } }),
    ownId,
    requireJson,
    validate('json', changeEmailBody),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(await changeMarketerContact(c.var.deps, c.var.session!.user.uuid, { field: 'email', value: body.email, currentPassword: body.currentPassword, verificationToken: body.verificationToken }));
    },
  )
  .patch(
    '/:id/change-phone',
    describeRoute({ tags: ['Marketer'], summary: 'Change phone: current password + proof of an SMS code sent to the new number', responses: { 200: { description: 'Profile', content: json(marketerProfileSchema) }, ...errors, 409: { description: 'Phone taken', content: problem } } }),
    ownId,
    requireJson,
    validate('json', changePhoneBody),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(await changeMarketerContact(c.var.deps, c.var.session!.user.uuid, { field: 'phone', value: body.phone, currentPassword: body.currentPassword, verificationToken: body.verificationToken }));
    },
  )
  .patch(
    '/:id/upload-profile-image',
    describeRoute({
      tags: ['Marketer'],
      summary: 'Profile image (multipart field "file"; JPEG, PNG or WebP by content; at most 4,096,000 bytes)',
      responses: { 200: { description: 'Stored', content: json(uploadImageResponse) }, ...errors, 413: { description: 'Too large', content: problem } },
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
      const profileImageUrl = await saveProfileImage(c.var.deps.db, c.var.session!.user.uuid, body.file);
      return c.json({ profileImageUrl });
    },
  )
  .get('/:id/profile-image', describeRoute({ tags: ['Marketer'], summary: 'The marketer’s own profile image', responses: { 200: { description: 'Image bytes' }, ...errors } }), ownId, async (c) => {
    const image = await readProfileImage(c.var.deps.db, c.req.param('id'));
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    c.header('Content-Type', image.contentType);
    return c.body(image.bytes as unknown as ArrayBuffer);
  })
  .get('/:id', describeRoute({ tags: ['Marketer'], summary: 'The marketer (own id only)', responses: { 200: { description: 'Profile', content: json(marketerProfileSchema) }, ...errors } }), ownId, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getMarketerProfile(c.var.deps.db, c.req.param('id')));
  });
