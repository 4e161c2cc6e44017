import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { problemText } from '#client/app/problem-message';
import { ButtonLink } from '#client/app/ui/links';
import type { AccountRole } from './role';

/** The frame of an account screen, for both roles: one h1, a short line, one card. */
export function AccountCard({ title, subtitle, children, size = 560, testId }: { title: string; subtitle?: string; children: ReactNode; size?: number; testId?: string }) {
  return (
    <Container size="xl" w="100%" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
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

/**
 * The frame of a signed-in screen that is a page rather than one card (dashboard, account, money,
 * campaigns, jobs): the page's h1, a short line, optional actions under them, then the content.
 * `size` is the Container's: `md` for forms and tables, `lg` for grids of cards.
 */
export function PageFrame({ title, subtitle, actions, children, size = 'md', testId, titleTestId = 'page-title' }: { title: string; subtitle?: string; actions?: ReactNode; children: ReactNode; size?: 'md' | 'lg'; testId?: string; titleTestId?: string }) {
  return (
    <Container size={size} w="100%" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', md: 40 }}>
      <Stack gap="lg" data-testid={testId}>
        <Stack gap={4}>
          <Title order={1} size="h2" data-testid={titleTestId}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          ) : null}
          {actions}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

export function Loading() {
  return (
    <Center py="xl" aria-busy="true">
      <Loader aria-label={m.account_loading()} />
    </Center>
  );
}

/** A failed call, translated; with a retry button when the screen can ask again. */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="screen-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{problemText(error)}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {m.account_retry()}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** Loading, then the failure with a retry, then the screen: for a screen that needs one query. */
export function QueryState<T>({ query, children }: { query: { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isPending) return <Loading />;
  return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
}

/** Busy flag and error of a form that calls the API: `run` clears the error, waits for the call, keeps what it threw. */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/** The end of a change: what happened, and the way back to the account overview. */
export function Done({ role, lang, text, testId }: { role: AccountRole; lang: Locale; text: string; testId: string }) {
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} role="status" data-testid={testId}>
        {text}
      </Alert>
      {role === 'influencer' ? (
        <ButtonLink to="/$lang/Influencer/account" params={{ lang }} variant="light">
          {m.account_back()}
        </ButtonLink>
      ) : (
        <ButtonLink to="/$lang/Marketer/account" params={{ lang }} variant="light">
          {m.account_back()}
        </ButtonLink>
      )}
    </Stack>
  );
}

// In its own module: a form that needs only this does not load the rest (decision 012).
export { StackForm } from './stack-form';
