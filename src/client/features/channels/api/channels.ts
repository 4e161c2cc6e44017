import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '#client/api/client';
import { channelDetailResponse, channelSchema } from '#common/contracts/channels';

/** Issue 10: the influencer's channels, one channel's detail, refreshing and deactivating one (SPEC §7 paths). */
const influ = '/sv_influ_api/influ';

export const getChannelDetail = async (id: string) => v.parse(channelDetailResponse, await api<unknown>(`${influ}/channel/detail/${id}`));
export const getChannelDetailQueryOptions = (id: string) => queryOptions({ queryKey: ['influencer', 'channel', id], queryFn: () => getChannelDetail(id) });
export const useChannelDetail = (id: string) => useQuery(getChannelDetailQueryOptions(id));

/** The channels of the account (GET account/{id} carries them). */
export const getChannels = async (uuid: string) => v.parse(v.object({ channels: v.array(channelSchema) }), await api<unknown>(`${influ}/account/${uuid}`)).channels;
export const getChannelsQueryOptions = (uuid: string) => queryOptions({ queryKey: ['influencer', 'channels', uuid], queryFn: () => getChannels(uuid) });
export const useChannels = (uuid: string) => useQuery(getChannelsQueryOptions(uuid));

export function useRefreshChannel(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => v.parse(channelDetailResponse, await api<unknown>(`${influ}/channel/refresh/${id}`, { method: 'POST' })),
    onSuccess: (detail) => {
      client.setQueryData(['influencer', 'channel', id], detail);
      void client.invalidateQueries({ queryKey: ['influencer', 'channels'] });
    },
    // A refused refresh may have changed the channel (the platform no longer accepts its token:
    // "needs reconnecting"), so the screens read it again.
    onError: () => client.invalidateQueries({ queryKey: ['influencer', 'channel', id] }),
  });
}

export function useDeactivateChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (channelId: string) => v.parse(channelSchema, await api<unknown>('/api/influencers/channel/deactivate', { method: 'POST', body: { channelId } })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['influencer'] }),
  });
}
