import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { appConfigResponse } from '#common/contracts/config';
import type { AppEnv } from '../http/env';
import { publicAppConfig } from '../services/app-config';
import { publicCache } from '../http/public-cache';

/** Public (scope open) reads under /sv_influ_api/open. */
export const openRoutes = new Hono<AppEnv>().get(
  '/config',
  publicCache(),
  describeRoute({
    tags: ['Open'],
    summary: 'Public app configuration',
    responses: { 200: { description: 'Configuration', content: { 'application/json': { schema: resolver(appConfigResponse) } } } },
  }),
  async (c) => c.json(await publicAppConfig(c.var.deps.db, c.var.deps.config, c.var.deps.now())),
);
