import type { Deps } from '../deps';
import { campaignClosedQueue, jobDeadlineQueue, type JobDeadline } from '../services/job-deadlines';
import { cancelMatchedJobs, runSystemJobEvent } from '../services/jobs';

/** The job machine's deadlines and campaign close (src/server/services/job-deadlines.ts). */
export async function registerJobWorkers(deps: Deps): Promise<void> {
  await deps.queue.work<JobDeadline>(jobDeadlineQueue, async (data) => {
    await runSystemJobEvent(deps, data.jobId, data.event);
  });
  await deps.queue.work<{ campaignId: string }>(campaignClosedQueue, async (data) => {
    await cancelMatchedJobs(deps, data.campaignId);
  });
}
