import { useState } from 'react';
import { Container, Group, Pagination, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { PublicJob } from '#common/contracts/content';
import { interestCategories, socialChannelTypes, type Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { useCategories } from '../api/get-categories';
import { usePublicJobs } from '../api/get-public-jobs';
import { channelLabel } from './labels';
import { EmptyView, ErrorView, LoadingView } from './state-views';
import { JobCard, JobDetailModal } from './job-card';

/** /{lang}/jobMarketBoard: public jobs, 6 a page, filtered by channel and interest. */
type Channel = (typeof socialChannelTypes)[number];
type Interest = (typeof interestCategories)[number];

export function JobBoardScreen({ lang, page, channel, category }: { lang: Locale; page: number; channel?: Channel; category?: Interest }) {
  const navigate = useNavigate();
  const jobs = usePublicJobs({ page, channel, category });
  const interests = useCategories('casesstudy');
  const [open, setOpen] = useState<PublicJob | null>(null);
  const go = (next: { page?: number; channel?: Channel; category?: Interest }) =>
    void navigate({ to: '/$lang/jobMarketBoard', params: { lang }, search: { ...(next.page && next.page > 1 ? { page: next.page } : {}), ...(next.channel ? { channel: next.channel } : {}), ...(next.category ? { category: next.category } : {}) } });
  return (
    <Container size="xl" py={{ base: 32, md: 56 }}>
      <Stack gap="xs" mb="lg">
        <Title order={1} data-testid="page-title">{m.content_jobs_title()}</Title>
        <Text c="dimmed">{m.content_jobs_intro()}</Text>
      </Stack>
      <Group mb="xl" align="flex-end">
        <Select
          label={m.content_filter_channel()}
          placeholder={m.content_filter_any()}
          data={socialChannelTypes.filter((c) => c !== 'TWITTER').map((value) => ({ value, label: channelLabel(value) }))}
          value={channel ?? null}
          onChange={(value) => go({ channel: (value as Channel | null) ?? undefined, category })}
          clearable
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label={m.content_filter_interest()}
          placeholder={m.content_filter_any()}
          data={interestCategories.map((value) => {
            const found = interests.data?.find((c) => c.key === value);
            return { value, label: found ? (lang === 'th' ? found.name_th : found.name_en) : value };
          })}
          value={category ?? null}
          onChange={(value) => go({ channel, category: (value as Interest | null) ?? undefined })}
          clearable
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      {jobs.isPending ? (
        <LoadingView />
      ) : jobs.isError ? (
        <ErrorView error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : jobs.data.data.length === 0 ? (
        <EmptyView title={m.content_jobs_empty()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {jobs.data.data.map((job) => (
              <JobCard key={job.id} job={job} onOpen={() => setOpen(job)} />
            ))}
          </SimpleGrid>
          {jobs.data.totalPages > 1 ? (
            <Group justify="center" mt="xl">
              <Pagination total={jobs.data.totalPages} value={page} onChange={(next) => go({ page: next, channel, category })} />
            </Group>
          ) : null}
          <Text ta="center" size="sm" c="dimmed" mt="sm">
            {m.content_total_items({ total: String(jobs.data.total) })}
          </Text>
        </>
      )}
      <JobDetailModal job={open} lang={lang} onClose={() => setOpen(null)} />
    </Container>
  );
}
