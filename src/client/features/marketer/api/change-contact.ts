import * as v from 'valibot';
import { marketerProfileSchema } from '#common/contracts/marketer';
import { api } from '#client/api/client';

/** PATCH /api/marketers/{id}/change-email and change-phone: current password + the code's proof. */
export const changeEmail = async (input: { uuid: string; email: string; currentPassword: string; verificationToken: string }) =>
  v.parse(marketerProfileSchema, await api<unknown>(`/api/marketers/${input.uuid}/change-email`, { method: 'PATCH', body: { email: input.email, currentPassword: input.currentPassword, verificationToken: input.verificationToken } }));
export const changePhone = async (input: { uuid: string; phone: string; currentPassword: string; verificationToken: string }) =>
  v.parse(marketerProfileSchema, await api<unknown>(`/api/marketers/${input.uuid}/change-phone`, { method: 'PATCH', body: { phone: input.phone, currentPassword: input.currentPassword, verificationToken: input.verificationToken } }));
