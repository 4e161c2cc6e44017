import type { ReactNode } from 'react';
import { Badge, Box, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconMailForward, IconPackage, IconSpeakerphone } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { formatMoney } from '#common/money';
import { ButtonLink } from '#client/app/ui/links';

export type Offering = 'influencerPackage' | 'inviteOnlyCampaign' | 'publicCampaign';

const copy: Record<Offering, { icon: ReactNode; eyebrow: () => string; title: () => string; text: () => string; steps: (() => string)[]; benefits: (() => string)[] }> = {
  influencerPackage: {
    icon: <IconPackage size={28} />,
    eyebrow: () => m.content_offer_package_eyebrow(),
    title: () => m.content_offer_package_title(),
    text: () => m.content_offer_package_text(),
    steps: [() => m.content_offer_package_step1(), () => m.content_offer_package_step2(), () => m.content_offer_package_step3()],
    benefits: [() => m.content_offer_package_benefit1(), () => m.content_offer_package_benefit2(), () => m.content_offer_package_benefit3()],
  },
  inviteOnlyCampaign: {
    icon: <IconMailForward size={28} />,
    eyebrow: () => m.content_offer_invite_eyebrow(),
    title: () => m.content_offer_invite_title(),
    text: () => m.content_offer_invite_text(),
    steps: [() => m.content_offer_invite_step1({ one: formatMoney(100) }), () => m.content_offer_invite_step2(), () => m.content_offer_invite_step3()],
    benefits: [() => m.content_offer_invite_benefit1(), () => m.content_offer_invite_benefit2(), () => m.content_offer_invite_benefit3()],
  },
  publicCampaign: {
    icon: <IconSpeakerphone size={28} />,
    eyebrow: () => m.content_offer_public_eyebrow(),
    title: () => m.content_offer_public_title(),
    text: () => m.content_offer_public_text(),
    steps: [() => m.content_offer_public_step1(), () => m.content_offer_public_step2(), () => m.content_offer_public_step3()],
    benefits: [() => m.content_offer_public_benefit1(), () => m.content_offer_public_benefit2(), () => m.content_offer_public_benefit3()],
  },
};

/** Marketer/influencerPackage, Marketer/inviteOnlyCampaign, Marketer/publicCampaign: what each offering is, with calls to sign up. */
export function OfferingPage({ lang, offering }: { lang: Locale; offering: Offering }) {
  const text = copy[offering];
  return (
    <>
      <Box style={{ background: 'linear-gradient(180deg, var(--mantine-color-kolify-0), var(--mantine-color-white))' }}>
        <Container size="lg" py={{ base: 40, md: 80 }}>
          <Stack gap="md" maw={720}>
            <Group gap="sm">
              <ThemeIcon size={48} radius="md" variant="gradient">
                {text.icon}
              </ThemeIcon>
              <Badge variant="light" size="lg">
                {text.eyebrow()}
              </Badge>
            </Group>
            <Title order={1} fz={{ base: 32, md: 46 }} lh={1.15}>
              {text.title()}
            </Title>
            <Text fz="lg" c="dimmed">
              {text.text()}
            </Text>
            <Group mt="sm">
              <ButtonLink to="/$lang/Marketer/signup" params={{ lang }} size="lg" variant="gradient">
                {m.content_offer_cta_signup()}
              </ButtonLink>
              <ButtonLink to={offering === 'influencerPackage' ? '/$lang/Marketer/package' : '/$lang/contact'} params={{ lang }} size="lg" variant="default">
                {offering === 'influencerPackage' ? m.content_offer_cta_packages() : m.content_offer_cta_talk()}
              </ButtonLink>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Title order={2} fz={26} mb="lg">
          {m.content_offer_how_it_works()}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {text.steps.map((step, index) => (
            <Card key={index} withBorder radius="lg" padding="lg">
              <ThemeIcon radius="xl" size={36} variant="light" mb="sm">
                {index + 1}
              </ThemeIcon>
              <Text>{step()}</Text>
            </Card>
          ))}
        </SimpleGrid>
        <Card withBorder radius="lg" padding="xl" mt="xl" bg="var(--mantine-color-kolify-0)">
          <Title order={3} fz="xl" mb="sm">
            {m.content_offer_why()}
          </Title>
          <List spacing="xs" icon={<ThemeIcon size={22} radius="xl"><IconCheck size={14} /></ThemeIcon>}>
            {text.benefits.map((benefit, index) => (
              <List.Item key={index}>{benefit()}</List.Item>
            ))}
          </List>
        </Card>
      </Container>
    </>
  );
}
