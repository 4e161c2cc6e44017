import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { marketerProfileSchema, type NotificationBody } from '#common/contracts/marketer';
import { api } from '#client/api/client';
import { marketerProfileQueryKey } from './marketer-profile-key';

export const updateNotification = async (body: NotificationBody) => v.parse(marketerProfileSchema, await api<unknown>('/sv_marketer_profile/notification/', { method: 'PATCH', body }));
export function useUpdateNotification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNotification, onSuccess: (profile) => queryClient.setQueryData(marketerProfileQueryKey, profile) });
}
