import type { JobStatus } from '#common/enums';
import { m } from '#common/paraglide/messages.js';

const jobStatuses: Record<JobStatus, () => string> = {
  MATCHED: () => m.job_status_matched(),
  MISMATCHED: () => m.job_status_mismatched(),
  ASSIGN: () => m.job_status_assign(),
  SHIPPING: () => m.job_status_shipping(),
  READY: () => m.job_status_ready(),
  SUBMIT: () => m.job_status_submit(),
  INSIGHT: () => m.job_status_insight(),
  COMPLETED: () => m.job_status_completed(),
  CANCEL: () => m.job_status_cancel(),
  REJECTED: () => m.job_status_rejected(),
};
const jobStatusColors: Record<JobStatus, string> = { MATCHED: 'cyan', MISMATCHED: 'gray', ASSIGN: 'yellow', SHIPPING: 'orange', READY: 'blue', SUBMIT: 'grape', INSIGHT: 'violet', COMPLETED: 'green', CANCEL: 'red', REJECTED: 'red' };

/** A job status in the reader's language (campaigns, jobs, the influencer dashboard, the back office); an unknown one as it is. */
export const jobStatusLabel = (value: string): string => (Object.hasOwn(jobStatuses, value) ? jobStatuses[value as JobStatus]() : value);
/** The badge colour of a job status. */
export const jobStatusColor = (value: string): string => (Object.hasOwn(jobStatusColors, value) ? jobStatusColors[value as JobStatus] : 'gray');
