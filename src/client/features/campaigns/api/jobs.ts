import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { jobHistorySchema, jobListSchema, jobMarketSchema, jobSchema, type Job, type JobEventBody } from '#common/contracts/campaigns';
import { api } from '#client/api/client';
import { partnerJobsResponse } from '#common/contracts/partners';

/** The influencer's side of jobs (SPEC §7 GET /api/jobs, GET /api/jobs/public?isMatch=). */
export const getMyJobsQueryOptions = () => queryOptions({ queryKey: ['jobs', 'mine'], queryFn: async () => v.parse(jobListSchema, await api<unknown>('/api/jobs')).items });
export const useMyJobs = () => useQuery(getMyJobsQueryOptions());

export const getJobMarketQueryOptions = (isMatch: boolean | undefined, after?: string) =>
  queryOptions({
    queryKey: ['jobs', 'market', isMatch ?? 'all', after ?? ''],
    queryFn: async () => v.parse(jobMarketSchema, await api<unknown>('/api/jobs/public', { query: { ...(isMatch === undefined ? {} : { isMatch: String(isMatch) }), ...(after ? { after } : {}), limit: '12' } })),
  });
export const useJobMarket = (isMatch: boolean | undefined, after?: string) => useQuery(getJobMarketQueryOptions(isMatch, after));

export const getJobQueryOptions = (id: string) => queryOptions({ queryKey: ['jobs', id], queryFn: async (): Promise<Job> => v.parse(jobSchema, await api<unknown>(`/api/jobs/${id}`)) });
export const useJob = (id: string | null) => useQuery({ ...getJobQueryOptions(id ?? ''), enabled: id !== null });

export const getJobHistoryQueryOptions = (id: string) => queryOptions({ queryKey: ['jobs', id, 'history'], queryFn: async () => v.parse(jobHistorySchema, await api<unknown>(`/api/jobs/${id}/history`)).items });

export const applyToCampaign = async (campaignId: string, channelId: string): Promise<Job> => v.parse(jobSchema, await api<unknown>('/api/jobs/apply', { method: 'POST', body: { campaignId, channelId } }));

/** One step of the job machine; the server decides (409 when it is no longer allowed). */
export const sendJobEvent = async (id: string, body: JobEventBody): Promise<Job> => v.parse(jobSchema, await api<unknown>(`/api/jobs/${id}/events`, { method: 'POST', body }));

/** A talent manager's partners' jobs (GET /api/jobs/partners), filtered, in keyset pages ("show more"). */
export const usePartnerJobs = (filter: { status?: string; partner?: string }) =>
  useInfiniteQuery({
    queryKey: ['jobs', 'partners', filter.status ?? '', filter.partner ?? ''],
    initialPageParam: '',
    queryFn: async ({ pageParam }) =>
      v.parse(partnerJobsResponse, await api<unknown>('/api/jobs/partners', { query: { ...(filter.status ? { status: filter.status } : {}), ...(filter.partner ? { partner: filter.partner } : {}), ...(pageParam ? { after: pageParam } : {}) } })),
    getNextPageParam: (page) => page.next ?? undefined,
  });
