import { Alert, Anchor, Badge, Button, Center, Group, Loader, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh, IconUnlink } from '@tabler/icons-react';
import type { Channel, EstimateRow } from '#common/contracts/channels';
import type { Locale } from '#common/enums';
import { formatDateTime } from '#common/dates';
import { currencyLabel, formatCount, formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { getLocale } from '#common/paraglide/runtime.js';
import { problemMessage } from '#client/app/problem-message';
import { toProblem } from '#client/api/problem';
import { ButtonLink } from '#client/app/ui/links';
import { useChannelDetailScreen, useChannelDisconnect } from './use-channel-detail';
import { percentOfBp } from '#common/money';
import { channelStatusColors, channelStatusLabels, channelTypeNames, postTypeLabels, resultHelp, resultTitles, tierLabels } from '../labels';

const thb = (amount: number) => formatMoney(amount * 100);

export function EstimateTable({ rows, testId = 'estimate-table' }: { rows: EstimateRow[]; testId?: string }) {
  return (
    <Table striped withTableBorder data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{m.channel_estimate_post_type()}</Table.Th>
          <Table.Th ta="right">{m.channel_estimate_range({ currency: currencyLabel(getLocale()) })}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.postType} data-testid={`estimate-${row.postType}`}>
            <Table.Td>{postTypeLabels[row.postType]()}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {thb(row.low)} – {thb(row.high)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} fz="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

const number = (value: number) => formatCount(value);

/** Influencer/channelDetail: figures, tier, status, last refresh, estimate per post type, refresh, disconnect. */
export function ChannelDetailScreen({ lang, id }: { lang: Locale; id: string }) {
  const { detail, refresh, canRefresh, canDisconnect } = useChannelDetailScreen(id);
  if (detail.isPending) {
    return (
      <Center py="xl" aria-busy="true">
        <Loader />
      </Center>
    );
  }
  if (detail.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="screen-error">
        {problemMessage(toProblem(detail.error))}
      </Alert>
    );
  }
  const { channel, estimate } = detail.data;
  return (
    <Stack gap="lg" data-testid="channel-detail">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={2} fz="xl">
            {channelTypeNames[channel.type]} · {channel.name}
          </Title>
          {channel.profileUrl ? (
            <Anchor href={channel.profileUrl} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
              {channel.profileUrl}
            </Anchor>
          ) : null}
        </Stack>
        <Group gap="xs">
          <Badge color={channelStatusColors[channel.status]} variant="light" size="lg" data-testid="channel-status">
            {channelStatusLabels[channel.status]()}
          </Badge>
          {channel.tier ? (
            <Badge variant="outline" size="lg" data-testid="channel-tier">
              {tierLabels[channel.tier]()}
            </Badge>
          ) : null}
        </Group>
      </Group>
      {channel.result && channel.result !== 'qualified' ? (
        <Alert color="orange" variant="light" title={resultTitles[channel.result]()}>
          {resultHelp[channel.result]()}
        </Alert>
      ) : null}
      {channel.needsReconnect ? (
        // Issue 27: connecting the same account again reuses this channel, its history and jobs.
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={20} />} data-testid="channel-detail-reconnect">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{m.problem_channel_reconnect_required()}</Text>
            <ButtonLink to="/$lang/Influencer/channelAdd" params={{ lang }} size="xs" color="orange" variant="light">
              {m.channel_list_reconnect()}
            </ButtonLink>
          </Stack>
        </Alert>
      ) : null}
      {channel.status === 'rejected' && channel.rejectReason ? (
        <Alert color="red" variant="light" title={m.channel_status_rejected()}>
          {channel.rejectReason}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure label={m.channel_followers()} value={number(channel.followers)} testId="channel-followers" />
        <Figure label={m.channel_following()} value={number(channel.following)} />
        <Figure label={m.channel_engagement()} value={`${percentOfBp(channel.engagementRateBp)} %`} />
        <Figure label={m.channel_last_post()} value={channel.lastPostAt ? formatDateTime(channel.lastPostAt, lang, 'short') : '-'} />
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="channel-last-refresh">
        {m.channel_last_refresh({ when: channel.lastRefreshedAt ? formatDateTime(channel.lastRefreshedAt, lang, 'short') : '-' })}
      </Text>
      <Stack gap="xs">
        <Title order={3} fz="lg">
          {m.channel_estimate_title()}
        </Title>
        <Text size="sm" c="dimmed">
          {m.channel_estimate_note()}
        </Text>
        <EstimateTable rows={estimate} />
      </Stack>
      {refresh.error && !channel.needsReconnect ? (
        <Alert color="red" variant="light" role="alert">
          {problemMessage(toProblem(refresh.error))}
        </Alert>
      ) : null}
      <Group>
        {canRefresh ? (
          <Button leftSection={<IconRefresh size={18} />} variant="light" loading={refresh.isPending} onClick={() => refresh.mutate()} data-testid="channel-refresh">
            {m.channel_refresh()}
          </Button>
        ) : null}
        {canDisconnect ? <DisconnectButton lang={lang} channel={channel} /> : null}
      </Group>
    </Stack>
  );
}

function DisconnectButton({ lang, channel }: { lang: Locale; channel: Channel }) {
  const { open, setOpen, close, confirm, problem, pending } = useChannelDisconnect(lang, channel);
  return (
    <>
      <Button color="red" variant="subtle" leftSection={<IconUnlink size={18} />} onClick={() => setOpen(true)} data-testid="channel-disconnect">
        {m.channel_disconnect()}
      </Button>
      <Modal opened={open} onClose={close} title={m.channel_disconnect_title()} centered>
        <Stack gap="md">
          <Text size="sm">{m.channel_disconnect_text({ name: `${channelTypeNames[channel.type]} · ${channel.name}` })}</Text>
          {problem ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="channel-disconnect-error">
              {problemMessage(problem)}
              {problem.type === 'channel_has_open_job' && problem.errors?.length ? (
                <Text size="sm" mt={4}>
                  {m.channel_open_jobs({ count: String(problem.errors.length), statuses: problem.errors.map((error) => error.message).join(', ') })}
                </Text>
              ) : null}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {m.channel_cancel()}
            </Button>
            <Button color="red" loading={pending} data-testid="channel-disconnect-confirm" onClick={confirm}>
              {m.channel_disconnect()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
