import { useState, type Dispatch, type Key, type ReactNode, type SetStateAction } from 'react';
import { Alert, Button, Modal, Stack, Table, Text, type ModalProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { useAdminWrite } from '../api/resources';
import { RowActions } from './admin-table';
import { adminErrorLine } from './field-messages';

type WriteRequest = { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown };
type QueryState<T> = { isPending: boolean; isError: boolean; error: unknown; data?: T };

export function Loading<T>({ query, children }: { query: QueryState<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Text c="dimmed">{m.content_loading()}</Text>;
  if (query.isError) return <Alert color="red">{adminErrorLine(query.error)}</Alert>;
  return <>{children(query.data as T)}</>;
}

/** What differs between the list-and-edit tabs (FAQ, SEO, pages, packages). */
export interface EditableListKind<Row, Draft> {
  /** The "new" button's label and the draft it opens; no `create`, no button. */
  create?: { label: string; draft: () => Draft };
  rowKey: (row: Row) => Key;
  /** The row's cells before its action buttons. */
  cells: (row: Row) => ReactNode;
  /** The request that deletes a row (after the visitor confirms); no `remove`, only an edit button. */
  remove?: (row: Row) => WriteRequest;
  /** Wide rows scroll sideways on a phone. */
  scroll?: boolean;
  modal: { title: (draft: Draft | null) => ReactNode; size?: ModalProps['size'] };
  fields: (draft: Draft, setDraft: Dispatch<SetStateAction<Draft | null>>) => ReactNode;
  save: (draft: Draft) => WriteRequest;
}

/** A back-office tab: a table of rows, each editable in a modal, with an optional "new" button. */
export function EditableListTab<Row extends Draft, Draft>({ query, kind }: { query: QueryState<Row[]>; kind: EditableListKind<Row, Draft> }) {
  const write = useAdminWrite();
  const [editing, setEditing] = useState<Draft | null>(null);
  const { create, remove } = kind;
  // No header row: on a phone each row is a card of its cells, one a line (theme.css .stack-table).
  const table = (rows: Row[]) => (
    <Table striped className="stack-table">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={kind.rowKey(row)}>
            {kind.cells(row)}
            <RowActions onEdit={() => setEditing(row)} onDelete={remove ? () => write.mutate(remove(row)) : undefined} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Stack>
      {create ? (
        <Button w="fit-content" leftSection={<IconPlus size={16} />} onClick={() => setEditing(create.draft())}>
          {create.label}
        </Button>
      ) : null}
      <Loading query={query}>{(rows) => (kind.scroll ? <Table.ScrollContainer minWidth={640}>{table(rows)}</Table.ScrollContainer> : table(rows))}</Loading>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={kind.modal.title(editing)} size={kind.modal.size}>
        {editing ? (
          <Stack>
            {kind.fields(editing, setEditing)}
            {write.isError ? <Alert color="red">{adminErrorLine(write.error)}</Alert> : null}
            <Button loading={write.isPending} onClick={() => write.mutate(kind.save(editing), { onSuccess: () => setEditing(null) })}>
              {m.content_admin_save()}
            </Button>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
