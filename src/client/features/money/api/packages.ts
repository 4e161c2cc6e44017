import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { packageSchema, paged } from '#common/contracts/content';
import { packageBalanceSchema, paymentSchema, type BuyPackageBody } from '#common/contracts/money';
import { api } from '#client/api/client';
import { newIdempotencyKey } from './idempotency-key';

/** The marketer's packages: what is left of each, and buying one (a money-moving POST with its Idempotency-Key). */

export const packageBalanceQueryOptions = (uuid: string, locale: 'th' | 'en') =>
  queryOptions({ queryKey: ['money', 'packages', uuid, locale], queryFn: async () => v.parse(packageBalanceSchema, await api<unknown>(`/api/packages/marketers/${uuid}/balance`, { query: { locale } })) });
export const usePackageBalance = (uuid: string, locale: 'th' | 'en') => useQuery(packageBalanceQueryOptions(uuid, locale));

/** The published offers a marketer can buy (the public list's endpoint, one page of 50). */
export const packageOffersQueryOptions = (locale: 'th' | 'en') =>
  queryOptions({ queryKey: ['money', 'offers', locale], queryFn: async () => v.parse(paged(packageSchema), await api<unknown>('/sv_package/offer', { query: { locale, limit: 50 } })) });
export const usePackageOffers = (locale: 'th' | 'en') => useQuery(packageOffersQueryOptions(locale));

export const useBuyPackage = (uuid: string) =>
  useMutation({
    mutationFn: async (body: BuyPackageBody) =>
      v.parse(paymentSchema, await api<unknown>(`/api/packages/marketers/${uuid}/purchases`, { method: 'POST', body, headers: { 'Idempotency-Key': newIdempotencyKey() } })),
  });
