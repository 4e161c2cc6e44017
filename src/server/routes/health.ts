import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../http/env';
import { ProblemError } from '../http/problem';
import { checkDatabase } from '../services/health';

/**
 * `/healthz` is liveness (the process answers and its database does); `/healthz/ready` is
 * readiness (issue 28): a load balancer sends traffic only while the database and the job queue
 * answer and the process is not draining after SIGTERM.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({ tags: ['Operations'], summary: 'Liveness and database check', responses: { 200: { description: 'OK' }, 503: { description: 'Database unreachable' } } }),
    async (c) => {
      try {
        await checkDatabase(c.var.deps.db);
      } catch (error) {
        c.var.log.error({ err: error }, 'health check failed');
        throw new ProblemError(503 as 500, 'internal', { detail: 'The database is not reachable.' });
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' });
    },
  )
  .get(
    '/ready',
    describeRoute({ tags: ['Operations'], summary: 'Readiness: database and job queue reachable, not draining', responses: { 200: { description: 'Ready' }, 503: { description: 'Not ready (the reason in detail)' } } }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { deps } = c.var;
      if (deps.lifecycle.draining) throw new ProblemError(503 as 500, 'internal', { detail: 'Draining: this process is shutting down.' });
      const reach = async (what: string, check: () => Promise<void>) => {
        try {
          await check();
        } catch (error) {
          c.var.log.warn({ err: error }, `readiness: ${what} unreachable`);
          throw new ProblemError(503 as 500, 'internal', { detail: `The ${what} is not reachable.` });
        }
      };
      await reach('database', () => checkDatabase(deps.db));
      await reach('job queue', () => deps.queue.ping());
      return c.json({ status: 'ready' });
    },
  );
