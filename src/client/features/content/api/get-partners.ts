import * as v from 'valibot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerListResponse } from '#common/contracts/content';
import { api } from '#client/api/client';
import { queryKeys } from '#common/query-keys';

/** GET /api/middle-config/channels/display-homepage (limit). */
export const getPartners = async (limit = 8) => v.parse(partnerListResponse, await api<unknown>('/api/middle-config/channels/display-homepage', { query: { limit } })).data;

export const getPartnersQueryOptions = (limit = 8) => queryOptions({ queryKey: queryKeys.partners(limit), queryFn: () => getPartners(limit), staleTime: 5 * 60_000 });

export const usePartners = (limit = 8) => useQuery(getPartnersQueryOptions(limit));
