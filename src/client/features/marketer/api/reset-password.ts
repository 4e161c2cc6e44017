import { api } from '#client/api/client';

/** PATCH /api/marketers/reset-password/{id}: the proof of a reset code sets a new password. */
export const resetPassword = (input: { uuid: string; phone?: string; email?: string; verificationToken: string; newPassword: string }) =>
  api<unknown>(`/api/marketers/reset-password/${input.uuid}`, {
    method: 'PATCH',
    body: { ...(input.phone ? { phone: input.phone } : { email: input.email }), verificationToken: input.verificationToken, newPassword: input.newPassword },
  });
