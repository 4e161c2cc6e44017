import * as v from 'valibot';
import { api } from '#client/api/client';
import { addChannelOauthResponse, channelSchema, privilegeSaveResponse, type AddManualChannelBody } from '#common/contracts/channels';
import { uploadResponse } from '#common/contracts/influencer';
import type { SocialChannelType } from '#common/enums';

/** Issue 10: adding a channel (OAuth or by hand with evidence, and the privilege code) — the wizard's actors call these. */
const influ = '/sv_influ_api/influ';

export const startOauthChannel = async (type: SocialChannelType, body: { locale: 'th' | 'en'; privilegeCode?: string }) =>
  v.parse(addChannelOauthResponse, await api<unknown>(`/sv_authauth/account/add_channel/${type}/uuid`, { method: 'POST', body }));

export const addManualChannel = async (body: AddManualChannelBody) => v.parse(channelSchema, await api<unknown>(`${influ}/channel/addChannel`, { method: 'POST', body }));

export const savePrivilegeCode = async (uuid: string, code: string) => v.parse(privilegeSaveResponse, await api<unknown>(`${influ}/channel/privilege/save/${uuid}/${encodeURIComponent(code.trim().toUpperCase())}`));

export async function uploadEvidence(uuid: string, file: File) {
  const form = new FormData();
  form.set('file', file);
  return v.parse(uploadResponse, await api<unknown>(`${influ}/attachment/${uuid}`, { method: 'POST', body: form }));
}
