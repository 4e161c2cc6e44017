import * as v from 'valibot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '#common/enums';
import { api } from '#client/api/client';
import { queryKeys } from '#common/query-keys';

/**
 * GET /api/seo/page/{page}/{locale}: the section's SEO entry (home when unknown). Every page's
 * shell runs this, so the content contracts load with the response, not in the entry
 * (decision 012): the schema module is fetched alongside the request.
 */
export const getSeo = async (page: string, locale: Locale) => {
  const [{ seoSchema }, body] = await Promise.all([import('#common/contracts/content'), api<unknown>(`/api/seo/page/${encodeURIComponent(page)}/${locale}`)]);
  return v.parse(seoSchema, body);
};

export const getSeoQueryOptions = (page: string, locale: Locale) =>
  queryOptions({ queryKey: queryKeys.seo(page, locale), queryFn: () => getSeo(page, locale), staleTime: 5 * 60_000, retry: false });

export const useSeo = (page: string, locale: Locale) => useQuery(getSeoQueryOptions(page, locale));
