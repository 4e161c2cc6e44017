import { api } from '#client/api/client';

/** PATCH /api/marketers/{id}/change-password: every other session is signed out. */
export const changePassword = (input: { uuid: string; currentPassword: string; newPassword: string }) =>
  api<unknown>(`/api/marketers/${input.uuid}/change-password`, { method: 'PATCH', body: { currentPassword: input.currentPassword, newPassword: input.newPassword } });
