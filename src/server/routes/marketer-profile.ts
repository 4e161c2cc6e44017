import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { deactivateBody, deactivationCheckSchema, marketerProfileSchema, notificationBody, patchProfileBody } from '#common/contracts/marketer';
import type { AppEnv } from '../http/env';
import { requireScope } from '../http/middleware';
import { json, problem } from '../http/openapi';
import { requireJson, validate } from '../http/validate';
import { clearSessionCookie } from '../http/session-cookie';
import { deactivateMarketer, deactivationCheck, getMarketerProfile, patchMarketerProfile, setNotification } from '../services/marketer';

const errors = {
  400: { description: 'Bad input, naming each field', content: problem },
  401: { description: 'Signed out', content: problem },
  403: { description: 'Not a marketer', content: problem },
};
const marketerOnly = requireScope('marketer_logged_in');

/**
 * The signed-in marketer's own profile (SPEC §7 "Marketer"). Hono joins a mount prefix and '/'
 * into a path without the trailing slash, so these routes carry their full SPEC paths
 * (`/sv_marketer_profile/`) and are mounted at the root.
 */
export const marketerProfileRoutes = new Hono<AppEnv>()
  .get('/sv_marketer_profile/', describeRoute({ tags: ['Marketer'], summary: 'The signed-in marketer’s profile', responses: { 200: { description: 'Profile', content: json(marketerProfileSchema) }, ...errors } }), marketerOnly, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getMarketerProfile(c.var.deps.db, c.var.session!.user.uuid));
  })
  .patch(
    '/sv_marketer_profile/',
    describeRoute({ tags: ['Marketer'], summary: 'Update the company profile (and questionnaire)', responses: { 200: { description: 'Profile', content: json(marketerProfileSchema) }, ...errors } }),
    marketerOnly,
    requireJson,
    validate('json', patchProfileBody),
    async (c) => c.json(await patchMarketerProfile(c.var.deps.db, c.var.session!.user.uuid, c.req.valid('json'))),
  )
  .patch(
    '/sv_marketer_profile/notification/',
    describeRoute({ tags: ['Marketer'], summary: 'Notification channels and language', responses: { 200: { description: 'Profile', content: json(marketerProfileSchema) }, ...errors } }),
    marketerOnly,
    requireJson,
    validate('json', notificationBody),
    async (c) => c.json(await setNotification(c.var.deps.db, c.var.session!.user.uuid, c.req.valid('json'))),
  )
  .get(
    '/sv_marketer_profile/deactivate/',
    describeRoute({ tags: ['Marketer'], summary: 'What blocks deactivation, and the reasons to choose from', responses: { 200: { description: 'Check', content: json(deactivationCheckSchema) }, ...errors } }),
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
      responses: { 200: { description: 'Deactivated and signed out' }, 409: { description: 'Something blocks it', content: problem }, ...errors },
    }),
    marketerOnly,
    requireJson,
    validate('json', deactivateBody),
    async (c) => {
      await deactivateMarketer(c.var.deps.db, c.var.session!.user.uuid, c.req.valid('json'));
      clearSessionCookie(c);
      return c.json({ scope: 'open' as const, status: 'deactivated' as const });
    },
  );
