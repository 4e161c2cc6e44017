import { Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { PackageOffer } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { channelLabel } from '#client/components/channel-label';
import { postTypeLabel, tierLabel } from '#client/components/package-label';
import { ButtonLink } from '#client/app/ui/links';

export function PackageCard({ offer, lang }: { offer: PackageOffer; lang: Locale }) {
  return (
    <Card withBorder radius="lg" padding="xl" style={{ height: '100%', borderColor: offer.highlight ? 'var(--mantine-color-kolify-5)' : undefined }} data-testid="package-card">
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start">
          <Title order={3} fz="xl">
            {offer.name}
          </Title>
          {offer.highlight ? <Badge variant="gradient">{m.content_package_popular()}</Badge> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {offer.summary}
        </Text>
        <Text fz={30} fw={800} c="kolify.7">
          {formatMoney(offer.priceMinor, { decimals: 0 })}
        </Text>
        <Group gap={6}>
          {offer.channelTypes.map((channel) => (
            <Badge key={channel} variant="light">
              {channelLabel(channel)}
            </Badge>
          ))}
          <Badge variant="outline">{tierLabel(offer.tier)}</Badge>
        </Group>
        <List spacing={4} size="sm" icon={<ThemeIcon size={18} radius="xl" variant="light"><IconCheck size={12} /></ThemeIcon>}>
          <List.Item>{m.content_package_creators({ count: String(offer.influencerCount), type: postTypeLabel(offer.postType) })}</List.Item>
          {offer.features.slice(0, 3).map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <ButtonLink to="/$lang/Marketer/package/detail/$slug" params={{ lang, slug: offer.slug }} mt="auto" variant={offer.highlight ? 'gradient' : 'light'}>
          {m.content_package_view()}
        </ButtonLink>
      </Stack>
    </Card>
  );
}

/** /{lang}/Marketer/package: the published package offers. */
