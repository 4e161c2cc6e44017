import { useState } from 'react';
import { auditExportHref, useStaffAudit } from '../api/audit';

/** The audit log's filters (search, area, from and to days), its rows so far and the CSV export's address for the same filters. */
export function useStaffAuditScreen() {
  const [q, setQ] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters = { q, action, from, to };
  const audit = useStaffAudit(filters);
  const items = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return { setQ, action, setAction, from, setFrom, to, setTo, audit, items, exportHref: auditExportHref(filters) };
}
