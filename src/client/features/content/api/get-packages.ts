import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { packageSchema, paged } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { api } from '#client/api/client';
import { queryKeys } from '#common/query-keys';

/** GET /api/package/home/list (defaults status=publish, page=1, limit=6, perPage=6). */
const packageList = paged(packageSchema);
export const getHomePackages = async (locale: Locale) =>
  v.parse(packageList, await api<unknown>('/api/package/home/list', { query: { status: 'publish', page: 1, limit: 6, perPage: 6, locale } }));

export const getHomePackagesQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: queryKeys.homePackages(locale), queryFn: () => getHomePackages(locale), staleTime: 60_000 });

export const useHomePackages = (locale: Locale) => useQuery(getHomePackagesQueryOptions(locale));

/** GET /sv_package/offer (status, limit, page). */
export const getOffers = async (locale: Locale, page: number) => v.parse(packageList, await api<unknown>('/sv_package/offer', { query: { status: 'publish', limit: 6, page, locale } }));

export const getOffersQueryOptions = (locale: Locale, page: number) =>
  queryOptions({ queryKey: queryKeys.offers(locale, page), queryFn: () => getOffers(locale, page), placeholderData: keepPreviousData, staleTime: 60_000 });

export const useOffers = (locale: Locale, page: number) => useQuery(getOffersQueryOptions(locale, page));
