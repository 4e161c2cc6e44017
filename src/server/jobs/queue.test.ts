import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
// The migrated template (decision 046): no initdb and migrations per file.
import { openMigratedPglite } from '../../../tests/api/pglite-template';
import { createLogger } from '../logger';
import { loadConfig } from '../config';
import { createQueue, retryPolicy, type Queue } from './queue';

let database: DatabaseHandle;
let queue: Queue;
const clock = new TestClock(Date.parse('2026-11-23T00:00:00Z'));
const ran: string[] = [];
beforeAll(async () => {
  database = await openMigratedPglite();
  queue = await createQueue({ pglite: database.pglite, log: createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })), clock, poll: false });
  await queue.work<{ id: string }>('test.later', async (data) => {
    ran.push(data.id);
  });
}, 60_000);
afterAll(async () => {
  await queue.stop();
  await database.close();
});

describe('job queue (pg-boss on PGlite, test clock)', () => {
  it('runs a job once it is due by the clock, exactly once, and one per singleton key', async () => {
    const startAfter = new Date(clock.now() + 3600_000);
    // Enqueued in the caller's transaction: it exists because the transaction committed.
    await database.db.transaction(async (tx) => {
      await queue.enqueue('test.later', { id: 'a' }, { startAfter, singletonKey: 'k', tx });
    });
    await queue.enqueue('test.later', { id: 'a-again' }, { startAfter, singletonKey: 'k' });
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue('test.later', { id: 'rolled-back' }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await queue.runDue()).toBe(0);
    await clock.setTime(clock.now() + 2 * 3600_000);
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(ran).toEqual(['a']);
  });

  it('refuses to enqueue into a queue without a worker', async () => {
    await expect(queue.enqueue('test.nobody', {})).rejects.toThrow(/no worker/);
  });
});

describe('a polling worker (pg-boss on PGlite, the clock standing still)', () => {
  it('drains a backlog without waiting between full fetches, and settles each job on its own', async () => {
    // The worker waits its polling interval (2 s) by the queue's clock, which never moves here: a
    // worker that waited after every fetch would run one batch and stop (CI, stop 34: three
    // processes sent 1.5 mails a second and the backlog never drained).
    const stillClock = new TestClock(Date.parse('2026-11-23T00:00:00Z'));
    const db = await openMigratedPglite();
    const polling = await createQueue({ pglite: db.pglite, log: createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })), clock: stillClock, poll: true });
    const done: number[] = [];
    try {
      await polling.work<{ n: number }>('test.backlog', async (data) => {
        if (data.n === 7) throw new Error('job 7 fails');
        done.push(data.n);
      });
      // The worker's first fetch found nothing; one polling interval later (by the clock) it
      // finds the backlog, and the clock moves no further.
      for (let n = 0; n < 35; n += 1) await polling.enqueue('test.backlog', { n });
      await stillClock.tick(2_100);
      await vi.waitFor(() => expect(done).toHaveLength(34), { timeout: 30_000, interval: 100 });
      const [stats] = await polling.stats();
      // The failed job alone waits for its retry; none of its batch was failed with it.
      expect(done).not.toContain(7);
      expect(stats).toMatchObject({ name: 'test.backlog', active: 0 });
    } finally {
      await polling.stop();
      await db.close();
    }
  }, 60_000);
});

describe('an embedded queue (PGlite, the wall clock): woken by what it sends, not by polling', () => {
  it('runs a job sent in a transaction once it commits, a delayed job at its time, and never a rolled-back one', async () => {
    // The idle poll is 30 s here (decision 078): each of these runs within seconds only because
    // sending it woke the worker (after the sender's commit) or set a timer for its start time.
    const db = await openMigratedPglite();
    const embedded = await createQueue({ pglite: db.pglite, log: createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })), poll: true });
    const done: { id: string; at: number }[] = [];
    try {
      await embedded.work<{ id: string }>('test.woken', async (data) => {
        done.push({ id: data.id, at: Date.now() });
      });
      // Past the worker's first (empty) fetch: it now sleeps its 30 s backstop.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const sent = Date.now();
      await db.db.transaction(async (tx) => {
        await embedded.enqueue('test.woken', { id: 'in-tx' }, { tx });
        // Still open: the woken worker's fetch waits for this transaction on PGlite's one connection.
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await expect(
        db.db.transaction(async (tx) => {
          await embedded.enqueue('test.woken', { id: 'rolled-back' }, { tx });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await embedded.enqueue('test.woken', { id: 'later' }, { startAfter: new Date(Date.now() + 1_500) });
      await vi.waitFor(() => expect(done.map((job) => job.id).sort()).toEqual(['in-tx', 'later']), { timeout: 15_000, interval: 100 });
      const later = done.find((job) => job.id === 'later')!;
      expect(later.at - sent).toBeGreaterThanOrEqual(1_500);
      expect(later.at - sent).toBeLessThan(15_000);
    } finally {
      await embedded.stop();
      await db.close();
    }
  }, 60_000);
});

describe('a queue created by an older version', () => {
  it('gets the current retry policy, heartbeat included, when a process starts on it', async () => {
    const db = await openMigratedPglite();
    const log = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
    try {
      const first = await createQueue({ pglite: db.pglite, log, poll: false });
      await first.work('test.old', async () => {});
      await first.stop();
      // As a database from before the heartbeat (issue 28) has it.
      await db.pglite!.exec(`update pgboss.queue set heartbeat_seconds = null, retry_limit = 2 where name = 'test.old'`);
      const second = await createQueue({ pglite: db.pglite, log, poll: false });
      await second.work('test.old', async () => {});
      const { rows } = await db.pglite!.query<{ heartbeat_seconds: number; retry_limit: number }>(`select heartbeat_seconds, retry_limit from pgboss.queue where name = 'test.old'`);
      expect(rows[0]).toEqual({ heartbeat_seconds: retryPolicy.heartbeatSeconds, retry_limit: retryPolicy.retryLimit });
      await second.stop();
    } finally {
      await db.close();
    }
  }, 60_000);
});
