import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { staffAuditResponse } from '#common/contracts/staff';
import { api } from '#client/api/client';

/** The audit log's filters (issue 32: from and to are days picked in the date picker, Asia/Bangkok). */
export interface AuditFilters {
  q: string;
  action: string;
  from: string;
  to: string;
}
const auditQuery = ({ q, action, from, to }: AuditFilters) => ({ q, ...(action ? { action } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) });

/** Issue 15: the audit log, filtered, page by page. */
export const useStaffAudit = (filters: AuditFilters) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['admin', 'audit', filters],
      initialPageParam: '',
      queryFn: async ({ pageParam }) => v.parse(staffAuditResponse, await api<unknown>('/api/admin/audit', { query: { ...auditQuery(filters), ...(pageParam ? { after: pageParam } : {}) } })),
      getNextPageParam: (page) => page.next ?? undefined,
    }),
  );

/** The CSV export's address for the same filters (a plain download link: the session cookie goes with it). */
export const auditExportHref = (filters: AuditFilters) => `/api/admin/audit/export?${new URLSearchParams(auditQuery(filters)).toString()}`;
