import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { paged, publicCampaignSchema } from '#common/contracts/content';
import { queryKeys, type PublicCampaignParams } from '#common/query-keys';
import { api } from '#client/api/client';

/** The board lists campaigns (glossary, decision 050); the screens still say PublicJobParams. */
export type PublicJobParams = PublicCampaignParams;

/** GET /api/campaigns/public/job (perPage, page; 6 per page by default). */
const publicJobList = paged(publicCampaignSchema);
export const getPublicJobs = async (query: PublicJobParams) => v.parse(publicJobList, await api<unknown>('/api/campaigns/public/job', { query: { ...query } }));

export const getPublicJobsQueryOptions = (query: PublicJobParams) =>
  queryOptions({ queryKey: queryKeys.publicCampaigns(query), queryFn: () => getPublicJobs(query), placeholderData: keepPreviousData, staleTime: 30_000 });

export const usePublicJobs = (query: PublicJobParams) => useQuery(getPublicJobsQueryOptions(query));
