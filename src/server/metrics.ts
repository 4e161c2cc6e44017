import { createServer, type Server } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type pg from 'pg';
import type { Database } from './db/client';
import type { Queue } from './jobs/queue';

/**
 * Prometheus metrics for operators (issue 28; decision 034). One registry per process. Served by
 * `serveMetrics` on METRICS_PORT (loopback unless METRICS_HOST says otherwise), never on the
 * public port: the load balancer does not route to it.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'kolify_' });

const requests = new Counter({ name: 'kolify_http_requests_total', help: 'HTTP requests by method, route pattern and status', labelNames: ['method', 'route', 'status'] as const, registers: [registry] });
const latency = new Histogram({
  name: 'kolify_http_request_duration_seconds',
  help: 'HTTP request latency by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
export const jobsFailed = new Counter({ name: 'kolify_jobs_failed_total', help: 'Job attempts whose handler threw (the queue retries them), by queue', labelNames: ['queue'] as const, registers: [registry] });
export const jobsRetried = new Counter({ name: 'kolify_jobs_retried_total', help: 'Job attempts that were retries, by queue', labelNames: ['queue'] as const, registers: [registry] });

/** The route pattern, not the path: ids would make one series per record. */
export const measureRequests: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    const route = c.res.status === 404 ? 'unmatched' : routePath(c, -1) || 'unmatched';
    countRequest({ method: c.req.method, route, status: String(c.res.status) }, performance.now() - started);
  }
};

/** One answered request (also a replayed one, prepared-answers.ts, which never reaches the middleware). */
export function countRequest(labels: { method: string; route: string; status: string }, milliseconds: number): void {
  requests.inc(labels);
  latency.observe(labels, milliseconds / 1000);
}

/** Gauges read from the database and the queue at scrape time (every process reports the same shared figures). */
export function registerStateGauges(parts: { db: Database; queue: Queue; pool?: pg.Pool; outboxQueue: string }) {
  const { db, queue, pool, outboxQueue } = parts;
  new Gauge({
    name: 'kolify_queue_jobs',
    help: 'Jobs by queue and state (queued, active, failed and retained)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const stats of await queue.stats()) {
        this.set({ queue: stats.name, state: 'queued' }, stats.queued);
        this.set({ queue: stats.name, state: 'active' }, stats.active);
        this.set({ queue: stats.name, state: 'failed' }, stats.failed);
      }
    },
  });
  new Gauge({
    name: 'kolify_outbox_backlog',
    help: 'Member notifications waiting to be delivered (queued or in hand)',
    registers: [registry],
    async collect() {
      const stats = (await queue.stats()).find((row) => row.name === outboxQueue);
      this.set(stats ? stats.queued + stats.active : 0);
    },
  });
  new Gauge({
    name: 'kolify_ledger_postings',
    help: 'Ledger postings by kind (all processes: the ledger is shared)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      // Both drivers answer { rows } (PGlite and node-postgres); drizzle types them apart.
      const result = (await db.execute(sql`select kind, count(*)::int as n from ledger_postings group by kind`)) as unknown as { rows: { kind: string; n: number }[] };
      for (const row of result.rows) this.set({ kind: row.kind }, row.n);
    },
  });
  if (pool) {
    new Gauge({
      name: 'kolify_db_pool_connections',
      help: "This process's PostgreSQL pool: connections by state, and requests waiting for one",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
}

/** The metrics endpoint on its own port: GET /metrics, nothing else. */
export function serveMetrics(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
