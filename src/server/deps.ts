import type { Config } from './config';
import type { Database } from './db/client';
import type { Logger } from './logger';
import type { Messenger } from './providers/messaging';
import type { Queue } from './jobs/queue';
import type { Gateway } from './payments/opn-gateway';
import type { LocalGateway } from './payments/local-opn-gateway';

/**
 * The process's dependencies. It lives outside `http/` because services take it too (a queue
 * worker builds one without any request), and services never import `http/*`.
 */
export interface Deps {
  db: Database;
  config: Config;
  log: Logger;
  messenger: Messenger;
  /** The PostgreSQL job queue (src/server/jobs/queue.ts). */
  queue: Queue;
  /** The clock money rules read (expiry, alerts); tests move it with the queue's TestClock. */
  now: () => Date;
  /** The payment gateway (Opn Payments), and the local one when the embedded default runs it. */
  gateway: Gateway;
  localGateway: LocalGateway | null;
  /** This process's state for readiness: draining once SIGTERM arrives (src/server/main.ts). */
  lifecycle: { draining: boolean };
}
