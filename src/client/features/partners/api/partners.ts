import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '#client/api/client';
import { partnerEndedResponse, partnerListResponse } from '#common/contracts/partners';

/** Issue 14: a talent manager's partners (keyset pages, "show more"), and ending a partnership. */
export const usePartners = () =>
  useInfiniteQuery({
    queryKey: ['partners', 'list'],
    initialPageParam: '',
    queryFn: async ({ pageParam }) => v.parse(partnerListResponse, await api<unknown>('/api/talent-manager/partners', { query: pageParam ? { after: pageParam } : {} })),
    getNextPageParam: (page) => page.next ?? undefined,
  });

/** Names for a filter: the first 50 partners (a manager looks after a handful). */
export const usePartnerOptions = () =>
  useQuery({
    queryKey: ['partners', 'options'],
    queryFn: async () => v.parse(partnerListResponse, await api<unknown>('/api/talent-manager/partners', { query: { limit: '50' } })).items.map((partner) => ({ value: partner.id, label: partner.displayName })),
  });

export const endPartnership = async (partnerId: string) => v.parse(partnerEndedResponse, await api<unknown>(`/api/talent-manager/partners/${partnerId}`, { method: 'DELETE' }));
