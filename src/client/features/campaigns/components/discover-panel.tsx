import { Alert, Badge, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ageBands, type DiscoverItem } from '#common/contracts/campaigns';
import { formatCount, formatMoney, percentOfBp } from '#common/money';
import { influencerTiers, interestCategories, type Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { channelLabel } from '#client/components/channel-label';
import { interestLabel, problemText, tierLabel } from '../labels';
import { useDiscoverPanel } from './use-discover-panel';
import { EmptyState, LoadingState } from './states';

const discoverChannels = ['INSTAGRAM', 'TIKTOK', 'FACEBOOK_PAGE', 'FACEBOOK_PROFILE', 'YOUTUBE', 'X', 'LINE', 'LEMON8', 'WHATSAPP'] as const;

/** Invite-only campaigns: find qualified influencers by filters (keyset pages) and invite their channel. */
export function DiscoverPanel({ campaignId }: { lang: Locale; campaignId: string }) {
  const { filters, setFilter: set, results, invite, inviting, inviteError, pages } = useDiscoverPanel(campaignId);
  return (
    <Stack gap="md" data-testid="discover-panel">
      <Title order={3}>{m.campaign_discover_title()}</Title>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Select size="sm" label={m.campaign_field_channels()} clearable value={filters.channelType ?? null} onChange={(value) => set('channelType', value)} data={discoverChannels.map((value) => ({ value, label: channelLabel(value) }))} />
          <Select size="sm" label={m.campaign_field_tier()} clearable value={filters.tier ?? null} onChange={(value) => set('tier', value)} data={influencerTiers.map((value) => ({ value, label: tierLabel(value) }))} />
          <NumberInput size="sm" label={m.campaign_discover_min_followers()} min={0} thousandSeparator="," value={filters.minFollowers ?? ''} onChange={(value) => set('minFollowers', value === '' ? null : String(value))} />
          <NumberInput size="sm" label={m.campaign_discover_max_followers()} min={0} thousandSeparator="," value={filters.maxFollowers ?? ''} onChange={(value) => set('maxFollowers', value === '' ? null : String(value))} />
          <NumberInput size="sm" label={m.campaign_discover_min_er()} min={0} max={100} decimalScale={2} value={filters.minEngagementBp ? Number(filters.minEngagementBp) / 100 : ''} onChange={(value) => set('minEngagementBp', value === '' ? null : String(Math.round(Number(value) * 100)))} />
          <Select size="sm" label={m.campaign_field_interests()} clearable value={filters.interest ?? null} onChange={(value) => set('interest', value)} data={interestCategories.map((value) => ({ value, label: interestLabel(value) }))} />
          <Select
            size="sm"
            label={m.campaign_discover_gender()}
            clearable
            value={filters.gender ?? null}
            onChange={(value) => set('gender', value)}
            data={[
              { value: 'female', label: m.campaign_discover_gender_female() },
              { value: 'male', label: m.campaign_discover_gender_male() },
              { value: 'other', label: m.campaign_discover_gender_other() },
            ]}
          />
          <Select size="sm" label={m.campaign_discover_age()} clearable value={filters.ageBand ?? null} onChange={(value) => set('ageBand', value)} data={ageBands.map((value) => ({ value, label: value }))} />
        </SimpleGrid>
      </Paper>
      {inviteError && (
        <Alert color="red" role="alert">
          {inviteError}
        </Alert>
      )}
      {results.isPending ? (
        <LoadingState />
      ) : results.isError ? (
        <Alert color="red" role="alert">
          {problemText(results.error)}
        </Alert>
      ) : results.data.items.length === 0 ? (
        <EmptyState text={m.campaign_discover_empty()} />
      ) : (
        <Stack gap="xs">
          {results.data.items.map((item) => (
            <DiscoverRow key={item.channelId} item={item} inviting={inviting(item.channelId)} onInvite={() => invite(item.channelId)} />
          ))}
          <Group justify="center">
            {pages.hasPrevious && (
              <Button variant="default" size="xs" onClick={pages.previous}>
                {m.job_market_previous()}
              </Button>
            )}
            {pages.hasNext && (
              <Button variant="light" size="xs" onClick={pages.next}>
                {m.job_market_next()}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** One influencer's channel found: name, figures, the fee estimate, and inviting it (once). */
function DiscoverRow({ item, inviting, onInvite }: { item: DiscoverItem; inviting: boolean; onInvite: () => void }) {
  return (
    <Paper withBorder p="md" data-testid="discover-item">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>
            {item.influencerName} · {channelLabel(item.channelType)}
          </Text>
          <Text size="sm" c="dimmed">
            {m.campaign_discover_figures({ followers: formatCount(item.followers), er: percentOfBp(item.engagementRateBp), tier: tierLabel(item.tier) })}
          </Text>
          <Text size="sm">{m.campaign_discover_estimate({ low: formatMoney(item.estimate.low * 100), high: formatMoney(item.estimate.high * 100) })}</Text>
        </div>
        {item.invited ? (
          <Badge variant="light">{m.campaign_discover_invited()}</Badge>
        ) : (
          <Button size="xs" onClick={onInvite} loading={inviting} data-testid="discover-invite">
            {m.campaign_discover_invite()}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
