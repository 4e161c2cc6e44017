import type { ReactNode } from 'react';
import { Box, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCash, IconReceipt2, IconRosetteDiscountCheck, IconSparkles, IconSpeakerphone } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { ChannelCloud } from '#client/app/ui/channel-cloud';
import { AnchorLink, ButtonLink } from '#client/app/ui/links';

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card padding="lg" shadow="xs">
      <ThemeIcon size={44} radius="md" variant="light" mb="md">
        {icon}
      </ThemeIcon>
      <Text fw={600} fz="lg" mb={6}>
        {title}
      </Text>
      <Text c="dimmed" size="sm">
        {text}
      </Text>
    </Card>
  );
}

/** /{lang} — the home page. */
export function HomeScreen({ lang }: { lang: Locale }) {
  return (
    <>
      <Box
        style={{
          background:
            'radial-gradient(1200px 500px at 85% -10%, var(--mantine-color-blush-0), transparent), linear-gradient(180deg, var(--mantine-color-kolify-0), var(--mantine-color-white))',
        }}
      >
        <Container size="xl" py={{ base: 40, md: 96 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} style={{ alignItems: 'center' }}>
            <Stack gap="lg">
              <Text fw={600} c="kolify.6" tt="uppercase" size="sm" style={{ letterSpacing: '0.06em' }}>
                {m.home_eyebrow()}
              </Text>
              <Title order={1} fz={{ base: 34, sm: 44, xl: 56 }} lh={1.25} style={{ letterSpacing: '-0.02em' }}>
                {m.home_title()}
              </Title>
              <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={560}>
                {m.home_text()}
              </Text>
              <Group gap="sm" mt="xs">
                <ButtonLink to="/$lang/Influencer" params={{ lang }} size="lg" variant="gradient" leftSection={<IconSparkles size={20} />}>
                  {m.home_cta_influencer()}
                </ButtonLink>
                <ButtonLink to="/$lang/Marketer" params={{ lang }} size="lg" variant="default" leftSection={<IconSpeakerphone size={20} />}>
                  {m.home_cta_marketer()}
                </ButtonLink>
              </Group>
            </Stack>
            <ChannelCloud badge={m.home_feature_verified_title()} />
          </SimpleGrid>
        </Container>
      </Box>
      <Container size="xl" py={{ base: 48, md: 80 }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Feature icon={<IconRosetteDiscountCheck size={24} />} title={m.home_feature_verified_title()} text={m.home_feature_verified_text()} />
          <Feature icon={<IconReceipt2 size={24} />} title={m.home_feature_pricing_title()} text={m.home_feature_pricing_text()} />
          <Feature icon={<IconCash size={24} />} title={m.home_feature_paid_title()} text={m.home_feature_paid_text()} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt={{ base: 48, md: 64 }}>
          <Card padding="xl" radius="xl" style={{ background: 'linear-gradient(135deg, var(--mantine-color-kolify-0), var(--mantine-color-white))' }}>
            <Stack gap="sm" align="flex-start">
              <ThemeIcon size={48} radius="md" variant="gradient">
                <IconSparkles size={26} />
              </ThemeIcon>
              <Title order={2} fz={26}>
                {m.home_influencers_title()}
              </Title>
              <Text c="dimmed">{m.home_influencers_text()}</Text>
              <AnchorLink to="/$lang/Influencer" params={{ lang }} fw={600}>
                <Group gap={4}>
                  {m.home_learn_more()} <IconArrowRight size={16} />
                </Group>
              </AnchorLink>
            </Stack>
          </Card>
          <Card padding="xl" radius="xl" style={{ background: 'linear-gradient(135deg, var(--mantine-color-blush-0), var(--mantine-color-white))' }}>
            <Stack gap="sm" align="flex-start">
              <ThemeIcon size={48} radius="md" variant="gradient" gradient={{ from: 'blush.5', to: 'kolify.6', deg: 135 }}>
                <IconSpeakerphone size={26} />
              </ThemeIcon>
              <Title order={2} fz={26}>
                {m.home_marketers_title()}
              </Title>
              <Text c="dimmed">{m.home_marketers_text()}</Text>
              <AnchorLink to="/$lang/Marketer" params={{ lang }} fw={600}>
                <Group gap={4}>
                  {m.home_learn_more()} <IconArrowRight size={16} />
                </Group>
              </AnchorLink>
            </Stack>
          </Card>
        </SimpleGrid>
      </Container>
    </>
  );
}
