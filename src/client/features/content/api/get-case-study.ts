import * as v from 'valibot';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { postDetailSchema } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { api } from '#client/api/client';
import { queryKeys } from '#common/query-keys';

/** GET /sv_influ_api/open/{locale}/casesstudy/{id} (id or slug). */
export const getCaseStudy = async (locale: Locale, id: string) => v.parse(postDetailSchema, await api<unknown>(`/sv_influ_api/open/${locale}/casesstudy/${encodeURIComponent(id)}`));

export const getCaseStudyQueryOptions = (locale: Locale, id: string) =>
  queryOptions({ queryKey: queryKeys.caseStudy(locale, id), queryFn: () => getCaseStudy(locale, id), staleTime: 60_000, retry: false });

export const useCaseStudy = (locale: Locale, id: string) => useSuspenseQuery(getCaseStudyQueryOptions(locale, id));
