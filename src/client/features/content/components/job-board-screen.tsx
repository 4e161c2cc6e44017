import { useState } from 'react';
import { Container, Group, NativeSelect, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { PublicCampaign } from '#common/contracts/content';
import { interestCategories, socialChannelTypes, type Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { useCategories } from '../api/get-categories';
import { usePublicCampaigns } from '../api/get-public-campaigns';
import { channelLabel } from '#client/components/channel-label';
import { EmptyView, ErrorView, LoadingView } from './state-views';
import { OpenCampaign, PublicCampaignCard } from './job-card';

/** /{lang}/jobMarketBoard: public jobs, 6 a page, filtered by channel and interest. */
type Channel = (typeof socialChannelTypes)[number];
type Interest = (typeof interestCategories)[number];

export function JobBoardScreen({ lang, page, channel, category }: { lang: Locale; page: number; channel?: Channel; category?: Interest }) {
  const navigate = useNavigate();
  const jobs = usePublicCampaigns({ page, channel, category });
  const interests = useCategories('casesstudy');
  const [open, setOpen] = useState<PublicCampaign | null>(null);
  const go = (next: { page?: number; channel?: Channel; category?: Interest }) =>
    void navigate({ to: '/$lang/jobMarketBoard', params: { lang }, search: { ...(next.page && next.page > 1 ? { page: next.page } : {}), ...(next.channel ? { channel: next.channel } : {}), ...(next.category ? { category: next.category } : {}) } });
  return (
    <Container size="xl" py={{ base: 32, md: 56 }}>
      <Stack gap="xs" mb="lg">
        <Title order={1} data-testid="page-title">{m.content_jobs_title()}</Title>
        <Text c="dimmed">{m.content_jobs_intro()}</Text>
      </Stack>
      <Group mb="xl" align="flex-end">
        {/* Native selects: right on phones, and no popover library on this public page. */}
        <NativeSelect
          label={m.content_filter_channel()}
          data={[{ value: '', label: m.content_filter_any() }, ...socialChannelTypes.filter((c) => c !== 'TWITTER').map((value) => ({ value, label: channelLabel(value) }))]}
          value={channel ?? ''}
          onChange={(event) => go({ channel: (event.currentTarget.value as Channel) || undefined, category })}
          w={{ base: '100%', sm: 220 }}
        />
        <NativeSelect
          label={m.content_filter_interest()}
          data={[
            { value: '', label: m.content_filter_any() },
            ...interestCategories.map((value) => {
              const found = interests.data?.find((c) => c.key === value);
              return { value, label: found ? (lang === 'th' ? found.name_th : found.name_en) : value };
            }),
          ]}
          value={category ?? ''}
          onChange={(event) => go({ channel, category: (event.currentTarget.value as Interest) || undefined })}
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
              <PublicCampaignCard key={job.id} job={job} lang={lang} onOpen={() => setOpen(job)} />
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
      <OpenCampaign job={open} lang={lang} onClose={() => setOpen(null)} />
    </Container>
  );
}
