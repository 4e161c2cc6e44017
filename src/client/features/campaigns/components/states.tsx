import type { ReactNode } from 'react';
import { Alert, Button, Center, Container, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { problemText } from '../labels';

export function LoadingState() {
  return (
    <Center py={96} data-testid="campaign-loading">
      <Loader aria-label={m.campaign_loading()} />
    </Center>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Container size="lg" w="100%" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', md: 40 }}>
      <Alert color="red" icon={<IconAlertTriangle />} title={m.campaign_error_title()} role="alert" data-testid="campaign-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{problemText(error)}</Text>
          {onRetry && (
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {m.campaign_retry()}
            </Button>
          )}
        </Stack>
      </Alert>
    </Container>
  );
}

export function EmptyState({ text, action, testId }: { text: string; action?: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="xl" data-testid={testId}>
      <Stack align="center" gap="sm">
        <IconInbox size={40} stroke={1.4} color="var(--mantine-color-dimmed)" />
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
