import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import * as v from 'valibot';
import { paged, publicJobQuery, publicJobSchema } from '#common/contracts/content';
import { validate } from '../http/validate';
import { getPublicJob, listPublicJobs } from '../services/content/jobs';
import { cached, publicDoc, publicJson } from './content-common';

/** Public jobs (published public campaigns still open); campaigns themselves are edited by their marketers. */
export const jobsRoutes = new Hono<AppEnv>()
  .get('/api/campaigns/public/job', publicDoc('Public jobs (published public campaigns still open), paged (6)', paged(publicJobSchema)), cached, validate('query', publicJobQuery), (c) =>
    publicJson(c, () => listPublicJobs(c.var.deps.db, c.req.valid('query'), c.var.deps.now())),
  )
  .get('/api/campaigns/public/job/:id', publicDoc('One public job', publicJobSchema), cached, validate('param', v.object({ id: v.pipe(v.string(), v.uuid('id_invalid')) })), (c) =>
    publicJson(c, () => getPublicJob(c.var.deps.db, c.req.valid('param').id, c.var.deps.now())),
  );
