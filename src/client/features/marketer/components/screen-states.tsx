import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { problemText } from '../messages';

/** Page frame of the marketer account screens: a title, a short line, one card. */
export function MarketerPage({ title, subtitle, children, testId }: { title: string; subtitle?: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="lg" maw={880} w="100%" mx="auto" data-testid={testId}>
      <div>
        <Title order={2}>{title}</Title>
        {subtitle && (
          <Text c="dimmed" size="sm" mt={4}>
            {subtitle}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

export function Card({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid={testId}>
      {children}
    </Paper>
  );
}

export function LoadingState() {
  return (
    <Center py={64}>
      <Loader aria-label={m.marketer_loading()} />
    </Center>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={m.marketer_error_title()} role="alert" data-testid="marketer-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{problemText(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {m.marketer_retry()}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
