import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { paymentSchema, type TopUpBody } from '#common/contracts/money';
import { api } from '#client/api/client';
import { newIdempotencyKey } from './idempotency-key';

/** A payment (one attempt to pay for a top-up or a package) and the top-up that starts one. */

export const paymentQueryOptions = (uuid: string, paymentId: string) =>
  queryOptions({
    queryKey: ['money', 'payment', paymentId],
    queryFn: async () => v.parse(paymentSchema, await api<unknown>(`/api/credits/marketers/${uuid}/payments/${paymentId}`)),
    // A pending payment is confirmed by the gateway's webhook: look again every few seconds.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });
export const usePayment = (uuid: string, paymentId: string | null) => useQuery({ ...paymentQueryOptions(uuid, paymentId ?? ''), enabled: Boolean(paymentId) });

export const useTopUp = (uuid: string) =>
  useMutation({
    mutationFn: async (body: TopUpBody & { key?: string }) =>
      v.parse(paymentSchema, await api<unknown>(`/api/credits/marketers/${uuid}/topups`, { method: 'POST', body: { amount: body.amount, method: body.method }, headers: { 'Idempotency-Key': body.key ?? newIdempotencyKey() } })),
  });

/** Outside production: the local gateway is told the QR was paid. */
export const usePayLocally = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paymentId: string) => v.parse(paymentSchema, await api<unknown>(`/dev/gateway/payments/${paymentId}/pay`, { method: 'POST' })),
    onSuccess: (payment) => {
      queryClient.setQueryData(['money', 'payment', payment.id], payment);
      void queryClient.invalidateQueries({ queryKey: ['money'] });
      void queryClient.invalidateQueries({ queryKey: ['marketer', 'dashboard'] });
    },
  });
};
