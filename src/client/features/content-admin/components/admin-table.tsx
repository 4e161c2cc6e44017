import { ActionIcon, Group, Table } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';

/** A delete button that asks first. */
export function DeleteButton({ onDelete, testId }: { onDelete: () => void; testId?: string }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={m.content_admin_delete()} onClick={() => window.confirm(m.content_admin_delete_confirm()) && onDelete()} data-testid={testId}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}

/** A row's edit button, and its delete button when the row can be deleted. */
export function RowActions({ onEdit, onDelete, testId }: { onEdit: () => void; onDelete?: () => void; testId?: string }) {
  return (
    <Table.Td w={onDelete ? 96 : 48}>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" aria-label={m.content_admin_edit()} onClick={onEdit} data-testid={testId ? `${testId}-edit` : undefined}>
          <IconEdit size={16} />
        </ActionIcon>
        {onDelete ? <DeleteButton onDelete={onDelete} testId={testId ? `${testId}-delete` : undefined} /> : null}
      </Group>
    </Table.Td>
  );
}
