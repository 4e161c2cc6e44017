import type { Executor } from '../db/client';

/**
 * Deadlines of the job machine (PRODUCT.md): ASSIGN unanswered 72 h → CANCEL, SUBMIT unreviewed
 * 72 h → INSIGHT, campaign close cancels MATCHED. Each is a message on the PostgreSQL job queue
 * (money issue), sent in the transaction that starts the wait; its worker sends the system event
 * through the job machine, so a deadline that lost the race to a person is an illegal event and
 * does nothing.
 */
export const assignDeadlineHours = 72;
export const reviewDeadlineHours = 72;

// UNFINISHED until the job queue (issue 11) is on main.
export async function scheduleJobDeadline(_tx: Executor, _jobId: string, _event: 'job.assignTimeout' | 'job.reviewTimeout', _status: 'ASSIGN' | 'SUBMIT'): Promise<void> {}
export async function enqueueCampaignClosed(_tx: Executor, _campaignId: string): Promise<void> {}
