import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { paged, publicCampaignSchema } from '#common/contracts/content';
import { queryKeys, type PublicCampaignParams } from '#common/query-keys';
import { api } from '#client/api/client';

/** GET /api/campaigns/public/job (perPage, page; 6 per page by default). */
const publicCampaignList = paged(publicCampaignSchema);
export const getPublicCampaigns = async (query: PublicCampaignParams) => v.parse(publicCampaignList, await api<unknown>('/api/campaigns/public/job', { query: { ...query } }));

export const getPublicCampaignsQueryOptions = (query: PublicCampaignParams) =>
  queryOptions({ queryKey: queryKeys.publicCampaigns(query), queryFn: () => getPublicCampaigns(query), placeholderData: keepPreviousData, staleTime: 30_000 });

export const usePublicCampaigns = (query: PublicCampaignParams) => useQuery(getPublicCampaignsQueryOptions(query));
