import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { jobHistorySchema, jobListSchema, jobMarketSchema, jobSchema, type Job, type JobEventBody } from '#common/contracts/campaigns';
import { api } from '#client/api/client';

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
