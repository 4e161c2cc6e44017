import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import * as v from 'valibot';
import { paged, publicCampaignQuery, publicCampaignSchema } from '#common/contracts/content';
import { validate } from '../http/validate';
import { getPublicCampaign, listPublicCampaigns } from '../services/content/public-campaigns';
import { cached, publicDoc, publicJson } from './content-common';

/** The public board: campaigns open to every influencer (SPEC's path says "job"; it lists campaigns, glossary of decision 050). Campaigns themselves are edited by their marketers. */
export const publicCampaignRoutes = new Hono<AppEnv>()
  .get('/api/campaigns/public/job', publicDoc('Public campaigns (published, public, still taking applications), paged (6)', paged(publicCampaignSchema)), cached, validate('query', publicCampaignQuery), (c) =>
    publicJson(c, () => listPublicCampaigns(c.var.deps.db, c.req.valid('query'), c.var.deps.now())),
  )
  .get('/api/campaigns/public/job/:id', publicDoc('One public campaign', publicCampaignSchema), cached, validate('param', v.object({ id: v.pipe(v.string(), v.uuid('id_invalid')) })), (c) =>
    publicJson(c, () => getPublicCampaign(c.var.deps.db, c.req.valid('param').id, c.var.deps.now())),
  );
