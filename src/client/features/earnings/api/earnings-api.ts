import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  earnSchema,
  payoutBatchSchema,
  payoutBatchesSchema,
  staffWithdrawalSchema,
  staffWithdrawalsSchema,
  withdrawalListSchema,
  withdrawalSchema,
} from '#common/contracts/earnings';
import type { WithdrawalStatus } from '#common/enums';
import { api } from '#client/api/client';

/** Issue 13: the influencer's earnings and withdrawals; the staff's withdrawal queue and payout batches. */

export const earnQueryOptions = (uuid: string, cursor: string | null) =>
  queryOptions({
    queryKey: ['earnings', 'earn', uuid, cursor],
    queryFn: async () => v.parse(earnSchema, await api<unknown>(`/sv_influ_api/influ/earn/${uuid}`, { query: { limit: '10', ...(cursor ? { cursor } : {}) } })),
  });
export const useEarn = (uuid: string, cursor: string | null) => useQuery(earnQueryOptions(uuid, cursor));

export const withdrawalsQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: ['earnings', 'withdrawals', uuid], queryFn: async () => v.parse(withdrawalListSchema, await api<unknown>(`/sv_influ_api/influ/withdraw/${uuid}`, { query: { limit: '20' } })) });
export const useWithdrawals = (uuid: string) => useQuery(withdrawalsQueryOptions(uuid));

/** One withdrawal request; the key is the attempt's (the machine keeps it across a retry). */
export const submitWithdrawal = async (uuid: string, input: { amountMinor: number; idempotencyKey: string }) =>
  v.parse(withdrawalSchema, await api<unknown>(`/sv_influ_api/influ/withdraw/${uuid}`, { method: 'POST', body: { amount: input.amountMinor }, headers: { 'Idempotency-Key': input.idempotencyKey } }));

export const earnFileUrl = (uuid: string, format: 'csv' | 'pdf', locale: 'th' | 'en') => `/sv_influ_api/influ/earn/${uuid}?${new URLSearchParams({ format, locale }).toString()}`;

// Staff.
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
