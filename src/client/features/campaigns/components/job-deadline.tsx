import { Text } from '@mantine/core';
import type { Job } from '#common/contracts/campaigns';
import type { Locale } from '#common/enums';
import { formatDateTime } from '#common/dates';
import { m } from '#common/paraglide/messages.js';

const lines = {
  influencer: { ASSIGN: m.job_deadline_assign_influencer, SUBMIT: m.job_deadline_submit_influencer },
  marketer: { ASSIGN: m.job_deadline_assign_marketer, SUBMIT: m.job_deadline_submit_marketer },
} as const;

/**
 * What happens if nobody acts (PRODUCT.md: an invitation unanswered for 72 h is cancelled, a post
 * unreviewed for 72 h is approved), with the time the server set. Nothing for other statuses.
 */
export function JobDeadline({ job, viewer, lang }: { job: Job; viewer: 'influencer' | 'marketer'; lang: Locale }) {
  if (!job.deadlineAt || (job.status !== 'ASSIGN' && job.status !== 'SUBMIT')) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="job-deadline">
      {lines[viewer][job.status]({ when: formatDateTime(job.deadlineAt, lang) })}
    </Text>
  );
}
