import * as v from 'valibot';
import { api } from '#client/api/client';
import { passwordChangedResponse } from '#common/contracts/influencer-signup';

/** Forgotten password: a new password with the proof of a reset code sent to the e-mail (SPEC §7). */
export const changePasswordByEmail = async (id: string, body: { email: string; verificationToken: string; newPassword: string }) =>
  v.parse(passwordChangedResponse, await api<unknown>(`/sv_influ_api/influ/changePasswordByEmail/${id}`, { method: 'PATCH', body }));
