import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { channelLabel } from './channel-label';

/** What one influencer is paid in a campaign: the fee, or "by package" for a campaign paid by a package. */
export const jobPriceText = (pricePerInfluencerMinor: number | null) => (pricePerInfluencerMinor ? formatMoney(pricePerInfluencerMinor) : m.job_by_package());

/**
 * A campaign as a card in a grid of jobs (the public job board, the influencer's job market):
 * brand, a badge, the name, its channels, the fee, and what to do with it.
 * `textLang` marks the campaign's own text when it is written in the other language.
 */
export function JobCard({ brandName, badge, title, channelTypes, brief, feeLabel, pricePerInfluencerMinor, action, textLang, testId }: { brandName: string; badge: ReactNode; title: ReactNode; channelTypes: readonly string[]; brief?: string; feeLabel: string; pricePerInfluencerMinor: number | null; action: ReactNode; textLang?: string; testId: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" style={{ height: '100%' }} data-testid={testId}>
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" lang={textLang}>
            {brandName}
          </Text>
          {badge}
        </Group>
        <Title order={3} fz="lg" lineClamp={2} lang={textLang}>
          {title}
        </Title>
        <Group gap={6}>
          {channelTypes.map((channel) => (
            <Badge key={channel} variant="light" size="sm">
              {channelLabel(channel)}
            </Badge>
          ))}
        </Group>
        {brief ? (
          <Text size="sm" c="dimmed" lineClamp={2} lang={textLang}>
            {brief}
          </Text>
        ) : null}
        <Group justify="space-between" mt="auto" pt="sm">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {feeLabel}
            </Text>
            <Text fw={700} c="kolify.7">
              {jobPriceText(pricePerInfluencerMinor)}
            </Text>
          </Stack>
          {action}
        </Group>
      </Stack>
    </Card>
  );
}
