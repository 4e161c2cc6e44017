import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { withdrawalListSchema, withdrawalSchema } from '#common/contracts/earnings';
import { api } from '#client/api/client';

/** Issue 13: the influencer's withdrawals, and asking for one. */

export const withdrawalsQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: ['earnings', 'withdrawals', uuid], queryFn: async () => v.parse(withdrawalListSchema, await api<unknown>(`/sv_influ_api/influ/withdraw/${uuid}`, { query: { limit: '20' } })) });
export const useWithdrawals = (uuid: string) => useQuery(withdrawalsQueryOptions(uuid));

/** One withdrawal request; the key is the attempt's (the machine keeps it across a retry). */
export const submitWithdrawal = async (uuid: string, input: { amountMinor: number; idempotencyKey: string }) =>
  v.parse(withdrawalSchema, await api<unknown>(`/sv_influ_api/influ/withdraw/${uuid}`, { method: 'POST', body: { amount: input.amountMinor }, headers: { 'Idempotency-Key': input.idempotencyKey } }));
