import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '#client/api/client';
import { channelSchema, reviewQueueResponse } from '#common/contracts/channels';

/** Staff review (back office): channels added by hand wait here for approval. */
export const getReviewQueueQueryOptions = () => queryOptions({ queryKey: ['admin', 'channels', 'review'], queryFn: async () => v.parse(reviewQueueResponse, await api<unknown>('/api/admin/channels/review')) });
export const useReviewQueue = () => useQuery(getReviewQueueQueryOptions());
export function useReviewChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; approve: boolean; reason?: string }) =>
      v.parse(channelSchema, await api<unknown>(`/api/admin/channels/${input.id}/${input.approve ? 'approve' : 'reject'}`, { method: 'POST', ...(input.approve ? {} : { body: { reason: input.reason } }) })),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'channels'] }),
  });
}
