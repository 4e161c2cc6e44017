import type { ReactNode } from 'react';
import { Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, type ThemeIconProps } from '@mantine/core';
import { IconArrowRight, IconCash, IconReceipt2, IconRosetteDiscountCheck, IconSparkles, IconSpeakerphone } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { ChannelCloud } from '#client/app/ui/channel-cloud';
import { HeroSection } from '#client/app/ui/hero';
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

/** One of the two cards that send each audience to its landing page. */
function AudienceCard({ tint, gradient, icon, title, text, link }: { tint: string; gradient?: ThemeIconProps['gradient']; icon: ReactNode; title: string; text: string; link: ReactNode }) {
  return (
    <Card padding="xl" radius="xl" style={{ background: `linear-gradient(135deg, var(--mantine-color-${tint}-0), var(--mantine-color-white))` }}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="gradient" gradient={gradient}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz={26}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {link}
      </Stack>
    </Card>
  );
}

function LearnMore() {
  return (
    <Group gap={4}>
      {m.home_learn_more()} <IconArrowRight size={16} />
    </Group>
  );
}

/** /{lang} — the home page. */
export function HomeScreen({ lang }: { lang: Locale }) {
  return (
    <>
      <HeroSection
        background="radial-gradient(1200px 500px at 85% -10%, var(--mantine-color-blush-0), transparent), linear-gradient(180deg, var(--mantine-color-kolify-0), var(--mantine-color-white))"
        eyebrow={m.home_eyebrow()}
        title={m.home_title()}
        titleSizeXl={56}
        text={m.home_text()}
        actions={
          <>
            <ButtonLink to="/$lang/Influencer" params={{ lang }} size="lg" variant="gradient" leftSection={<IconSparkles size={20} />}>
              {m.home_cta_influencer()}
            </ButtonLink>
            <ButtonLink to="/$lang/Marketer" params={{ lang }} size="lg" variant="default" leftSection={<IconSpeakerphone size={20} />}>
              {m.home_cta_marketer()}
            </ButtonLink>
          </>
        }
        aside={<ChannelCloud badge={m.home_feature_verified_title()} />}
      />
      <Container size="xl" py={{ base: 48, md: 80 }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Feature icon={<IconRosetteDiscountCheck size={24} />} title={m.home_feature_verified_title()} text={m.home_feature_verified_text()} />
          <Feature icon={<IconReceipt2 size={24} />} title={m.home_feature_pricing_title()} text={m.home_feature_pricing_text()} />
          <Feature icon={<IconCash size={24} />} title={m.home_feature_paid_title()} text={m.home_feature_paid_text()} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt={{ base: 48, md: 64 }}>
          <AudienceCard
            tint="kolify"
            icon={<IconSparkles size={26} />}
            title={m.home_influencers_title()}
            text={m.home_influencers_text()}
            link={
              <AnchorLink to="/$lang/Influencer" params={{ lang }} fw={600}>
                <LearnMore />
              </AnchorLink>
            }
          />
          <AudienceCard
            tint="blush"
            gradient={{ from: 'blush.5', to: 'kolify.6', deg: 135 }}
            icon={<IconSpeakerphone size={26} />}
            title={m.home_marketers_title()}
            text={m.home_marketers_text()}
            link={
              <AnchorLink to="/$lang/Marketer" params={{ lang }} fw={600}>
                <LearnMore />
              </AnchorLink>
            }
          />
        </SimpleGrid>
      </Container>
    </>
  );
}
