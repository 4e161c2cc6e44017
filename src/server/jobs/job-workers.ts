import { and, eq, lte } from 'drizzle-orm';
import { jobDelayEvent, type JobDelay } from '#machines/lifecycles/job.machine';
import { jobs } from '../db/schema/index';
import type { Deps } from '../deps';
import { machineDelayQueue, type DelayedMessage } from '../machines/delayed-events';
import { campaignClosedQueue, legacyJobDeadlineQueue, type LegacyJobDeadline } from '../services/job-deadlines';
import { cancelMatchedJobs, runJobDelayedEvent } from '../services/jobs';
import { jobWaitSweepCron, jobWaitSweepQueue, sweepJobWaits } from '../services/job-wait-sweep';

/** Each machine's handler of its delayed events (decision 031); a machine with `after` adds its line. */
const delayedHandlers: Record<string, (deps: Deps, message: DelayedMessage) => Promise<unknown>> = {
  job: runJobDelayedEvent,
};

/** The machines' waits (src/server/machines/delayed-events.ts) and campaign close. */
export async function registerJobWorkers(deps: Deps): Promise<void> {
  await deps.queue.work<DelayedMessage>(machineDelayQueue, async (data) => {
    const handler = delayedHandlers[data.machine];
    // A message for a machine this version does not know: nothing to do (dropped, not retried).
    if (handler) await handler(deps, data);
  });
  // Messages enqueued before decision 031 carry no entry: one acts only if the job is still in its
  // state and that entry's deadline (deadline_at, filled by migration 0021) has passed.
  await deps.queue.work<LegacyJobDeadline>(legacyJobDeadlineQueue, async (data) => {
    const [state, delay]: [string, JobDelay] = data.event === 'job.assignTimeout' ? ['ASSIGN', 'assignTimeout'] : ['SUBMIT', 'reviewTimeout'];
    const [job] = await deps.db
      .select({ stateEntry: jobs.stateEntry })
      .from(jobs)
      .where(and(eq(jobs.id, data.jobId), eq(jobs.status, state as 'ASSIGN'), lte(jobs.deadlineAt, deps.now())));
    if (job) await runJobDelayedEvent(deps, { id: data.jobId, entry: job.stateEntry, event: jobDelayEvent(delay, state as 'ASSIGN') });
  });
  // The safety net (decision 049): a job waiting in a state without its deadline queued gets it.
  await deps.queue.work(jobWaitSweepQueue, async () => {
    const queued = await sweepJobWaits(deps);
    if (queued > 0) deps.log.warn({ queued }, 'job waits without a message were queued');
  });
  await deps.queue.schedule(jobWaitSweepQueue, jobWaitSweepCron);
  await deps.queue.work<{ campaignId: string }>(campaignClosedQueue, async (data) => {
    await cancelMatchedJobs(deps, data.campaignId);
  });
}
