import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { FetchError } from '#client/api/client';
import { problemMessage } from '#client/app/problem-message';

export function LoadingView({ label }: { label?: string }) {
  return (
    <Center py={64} aria-busy="true">
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          {label ?? m.content_loading()}
        </Text>
      </Stack>
    </Center>
  );
}

export function EmptyView({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Center py={56}>
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconInbox size={26} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {children}
      </Stack>
    </Center>
  );
}

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

export const isNotFound = (error: unknown) => error instanceof FetchError && error.status === 404;
