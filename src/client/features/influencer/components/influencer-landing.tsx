import { Box, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconLogin2, IconSparkles } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { ChannelCloud } from '#client/app/ui/channel-cloud';
import { ButtonLink } from '#client/app/ui/links';

/** /{lang}/Influencer — the influencer landing page. */
export function InfluencerLanding({ lang }: { lang: Locale }) {
  return (
    <Box style={{ background: 'linear-gradient(180deg, var(--mantine-color-kolify-0), var(--mantine-color-white))' }}>
      <Container size="xl" py={{ base: 40, md: 96 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Text fw={600} c="kolify.6" tt="uppercase" size="sm" style={{ letterSpacing: '0.06em' }}>
              {m.influencer_landing_eyebrow()}
            </Text>
            <Title order={1} fz={{ base: 34, sm: 44, xl: 52 }} lh={1.25} style={{ letterSpacing: '-0.02em' }}>
              {m.influencer_landing_title()}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={560}>
              {m.influencer_landing_text()}
            </Text>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={24} radius="xl" variant="light">
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              <List.Item>{m.influencer_landing_point_estimate()}</List.Item>
              <List.Item>{m.influencer_landing_point_jobs()}</List.Item>
              <List.Item>{m.influencer_landing_point_paid()}</List.Item>
            </List>
            <Group gap="sm" mt="xs">
              <ButtonLink to="/$lang/Influencer/signup" params={{ lang }} size="lg" variant="gradient" leftSection={<IconSparkles size={20} />}>
                {m.influencer_landing_signup()}
              </ButtonLink>
              <ButtonLink
                to="/$lang/Influencer/preLogin/$action"
                params={{ lang, action: 'goto:login' }}
                size="lg"
                variant="default"
                leftSection={<IconLogin2 size={20} />}
              >
                {m.influencer_landing_sign_in()}
              </ButtonLink>
            </Group>
          </Stack>
          <ChannelCloud badge={m.home_feature_verified_title()} />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
