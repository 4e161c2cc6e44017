import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { jobStatuses, type JobStatus } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { formatMoney } from '#common/money';
import { channelLabel } from '#client/components/channel-label';
import { PageFrame } from '#client/features/account/page';
import { usePartnerJobs } from '../api/partner-jobs';
import { jobStatusLabel } from '#client/components/job-status-label';
import { JobRow } from './job-row';
import { EmptyState, ErrorState, LoadingState } from './states';

export interface PartnerJobsFilter {
  status?: JobStatus;
  partner?: string;
}

/**
 * My influencers → partner jobs (issue 14): the jobs of a talent manager's partners with their
 * status and money, filtered by status and partner (the filter lives in the address), in keyset
 * pages. The manager looks on: the partner acts on their own jobs.
 */
export function PartnerJobsScreen({ filter, partners, onFilter }: { filter: PartnerJobsFilter; partners: { value: string; label: string }[]; onFilter: (next: PartnerJobsFilter) => void }) {
  const jobs = usePartnerJobs(filter);
  const items = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PageFrame size="lg" title={m.page_influencer_partner_jobs_title()} subtitle={m.partner_jobs_subtitle()} testId="partner-jobs">
      <Group gap="sm" align="end">
        <Select
          label={m.partner_jobs_filter_partner()}
          placeholder={m.partner_jobs_all_partners()}
          data={partners}
          value={filter.partner ?? null}
          onChange={(value) => onFilter({ ...filter, partner: value ?? undefined })}
          clearable
          searchable
          w={{ base: '100%', xs: 240 }}
          data-testid="partner-jobs-partner"
        />
        <Select
          label={m.partner_jobs_filter_status()}
          placeholder={m.partner_jobs_all_statuses()}
          data={jobStatuses.map((status) => ({ value: status, label: jobStatusLabel(status) }))}
          value={filter.status ?? null}
          onChange={(value) => onFilter({ ...filter, status: (value as JobStatus | null) ?? undefined })}
          clearable
          w={{ base: '100%', xs: 220 }}
          data-testid="partner-jobs-status"
        />
      </Group>
      {jobs.isPending ? <LoadingState /> : null}
      {jobs.isError ? <ErrorState error={jobs.error} onRetry={() => void jobs.refetch()} /> : null}
      {jobs.isSuccess && items.length === 0 ? <EmptyState text={filter.status || filter.partner ? m.partner_jobs_empty_filtered() : m.partner_jobs_empty()} testId="partner-jobs-empty" /> : null}
      {items.length > 0 ? (
        <Stack gap="sm">
          {items.map((job) => (
            <JobRow
              key={job.id}
              job={job}
              heading={
                <Text fw={700} data-testid="partner-job-name">
                  {job.campaignName}
                </Text>
              }
              subline={`${job.influencerName} · ${job.brandName} · ${channelLabel(job.channelType)}`}
              testId="partner-job"
            >
              {job.priceMinor !== null ? (
                <Text size="sm">
                  {m.partner_jobs_price({ amount: formatMoney(job.priceMinor) })}
                  {job.earningMinor !== null && job.status !== 'MISMATCHED' ? ` · ${job.status === 'COMPLETED' ? m.partner_jobs_earned({ amount: formatMoney(job.earningMinor) }) : m.partner_jobs_will_earn({ amount: formatMoney(job.earningMinor) })}` : ''}
                </Text>
              ) : null}
            </JobRow>
          ))}
        </Stack>
      ) : null}
      {jobs.hasNextPage ? (
        <Button variant="default" onClick={() => void jobs.fetchNextPage()} loading={jobs.isFetchingNextPage} w="fit-content">
          {m.partner_show_more()}
        </Button>
      ) : null}
    </PageFrame>
  );
}
