import { Alert, Box, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { CheckList } from '#client/app/ui/check-list';
import { HeroEyebrow } from '#client/app/ui/hero';
import { SignInForm } from './sign-in-form';

/** /{lang}/Influencer/preLogin/goto:login — the influencer sign-in page. */
export function InfluencerSignInScreen({ lang, redirected }: { lang: Locale; redirected: boolean }) {
  return (
    <Container size="lg" py={{ base: 'xl', md: 64 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
        <Box visibleFrom="md">
          <Stack gap="lg">
            <HeroEyebrow>{m.influencer_landing_eyebrow()}</HeroEyebrow>
            <Title order={2} fz={40} lh={1.2}>
              {m.influencer_landing_title()}
            </Title>
            <Text c="dimmed" fz="lg">
              {m.influencer_landing_text()}
            </Text>
            <CheckList items={[m.influencer_landing_point_estimate(), m.influencer_landing_point_jobs(), m.influencer_landing_point_paid()]} />
          </Stack>
        </Box>
        <Paper withBorder shadow="md" p={{ base: 'lg', sm: 40 }} maw={480} w="100%" mx="auto">
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {m.sign_in_influencer_title()}
              </Title>
              <Text c="dimmed">{m.sign_in_influencer_text()}</Text>
            </Stack>
            {redirected ? (
              <Alert variant="light" color="kolify" icon={<IconInfoCircle size={20} />} py="xs">
                {m.sign_in_continue_notice()}
              </Alert>
            ) : null}
            <SignInForm role="influencer" lang={lang} />
          </Stack>
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
