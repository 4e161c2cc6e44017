import { localDayStart } from '#common/countries';
import type { Executor } from '../db/client';
import type { Deps } from '../deps';
import type { JobDurations } from '#machines/lifecycles/job.machine';
import { readConfig } from './app-config';
import { dayMs } from '#common/dates';

/**
 * The job machine's waits (ASSIGN, SHIPPING, READY, SUBMIT, INSIGHT) are declared by the machine
 * itself (`after` in machines/lifecycles/job.machine.ts) and scheduled by the machine runner
 * (machines/delayed-events.ts, decision 031); here are only their durations, read from app_config,
 * and the campaign-close message.
 */
export async function jobDurations(db: Executor, at: Date): Promise<JobDurations> {
  const values = await readConfig(db, ['job.assignMs', 'job.reviewMs', 'job.shipMs', 'job.receiptMs', 'job.postWarningMs', 'job.insightMs', 'job.insightReminderMs'], at);
  return {
    assignMs: values['job.assignMs'],
    reviewMs: values['job.reviewMs'],
    shipMs: values['job.shipMs'],
    receiptMs: values['job.receiptMs'],
    postWarningMs: values['job.postWarningMs'],
    insightMs: values['job.insightMs'],
    insightReminderMs: values['job.insightReminderMs'],
  };
}

/** The end of the campaign's last posting day (midnight after it, local time: campaign dates are the deployment's days; issue 30). */
export const postingEndsAt = (postTo: string) => localDayStart(postTo).getTime() + dayMs;

/** Before decision 031 a deadline message carried only the job id and event (this queue): see job-workers.ts. */
export const legacyJobDeadlineQueue = 'jobs.deadline';
export const campaignClosedQueue = 'jobs.campaign-closed';

export interface LegacyJobDeadline {
  jobId: string;
  event: 'job.assignTimeout' | 'job.reviewTimeout';
}

export async function enqueueCampaignClosed(deps: Pick<Deps, 'queue'>, tx: Executor, campaignId: string): Promise<void> {
  await deps.queue.enqueue(campaignClosedQueue, { campaignId }, { tx, singletonKey: campaignId });
}
