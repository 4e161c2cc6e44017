import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, PublicJob } from '#common/contracts/content';
import { queryKeys, type PublicJobParams } from '#common/query-keys';
import { api } from '#client/api/client';

export type { PublicJobParams } from '#common/query-keys';

/** GET /api/campaigns/public/job (perPage, page; 6 per page by default). */
export const getPublicJobs = (query: PublicJobParams) => api<Paged<PublicJob>>('/api/campaigns/public/job', { query: { ...query } });

export const getPublicJobsQueryOptions = (query: PublicJobParams) =>
  queryOptions({ queryKey: queryKeys.publicJobs(query), queryFn: () => getPublicJobs(query), placeholderData: keepPreviousData, staleTime: 30_000 });

export const usePublicJobs = (query: PublicJobParams) => useQuery(getPublicJobsQueryOptions(query));
