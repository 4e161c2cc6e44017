import { useState } from 'react';
import { Badge, Button, Card, Container, Group, Modal, Pagination, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconTruckDelivery, IconUsers } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { PublicJob } from '#common/contracts/content';
import { interestCategories, socialChannelTypes, type Locale } from '#common/enums';
import { formatDate } from '#common/dates';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { useCategories } from '../api/get-categories';
import { usePublicJobs } from '../api/get-public-jobs';
import { channelLabel } from './labels';
import { EmptyView, ErrorView, LoadingView } from './state-views';
import { ButtonLink } from '#client/app/ui/links';

export function JobCard({ job, onOpen }: { job: PublicJob; onOpen: () => void }) {
  return (
    <Card withBorder radius="lg" padding="lg" style={{ height: '100%' }} data-testid="job-card">
      <Stack gap="xs" style={{ flex: 1 }}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {job.brandName}
        </Text>
        <Title order={3} fz="lg" lineClamp={2}>
          {job.name}
        </Title>
        <Group gap={6}>
          {job.channelTypes.map((channel) => (
            <Badge key={channel} variant="light" size="sm">
              {channelLabel(channel)}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
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

export function JobDetailModal({ job, lang, onClose }: { job: PublicJob | null; lang: Locale; onClose: () => void }) {
  return (
    <Modal opened={job !== null} onClose={onClose} title={job?.brandName} size="lg" centered>
      {job ? (
        <Stack gap="md">
          <Title order={2} fz="xl">
            {job.name}
          </Title>
          <Text>{job.brief}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Group gap={6}>
              <IconCalendar size={16} />
              <Text size="sm">{m.content_job_apply_by({ date: formatDate(job.applyBy, lang, 'long') })}</Text>
            </Group>
            <Group gap={6}>
              <IconUsers size={16} />
              <Text size="sm">{m.content_job_creators({ count: String(job.influencerCount) })}</Text>
            </Group>
            <Group gap={6}>
              <IconCalendar size={16} />
              <Text size="sm">{m.content_job_post_between({ from: formatDate(job.postFrom, lang), to: formatDate(job.postTo, lang) })}</Text>
            </Group>
            {job.productShipping ? (
              <Group gap={6}>
                <IconTruckDelivery size={16} />
                <Text size="sm">{m.content_job_product_shipped()}</Text>
              </Group>
            ) : null}
          </SimpleGrid>
          {job.hashtags.length ? <Text size="sm" c="kolify.7">{job.hashtags.join(' ')}</Text> : null}
          <Card withBorder radius="md" bg="var(--mantine-color-kolify-0)">
            <Stack gap="xs">
              <Text fw={600}>{m.content_job_apply_title()}</Text>
              <Text size="sm">{m.content_job_apply_text()}</Text>
              <Group>
                <ButtonLink to="/$lang/Influencer/signup" params={{ lang }}>
                  {m.content_job_sign_up()}
                </ButtonLink>
                <ButtonLink to="/$lang/Influencer" params={{ lang }} variant="default">
                  {m.content_job_learn_more()}
                </ButtonLink>
              </Group>
            </Stack>
          </Card>
        </Stack>
      ) : null}
    </Modal>
  );
}

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
