import * as v from 'valibot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { seoSchema } from '#common/contracts/seo';
import type { Locale } from '#common/enums';
import { api } from '#client/api/client';
import { queryKeys } from '#common/query-keys';

/**
 * GET /api/seo/page/{page}/{locale}: the section's SEO entry (home when unknown). Every page's
 * shell runs this: its schema comes from #common/contracts/seo, not the whole content contracts.
 */
export const getSeo = async (page: string, locale: Locale) => v.parse(seoSchema, await api<unknown>(`/api/seo/page/${encodeURIComponent(page)}/${locale}`));

export const getSeoQueryOptions = (page: string, locale: Locale) =>
  queryOptions({ queryKey: queryKeys.seo(page, locale), queryFn: () => getSeo(page, locale), staleTime: 5 * 60_000, retry: false });

export const useSeo = (page: string, locale: Locale) => useQuery(getSeoQueryOptions(page, locale));
