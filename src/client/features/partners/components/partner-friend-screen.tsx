import { Alert, Badge, Button, Card, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBriefcase, IconUsersGroup } from '@tabler/icons-react';
import type { Partner } from '#common/contracts/partners';
import type { Locale } from '#common/enums';
import { formatDate } from '#common/dates';
import { formatShort, percentOfBp } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { problemText } from '#client/app/problem-message';
import { ButtonLink } from '#client/app/ui/links';
import { channelLabel } from '#client/components/channel-label';
import { Loading, PageFrame } from '#client/features/account/page';
import { estimateRange, isActivePartner, usePartnerFriend } from './use-partner-friend';

const tierText = (tier: string | null) => (tier === 'alist' ? m.partner_tier_alist() : tier === 'micro' ? m.partner_tier_micro() : null);
const accountStatusText = (status: string) => (isActivePartner(status) ? m.partner_status_active() : status === 'deactivated' ? m.partner_status_deactivated() : m.partner_status_other());

function PartnerCard({ partner, lang, onEnd }: { partner: Partner; lang: Locale; onEnd: () => void }) {
  const active = isActivePartner(partner.status);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="partner-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="lg" data-testid="partner-name">
              {partner.displayName}
            </Title>
            <Text size="sm" c="dimmed">
              {m.partner_since({ date: formatDate(partner.consentAt, lang) })}
            </Text>
          </div>
          <Badge variant="light" color={active ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
            {accountStatusText(partner.status)}
          </Badge>
        </Group>
        {partner.channels.length === 0 ? (
          <Text size="sm" c="dimmed">
            {m.partner_no_channels()}
          </Text>
        ) : (
          <Stack gap={6}>
            {partner.channels.map((channel) => {
              const range = estimateRange(channel.estimate);
              return (
                <Paper key={channel.id} withBorder p="sm" radius="md" data-testid="partner-channel">
                  <Group justify="space-between" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm" truncate>
                        {channelLabel(channel.type)} · {channel.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {m.partner_followers({ count: formatShort(channel.followers) })} · {m.partner_engagement({ rate: percentOfBp(channel.engagementRateBp) })}
                      </Text>
                    </div>
                    <Group gap={6}>
                      {tierText(channel.tier) ? <Badge variant="light">{tierText(channel.tier)}</Badge> : null}
                      {channel.status !== 'qualified' ? (
                        <Badge variant="light" color="gray">
                          {m.partner_channel_not_qualified()}
                        </Badge>
                      ) : null}
                    </Group>
                  </Group>
                  {range ? (
                    <Text size="xs" mt={4}>
                      {m.partner_estimate({ range })}
                    </Text>
                  ) : null}
                </Paper>
              );
            })}
          </Stack>
        )}
        <Text size="sm">{m.partner_job_counts({ open: partner.openJobs, completed: partner.completedJobs })}</Text>
        <Group gap="sm">
          <ButtonLink to="/$lang/Influencer/myInfluencers/partnerJobs" params={{ lang }} search={{ partner: partner.id }} variant="light" size="xs" leftSection={<IconBriefcase size={16} />}>
            {m.partner_see_jobs()}
          </ButtonLink>
          <Button variant="subtle" color="red" size="xs" onClick={onEnd}>
            {m.partner_end()}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * My influencers → partner friend: the partners whose talent-manager consent stands, with their
 * channels, tiers, the price estimate and their jobs; the manager can end a link from here.
 */
export function PartnerFriendScreen({ lang }: { lang: Locale }) {
  const { partners, items, showMore, ending, askToEnd, stopAsking, busy, error, confirmEnd } = usePartnerFriend();
  return (
    <PageFrame size="lg" title={m.page_influencer_partner_friends_title()} subtitle={m.partner_friends_subtitle()} testId="partner-friends">
      {partners.isPending ? <Loading /> : null}
      {partners.isError ? (
        <Alert color="red" icon={<IconAlertTriangle />} title={m.partner_error_title()} role="alert" data-testid="partner-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{problemText(partners.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void partners.refetch()}>
              {m.partner_retry()}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {partners.isSuccess && items.length === 0 ? (
        <Paper withBorder p="xl" data-testid="partner-empty">
          <Stack align="center" gap="sm">
            <IconUsersGroup size={40} stroke={1.4} color="var(--mantine-color-dimmed)" />
            <Text c="dimmed" ta="center" maw={520}>
              {m.partner_empty()}
            </Text>
            <ButtonLink to="/$lang/Influencer/myInfluencers" params={{ lang }} variant="light" size="xs">
              {m.partner_empty_action()}
            </ButtonLink>
          </Stack>
        </Paper>
      ) : null}
      {items.length > 0 ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {items.map((partner) => (
            <PartnerCard key={partner.id} partner={partner} lang={lang} onEnd={() => askToEnd(partner)} />
          ))}
        </SimpleGrid>
      ) : null}
      {partners.hasNextPage ? (
        <Button variant="default" onClick={showMore} loading={partners.isFetchingNextPage} w="fit-content">
          {m.partner_show_more()}
        </Button>
      ) : null}
      <Modal opened={ending !== null} onClose={stopAsking} title={m.partner_end_title()} centered>
        <Stack gap="md">
          <Text size="sm">{m.partner_end_text({ name: ending?.displayName ?? '' })}</Text>
          {error ? (
            <Alert color="red" role="alert">
              {problemText(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={stopAsking}>
              {m.partner_cancel()}
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() => void confirmEnd()}
              data-testid="partner-end-confirm"
            >
              {m.partner_end()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageFrame>
  );
}
