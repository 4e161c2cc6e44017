import type { ReactNode } from 'react';
import { Box, Button, Container, Grid, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconLogin2, IconSpeakerphone } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { CheckList } from '#client/app/ui/check-list';
import { HeroActions, HeroCopy } from '#client/app/ui/hero';
import { ButtonLink } from '#client/app/ui/links';

interface MarketerLandingProps {
  lang: Locale;
  /** The sign-in card, when ?login=1 asks for it; composed by the route. */
  signIn: ReactNode;
  onOpenSignIn: () => void;
}

function HowItWorks() {
  return (
    <Paper withBorder shadow="md" p={{ base: 'lg', sm: 32 }} w="100%" maw={460} mx="auto">
      <Title order={2} fz={22} mb="lg">
        {m.marketer_landing_how_title()}
      </Title>
      <Timeline active={3} bulletSize={28} lineWidth={2}>
        <Timeline.Item
          bullet={
            <Text size="xs" fw={700}>
              1
            </Text>
          }
          title={<Text fw={500}>{m.marketer_landing_how_brief()}</Text>}
        />
        <Timeline.Item
          bullet={
            <Text size="xs" fw={700}>
              2
            </Text>
          }
          title={<Text fw={500}>{m.marketer_landing_how_match()}</Text>}
        />
        <Timeline.Item
          bullet={
            <Text size="xs" fw={700}>
              3
            </Text>
          }
          title={<Text fw={500}>{m.marketer_landing_how_results()}</Text>}
        />
      </Timeline>
    </Paper>
  );
}

/** /{lang}/Marketer — the marketer landing page with its sign-in card. */
export function MarketerLanding({ lang, signIn, onOpenSignIn }: MarketerLandingProps) {
  return (
    <Box
      style={{
        background:
          'radial-gradient(900px 420px at 90% 0%, var(--mantine-color-blush-0), transparent), linear-gradient(180deg, var(--mantine-color-kolify-0), var(--mantine-color-white))',
      }}
    >
      <Container size="xl" py={{ base: 40, md: 88 }}>
        <Grid gap={{ base: 40, md: 64 }} align="center">
          {/* On a phone the open sign-in card comes first: it is what the visitor asked for. */}
          <Grid.Col span={{ base: 12, md: 6 }} order={{ base: signIn ? 2 : 1, md: 1 }}>
            <Stack gap="lg">
              <HeroCopy eyebrow={m.marketer_landing_eyebrow()} eyebrowColor="blush.6" title={m.marketer_landing_title()} text={m.marketer_landing_text()} />
              <CheckList color="blush" items={[m.marketer_landing_point_match(), m.marketer_landing_point_pay(), m.marketer_landing_point_track()]} />
              <HeroActions>
                <ButtonLink to="/$lang/Marketer/signup" params={{ lang }} size="lg" variant="gradient" leftSection={<IconSpeakerphone size={20} />}>
                  {m.marketer_landing_signup()}
                </ButtonLink>
                {signIn ? null : (
                  <Button size="lg" variant="default" leftSection={<IconLogin2 size={20} />} onClick={onOpenSignIn} data-testid="marketer-open-sign-in">
                    {m.marketer_landing_sign_in()}
                  </Button>
                )}
              </HeroActions>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }} order={{ base: signIn ? 1 : 2, md: 2 }}>
            {signIn ?? <HowItWorks />}
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
