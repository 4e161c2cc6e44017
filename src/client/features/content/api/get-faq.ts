import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqItem } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { queryKeys, type FaqAudience } from '#common/query-keys';
import { api } from '#client/api/client';

export type { FaqAudience } from '#common/query-keys';

/** GET /sv_influ_api/open/{locale}/{x}/faq */
export const getFaq = (locale: Locale, audience: FaqAudience) => api<{ data: FaqItem[] }>(`/sv_influ_api/open/${locale}/${audience}/faq`).then((r) => r.data);

export const getFaqQueryOptions = (locale: Locale, audience: FaqAudience) =>
  queryOptions({ queryKey: queryKeys.faq(locale, audience), queryFn: () => getFaq(locale, audience), staleTime: 5 * 60_000 });

export const useFaq = (locale: Locale, audience: FaqAudience) => useQuery(getFaqQueryOptions(locale, audience));
