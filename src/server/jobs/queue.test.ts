import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
// The migrated template (decision 046): no initdb and migrations per file.
import { openMigratedPglite } from '../../../tests/api/pglite-template';
import { createLogger } from '../logger';
import { loadConfig } from '../config';
import { createQueue, type Queue } from './queue';

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
