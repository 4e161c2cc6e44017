import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { m } from '#common/paraglide/messages.js';
import { problemMessage } from '#client/app/problem-message';

export function MoneyPage({ title, subtitle, children, testId }: { title: string; subtitle?: string; children: ReactNode; testId: string }) {
  // The same frame as the other marketer screens (padding at 390 px, a readable width at 1440).
  return (
    <Container size="md" w="100%" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', md: 40 }}>
      <Stack gap="lg" data-testid={testId}>
        <div>
          <Title order={1} size="h2" data-testid="page-title">
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm" mt={4}>
              {subtitle}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Container>
  );
}

export function MoneyLoading() {
  return (
    <Center py="xl" aria-busy="true">
      <Loader aria-label={m.money_loading()} />
    </Center>
  );
}

export function MoneyError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const data = (error as { data?: { type: string } } | null)?.data;
  return (
    <Alert color="red" role="alert" title={m.money_error_title()}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{data ? problemMessage(data) : m.money_error_text()}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {m.money_retry()}
        </Button>
      </Stack>
    </Alert>
  );
}
