import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { m } from '#common/paraglide/messages.js';
import { problemMessage } from '#client/app/problem-message';

/** Loading and failure inside a money screen (the frame is the account core's PageFrame). */
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
