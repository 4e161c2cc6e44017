import { lazy, Suspense } from 'react';
import { Button } from '@mantine/core';
import type { PublicCampaign } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { JobCard } from '#client/components/job-card';
import { JobLanguageBadge } from './job-language-badge';

/** A public job on the job board; its details open in a modal. */
export function PublicCampaignCard({ job, lang, onOpen }: { job: PublicCampaign; lang: Locale; onOpen: () => void }) {
  return (
    <JobCard
      testId="job-card"
      brandName={job.brandName}
      badge={<JobLanguageBadge job={job} lang={lang} />}
      title={job.name}
      channelTypes={job.channelTypes}
      brief={job.brief}
      feeLabel={m.content_job_fee()}
      pricePerInfluencerMinor={job.pricePerInfluencerMinor}
      action={
        <Button variant="light" onClick={onOpen}>
          {m.content_job_details()}
        </Button>
      }
      textLang={job.locale === lang ? undefined : job.locale}
    />
  );
}

// The modal (and Mantine's focus trap, scroll lock and scroll area) loads when a job is opened.
const JobDetailModal = lazy(() => import('./job-detail-modal').then((module) => ({ default: module.JobDetailModal })));

/** The open job's details, or nothing while no job is open. */
export function OpenCampaign({ job, lang, onClose }: { job: PublicCampaign | null; lang: Locale; onClose: () => void }) {
  if (!job) return null;
  return (
    <Suspense fallback={null}>
      <JobDetailModal job={job} lang={lang} onClose={onClose} />
    </Suspense>
  );
}
