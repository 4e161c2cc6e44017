import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { creditTotalSchema, expiryAlertSchema } from '#common/contracts/money';
import { api } from '#client/api/client';

/** The marketer's credit (SPEC §7 "Marketer"): the total, and what expires soon. */

export const creditTotalQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: ['money', 'credit', uuid], queryFn: async () => v.parse(creditTotalSchema, await api<unknown>(`/api/credits/marketers/${uuid}/total`)) });
export const useCreditTotal = (uuid: string) => useQuery(creditTotalQueryOptions(uuid));

export const expiryAlertQueryOptions = (locale: 'th' | 'en') =>
  queryOptions({ queryKey: ['money', 'alert', locale], queryFn: async () => v.parse(expiryAlertSchema, await api<unknown>('/api/marketers/alert-credits-package-before-expire', { query: { locale } })) });
export const useExpiryAlert = (locale: 'th' | 'en') => useQuery(expiryAlertQueryOptions(locale));
