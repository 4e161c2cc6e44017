import { Hono } from 'hono';
import * as v from 'valibot';
import type { TestClock } from 'pg-boss';
import type { AppEnv } from './env';
import type { Queue } from '../jobs/queue';
import { validate } from './validate';

const moveBody = v.object({ advanceMs: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(366 * 86_400_000)) });

/**
 * TEST_CLOCK=true only (refused in production, never in the API document): the end-to-end suite
 * moves the app's and the queue's clock and runs what fell due, as the API suite does with
 * `clock.setTime` and `queue.runDue()`, so a deadline fires in a browser test without waiting.
 */
export function testClockRoutes(clock: TestClock, queue: Queue) {
  return new Hono<AppEnv>().post('/dev/clock', validate('json', moveBody), async (c) => {
    await clock.setTime(clock.now() + c.req.valid('json').advanceMs);
    const ran = await queue.runDue();
    return c.json({ now: new Date(clock.now()).toISOString(), ran });
  });
}
