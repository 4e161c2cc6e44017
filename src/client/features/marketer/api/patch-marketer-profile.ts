import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { marketerProfileSchema, type PatchProfileBody } from '#common/contracts/marketer';
import { api } from '#client/api/client';
import { marketerProfileQueryKey } from './marketer-profile-key';

export const patchMarketerProfile = async (body: PatchProfileBody) => v.parse(marketerProfileSchema, await api<unknown>('/sv_marketer_profile/', { method: 'PATCH', body }));
export function usePatchMarketerProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: patchMarketerProfile, onSuccess: (profile) => queryClient.setQueryData(marketerProfileQueryKey, profile) });
}
