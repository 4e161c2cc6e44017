import { Table, VisuallyHidden, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A column's header: its text; `hidden`: a name for screen readers only (a row's checkbox or
 * actions), so that no header cell is empty.
 */
export type StackColumn = string | { label: string; align?: 'right'; hidden?: boolean };

/**
 * A table whose rows become cards on a phone (theme.css `.stack-table`, under 48em): the header
 * row hides and each cell shows its `data-label`, which is its column's header text, so a cell
 * passes the same label it has here (`<Table.Td data-label={label}>`). Wider than 48em it is a
 * plain table that scrolls sideways below `minWidth`.
 */
export function StackTable({ columns, minWidth, children, ...table }: Omit<TableProps, 'children'> & { columns: StackColumn[]; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table className="stack-table" {...table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <Table.Th key={column}>{column}</Table.Th>
              ) : (
                <Table.Th key={column.label} ta={column.align}>
                  {column.hidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
