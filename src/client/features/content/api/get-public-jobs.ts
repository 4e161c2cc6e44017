import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { paged, publicJobSchema } from '#common/contracts/content';
import { queryKeys, type PublicJobParams } from '#common/query-keys';
import { api } from '#client/api/client';

export type { PublicJobParams } from '#common/query-keys';

/** GET /api/campaigns/public/job (perPage, page; 6 per page by default). */
const publicJobList = paged(publicJobSchema);
export const getPublicJobs = async (query: PublicJobParams) => v.parse(publicJobList, await api<unknown>('/api/campaigns/public/job', { query: { ...query } }));

export const getPublicJobsQueryOptions = (query: PublicJobParams) =>
  queryOptions({ queryKey: queryKeys.publicJobs(query), queryFn: () => getPublicJobs(query), placeholderData: keepPreviousData, staleTime: 30_000 });

export const usePublicJobs = (query: PublicJobParams) => useQuery(getPublicJobsQueryOptions(query));
