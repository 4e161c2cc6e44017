import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  applyBody,
  campaignAttachmentParam,
  campaignAttachmentUploadSchema,
  campaignBody,
  campaignListSchema,
  campaignReportSchema,
  campaignSchema,
  idParam,
  discoverQuery,
  discoverSchema,
  inviteBody,
  jobEventBody,
  jobHistorySchema,
  jobListSchema,
  jobMarketItemSchema,
  jobMarketQuery,
  jobMarketSchema,
  jobSchema,
} from '#common/contracts/campaigns';
import { partnerJobsQuery, partnerJobsResponse } from '#common/contracts/partners';
import type { AppEnv } from '../http/env';
import { requireScope } from '../http/middleware';
import { docFor } from '../http/openapi';
import { ProblemError } from '../http/problem';
import { requireJson, validate } from '../http/validate';
import { invalidatePublicCache } from '../http/public-cache';
import { idempotent } from '../ledger/idempotency';
import { answerIdempotent, idempotencyKeyOf } from '../http/idempotency-key';
import { campaignReport, createCampaign, endCampaign, getCampaign, listCampaigns, publishCampaign, reportCsv, updateCampaign } from '../services/campaigns';
import { discoverInfluencers } from '../services/discovery';
import { readableAttachment } from '../services/campaign-attachments';
import { attachmentTypes, storePrivateFile } from '../services/uploads';
import { serveFile } from './files';
import { fileField, uploadCap } from './influencer';
import { applyToCampaign, getJob, jobMarketItem, inviteToCampaign, jobHistory, jobMarket, listCampaignJobs, listMyJobs, listPartnerJobs, sendJobEvent, type JobActorRef } from '../services/jobs';

/**
 * Campaigns and jobs (issue 12; SPEC §7 GET /api/jobs, /api/jobs/public). Marketer routes under
 * /api/campaigns, influencer and shared job routes under /api/jobs. Routes validate and hand
 * over; services decide (the job machine) and write in one transaction.
 */
const marketerOnly = requireScope('marketer_logged_in');
const influencerOnly = requireScope('influencer_logged_in');
const eitherSide = requireScope('marketer_logged_in', 'influencer_logged_in');

const errors = {
  400: 'Bad input, naming each field',
  401: 'Signed out',
  403: 'Wrong kind of account',
  404: 'Not yours, or no such id',
  409: 'Not allowed in the current state (illegal_transition names it), or a conflict',
};
const campaignDoc = docFor(['Campaigns'], errors);
const jobDoc = docFor(['Jobs'], errors);

const me = (c: Context<AppEnv>) => c.var.session!.user.uuid;
const actorOf = (c: Context<AppEnv>): JobActorRef => ({ role: c.var.session!.user.role === 'marketer' ? 'marketer' : 'influencer', userId: me(c) });
/** A path id that is not a uuid is nobody's: 404, like another user's id. */
const idOf = (c: Context<AppEnv>) => {
  const id = c.req.param('id') ?? '';
  if (!v.is(idParam.entries.id, id)) throw new ProblemError(404, 'not_found');
  return id;
};

export const campaignRoutes = new Hono<AppEnv>()
  // ---- marketer: campaigns ----
  .get('/api/campaigns', campaignDoc('My campaigns, newest first', campaignListSchema), marketerOnly, async (c) => c.json(await listCampaigns(c.var.deps.db, me(c))))
  .post('/api/campaigns', campaignDoc('Create a draft campaign', campaignSchema, { status: 201 }), marketerOnly, requireJson, validate('json', campaignBody), async (c) =>
    c.json(await createCampaign(c.var.deps.db, me(c), c.req.valid('json'), c.var.deps.now(), c.var.deps.config.country), 201),
  )
  .post(
    '/api/campaigns/attachments',
    campaignDoc('Upload a campaign attachment (multipart "file"; image or PDF by its bytes; at most 4,096,000 bytes): a private file to name in a campaign’s attachments', campaignAttachmentUploadSchema, {
      status: 201,
      errors: { 413: 'File too large', 415: 'Not an image or PDF' },
    }),
    marketerOnly,
    uploadCap,
    async (c) => {
      const { db, config } = c.var.deps;
      const row = await storePrivateFile(db, config, { userId: me(c), kind: 'attachment', file: await fileField(c), allowed: attachmentTypes });
      return c.json({ uploadId: row.id, name: row.originalName ?? 'file', mime: row.mime, sizeBytes: row.sizeBytes }, 201);
    },
  )
  // Decision 019, "Campaign attachments": one rule for every reader (the campaign's marketer, staff,
  // influencers with a job in it, any influencer while it is open on the market); others 404.
  .get('/api/campaigns/:id/attachments/:uploadId', campaignDoc('A campaign’s attachment, to its marketer, staff and the influencers who may see the campaign (private, no-store); anyone else 404'), async (c) => {
    const param = { id: c.req.param('id'), uploadId: c.req.param('uploadId') };
    if (!v.is(campaignAttachmentParam, param)) throw new ProblemError(404, 'not_found');
    return serveFile(c, await readableAttachment(c.var.deps.db, c.var.session, param.id, param.uploadId, c.var.deps.now()), { sharedByRule: true });
  })
  .get('/api/campaigns/:id', campaignDoc('One of my campaigns, with its jobs by status', campaignSchema), marketerOnly, async (c) => c.json(await getCampaign(c.var.deps.db, me(c), idOf(c))))
  .put('/api/campaigns/:id', campaignDoc('Edit a draft', campaignSchema), marketerOnly, requireJson, validate('json', campaignBody), async (c) =>
    c.json(await updateCampaign(c.var.deps.db, me(c), idOf(c), c.req.valid('json'), c.var.deps.now(), c.var.deps.config.country)),
  )
  .post('/api/campaigns/:id/publish', campaignDoc('Publish a draft: holds the budget from credit, or takes a package campaign’s slots from unexpired purchases of its offer (Idempotency-Key; 409 insufficient_funds / insufficient_slots without them)', campaignSchema), marketerOnly, async (c) => {
    const id = idOf(c);
    const key = idempotencyKeyOf(c);
    const answer = await idempotent(c.var.deps.db, { scope: `campaign.publish:${me(c)}`, key, body: { id }, now: c.var.deps.now() }, async (tx) => ({
      status: 200,
      body: await publishCampaign(tx, c.var.deps, me(c), id),
    }));
    // The open board (cached for a few seconds per process) shows it at once here.
    invalidatePublicCache('/api/campaigns/public');
    return answerIdempotent(c, answer);
  })
  .post('/api/campaigns/:id/close', campaignDoc('Close: unchosen applicants are cancelled, unused budget returns', campaignSchema), marketerOnly, async (c) => {
    const campaign = await endCampaign(c.var.deps, me(c), idOf(c), 'closed');
    invalidatePublicCache('/api/campaigns/public');
    return c.json(campaign);
  })
  .post('/api/campaigns/:id/cancel', campaignDoc('Cancel a draft or a campaign nobody works on yet', campaignSchema), marketerOnly, async (c) => {
    const campaign = await endCampaign(c.var.deps, me(c), idOf(c), 'cancelled');
    invalidatePublicCache('/api/campaigns/public');
    return c.json(campaign);
  })
  .get('/api/campaigns/:id/jobs', campaignDoc('Applicants and jobs of my campaign', jobListSchema), marketerOnly, async (c) => c.json(await listCampaignJobs(c.var.deps.db, me(c), idOf(c))))
  .get('/api/campaigns/:id/discover', campaignDoc('Find influencers to invite: filters, most followed first, keyset paging (after)', discoverSchema), marketerOnly, validate('query', discoverQuery), async (c) =>
    c.json(await discoverInfluencers(c.var.deps.db, me(c), idOf(c), c.req.valid('query'), c.var.deps.now())),
  )
  .post('/api/campaigns/:id/invite', campaignDoc('Invite an influencer’s channel (invite-only): job ASSIGN, escrow held', jobSchema, { status: 201 }), marketerOnly, requireJson, validate('json', inviteBody), async (c) =>
    c.json(await inviteToCampaign(c.var.deps, me(c), idOf(c), c.req.valid('json')), 201),
  )
  .get('/api/campaigns/:id/report', campaignDoc('Campaign report (JSON, or CSV with ?format=csv)', campaignReportSchema), marketerOnly, async (c) => {
    const report = await campaignReport(c.var.deps.db, me(c), idOf(c));
    if (c.req.query('format') !== 'csv') return c.json(report);
    c.header('content-disposition', `attachment; filename="campaign-${report.campaignId}.csv"`);
    return c.body(reportCsv(report), 200, { 'content-type': 'text/csv; charset=utf-8' });
  })
  // ---- influencer: the job market and my jobs ----
  .get('/api/jobs', jobDoc('SPEC §7: my jobs (influencer), newest change first', jobListSchema), influencerOnly, async (c) => c.json(await listMyJobs(c.var.deps.db, me(c))))
  .get('/api/jobs/public', jobDoc('SPEC §7: the job market for me; isMatch=true|false keeps matching / not matching campaigns; keyset paging with after', jobMarketSchema), influencerOnly, validate('query', jobMarketQuery), async (c) =>
    c.json(await jobMarket(c.var.deps.db, me(c), c.req.valid('query'), c.var.deps.now())),
  )
  .get('/api/jobs/public/:id', jobDoc('One campaign of my job market, with how each of my channels matches', jobMarketItemSchema), influencerOnly, async (c) =>
    c.json(await jobMarketItem(c.var.deps.db, me(c), idOf(c), c.var.deps.now())),
  )
  .get(
    '/api/jobs/partners',
    jobDoc('Talent manager: my partners’ jobs, newest change first; filter by status and partner (404 when not my partner); keyset paging with after', partnerJobsResponse),
    influencerOnly,
    validate('query', partnerJobsQuery),
    async (c) => c.json(await listPartnerJobs(c.var.deps.db, me(c), c.req.valid('query'))),
  )
  .post('/api/jobs/apply', jobDoc('Apply to a public campaign with one of my channels → MATCHED or MISMATCHED', jobSchema, { status: 201 }), influencerOnly, requireJson, validate('json', applyBody), async (c) =>
    c.json(await applyToCampaign(c.var.deps, me(c), c.req.valid('json')), 201),
  )
  .get('/api/jobs/:id', jobDoc('One job (its influencer or its campaign’s marketer)', jobSchema), eitherSide, async (c) => c.json(await getJob(c.var.deps.db, actorOf(c), idOf(c))))
  .get('/api/jobs/:id/history', jobDoc('Every status change of a job', jobHistorySchema), eitherSide, async (c) => c.json(await jobHistory(c.var.deps.db, actorOf(c), idOf(c))))
  .post('/api/jobs/:id/events', jobDoc('One step of the job machine; the sender’s role comes from the session', jobSchema), eitherSide, requireJson, validate('json', jobEventBody), async (c) =>
    c.json(await sendJobEvent(c.var.deps, actorOf(c), idOf(c), c.req.valid('json'))),
  );
