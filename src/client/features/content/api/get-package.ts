import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PackageOffer } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { api } from '#client/api/client';
import { queryKeys } from '#common/query-keys';

/** GET /sv_package/offer/find/{locale}/{slug} */
export const getPackage = (locale: Locale, slug: string) => api<PackageOffer>(`/sv_package/offer/find/${locale}/${encodeURIComponent(slug)}`);

export const getPackageQueryOptions = (locale: Locale, slug: string) =>
  queryOptions({ queryKey: queryKeys.package(locale, slug), queryFn: () => getPackage(locale, slug), staleTime: 60_000, retry: false });

export const usePackage = (locale: Locale, slug: string) => useSuspenseQuery(getPackageQueryOptions(locale, slug));
