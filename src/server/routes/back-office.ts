import { Hono } from 'hono';
import {
  staffAuditQuery,
  staffAuditResponse,
  staffCampaignHiddenBody,
  staffCampaignParam,
  staffCampaignRowSchema,
  staffCampaignsQuery,
  staffCampaignsResponse,
  staffConfigBody,
  staffConfigKeyParam,
  staffConfigResponse,
  staffQueuesResponse,
  staffStatusBody,
  staffUserDetailSchema,
  staffUserParam,
  staffUsersQuery,
  staffUsersResponse,
} from '#common/contracts/staff';
import type { AppEnv } from '../http/env';
import { adminOnly, anyStaff } from '../http/middleware';
import { invalidatePublicCache } from '../http/public-cache';
import { docFor } from '../http/openapi';
import { requireJson, validate } from '../http/validate';
import { auditCsv, auditPage, searchUsers, setConfigValue, setUserStatus, staffConfig, staffQueues, staffUserDetail } from '../services/back-office';
import { invalidateSeoHtml } from '../services/seo-html';
import { setCampaignHidden, staffCampaigns } from '../services/campaign-moderation';

const doc = docFor(['Back office'], { 400: 'Bad input', 401: 'Signed out', 403: 'Not staff, or support on an admin-only operation' });
const notFound = { errors: { 404: 'No such user (staff accounts are not managed here)' } };

/**
 * Issue 15: the back office that runs the platform (docs/decisions/027-back-office.md). Any
 * staff member reads the queues, users and the audit log and suspends or reinstates users; only
 * admins change the configuration. Every action is in the audit log.
 */
export const backOfficeRoutes = new Hono<AppEnv>()
  .get('/api/admin/queues', doc('What waits for staff: per queue the count and the oldest item, oldest first', staffQueuesResponse), anyStaff, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ queues: await staffQueues(c.var.deps.db) });
  })
  .get('/api/admin/users', doc('Influencers and marketers by name, e-mail, phone, social id or handle, referral code; newest first, keyset-paged', staffUsersResponse), anyStaff, validate('query', staffUsersQuery), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await searchUsers(c.var.deps.db, c.req.valid('query')));
  })
  .get('/api/admin/users/:userId', doc('One member: profile, status and why, channels, jobs, ledger balances and movements, sessions (sign-in history)', staffUserDetailSchema, notFound), anyStaff, validate('param', staffUserParam), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await staffUserDetail(c.var.deps.db, c.req.valid('param').userId));
  })
  .post(
    '/api/admin/users/:userId/status',
    doc('Suspend, blacklist or reinstate a member with a reason: their sessions end at once and sign-in tells them why; audited', staffUserDetailSchema, { errors: { ...notFound.errors, 409: 'Not a change staff can make from the current status' } }),
    anyStaff,
    validate('param', staffUserParam),
    requireJson,
    validate('json', staffStatusBody),
    async (c) => {
      const { deps, session } = c.var;
      return c.json(await setUserStatus(deps.db, session!.user, c.req.valid('param').userId, c.req.valid('json'), deps.now()));
    },
  )
  .get('/api/admin/config', doc('The settings staff may change: bounds, default, live value, values scheduled later', staffConfigResponse), adminOnly, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await staffConfig(c.var.deps.db, c.var.deps.now(), c.var.deps.config.country) });
  })
  .put(
    '/api/admin/config/:key',
    doc('Set a value from a time on (default now), with a reason; validated against the key\'s bounds; audited', staffConfigResponse, { errors: { 404: 'No such setting' } }),
    adminOnly,
    validate('param', staffConfigKeyParam),
    requireJson,
    validate('json', staffConfigBody),
    async (c) => {
      const { deps, session } = c.var;
      const items = await setConfigValue(deps.db, session!.user, c.req.valid('param').key, c.req.valid('json'), deps.now(), deps.config.country);
      // The public configuration (and the pages it is written into) shows a change at once here;
      // other processes catch up within the cache's few seconds.
      // The open reads (configuration, FAQ answers that quote it) show a change at once here.
      invalidatePublicCache('/sv_influ_api/open/');
      invalidatePublicCache('/api/middle-config/influencer/tracking');
      // setCookieGGForm's form address (decision 061).
      invalidatePublicCache('/api/content/external-form');
      invalidateSeoHtml(deps.db);
      return c.json({ items });
    },
  )
  .get('/api/admin/campaigns', doc('Public campaigns (published, closed or cancelled) by name or brand, newest first, keyset-paged, with whether staff hid them', staffCampaignsResponse), anyStaff, validate('query', staffCampaignsQuery), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await staffCampaigns(c.var.deps.db, c.req.valid('query')));
  })
  .put(
    '/api/admin/campaigns/:campaignId/hidden',
    doc('Brand safety: take a public campaign off the public board and the job market (or put it back), with a reason; its marketer still sees it and its jobs go on; audited', staffCampaignRowSchema, { errors: { 404: 'No public campaign with this id (drafts and invite-only campaigns are on no board)' } }),
    anyStaff,
    validate('param', staffCampaignParam),
    requireJson,
    validate('json', staffCampaignHiddenBody),
    async (c) => {
      const { deps, session } = c.var;
      const row = await setCampaignHidden(deps.db, deps, session!.user, c.req.valid('param').campaignId, c.req.valid('json'), deps.now());
      // The board, its cached pages and the job detail show the change at once here.
      invalidatePublicCache('/api/campaigns/public');
      return c.json(row);
    },
  )
  .get('/api/admin/audit', doc('The audit log, newest first, keyset-paged; q searches action, target, actor e-mail and reason', staffAuditResponse), anyStaff, validate('query', staffAuditQuery), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await auditPage(c.var.deps.db, c.req.valid('query')));
  })
  .get(
    '/api/admin/audit/export',
    doc('The audit log as CSV (same filters, newest first, at most 10,000 rows)', undefined, { responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } } } }),
    anyStaff,
    validate('query', staffAuditQuery),
    async (c) => {
      const { q, action, from, to } = c.req.valid('query');
      return c.body(await auditCsv(c.var.deps.db, { q, action, from, to }), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="kolify-audit.csv"', 'Cache-Control': 'no-store' });
    },
  );
