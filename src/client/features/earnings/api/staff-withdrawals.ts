import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { payoutBatchSchema, payoutBatchesSchema, staffWithdrawalSchema, staffWithdrawalsSchema } from '#common/contracts/earnings';
import type { WithdrawalStatus } from '#common/enums';
import { api } from '#client/api/client';

/** Back office: the withdrawal queue and its payout batches (bank file). */

export const staffWithdrawalsQueryOptions = (status: WithdrawalStatus) =>
  queryOptions({ queryKey: ['earnings', 'staff', status], queryFn: async () => v.parse(staffWithdrawalsSchema, await api<unknown>('/api/admin/withdrawals', { query: { status } })) });
export const useStaffWithdrawals = (status: WithdrawalStatus) => useQuery(staffWithdrawalsQueryOptions(status));
export const usePayoutBatches = () =>
  useQuery({ queryKey: ['earnings', 'staff', 'batches'], queryFn: async () => v.parse(payoutBatchesSchema, await api<unknown>('/api/admin/withdrawals/batches')) });

const newKey = () => crypto.randomUUID();

export function useStaffWithdrawalActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['earnings', 'staff'] });
  return {
    approve: useMutation({
      mutationFn: async (id: string) => v.parse(staffWithdrawalSchema, await api<unknown>(`/api/admin/withdrawals/${id}/approve`, { method: 'POST' })),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: async (input: { id: string; reason: string }) =>
        v.parse(staffWithdrawalSchema, await api<unknown>(`/api/admin/withdrawals/${input.id}/reject`, { method: 'POST', body: { reason: input.reason }, headers: { 'Idempotency-Key': newKey() } })),
      onSuccess: refresh,
    }),
    batch: useMutation({
      mutationFn: async (withdrawalIds: string[]) => v.parse(payoutBatchSchema, await api<unknown>('/api/admin/withdrawals/batches', { method: 'POST', body: { withdrawalIds }, headers: { 'Idempotency-Key': newKey() } })),
      onSuccess: refresh,
    }),
    paid: useMutation({
      mutationFn: async (batchId: string) => v.parse(payoutBatchSchema, await api<unknown>(`/api/admin/withdrawals/batches/${batchId}/paid`, { method: 'POST', headers: { 'Idempotency-Key': newKey() } })),
      onSuccess: refresh,
    }),
  };
}

export const batchFileUrl = (batchId: string) => `/api/admin/withdrawals/batches/${batchId}/file`;
