import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { jobMarketItemSchema, jobMarketSchema, jobSchema, type Job } from '#common/contracts/campaigns';
import { api } from '#client/api/client';

/**
 * The influencer's job market (SPEC §7 GET /api/jobs/public?isMatch=): it lists *campaigns* open to
 * them (decision 050's glossary); applying with one channel makes a job.
 */
export const getJobMarketQueryOptions = (isMatch: boolean | undefined, after?: string) =>
  queryOptions({
    queryKey: ['jobs', 'market', isMatch ?? 'all', after ?? ''],
    queryFn: async () => v.parse(jobMarketSchema, await api<unknown>('/api/jobs/public', { query: { ...(isMatch === undefined ? {} : { isMatch: String(isMatch) }), ...(after ? { after } : {}), limit: '12' } })),
  });
export const useJobMarket = (isMatch: boolean | undefined, after?: string) => useQuery(getJobMarketQueryOptions(isMatch, after));

/** One campaign of the market, with how each of my channels matches it (GET /api/jobs/public/{campaignId}). */
export const getMarketCampaignQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: ['jobs', 'market', 'item', campaignId],
    queryFn: async () => v.parse(jobMarketItemSchema, await api<unknown>(`/api/jobs/public/${campaignId}`)),
  });
export const useMarketCampaign = (campaignId: string) => useQuery(getMarketCampaignQueryOptions(campaignId));

export const applyToCampaign = async (campaignId: string, channelId: string): Promise<Job> => v.parse(jobSchema, await api<unknown>('/api/jobs/apply', { method: 'POST', body: { campaignId, channelId } }));
