import { Alert, Badge, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { formatCount } from '#common/money';
import { problemMessage } from '#client/app/problem-message';
import { toProblem } from '#client/api/problem';
import { AnchorLink, ButtonLink } from '#client/app/ui/links';
import { useChannels } from '../api/channels';
import { channelStatusColors, channelStatusLabels, channelTypeNames, tierLabels } from '../labels';

/** The influencer dashboard's list of connected channels with their status. */
export function ChannelList({ lang, uuid }: { lang: Locale; uuid: string }) {
  const channels = useChannels(uuid);
  return (
    <Card withBorder radius="md" padding="lg" mb="lg" data-testid="channel-list">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg">
          {m.channel_list_title()}
        </Title>
        <ButtonLink to="/$lang/Influencer/channelAdd" params={{ lang }} size="xs" variant="light" leftSection={<IconPlugConnected size={16} />} data-testid="channel-list-add">
          {m.channel_list_add()}
        </ButtonLink>
      </Group>
      {channels.isPending ? (
        <Center py="md" aria-busy="true">
          <Loader size="sm" />
        </Center>
      ) : channels.isError ? (
        <Alert color="red" variant="light" role="alert">
          {problemMessage(toProblem(channels.error))}
        </Alert>
      ) : channels.data.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="channel-list-empty">
          {m.channel_list_empty()}
        </Text>
      ) : (
        <Stack gap="xs">
          {channels.data.map((channel) => (
            <Group key={channel.id} justify="space-between" gap="xs" wrap="nowrap" data-testid={`channel-row-${channel.type}`} style={{ borderTop: '1px solid var(--mantine-color-gray-2)', paddingTop: 8 }}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <AnchorLink to="/$lang/Influencer/channelDetail" params={{ lang }} search={{ id: channel.id }} fw={600} truncate>
                  {channelTypeNames[channel.type]} · {channel.name}
                </AnchorLink>
                <Text size="xs" c="dimmed">
                  {m.channel_list_followers({ count: formatCount(channel.followers) })}
                  {channel.tier ? ` · ${tierLabels[channel.tier]()}` : ''}
                </Text>
                {channel.needsReconnect ? (
                  // Issue 27: the platform refused the token; connecting the same account again reuses this channel.
                  <Group gap="xs" mt={4} data-testid={`channel-reconnect-${channel.type}`}>
                    <Text size="xs" c="orange.9">
                      {m.channel_list_needs_reconnect()}
                    </Text>
                    <ButtonLink to="/$lang/Influencer/channelAdd" params={{ lang }} size="compact-xs" variant="light" color="orange">
                      {m.channel_list_reconnect()}
                    </ButtonLink>
                  </Group>
                ) : null}
              </Stack>
              <Badge color={channelStatusColors[channel.status]} variant="light" style={{ flexShrink: 0 }}>
                {channelStatusLabels[channel.status]()}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
