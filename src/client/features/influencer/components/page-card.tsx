import type { ReactNode } from 'react';
import { Alert, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { problemMessage } from '#client/app/problem-message';
import { toProblem } from '#client/api/problem';

/** The frame of the account screens: a title, a card, and the loading and error states. */
export function PageCard({ title, subtitle, children, size = 560, testId }: { title: string; subtitle?: string; children: ReactNode; size?: number; testId?: string }) {
  return (
    <Container size="xl" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Card padding="xl" radius="lg" shadow="sm" withBorder maw={size} w="100%" mx="auto" data-testid={testId}>
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

export function Loading() {
  return (
    <Center py="xl" aria-busy="true" aria-label={m.influ_loading()}>
      <Loader />
    </Center>
  );
}

export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="screen-error">
      {problemMessage(toProblem(error))}
    </Alert>
  );
}

/** Field errors of a failed call, by path. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const problem = toProblem(error);
  return Object.fromEntries((problem.errors ?? []).map((item) => [item.path, item.message]));
}
