import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';

/**
 * Decision 076: the member's status check got no answer after its retries. The stored session is
 * kept; this says so and offers the retry (`auth.refresh`). Pinned to the top of the viewport over
 * whatever the page shows (a guarded page waits behind it instead of going to sign-in).
 */
export function AuthUnreachableNotice({ checking, onRetry }: { checking: boolean; onRetry: () => void }) {
  return (
    <Paper
      role="alert"
      data-testid="auth-unreachable"
      shadow="md"
      radius="md"
      withBorder
      p="md"
      pos="fixed"
      top={16}
      left="50%"
      w="calc(100% - 32px)"
      maw={560}
      style={{ transform: 'translateX(-50%)', zIndex: 400 }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="xl" variant="light" color="orange" aria-hidden="true">
          <IconWifiOff size={22} />
        </ThemeIcon>
        <div style={{ flex: 1 }}>
          <Text fw={700}>{m.auth_unreachable_title()}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {m.auth_unreachable_text()}
          </Text>
          <Button mt="sm" size="sm" variant="light" leftSection={<IconRefresh size={16} />} loading={checking} onClick={onRetry} data-testid="auth-unreachable-retry">
            {m.auth_unreachable_retry()}
          </Button>
        </div>
      </Group>
    </Paper>
  );
}
