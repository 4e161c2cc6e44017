import type { ReactNode } from 'react';
import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { problemText } from '#client/app/problem-message';

export function Card({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid={testId}>
      {children}
    </Paper>
  );
}

export function LoadingState() {
  return (
    <Center py={96} data-testid="marketer-loading">
      <Loader aria-label={m.marketer_loading()} />
    </Center>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Container size="md" w="100%" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', md: 40 }}>
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
    </Container>
  );
}

/** A form's submit button, at the right under the fields; says "Save" unless told otherwise. */
export function SubmitRow({ loading, disabled, testId, children = m.marketer_save() }: { loading: boolean; disabled?: boolean; testId: string; children?: ReactNode }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={loading} disabled={disabled} data-testid={testId}>
        {children}
      </Button>
    </Group>
  );
}
