import type { Executor } from '../db/client';
import type { Deps } from '../deps';

/**
 * Deadlines of the job machine (PRODUCT.md): ASSIGN unanswered 72 h → CANCEL, SUBMIT unreviewed
 * 72 h → INSIGHT, and a closed campaign cancels its MATCHED applicants. Each is a message on the
 * PostgreSQL job queue, enqueued in the transaction that starts the wait (so it exists exactly
 * when the status does). Its worker sends the system event through the job machine: a deadline
 * that lost the race to a person (the job moved on) is an illegal event there and does nothing.
 */
export const assignDeadlineHours = 72;
export const reviewDeadlineHours = 72;

/** When the wait of a status ends by itself, if it does: what the job's screens show as "answer by" or "review by". */
export function deadlineOf(status: string, statusChangedAt: Date): Date | null {
  const hours = status === 'ASSIGN' ? assignDeadlineHours : status === 'SUBMIT' ? reviewDeadlineHours : null;
  return hours === null ? null : new Date(statusChangedAt.getTime() + hours * 3_600_000);
}

export const jobDeadlineQueue = 'jobs.deadline';
export const campaignClosedQueue = 'jobs.campaign-closed';

export interface JobDeadline {
  jobId: string;
  event: 'job.assignTimeout' | 'job.reviewTimeout';
}

export async function scheduleJobDeadline(deps: Pick<Deps, 'queue' | 'now'>, tx: Executor, jobId: string, event: JobDeadline['event']): Promise<void> {
  const hours = event === 'job.assignTimeout' ? assignDeadlineHours : reviewDeadlineHours;
  await deps.queue.enqueue<JobDeadline>(jobDeadlineQueue, { jobId, event }, { tx, startAfter: new Date(deps.now().getTime() + hours * 3_600_000) });
}

export async function enqueueCampaignClosed(deps: Pick<Deps, 'queue'>, tx: Executor, campaignId: string): Promise<void> {
  await deps.queue.enqueue(campaignClosedQueue, { campaignId }, { tx, singletonKey: campaignId });
}
