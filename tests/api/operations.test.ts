import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { drain } from '#server/drain';
import { registerStateGauges, registry, serveMetrics } from '#server/metrics';
import { notificationQueue } from '#server/services/notifications';
import { startTestServer, type TestServer } from './harness';

// Issue 28: readiness, the SIGTERM drain and the operators' metrics.
describe('readiness and metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('/healthz/ready is 200 while the database and queue answer, 503 problem+json once draining; /healthz stays liveness', async () => {
    const ready = await fetch(`${server.url}/healthz/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    server.deps.lifecycle.draining = true;
    try {
      const draining = await fetch(`${server.url}/healthz/ready`);
      expect(draining.status).toBe(503);
      expect(draining.headers.get('content-type')).toContain('application/problem+json');
      expect((await draining.json()).detail).toMatch(/Draining/);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      server.deps.lifecycle.draining = false;
    }
  });

  it('serves Prometheus metrics on their own port only: requests by route pattern and status, queue depth, ledger postings', async () => {
    registerStateGauges({ db: server.deps.db, queue: server.deps.queue, outboxQueue: notificationQueue });
    await fetch(`${server.url}/api/campaigns/public/job`);
    await fetch(`${server.url}/sv_authauth/status`);
    const metrics = await serveMetrics(0, '127.0.0.1');
    try {
      const { port } = metrics.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/kolify_http_requests_total\{method="GET",route="\/sv_authauth\/status",status="200"\} \d+/);
      expect(text).toContain('kolify_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/sv_authauth/status",status="200"}');
      expect(text).toMatch(/kolify_queue_jobs\{queue="notification.deliver",state="queued"\} \d+/);
      expect(text).toContain('kolify_outbox_backlog');
      expect(text).toContain('kolify_ledger_postings');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      // Never on the public port.
      expect((await fetch(`${server.url}/metrics`)).status).not.toBe(200);
    } finally {
      metrics.close();
      registry.removeSingleMetric('kolify_queue_jobs');
      registry.removeSingleMetric('kolify_outbox_backlog');
      registry.removeSingleMetric('kolify_ledger_postings');
    }
  });
});

describe('drain on SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, then stops the queue and closes the database, in that order', async () => {
    const order: string[] = [];
    const http: Server = createServer((_request, response) => {
      setTimeout(() => {
        order.push('request finished');
        response.end('done');
      }, 400);
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const inFlight = fetch(url).then(async (response) => ({ status: response.status, text: await response.text() }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lifecycle = { draining: false };
    const drained = drain({
      server: http,
      deps: { lifecycle, localGateway: null, queue: { stop: async (timeoutMs?: number) => void order.push(`queue stopped (${timeoutMs! >= 1000 ? '≥ 1 s' : 'too short'})`) } as never },
      database: { close: async () => void order.push('database closed') },
      log: pino({ level: 'silent' }),
      graceMs: 5_000,
      signal: 'SIGTERM',
    });
    expect(lifecycle.draining).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(url, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
    expect(await inFlight).toEqual({ status: 200, text: 'done' });
    await drained;
    expect(order).toEqual(['request finished', 'queue stopped (≥ 1 s)', 'database closed']);
  });

  it('cuts what is still open when the grace is over', async () => {
    const http: Server = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const hanging = fetch(url).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await drain({ server: http, deps: { lifecycle: { draining: false }, localGateway: null, queue: { stop: async () => {} } as never }, database: { close: async () => {} }, log: pino({ level: 'silent' }), graceMs: 300, signal: 'SIGTERM' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await hanging).toBe('cut');
  });
});
