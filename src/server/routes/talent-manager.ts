import { Hono } from 'hono';
import * as v from 'valibot';
import { partnerEndedResponse, partnerIdParam, partnerListQuery, partnerListResponse, partnerSchema, referralListResponse, referralQuery } from '#common/contracts/partners';
import type { AppEnv } from '../http/env';
import { requireScope } from '../http/middleware';
import { docFor } from '../http/openapi';
import { notFound } from '../http/problem';
import { validate } from '../http/validate';
import { endPartnership, getPartner, listPartners, listReferrals } from '../services/partners';

/**
 * Issue 14: invite a friend (who joined with my code) and my influencers (a talent manager's
 * partners). A partner's data answers 404 unless the partner's consent to this manager stands;
 * an influencer who is not a talent manager is refused (403). The partners' jobs are
 * GET /api/jobs/partners (routes/campaigns.ts).
 */
const signedIn = requireScope('influencer_logged_in');
const errors = { 400: 'Bad input', 401: 'Signed out', 403: 'Not a talent manager, or another kind of account', 404: 'Not my partner (no standing consent), or no such id' };
const partnerDoc = docFor(['Talent manager'], errors);
const referralDoc = docFor(['Influencer'], { 400: 'Bad input', 401: 'Signed out', 404: "Another user's id" });

export const talentManagerRoutes = new Hono<AppEnv>()
  .get(
    '/sv_influ_api/influ/referrals/:id',
    referralDoc('Invite a friend: my code, the referral reward in force and earned, and who joined with it (signed up, qualified channel, first job completed; the reward each earned), newest first; keyset paging with after', referralListResponse),
    signedIn,
    validate('param', v.object({ id: v.string() })),
    validate('query', referralQuery),
    async (c) => {
      const { id } = c.req.valid('param');
      if (id !== c.var.session!.user.uuid) throw notFound();
      c.header('Cache-Control', 'no-store');
      return c.json(await listReferrals(c.var.deps.db, id, c.req.valid('query'), c.var.deps.now()));
    },
  )
  .get('/api/talent-manager/partners', partnerDoc('My influencers: partners whose consent stands, with channels, tiers and estimates; newest consent first, keyset paging with after', partnerListResponse), signedIn, validate('query', partnerListQuery), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listPartners(c.var.deps.db, c.var.session!.user.uuid, c.req.valid('query'), c.var.deps.now()));
  })
  .get('/api/talent-manager/partners/:id', partnerDoc('One partner (404 unless their consent to me stands)', partnerSchema), signedIn, async (c) => {
    const id = c.req.param('id');
    if (!v.is(partnerIdParam, { id })) throw notFound();
    c.header('Cache-Control', 'no-store');
    return c.json(await getPartner(c.var.deps.db, c.var.session!.user.uuid, id, c.var.deps.now()));
  })
  .delete('/api/talent-manager/partners/:id', partnerDoc('End the link with a partner (the manager’s side; the partner withdraws the consent in their account)', partnerEndedResponse), signedIn, async (c) => {
    const id = c.req.param('id');
    if (!v.is(partnerIdParam, { id })) throw notFound();
    return c.json(await endPartnership(c.var.deps.db, c.var.session!.user.uuid, id, c.var.deps.now()));
  });
