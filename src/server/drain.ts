import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';
import type { DatabaseHandle } from './db/client';
import type { Deps } from './deps';
import type { Logger } from './logger';

/**
 * SIGTERM (issue 28): readiness turns 503 and the listening socket closes at once, so the load
 * balancer sends new connections elsewhere; requests in flight finish within the grace, then any
 * connection left is cut. The queue stops fetching and its job in hand gets what is left of the
 * grace (at least a second); the pool closes last, once nothing can use it.
 */
export async function drain(parts: { server: ServerType; deps: Pick<Deps, 'lifecycle' | 'queue' | 'localGateway'>; database: Pick<DatabaseHandle, 'close'>; log: Logger; graceMs: number; signal: string }): Promise<void> {
  const { deps, database, log, graceMs } = parts;
  const server = parts.server as Server;
  const started = Date.now();
  deps.lifecycle.draining = true;
  log.info({ signal: parts.signal, graceMs }, 'draining');
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections between requests would hold close() open: end each once it is idle.
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  const inTime = await Promise.race([closed.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), graceMs).unref())]);
  clearInterval(idle);
  if (!inTime) {
    log.warn('grace over: cutting the connections still open');
    server.closeAllConnections();
    await closed;
  }
  await deps.queue.stop(Math.max(1_000, graceMs - (Date.now() - started)));
  await deps.localGateway?.close();
  await database.close();
  log.info({ ms: Date.now() - started, inTime }, 'drained');
}
