import { useMutation } from '@tanstack/react-query';
import { api } from '#client/api/client';

export const changePassword = (input: { uuid: string; currentPassword: string; newPassword: string }) =>
  api<unknown>(`/api/marketers/${input.uuid}/change-password`, { method: 'PATCH', body: { currentPassword: input.currentPassword, newPassword: input.newPassword } });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
