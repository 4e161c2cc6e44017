import { lazy, Suspense, type ReactNode } from 'react';
import { Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { FetchError } from '#client/api/client';

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

// The error view (and every problem message) loads when a call fails, not with each page.
const LazyErrorView = lazy(() => import('./error-view').then((module) => ({ default: module.ErrorView })));

export function ErrorView(props: { error: unknown; onRetry?: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyErrorView {...props} />
    </Suspense>
  );
}

export const isNotFound = (error: unknown) => error instanceof FetchError && error.status === 404;
