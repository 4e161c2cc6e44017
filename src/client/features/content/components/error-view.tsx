import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { FetchError } from '#client/api/client';
import { problemMessage } from '#client/app/problem-message';

/** A translated message for any failed call (STYLE §9). */
export function errorText(error: unknown): string {
  if (error instanceof FetchError && error.data && typeof error.data === 'object' && 'type' in error.data) return problemMessage(error.data as { type: string; retryAfter?: number });
  return problemMessage({ type: 'network' });
}

export function ErrorView({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={m.content_error_title()} my="lg" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {m.content_retry()}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

