import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { jobContextOf, jobWaitsOf, waitingJobStatuses } from '#machines/lifecycles/job.machine';
import { campaigns, jobs } from '../db/schema/index';
import type { Deps } from '../deps';
import { machineDelayQueue, type DelayedMessage } from '../machines/delayed-events';
import { jobDurations, postingEndsAt } from './job-deadlines';

/**
 * The safety net under the job machine's waits (decision 049). Each entry into a waiting state
 * queues its deadline in the transaction that writes it (decision 031); a job that has none —
 * created before the deadline rules, or its message lost (a queue restored from a backup, a
 * message failed after every retry) — would hold the marketer's money forever. This sweep, run by
 * the queue's schedule in one process at a time, finds each job in a waiting state whose current
 * entry's wait has no message still to run and queues it, tied to that entry as decide() would
 * have. Idempotent: a second run finds the message it queued.
 */
export const jobWaitSweepQueue = 'jobs.sweep-waits';
/** Every 10 minutes (UTC cron): a lost deadline is late by at most that much. */
export const jobWaitSweepCron = '*/10 * * * *';
const batchSize = 500;

type SweepDeps = Pick<Deps, 'db' | 'queue' | 'now'>;

/** Queues the missing waits of every job waiting in a state; answers how many messages it queued. */
export async function sweepJobWaits(deps: SweepDeps): Promise<number> {
  const now = deps.now();
  const durations = await jobDurations(deps.db, now);
  let queued = 0;
  // Keyset pages by id: the sweep reads every waiting job once, whatever the table's size.
  for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
    const rows = await deps.db
      .select({
        id: jobs.id,
        status: jobs.status,
        stateEntry: jobs.stateEntry,
        statusChangedAt: jobs.statusChangedAt,
        deadlineAt: jobs.deadlineAt,
        shippedAt: jobs.shippedAt,
        productShipping: campaigns.productShipping,
        postTo: campaigns.postTo,
      })
      .from(jobs)
      .innerJoin(campaigns, eq(campaigns.id, jobs.campaignId))
      .where(and(inArray(jobs.status, waitingJobStatuses), gt(jobs.id, after)))
      .orderBy(asc(jobs.id))
      .limit(batchSize);
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const waits = rows.flatMap((row) => {
      const context = jobContextOf({ productShipping: row.productShipping, shippedAt: row.shippedAt, durations, postingEndsAt: postingEndsAt(row.postTo) });
      return (
        jobWaitsOf(row.status, context, row.statusChangedAt)
          // A reminder whose day is over is not sent late: it would announce a time left that is wrong.
          .filter((wait) => wait.moves || wait.at.getTime() > now.getTime())
          .map((wait) => ({
            row,
            wait,
            // The deadline the job shows (written at entry) when there is one: the message ends it then.
            at: wait.moves && row.deadlineAt ? row.deadlineAt : wait.at,
            // The key scheduleDelayedEvents gives the same wait (src/server/machines/delayed-events.ts).
            key: `job:${row.id}:${row.stateEntry}:${wait.event.type}`,
          }))
      );
    });
    const known = await deps.queue.messagesByKey(machineDelayQueue, waits.map((wait) => wait.key));
    for (const { row, wait, at, key } of waits) {
      const messages = known.filter((message) => message.key === key || message.key.startsWith(`${key}:`));
      // Still to run, or it ran (its handler decided; running it again would decide the same).
      if (messages.some((message) => message.state !== 'failed')) continue;
      // A message that failed after every retry keeps its key: the new one takes a key of its own.
      const singletonKey = messages.length === 0 ? key : `${key}:again:${now.getTime()}`;
      const message: DelayedMessage = { machine: 'job', id: row.id, entry: row.stateEntry, event: wait.event };
      if (await deps.queue.enqueue<DelayedMessage>(machineDelayQueue, message, { startAfter: at, singletonKey })) queued += 1;
    }
    if (rows.length < batchSize) break;
  }
  return queued;
}
