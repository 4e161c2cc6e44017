import { Alert, Anchor, Badge, Button, Card, Center, Container, Group, Image, Loader, Modal, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import type { ReviewItem } from '#common/contracts/channels';
import { formatDateTime } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { problemMessage } from '#client/app/problem-message';
import { toProblem } from '#client/api/problem';
import { useReviewQueue } from '../api/channel-review';
import { useReviewCard } from './use-review-queue';
import { formatCount, percentOfBp } from '#common/money';
import { channelTypeNames, tierLabels } from '../labels';

/** Back office: manual channels waiting for review, with their evidence; approve, or reject with a reason. */
export function ReviewQueueScreen({ lang }: { lang: Locale }) {
  const queue = useReviewQueue();
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, md: 30 }}>
            {m.channel_review_title()}
          </Title>
          <Text c="dimmed">{m.channel_review_text()}</Text>
        </Stack>
        {queue.isPending ? (
          <Center py="xl" aria-busy="true">
            <Loader />
          </Center>
        ) : queue.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {problemMessage(toProblem(queue.error))}
          </Alert>
        ) : queue.data.items.length === 0 ? (
          <Card withBorder padding="xl" data-testid="review-empty">
            <Text c="dimmed" ta="center">
              {m.channel_review_empty()}
            </Text>
          </Card>
        ) : (
          queue.data.items.map((item) => <ReviewCard key={item.channel.id} item={item} lang={lang} />)
        )}
      </Stack>
    </Container>
  );
}

/** One manual channel: its figures, owner and evidence; approve, or reject with a reason. */
function ReviewCard({ item, lang }: { item: ReviewItem; lang: Locale }) {
  const { error, approving, approve, rejecting, openReject, closeReject, reason, setReason, sending, reject } = useReviewCard(item);
  const { channel } = item;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`review-${channel.id}`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Group gap="xs">
            <Badge>{channelTypeNames[channel.type]}</Badge>
            {channel.tier ? <Badge variant="outline">{tierLabels[channel.tier]()}</Badge> : null}
            {item.privilegeCode ? <Badge color="grape" variant="light">{item.privilegeCode}</Badge> : null}
          </Group>
          <Text fw={600} data-testid="review-name">
            {channel.name}
          </Text>
          <Anchor href={channel.profileUrl ?? undefined} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
            {channel.profileUrl}
          </Anchor>
          <Text size="sm">
            {m.channel_followers()}: {formatCount(channel.followers)} · {m.channel_following()}: {formatCount(channel.following)} · {m.channel_engagement()}: {percentOfBp(channel.engagementRateBp)} %
          </Text>
          <Text size="sm">
            {m.channel_last_post()}: {channel.lastPostAt ? formatDateTime(channel.lastPostAt, lang, 'short') : '-'}
          </Text>
          <Text size="sm" c="dimmed">
            {item.owner.displayName} · {item.owner.email}
          </Text>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group mt="xs">
            <Button color="green" leftSection={<IconCheck size={18} />} loading={approving} onClick={approve} data-testid="review-approve">
              {m.channel_review_approve()}
            </Button>
            <Button color="red" variant="light" leftSection={<IconX size={18} />} onClick={openReject} data-testid="review-reject">
              {m.channel_review_reject()}
            </Button>
          </Group>
        </Stack>
        {item.evidenceUrl ? (
          <Anchor href={item.evidenceUrl} target="_blank" rel="noopener noreferrer" aria-label={m.channel_review_evidence()}>
            <Image src={item.evidenceUrl} alt={m.channel_review_evidence()} radius="md" mah={320} fit="contain" bg="gray.0" />
          </Anchor>
        ) : null}
      </SimpleGrid>
      <Modal opened={rejecting} onClose={closeReject} title={m.channel_review_reject()} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            reject();
          }}
        >
          <Stack gap="sm">
            <Textarea required minLength={3} maxLength={500} autosize minRows={3} label={m.channel_review_reason()} description={m.channel_review_reason_help()} value={reason} onChange={(event) => setReason(event.currentTarget.value)} data-testid="review-reason" />
            <Group justify="flex-end">
              <Button variant="default" onClick={closeReject}>
                {m.channel_cancel()}
              </Button>
              <Button type="submit" color="red" loading={sending} data-testid="review-reject-confirm">
                {m.channel_review_reject()}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
