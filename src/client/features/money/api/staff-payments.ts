import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { paymentStatuses, staffPaymentsSchema, type StaffPaymentAction } from '#common/contracts/money';
import { api } from '#client/api/client';

/** Back office: payments by status, and staff's confirm / cancel / refund (each attempt its own key). */
export const useStaffPayments = (status: (typeof paymentStatuses)[number]) =>
  useQuery({ queryKey: ['money', 'staff-payments', status], queryFn: async () => v.parse(staffPaymentsSchema, await api<unknown>(`/api/admin/payments?status=${status}`)) });

export const useStaffPaymentAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { paymentId: string; action: StaffPaymentAction['action']; key: string }) =>
      api<unknown>(`/api/admin/payments/${input.paymentId}/actions`, { method: 'POST', body: { action: input.action }, headers: { 'Idempotency-Key': input.key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['money', 'staff-payments'] }),
  });
};
