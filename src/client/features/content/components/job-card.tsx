import { lazy, Suspense } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PublicJob } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { channelLabel } from '#client/components/channel-label';
import { JobLanguageBadge } from './job-language-badge';

export function JobCard({ job, lang, onOpen }: { job: PublicJob; lang: Locale; onOpen: () => void }) {
  const textLang = job.locale === lang ? undefined : job.locale;
  return (
    <Card withBorder radius="lg" padding="lg" style={{ height: '100%' }} data-testid="job-card">
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" lang={textLang}>
            {job.brandName}
          </Text>
          <JobLanguageBadge job={job} lang={lang} />
        </Group>
        <Title order={3} fz="lg" lineClamp={2} lang={textLang}>
          {job.name}
        </Title>
        <Group gap={6}>
          {job.channelTypes.map((channel) => (
            <Badge key={channel} variant="light" size="sm">
              {channelLabel(channel)}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} lang={textLang}>
          {job.brief}
        </Text>
        <Group justify="space-between" mt="auto" pt="sm">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {m.content_job_fee()}
            </Text>
            <Text fw={700} c="kolify.7">
              {job.pricePerInfluencerMinor ? formatMoney(job.pricePerInfluencerMinor, 'TH') : m.content_job_by_package()}
            </Text>
          </Stack>
          <Button variant="light" onClick={onOpen}>
            {m.content_job_details()}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

// The modal (and Mantine's focus trap, scroll lock and scroll area) loads when a job is opened.
const JobDetailModal = lazy(() => import('./job-detail-modal').then((module) => ({ default: module.JobDetailModal })));

/** The open job's details, or nothing while no job is open. */
export function OpenJob({ job, lang, onClose }: { job: PublicJob | null; lang: Locale; onClose: () => void }) {
  if (!job) return null;
  return (
    <Suspense fallback={null}>
      <JobDetailModal job={job} lang={lang} onClose={onClose} />
    </Suspense>
  );
}
