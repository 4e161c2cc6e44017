import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { jobHistorySchema, jobListSchema, jobSchema, type Job, type JobEventBody } from '#common/contracts/campaigns';
import { api } from '#client/api/client';

/** The influencer's own jobs (SPEC §7 GET /api/jobs): the list, one job, its history, and a step of it. */
export const getMyJobsQueryOptions = () => queryOptions({ queryKey: ['jobs', 'mine'], queryFn: async () => v.parse(jobListSchema, await api<unknown>('/api/jobs')).items });
export const useMyJobs = () => useQuery(getMyJobsQueryOptions());

export const getJobQueryOptions = (id: string) => queryOptions({ queryKey: ['jobs', id], queryFn: async (): Promise<Job> => v.parse(jobSchema, await api<unknown>(`/api/jobs/${id}`)) });
export const useJob = (id: string | null) => useQuery({ ...getJobQueryOptions(id ?? ''), enabled: id !== null });

export const getJobHistoryQueryOptions = (id: string) => queryOptions({ queryKey: ['jobs', id, 'history'], queryFn: async () => v.parse(jobHistorySchema, await api<unknown>(`/api/jobs/${id}/history`)).items });

/** One step of the job machine; the server decides (409 when it is no longer allowed). */
export const sendJobEvent = async (id: string, body: JobEventBody): Promise<Job> => v.parse(jobSchema, await api<unknown>(`/api/jobs/${id}/events`, { method: 'POST', body }));
