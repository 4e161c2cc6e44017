import type { ReactNode } from 'react';
import { Box, Container, Group, SimpleGrid, Stack, Text, Title, type MantineColor, type StyleProp } from '@mantine/core';

/** The small uppercase line above a page's headline. */
export function HeroEyebrow({ color = 'kolify.6', children }: { color?: MantineColor; children: ReactNode }) {
  return (
    <Text fw={600} c={color} tt="uppercase" size="sm" style={{ letterSpacing: '0.06em' }}>
      {children}
    </Text>
  );
}

interface HeroCopyProps {
  eyebrow: ReactNode;
  eyebrowColor?: MantineColor;
  title: ReactNode;
  /** The headline's size at the widest breakpoint (the landing pages use 52, the home page a larger 56). */
  titleSizeXl?: number;
  text: ReactNode;
}

/** Eyebrow, headline and lead text of a landing page's hero, to sit in a `Stack`. */
export function HeroCopy({ eyebrow, eyebrowColor, title, titleSizeXl = 52, text }: HeroCopyProps) {
  const titleSize: StyleProp<number> = { base: 34, sm: 44, xl: titleSizeXl };
  return (
    <>
      <HeroEyebrow color={eyebrowColor}>{eyebrow}</HeroEyebrow>
      <Title order={1} fz={titleSize} lh={1.25} style={{ letterSpacing: '-0.02em' }}>
        {title}
      </Title>
      <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={560}>
        {text}
      </Text>
    </>
  );
}

interface HeroSectionProps extends HeroCopyProps {
  /** CSS background of the full-width band. */
  background: string;
  /** Shown between the lead text and the actions (e.g. a check list). */
  children?: ReactNode;
  /** The call-to-action buttons. */
  actions: ReactNode;
  /** The right-hand column (below the copy on a phone). */
  aside: ReactNode;
}

/** A landing page's hero: a full-width band, the copy and actions on the left, `aside` on the right. */
export function HeroSection({ background, children, actions, aside, ...copy }: HeroSectionProps) {
  return (
    <Box style={{ background }}>
      <Container size="xl" py={{ base: 40, md: 96 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <HeroCopy {...copy} />
            {children}
            <HeroActions>{actions}</HeroActions>
          </Stack>
          {aside}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** The row of call-to-action buttons under a hero's copy. */
export function HeroActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" mt="xs">
      {children}
    </Group>
  );
}
