import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../http/env';
import { ProblemError } from '../http/problem';
import { pingDatabase } from '../db/prepared';

export const healthRoutes = new Hono<AppEnv>().get(
  '/',
  describeRoute({ tags: ['Operations'], summary: 'Liveness and database check', responses: { 200: { description: 'OK' }, 503: { description: 'Database unreachable' } } }),
  async (c) => {
    try {
      // A real round trip every time (never cached): the cheapest one, simple protocol.
      await pingDatabase(c.var.deps.db);
    } catch (error) {
      c.var.log.error({ err: error }, 'health check failed');
      throw new ProblemError(503 as 500, 'internal', { detail: 'The database is not reachable.' });
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  },
);
