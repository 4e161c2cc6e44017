import { Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconTruckDelivery, IconUsers } from '@tabler/icons-react';
import type { PublicCampaign } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { formatDate } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '#client/app/ui/links';
import { JobLanguageBadge } from './job-language-badge';

/** A public job's details, with the way to apply. Loaded when a job is opened (Modal brings focus trap and scroll lock). */
export function JobDetailModal({ job, lang, onClose }: { job: PublicCampaign | null; lang: Locale; onClose: () => void }) {
  return (
    <Modal opened={job !== null} onClose={onClose} title={job?.brandName} size="lg" centered>
      {job ? (
        <Stack gap="md">
          <JobLanguageBadge job={job} lang={lang} />
          <Title order={2} fz="xl" lang={job.locale === lang ? undefined : job.locale}>
            {job.name}
          </Title>
          <Text lang={job.locale === lang ? undefined : job.locale}>{job.brief}</Text>
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
