import * as v from 'valibot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqListResponse } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { queryKeys, type FaqAudience } from '#common/query-keys';
import { api } from '#client/api/client';

export type { FaqAudience } from '#common/query-keys';

/** GET /sv_influ_api/open/{locale}/{x}/faq */
export const getFaq = async (locale: Locale, audience: FaqAudience) => v.parse(faqListResponse, await api<unknown>(`/sv_influ_api/open/${locale}/${audience}/faq`)).data;

export const getFaqQueryOptions = (locale: Locale, audience: FaqAudience) =>
  queryOptions({ queryKey: queryKeys.faq(locale, audience), queryFn: () => getFaq(locale, audience), staleTime: 5 * 60_000 });

export const useFaq = (locale: Locale, audience: FaqAudience) => useQuery(getFaqQueryOptions(locale, audience));
