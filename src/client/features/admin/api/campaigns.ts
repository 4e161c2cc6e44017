import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { staffCampaignRowSchema, staffCampaignsResponse } from '#common/contracts/staff';
import { api } from '#client/api/client';

/** Issue 32: public campaigns, to hide one from the board (brand safety). */
export const useStaffCampaigns = (q: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['admin', 'campaigns', q],
      initialPageParam: '',
      queryFn: async ({ pageParam }) => v.parse(staffCampaignsResponse, await api<unknown>('/api/admin/campaigns', { query: { q, ...(pageParam ? { after: pageParam } : {}) } })),
      getNextPageParam: (page) => page.next ?? undefined,
    }),
  );

export function useSetCampaignHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; hidden: boolean; reason: string }) =>
      v.parse(staffCampaignRowSchema, await api<unknown>(`/api/admin/campaigns/${input.id}/hidden`, { method: 'PUT', body: { hidden: input.hidden, reason: input.reason } })),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['admin', 'campaigns'] }), client.invalidateQueries({ queryKey: ['admin', 'audit'] })]),
  });
}
