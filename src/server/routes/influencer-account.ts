import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { deleteReasons } from '#common/enums';
import { deactivationReasonsSchema, influencerDashboardSchema, influencerDeactivateBody, influencerDeactivatedResponse, influencerDeactivationCheckSchema } from '#common/contracts/influencer-account';
import { influencerDeactivation } from '#common/deactivation-rules';
import { docFor } from '../http/openapi';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/problem';
import { requireScope } from '../http/middleware';
import { requireJson, validate } from '../http/validate';
import { clearSessionCookie } from '../http/session-cookie';
import { loadOwn } from '../services/influencer';
import { deactivateInfluencer, deactivationCheck, influencerDashboard } from '../services/influencer-account';

/*
 * The influencer's dashboard and account closing (issue 13, SPEC §7 paths in full): the
 * dashboard under /sv_influ_api/influ and its signed-in twin /api/influencers/dashboard, and the
 * deactivation check, reasons and close.
 */

const doc = docFor(['Influencer'], { 400: 'Bad input', 401: 'Signed out', 403: 'Not an influencer', 404: "Not found, or another user's id" });
const signedIn = requireScope('influencer_logged_in');
const idParam = v.pipe(v.string(), v.uuid());

/** The path id must be the caller's own; anything else (another member, not a uuid) is 404. */
async function ownId(c: Context<AppEnv>): Promise<string> {
  const id = c.req.param('id') ?? '';
  if (!v.is(idParam, id)) throw notFound();
  const { user } = await loadOwn(c.var.deps.db, c.var.session!.user.uuid, id);
  return user.id;
}

export const influencerAccountRoutes = new Hono<AppEnv>()
  .get('/sv_influ_api/influ/dashboard/:id', doc('Dashboard: channels, jobs by status, earnings by month, money on its way, next steps', influencerDashboardSchema), signedIn, async (c) => {
    const id = await ownId(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await influencerDashboard(c.var.deps.db, c.var.deps, id));
  })
  .get('/api/influencers/dashboard', doc('The signed-in influencer’s dashboard (the same answer as dashboard/{id})', influencerDashboardSchema), signedIn, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await influencerDashboard(c.var.deps.db, c.var.deps, c.var.session!.user.uuid));
  })
  .get('/sv_influ_api/influ/validate/deactivate/:id', doc('What blocks closing the account (SPEC §8), the reasons, and how to confirm', influencerDeactivationCheckSchema), signedIn, async (c) => {
    const id = await ownId(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await deactivationCheck(c.var.deps.db, c.var.deps, id));
  })
  .get('/sv_influ_api/influ/deactivate/reason', doc('Reasons to close an account (SPEC §3), and which need a detail', deactivationReasonsSchema), signedIn, (c) =>
    c.json({ reasons: [...deleteReasons], detailRequiredFor: deleteReasons.filter((reason) => influencerDeactivation.detailRequiredFor.includes(reason)) }),
  )
  .patch(
    '/sv_influ_api/influ/account/deactivate/:id',
    doc('Close the account with a reason, confirmed by the password or an e-mail code; signs out for good', influencerDeactivatedResponse, { errors: { 409: 'Something blocks it (each blocker named), or already closed' } }),
    signedIn,
    requireJson,
    validate('json', influencerDeactivateBody),
    async (c) => {
      const id = await ownId(c);
      await deactivateInfluencer(c.var.deps.db, c.var.deps, id, c.req.valid('json'));
      clearSessionCookie(c);
      return c.json({ scope: 'open' as const, status: 'deactivated' as const });
    },
  );
