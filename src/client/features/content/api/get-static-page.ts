import * as v from 'valibot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staticPageSchema } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { queryKeys, type StaticPageSlug } from '#common/query-keys';
import { api } from '#client/api/client';

export type { StaticPageSlug } from '#common/query-keys';

/** GET /api/pages/{slug}/{locale}: about, privacy or terms, edited by staff. */
export const getStaticPage = async (slug: StaticPageSlug, locale: Locale) => v.parse(staticPageSchema, await api<unknown>(`/api/pages/${slug}/${locale}`));

export const getStaticPageQueryOptions = (slug: StaticPageSlug, locale: Locale) =>
  queryOptions({ queryKey: queryKeys.staticPage(slug, locale), queryFn: () => getStaticPage(slug, locale), staleTime: 5 * 60_000 });

export const useStaticPage = (slug: StaticPageSlug, locale: Locale) => useQuery(getStaticPageQueryOptions(slug, locale));
