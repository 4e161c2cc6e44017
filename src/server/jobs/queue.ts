import { jobsFailed, jobsRetried } from '../metrics';
import type { PGlite } from '@electric-sql/pglite';
import { PgBoss, type ConstructorOptions, type Db as IDatabase, type Job, type JobResult } from 'pg-boss';
import type { Executor } from '../db/client';
import { namedQuery } from '../db/named-query';
import type { Logger } from '../logger';
import { hashedUuid } from '../hashed-uuid';
import { wallNow } from '../wall-clock';

/**
 * Work that runs later (expiry, reminders, deadlines) through pg-boss on the app's own database
 * (docs/decisions/017-job-queue.md). A job is claimed by one worker of one process at a time
 * (SELECT … FOR UPDATE SKIP LOCKED) and retried if its handler throws or its process dies, so
 * handlers must be idempotent; ledger postings are, by (kind, reference).
 */

export interface EnqueueOptions {
  /** Not before this time (by the queue's clock). */
  startAfter?: Date;
  /**
   * At most one job per key in this queue while pg-boss keeps it (e.g. `lot:42`): the job's id is
   * derived from the key, so a second enqueue is ignored (answers null).
   */
  singletonKey?: string;
  /** Enqueue in the caller's transaction: the job exists exactly when the business row does. */
  tx?: Executor;
}

/** `retryCount`: the attempts before this one; at `retryPolicy.retryLimit` this is the last. */
export type JobHandler<T> = (data: T, job: { id: string; name: string; retryCount: number }) => Promise<void>;

/**
 * Every queue's retries: 5 more attempts after the first, 30 s doubling each time (with jitter).
 * A job whose process died (SIGKILL, a lost machine) stays `active` until pg-boss gives up on it:
 * 15 minutes by default. With a heartbeat, the worker touches its job every 5 s and the supervisor
 * (every `superviseSeconds` in each process) fails a job 10 s silent, so it is retried in well under
 * a minute (the fleet test's deadlines and mails fired once after a kill).
 */
export const retryPolicy = { retryLimit: 5, retryDelay: 30, retryBackoff: true, heartbeatSeconds: 10 } as const;
const superviseSeconds = 10;
/** Jobs a polling worker claims per fetch; a process that dies with them in hand has them retried after the heartbeat. */
const workBatchSize = 10;
/** How often an idle worker looks for due jobs: PostgreSQL, where another process of the fleet may have sent them. */
const pollSeconds = 2;
/**
 * PGlite (one process, every job sent from it): a slow backstop, since each job sent wakes its
 * worker (decision 078). What the backstop still catches: a retry coming due, a cron occurrence,
 * and jobs left by an earlier run of the process. 17 queues polled every 2 s were ~8.5 fetches a
 * second on the only thread, each blocking it for 1–17 ms inside PGlite (issue 31).
 */
const embeddedPollSeconds = 30;
/** setTimeout's longest delay (~24.8 days); a job due later is found by the backstop poll. */
const longestTimer = 2 ** 31 - 1;

export interface Queue {
  enqueue<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /** Registers the handler of a queue (and creates the queue). Call at start, before enqueueing. */
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  /** A job sent by cron (UTC), once per occurrence across every process. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /**
   * Test hook: runs every job that is due by the queue's clock, in this process, until none is
   * left; answers how many ran. A job whose handler throws is failed (to be retried after its
   * delay) and the others still run; then the first error is thrown. Polling workers may run
   * some of the jobs too; each still runs once. `only` limits the run to those queues (a test
   * that moves the clock hundreds of times and needs only the machines' waits).
   */
  runDue(only?: readonly string[]): Promise<number>;
  /**
   * The messages of queue `name` whose singleton key is one of `keys` or starts with one of them
   * and a colon (a later attempt of the same key): each key and whether it is still to run
   * (created, retry or active) or ended (completed, failed, cancelled). What a sweep reads to find
   * the waits whose message is missing (decision 049).
   */
  messagesByKey(name: string, keys: readonly string[]): Promise<{ key: string; state: 'pending' | 'completed' | 'failed' }[]>;
  /** Throws unless the queue's own connections reach its tables (readiness). */
  ping(): Promise<void>;
  /** Each queue's jobs by state, from pg-boss's own counts (metrics). */
  stats(): Promise<QueueStats[]>;
  /** Stops fetching; a job in hand finishes within `timeoutMs` (default 5 s), then the pool closes. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface QueueStats {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

/** A clock pg-boss understands; its TestClock moves both JavaScript's and the database's now. */
export type QueueClock = NonNullable<ConstructorOptions['clock']>;

export interface QueueOptions {
  /** PostgreSQL: pg-boss keeps its own small pool. */
  databaseUrl?: string;
  /** PGlite (embedded): pg-boss shares the app's single connection. */
  pglite?: PGlite;
  log: Logger;
  clock?: QueueClock;
  /** Poll for due jobs (off in tests that run them with runDue). */
  poll?: boolean;
}

/** A UUID that only this queue and key produce (pg-boss ignores an insert whose id exists). */
const keyedJobId = (name: string, key: string) => hashedUuid(`${name}\u0000${key}`);

/** PGlite as pg-boss's database (NOTES.md): multi-statement scripts need exec and every result back. */
function pgliteDatabase(client: PGlite): IDatabase {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values as unknown[]);
      const results = await client.exec(text);
      return (results.length === 1 ? results[0] : results) as { rows: unknown[] };
    },
    // PGlite is one session: statements pg-boss wants on every connection run once.
    async setSessionStatements(statements: string[]) {
      for (const statement of statements) await client.exec(statement);
    },
  };
}

/**
 * The caller's Drizzle transaction as pg-boss's database, so `send` joins that transaction. pg-boss's
 * insert is one text per queue, so it runs as a named statement (decision 079).
 */
function transactionDatabase(tx: Executor): IDatabase {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      return { rows: await namedQuery(tx, text, values) };
    },
  };
}

export async function createQueue(options: QueueOptions): Promise<Queue> {
  const base: ConstructorOptions = {
    schema: 'pgboss',
    ...(options.clock ? { clock: options.clock } : {}),
    // One process's cron pass suffices; every process runs it, pg-boss keeps it once.
    schedule: options.poll !== false,
    supervise: options.poll !== false,
    superviseIntervalSeconds: superviseSeconds,
  };
  const boss = options.databaseUrl
    ? new PgBoss({ ...base, connectionString: options.databaseUrl, max: 4 })
    : new PgBoss({ ...base, db: pgliteDatabase(options.pglite!) });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();

  const handlers = new Map<string, JobHandler<unknown>>();
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    const existing = await boss.getQueue(name);
    if (!existing) await boss.createQueue(name, retryPolicy);
    // createQueue leaves an existing queue's policy alone: a database from before the heartbeat
    // kept a dead process's jobs active for 15 minutes. A policy that differs is brought up to date.
    else if (Object.entries(retryPolicy).some(([key, value]) => existing[key as keyof typeof retryPolicy] !== value)) await boss.updateQueue(name, retryPolicy);
    created.add(name);
  };
  const runOne = async (name: string, job: Job<unknown>) => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`No worker for ${name}`);
    if (job.retryCount > 0) jobsRetried.inc({ queue: name });
    try {
      await handler(job.data, { id: job.id, name, retryCount: job.retryCount });
    } catch (error) {
      jobsFailed.inc({ queue: name });
      throw error;
    }
  };

  // Issue 31, decision 078: with PGlite (and the wall clock) a worker is woken by each job this
  // process sends instead of polling every 2 s. PGlite is one connection on which a transaction
  // holds every other statement until it ends, so a worker woken while the sender's transaction
  // is open fetches after its commit (and finds nothing after a rollback). A job due later wakes
  // its worker by a timer at its start time. A test clock keeps the 2 s poll: its time moves by
  // hand, which no timer follows.
  const wakeOnSend = Boolean(options.pglite && !options.databaseUrl && !options.clock) && options.poll !== false;
  const workerIds = new Map<string, string>();
  const timers = new Set<NodeJS.Timeout>();
  const wake = (name: string, startAfter?: Date) => {
    const workerId = workerIds.get(name);
    if (!workerId) return;
    const delay = startAfter ? startAfter.getTime() - wallNow().getTime() : 0;
    if (delay <= 0) {
      boss.notifyWorker(workerId);
      return;
    }
    if (delay > longestTimer) return;
    // A little after the start time: the fetch compares it with the database's clock.
    const timer = setTimeout(() => {
      timers.delete(timer);
      boss.notifyWorker(workerId);
    }, delay + 250);
    timer.unref();
    timers.add(timer);
  };

  let stopping: Promise<void> | undefined;
  return {
    async enqueue(name, data, enqueueOptions = {}) {
      if (!created.has(name)) throw new Error(`Queue ${name} has no worker: register it with work() at start`);
      // A test clock reaches pg-boss's own sessions, not the caller's transaction: there the
      // job's "now" would be the database's real one, ahead of the clock, so give the clock's.
      const startAfter = enqueueOptions.startAfter ?? (enqueueOptions.tx && options.clock ? new Date(options.clock.now()) : undefined);
      const id = await boss.send(name, data, {
        ...(startAfter ? { startAfter } : {}),
        ...(enqueueOptions.singletonKey ? { id: keyedJobId(name, enqueueOptions.singletonKey), singletonKey: enqueueOptions.singletonKey } : {}),
        ...(enqueueOptions.tx ? { db: transactionDatabase(enqueueOptions.tx) } : {}),
      });
      if (wakeOnSend && id) wake(name, startAfter);
      return id;
    },
    async work(name, handler) {
      await ensureQueue(name);
      handlers.set(name, handler as JobHandler<unknown>);
      if (options.poll === false) return;
      // A worker waits its polling interval after every fetch, full or not: one job per fetch sent
      // 1.5 mails a second from three processes, and the fleet's backlog never drained (CI, stop
      // 34). A full batch fetches again at once; each job is settled on its own, so one failure
      // retries only that job.
      const workerId = await boss.work(name, { pollingIntervalSeconds: wakeOnSend ? embeddedPollSeconds : pollSeconds, batchSize: workBatchSize, burstWhenBatchFull: true, perJobResults: true }, async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          try {
            await runOne(name, job);
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } });
          }
        }
        return results;
      });
      workerIds.set(name, workerId);
    },
    async schedule(name, cron, data = {}) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },
    async runDue(only) {
      let ran = 0;
      const names = only ? [...handlers.keys()].filter((name) => only.includes(name)) : [...handlers.keys()];
      const errors: unknown[] = [];
      for (let found = true; found; ) {
        found = false;
        for (const name of names) {
          const jobs = await boss.fetch<unknown>(name, { batchSize: 20 });
          for (const job of jobs) {
            found = true;
            try {
              await runOne(name, job);
              await boss.complete(name, job.id);
              ran += 1;
            } catch (error) {
              // Failed as a polling worker fails it (retried after its delay, by the clock); the
              // other fetched jobs still run, so none is left claimed. The first error is thrown.
              await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
              errors.push(error);
            }
          }
        }
      }
      if (errors.length > 0) throw errors[0];
      return ran;
    },
    async messagesByKey(name, keys) {
      if (keys.length === 0) return [];
      // LIKE's own characters in a key stand for themselves.
      const patterns = keys.flatMap((key) => {
        const escaped = key.replace(/[\\%_]/g, (character) => `\\${character}`);
        return [escaped, `${escaped}:%`];
      });
      const result = await boss.getDb().executeSql(`select singleton_key as key, state from pgboss.job where name = $1 and singleton_key like any($2::text[])`, [name, patterns]);
      return (result.rows as { key: string; state: string }[]).map((row) => ({
        key: row.key,
        state: row.state === 'completed' ? 'completed' : row.state === 'failed' || row.state === 'cancelled' ? 'failed' : 'pending',
      }));
    },
    async ping() {
      if (!(await boss.isInstalled())) throw new Error('The job queue schema is missing');
    },
    async stats() {
      const queues = await boss.getQueues([...created]);
      return queues.map((queue) => ({ name: queue.name, queued: queue.queuedCount, active: queue.activeCount, failed: queue.failedCount }));
    },
    // Once: shutdown paths (signals, a test that closes the database early) may each ask.
    stop(timeoutMs = 5000) {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      stopping ??= boss.stop({ graceful: true, timeout: timeoutMs, close: true });
      return stopping;
    },
  };
}
