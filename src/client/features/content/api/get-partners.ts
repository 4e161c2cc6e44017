import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerChannel } from '#common/contracts/content';
import { api } from '#client/api/client';
import { queryKeys } from '#common/query-keys';

/** GET /api/middle-config/channels/display-homepage (limit). */
export const getPartners = (limit = 8) => api<{ data: PartnerChannel[] }>('/api/middle-config/channels/display-homepage', { query: { limit } }).then((r) => r.data);

export const getPartnersQueryOptions = (limit = 8) => queryOptions({ queryKey: queryKeys.partners(limit), queryFn: () => getPartners(limit), staleTime: 5 * 60_000 });

export const usePartners = (limit = 8) => useQuery(getPartnersQueryOptions(limit));
