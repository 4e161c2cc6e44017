import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Job } from '#common/contracts/campaigns';
import { jobStatusColor, jobStatusLabel } from '#client/components/job-status-label';
import { earningText } from '../labels';
import { JobActions } from './job-actions';

/**
 * One job in a list (a campaign's jobs for its marketer, the influencer's own jobs): who or what
 * it is and its status, then the details the list shows, then what the viewer can do next.
 */
export function JobRow({ job, heading, subline, testId, children }: { job: Job; heading: ReactNode; subline: string; testId: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            {heading}
            <Text size="sm" c="dimmed">
              {subline}
            </Text>
          </div>
          <Badge color={jobStatusColor(job.status)} variant="light" style={{ flexShrink: 0 }} data-testid={`${testId}-status`}>
            {jobStatusLabel(job.status)}
          </Badge>
        </Group>
        {children}
        <JobActions job={job} />
      </Stack>
    </Paper>
  );
}

/** The line saying what the job pays the influencer, or nothing when it pays nothing. */
export function JobEarning({ job, testId }: { job: Pick<Job, 'status' | 'earningMinor'>; testId?: string }) {
  const text = earningText(job.status, job.earningMinor);
  return text ? (
    <Text size="sm" data-testid={testId}>
      {text}
    </Text>
  ) : null;
}
