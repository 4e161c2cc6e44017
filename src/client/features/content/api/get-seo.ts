import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseSeoData } from '#common/contracts/start-up-checks';
import type { Locale } from '#common/enums';
import { api } from '#client/api/client';
import { queryKeys } from '#common/query-keys';

/**
 * GET /api/seo/page/{page}/{locale}: the section's SEO entry (home when unknown). Every page's
 * shell runs this: checked by hand as #common/contracts/seo's schema, so valibot stays out of the
 * entry (decision 071).
 */
export const getSeo = async (page: string, locale: Locale) => parseSeoData(await api<unknown>(`/api/seo/page/${encodeURIComponent(page)}/${locale}`));

export const getSeoQueryOptions = (page: string, locale: Locale) =>
  queryOptions({ queryKey: queryKeys.seo(page, locale), queryFn: () => getSeo(page, locale), staleTime: 5 * 60_000, retry: false });

export const useSeo = (page: string, locale: Locale) => useQuery(getSeoQueryOptions(page, locale));
