import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '#client/api/client';
import { uploadWithProgress } from '#client/api/upload';
import {
  accountResponse,
  consentAcceptedResponse,
  passwordChangedResponse,
  prefsResponse,
  profileGeneralResponse,
  profileReadyResponse,
  toastResponse,
  uploadResponse,
  withdrawConsentResponse,
  type CreateProfileBody,
  type PatchGeneralBody,
  type PrefsResponse,
} from '#common/contracts/influencer';

/** The signed-in influencer's own records (/sv_influ_api/influ, SPEC §7). */
const base = '/sv_influ_api/influ';

export const getAccount = async (id: string) => v.parse(accountResponse, await api<unknown>(`${base}/account/${id}`));
export const getAccountQueryOptions = (id: string) => queryOptions({ queryKey: ['influencer', 'account', id], queryFn: () => getAccount(id) });
export const useAccount = (id: string) => useQuery(getAccountQueryOptions(id));

export const getProfileGeneral = async (id: string) => v.parse(profileGeneralResponse, await api<unknown>(`${base}/profile/general/${id}`));
export const getProfileGeneralQueryOptions = (id: string) => queryOptions({ queryKey: ['influencer', 'general', id], queryFn: () => getProfileGeneral(id) });
export const useProfileGeneral = (id: string) => useQuery(getProfileGeneralQueryOptions(id));

export const getPrefs = async (id: string) => v.parse(prefsResponse, await api<unknown>(`${base}/profile/prefs/${id}`));
export const getPrefsQueryOptions = (id: string) => queryOptions({ queryKey: ['influencer', 'prefs', id], queryFn: () => getPrefs(id) });
export const usePrefs = (id: string) => useQuery(getPrefsQueryOptions(id));

/** Everything cached about the influencer is stale after a change. */
export function useInvalidateInfluencer() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['influencer'] });
}

export const createProfile = async (id: string, body: CreateProfileBody) => v.parse(profileGeneralResponse, await api<unknown>(`${base}/profile/createProfile/${id}`, { method: 'POST', body }));
export const patchGeneral = async (id: string, body: PatchGeneralBody) => v.parse(profileGeneralResponse, await api<unknown>(`${base}/profile/general/${id}`, { method: 'PATCH', body }));
export const markProfileReady = async (id: string) => v.parse(profileReadyResponse, await api<unknown>(`${base}/profile/ready/${id}`, { method: 'PATCH' }));

export function useSavePrefs(id: string) {
  const invalidate = useInvalidateInfluencer();
  return useMutation({
    mutationFn: async (body: Partial<PrefsResponse>) => v.parse(prefsResponse, await api<unknown>(`${base}/profile/prefs/${id}`, { method: 'PATCH', body })),
    onSuccess: invalidate,
  });
}

export const changePassword = async (id: string, body: { currentPassword: string; newPassword: string }) => v.parse(passwordChangedResponse, await api<unknown>(`${base}/changePassword/${id}`, { method: 'PATCH', body }));
export const acceptConsent = async (id: string, code: string) => v.parse(consentAcceptedResponse, await api<unknown>(`${base}/consent/${id}`, { method: 'POST', body: { code } }));
export const withdrawConsent = async (id: string) => v.parse(withdrawConsentResponse, await api<unknown>(`${base}/consent/${id}`, { method: 'DELETE' }));
/** Ends the link to the talent manager; after it, the account (and everything cached about the influencer) is refetched. */
export function useWithdrawConsent(id: string) {
  const invalidate = useInvalidateInfluencer();
  return useMutation({ mutationFn: () => withdrawConsent(id), onSuccess: invalidate });
}
export const dismissToast = async (id: string, key: string) => v.parse(toastResponse, await api<unknown>(`${base}/toast/${id}`, { method: 'PATCH', body: { key } }));

/** POST the profile image (multipart "file"), reporting upload progress. */
export const uploadProfileImage = async (id: string, file: File, onProgress: (percent: number) => void) =>
  v.parse(uploadResponse, await uploadWithProgress('POST', `${base}/profile/image/${id}`, file, onProgress));
