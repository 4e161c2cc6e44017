import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { staffAuditResponse } from '#common/contracts/staff';
import { api } from '#client/api/client';

/** Issue 15: the audit log, filtered, page by page. */
export const useStaffAudit = (q: string, action: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['admin', 'audit', q, action],
      initialPageParam: '',
      queryFn: async ({ pageParam }) => v.parse(staffAuditResponse, await api<unknown>('/api/admin/audit', { query: { q, ...(action ? { action } : {}), ...(pageParam ? { after: pageParam } : {}) } })),
      getNextPageParam: (page) => page.next ?? undefined,
    }),
  );

/** The CSV export's address for the same filters (a plain download link: the session cookie goes with it). */
export const auditExportHref = (q: string, action: string) => `/api/admin/audit/export?${new URLSearchParams({ q, ...(action ? { action } : {}) }).toString()}`;
