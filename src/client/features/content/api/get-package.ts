import * as v from 'valibot';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { packageSchema } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { api } from '#client/api/client';
import { queryKeys } from '#common/query-keys';

/** GET /sv_package/offer/find/{locale}/{slug} */
export const getPackage = async (locale: Locale, slug: string) => v.parse(packageSchema, await api<unknown>(`/sv_package/offer/find/${locale}/${encodeURIComponent(slug)}`));

export const getPackageQueryOptions = (locale: Locale, slug: string) =>
  queryOptions({ queryKey: queryKeys.package(locale, slug), queryFn: () => getPackage(locale, slug), staleTime: 60_000, retry: false });

export const usePackage = (locale: Locale, slug: string) => useSuspenseQuery(getPackageQueryOptions(locale, slug));
