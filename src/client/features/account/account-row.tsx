import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatPhone } from '#common/phone';
import { m } from '#common/paraglide/messages.js';

/** One line of an account overview: icon, label, value, and where to change it. */
export function AccountRow({ icon, label, value, action, testId }: { icon: ReactNode; label: string; value: ReactNode; action: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }} data-testid={testId}>
      <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
        {icon}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      </Group>
      {action}
    </Group>
  );
}

/** A phone number written the same way on every account screen (issue 17), with its verified badge. */
export function PhoneValue({ phone, verified, testId }: { phone: string | null; verified: boolean; testId?: string }) {
  return (
    <span data-testid={testId}>
      {formatPhone(phone) || m.account_not_set()}{' '}
      {phone && verified ? (
        <Badge size="xs" color="green" variant="light">
          {m.account_verified()}
        </Badge>
      ) : null}
    </span>
  );
}
