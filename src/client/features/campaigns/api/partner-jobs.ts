import { useInfiniteQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '#client/api/client';
import { partnerJobsResponse } from '#common/contracts/partners';

/** A talent manager's partners' jobs (GET /api/jobs/partners), filtered, in keyset pages ("show more"). */
export const usePartnerJobs = (filter: { status?: string; partner?: string }) =>
  useInfiniteQuery({
    queryKey: ['jobs', 'partners', filter.status ?? '', filter.partner ?? ''],
    initialPageParam: '',
    queryFn: async ({ pageParam }) =>
      v.parse(partnerJobsResponse, await api<unknown>('/api/jobs/partners', { query: { ...(filter.status ? { status: filter.status } : {}), ...(filter.partner ? { partner: filter.partner } : {}), ...(pageParam ? { after: pageParam } : {}) } })),
    getNextPageParam: (page) => page.next ?? undefined,
  });
