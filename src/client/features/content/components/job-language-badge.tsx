import { Badge } from '@mantine/core';
import type { PublicCampaign } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';

/**
 * A campaign is written in one language (its brief has no translation): on the other
 * language's pages it says so, and marks its text with `lang` for screen readers.
 */
export function JobLanguageBadge({ job, lang }: { job: PublicCampaign; lang: Locale }) {
  if (job.locale === lang || (job.locale !== 'th' && job.locale !== 'en')) return null;
  const language = job.locale === 'th' ? m.content_job_written_in_th() : m.content_job_written_in_en();
  return (
    <Badge variant="outline" color="dark" size="sm" title={m.content_job_written_in_title({ language })} data-testid="job-language">
      {language}
    </Badge>
  );
}
