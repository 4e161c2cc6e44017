import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '#client/api/client';
import {
  addChannelOauthResponse,
  channelDetailResponse,
  channelSchema,
  estimateResponse,
  privilegeSaveResponse,
  reviewQueueResponse,
  type AddManualChannelBody,
} from '#common/contracts/channels';
import { uploadResponse } from '#common/contracts/influencer';
import type { SocialChannelType } from '#common/enums';

/** Issue 10: social channels (SPEC §7 paths). */
const influ = '/sv_influ_api/influ';

export const getChannelDetail = async (id: string) => v.parse(channelDetailResponse, await api<unknown>(`${influ}/channel/detail/${id}`));
export const getChannelDetailQueryOptions = (id: string) => queryOptions({ queryKey: ['influencer', 'channel', id], queryFn: () => getChannelDetail(id) });
export const useChannelDetail = (id: string) => useQuery(getChannelDetailQueryOptions(id));

/** The channels of the account (GET account/{id} carries them). */
export const getChannels = async (uuid: string) => v.parse(v.object({ channels: v.array(channelSchema) }), await api<unknown>(`${influ}/account/${uuid}`)).channels;
export const getChannelsQueryOptions = (uuid: string) => queryOptions({ queryKey: ['influencer', 'channels', uuid], queryFn: () => getChannels(uuid) });
export const useChannels = (uuid: string) => useQuery(getChannelsQueryOptions(uuid));

export const startOauthChannel = async (type: SocialChannelType, body: { locale: 'th' | 'en'; privilegeCode?: string }) =>
  v.parse(addChannelOauthResponse, await api<unknown>(`/sv_authauth/account/add_channel/${type}/uuid`, { method: 'POST', body }));

export const addManualChannel = async (body: AddManualChannelBody) => v.parse(channelSchema, await api<unknown>(`${influ}/channel/addChannel`, { method: 'POST', body }));

export const savePrivilegeCode = async (uuid: string, code: string) => v.parse(privilegeSaveResponse, await api<unknown>(`${influ}/channel/privilege/save/${uuid}/${encodeURIComponent(code.trim().toUpperCase())}`));

export async function uploadEvidence(uuid: string, file: File) {
  const form = new FormData();
  form.set('file', file);
  return v.parse(uploadResponse, await api<unknown>(`${influ}/attachment/${uuid}`, { method: 'POST', body: form }));
}

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

/** The open estimator: the visitor's figures, no sign-in. */
export const estimateOpen = async (input: { visitor: string; type: SocialChannelType; handle: string; followers: number; engagementRate: number }) =>
  v.parse(
    estimateResponse,
    await api<unknown>(`${influ}/estimateWithOutToken/${input.visitor}/${input.type}/${encodeURIComponent(input.handle || '-')}`, { query: { followers: String(input.followers), engagementRate: String(input.engagementRate) } }),
  );

// Staff review (back office).
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
