import { Badge, Card, Container, Group, List, Pagination, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { PackageOffer } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { channelLabel } from '#client/components/channel-label';
import { RichHtml } from './rich-html';
import { EmptyView, ErrorView, LoadingView } from './state-views';
import { ButtonLink } from '#client/app/ui/links';
import { PackageCard } from './package-card';
import { packageFacts, usePackagesScreen } from './use-packages-screen';

export function PackagesScreen({ lang, page }: { lang: Locale; page: number }) {
  const { offers, showPage } = usePackagesScreen({ lang, page });
  return (
    <Container size="xl" py={{ base: 32, md: 56 }}>
      <Stack gap="xs" mb="xl">
        <Title order={1} data-testid="page-title">{m.content_packages_title()}</Title>
        <Text c="dimmed" maw={720}>
          {m.content_packages_intro()}
        </Text>
      </Stack>
      {offers.isPending ? (
        <LoadingView />
      ) : offers.isError ? (
        <ErrorView error={offers.error} onRetry={() => void offers.refetch()} />
      ) : offers.data.data.length === 0 ? (
        <EmptyView title={m.content_packages_empty()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {offers.data.data.map((offer) => (
              <PackageCard key={offer.id} offer={offer} lang={lang} />
            ))}
          </SimpleGrid>
          {offers.data.totalPages > 1 ? (
            <Group justify="center" mt="xl">
              <Pagination total={offers.data.totalPages} value={page} onChange={showPage} />
            </Group>
          ) : null}
        </>
      )}
    </Container>
  );
}

/** /{lang}/Marketer/package/detail/{slug} */
export function PackageDetailScreen({ offer, lang, isMarketer = false }: { offer: PackageOffer; lang: Locale; /** A signed-in marketer: no sign-up call. */ isMarketer?: boolean }) {
  return (
    <Container size="md" py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <ButtonLink to="/$lang/Marketer/package" params={{ lang }} variant="subtle" px={0} w="fit-content">
          ← {m.content_packages_all()}
        </ButtonLink>
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>{offer.name}</Title>
            <Text c="dimmed">{offer.summary}</Text>
          </Stack>
          <Text fz={36} fw={800} c="kolify.7">
            {formatMoney(offer.priceMinor, { decimals: 0 })}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {packageFacts(offer).map(([label, value]) => (
            <Card key={label} withBorder radius="md" padding="md">
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={700}>{value}</Text>
            </Card>
          ))}
        </SimpleGrid>
        <Group gap={6}>
          {offer.channelTypes.map((channel) => (
            <Badge key={channel} size="lg" variant="light">
              {channelLabel(channel)}
            </Badge>
          ))}
        </Group>
        <RichHtml html={offer.descriptionHtml} />
        <List spacing={6} icon={<ThemeIcon size={20} radius="xl" variant="light"><IconCheck size={14} /></ThemeIcon>}>
          {offer.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {isMarketer ? (
          // Buying is not built yet: a signed-in marketer is told so and how to order meanwhile.
          <Card withBorder radius="lg" padding="lg" bg="var(--mantine-color-kolify-0)" data-testid="package-member-cta">
            <Group justify="space-between">
              <Stack gap={2} maw={560}>
                <Text fw={700}>{m.content_package_member_title()}</Text>
                <Text size="sm" c="dimmed">
                  {m.content_package_member_text()}
                </Text>
              </Stack>
              <Group gap="sm">
                <ButtonLink to="/$lang/Marketer/package" params={{ lang }} size="md" variant="default">
                  {m.content_package_member_all()}
                </ButtonLink>
                <ButtonLink to="/$lang/contact" params={{ lang }} size="md" variant="gradient">
                  {m.content_package_member_contact()}
                </ButtonLink>
              </Group>
            </Group>
          </Card>
        ) : (
          <Card withBorder radius="lg" padding="lg" bg="var(--mantine-color-kolify-0)">
            <Group justify="space-between">
              <Stack gap={2}>
                <Text fw={700}>{m.content_package_cta_title()}</Text>
                <Text size="sm" c="dimmed">
                  {m.content_package_cta_text()}
                </Text>
              </Stack>
              <ButtonLink to="/$lang/Marketer/signup" params={{ lang }} size="md" variant="gradient">
                {m.content_package_cta_button()}
              </ButtonLink>
            </Group>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
