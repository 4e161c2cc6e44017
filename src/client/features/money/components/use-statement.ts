import { useState } from 'react';
import type { StatementQuery } from '#common/contracts/money';
import { statementFileUrl, useStatement } from '../api/statements';

export interface StatementFilters {
  from: string;
  to: string;
  kind: string;
}

/**
 * The usage statement: the filters (changing one goes back to the first page), the keyset pages
 * walked so far, and the export links, which carry the same filters and page as the rows shown.
 */
export function useStatementScreen({ uuid, lang }: { uuid: string; lang: 'th' | 'en' }) {
  const [filters, setFilters] = useState<StatementFilters>({ from: '', to: '', kind: '' });
  const [cursors, setCursors] = useState<string[]>([]);
  const query: StatementQuery = {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.kind ? { kind: filters.kind as StatementQuery['kind'] } : {}),
    ...(cursors.length > 0 ? { cursor: cursors.at(-1) } : {}),
    limit: '20',
  };
  const statement = useStatement(uuid, query);
  const nextCursor = statement.data?.nextCursor ?? null;
  return {
    filters,
    setFilter: (key: keyof StatementFilters, value: string) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setCursors([]);
    },
    fileUrl: (format: 'csv' | 'pdf') => statementFileUrl(uuid, format, query, lang),
    statement,
    pages: {
      hasNewer: cursors.length > 0,
      hasOlder: nextCursor !== null,
      newer: () => setCursors((current) => current.slice(0, -1)),
      older: () => {
        if (nextCursor) setCursors((current) => [...current, nextCursor]);
      },
    },
  };
}
