import { Paper, Stack, Text } from '@mantine/core';
import type { Locale } from '#common/enums';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink, ButtonLink } from '#client/app/ui/links';
import { useMyJobs } from '../api/jobs';
import { channelLabel } from '#client/components/channel-label';
import { JobEarning, JobRow } from './job-row';
import { JobDeadline } from './job-deadline';
import { PageFrame } from '#client/features/account/page';
import { EmptyState, ErrorState, LoadingState } from './states';

/** Jobs from brands: every job of the influencer, newest change first, with what they can do next. */
export function MyJobsScreen({ lang }: { lang: Locale }) {
  const jobs = useMyJobs();
  if (jobs.isPending) return <LoadingState />;
  if (jobs.isError) return <ErrorState error={jobs.error} onRetry={() => void jobs.refetch()} />;
  const earned = jobs.data.filter((job) => job.status === 'COMPLETED').reduce((sum, job) => sum + (job.earningMinor ?? 0), 0);
  return (
    <PageFrame size="lg" title={m.job_mine_title()} subtitle={m.job_mine_subtitle()} testId="my-jobs">
      <Paper withBorder p="md" w="fit-content">
        <Text size="xs" c="dimmed">
          {m.job_mine_earned()}
        </Text>
        <Text fw={800} size="xl" c="kolify.7" data-testid="my-jobs-earned">
          {formatMoney(earned)}
        </Text>
      </Paper>
      {jobs.data.length === 0 ? (
        <EmptyState
          text={m.job_mine_empty()}
          testId="my-jobs-empty"
          action={
            <ButtonLink to="/$lang/Influencer/jobMarket" params={{ lang }} variant="light" size="xs">
              {m.job_mine_browse()}
            </ButtonLink>
          }
        />
      ) : (
        <Stack gap="sm">
          {jobs.data.map((job) => (
            <JobRow
              key={job.id}
              job={job}
              heading={
                <AnchorLink to="/$lang/Influencer/jobMarket/detail/$jobId" params={{ lang, jobId: job.campaignId }} fw={700}>
                  {job.campaignName}
                </AnchorLink>
              }
              subline={`${job.brandName} · ${channelLabel(job.channelType)}`}
              testId="my-job"
            >
              <JobEarning job={job} />
              <JobDeadline job={job} viewer="influencer" lang={lang} />
            </JobRow>
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}
