import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  creditTotalSchema,
  expiryAlertSchema,
  packageBalanceSchema,
  paymentSchema,
  paymentStatuses,
  staffPaymentsSchema,
  statementSchema,
  type BuyPackageBody,
  type StaffPaymentAction,
  type StatementQuery,
  type TopUpBody,
} from '#common/contracts/money';
import { api } from '#client/api/client';

/** The money endpoints (SPEC §7 "Marketer"); every money-moving POST sends an Idempotency-Key. */

export const creditTotalQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: ['money', 'credit', uuid], queryFn: async () => v.parse(creditTotalSchema, await api<unknown>(`/api/credits/marketers/${uuid}/total`)) });
export const useCreditTotal = (uuid: string) => useQuery(creditTotalQueryOptions(uuid));

export const expiryAlertQueryOptions = (locale: 'th' | 'en') =>
  queryOptions({ queryKey: ['money', 'alert', locale], queryFn: async () => v.parse(expiryAlertSchema, await api<unknown>('/api/marketers/alert-credits-package-before-expire', { query: { locale } })) });
export const useExpiryAlert = (locale: 'th' | 'en') => useQuery(expiryAlertQueryOptions(locale));

export const packageBalanceQueryOptions = (uuid: string, locale: 'th' | 'en') =>
  queryOptions({ queryKey: ['money', 'packages', uuid, locale], queryFn: async () => v.parse(packageBalanceSchema, await api<unknown>(`/api/packages/marketers/${uuid}/balance`, { query: { locale } })) });
export const usePackageBalance = (uuid: string, locale: 'th' | 'en') => useQuery(packageBalanceQueryOptions(uuid, locale));

export const statementQueryOptions = (uuid: string, query: StatementQuery) =>
  queryOptions({ queryKey: ['money', 'statement', uuid, query], queryFn: async () => v.parse(statementSchema, await api<unknown>(`/api/credits/marketers/${uuid}/statement`, { query: { ...query } })) });
export const useStatement = (uuid: string, query: StatementQuery) => useQuery(statementQueryOptions(uuid, query));

export const paymentQueryOptions = (uuid: string, paymentId: string) =>
  queryOptions({
    queryKey: ['money', 'payment', paymentId],
    queryFn: async () => v.parse(paymentSchema, await api<unknown>(`/api/credits/marketers/${uuid}/payments/${paymentId}`)),
    // A pending payment is confirmed by the gateway's webhook: look again every few seconds.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });
export const usePayment = (uuid: string, paymentId: string | null) => useQuery({ ...paymentQueryOptions(uuid, paymentId ?? ''), enabled: Boolean(paymentId) });

/** One key per attempt the marketer makes: a retried request reuses it, a new attempt gets another. */
const newKey = () => crypto.randomUUID();

export const useTopUp = (uuid: string) =>
  useMutation({
    mutationFn: async (body: TopUpBody & { key?: string }) =>
      v.parse(paymentSchema, await api<unknown>(`/api/credits/marketers/${uuid}/topups`, { method: 'POST', body: { amount: body.amount, method: body.method }, headers: { 'Idempotency-Key': body.key ?? newKey() } })),
  });

export const useBuyPackage = (uuid: string) =>
  useMutation({
    mutationFn: async (body: BuyPackageBody) =>
      v.parse(paymentSchema, await api<unknown>(`/api/packages/marketers/${uuid}/purchases`, { method: 'POST', body, headers: { 'Idempotency-Key': newKey() } })),
  });

/** Outside production: the local gateway is told the QR was paid. */
export const usePayLocally = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paymentId: string) => v.parse(paymentSchema, await api<unknown>(`/dev/gateway/payments/${paymentId}/pay`, { method: 'POST' })),
    onSuccess: (payment) => {
      queryClient.setQueryData(['money', 'payment', payment.id], payment);
      void queryClient.invalidateQueries({ queryKey: ['money'] });
      void queryClient.invalidateQueries({ queryKey: ['marketer', 'dashboard'] });
      void uuid;
    },
  });
};

export const statementFileUrl = (uuid: string, format: 'csv' | 'pdf', query: StatementQuery, locale: 'th' | 'en') => {
  const params = new URLSearchParams({ format, locale });
  for (const [key, value] of Object.entries(query)) if (value && key !== 'cursor' && key !== 'limit') params.set(key, String(value));
  return `/api/credits/marketers/${uuid}/statement?${params.toString()}`;
};

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
