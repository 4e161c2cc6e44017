import { Text } from '@mantine/core';
import type { Job } from '#common/contracts/campaigns';
import type { Locale } from '#common/enums';
import { formatDateTime } from '#common/dates';
import { m } from '#common/paraglide/messages.js';

const lines = {
  influencer: {
    ASSIGN: m.job_deadline_assign_influencer,
    SHIPPING: m.job_deadline_shipping_influencer,
    RECEIPT: m.job_deadline_receipt_influencer,
    READY: m.job_deadline_ready_influencer,
    SUBMIT: m.job_deadline_submit_influencer,
    INSIGHT: m.job_deadline_insight_influencer,
  },
  marketer: {
    ASSIGN: m.job_deadline_assign_marketer,
    SHIPPING: m.job_deadline_shipping_marketer,
    RECEIPT: m.job_deadline_receipt_marketer,
    READY: m.job_deadline_ready_marketer,
    SUBMIT: m.job_deadline_submit_marketer,
    INSIGHT: m.job_deadline_insight_marketer,
  },
} as const;

/**
 * What happens if nobody acts (PRODUCT.md "Campaigns and jobs"; the job machine's own waits,
 * decision 031), with the time the server scheduled. SHIPPING waits for the shipment, then (once
 * shipped) for the receipt. Nothing for a status that does not end by itself.
 */
export function JobDeadline({ job, viewer, lang }: { job: Job; viewer: 'influencer' | 'marketer'; lang: Locale }) {
  const wait = job.status === 'SHIPPING' && job.shipped ? 'RECEIPT' : job.status;
  if (!job.deadlineAt || !(wait in lines[viewer])) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="job-deadline">
      {lines[viewer][wait as keyof (typeof lines)['influencer']]({ when: formatDateTime(job.deadlineAt, lang) })}
    </Text>
  );
}
