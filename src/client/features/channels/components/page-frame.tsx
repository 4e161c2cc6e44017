import type { ReactNode } from 'react';
import { Card, Container, Stack, Text, Title } from '@mantine/core';

/** The frame of the channel screens: a title and a card, 760 px wide at most (full width at 390 px). */
export function PageFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Card padding="xl" radius="lg" shadow="sm" withBorder maw={760} w="100%" mx="auto">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, md: 28 }}>
              {title}
            </Title>
            {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Card>
    </Container>
  );
}
