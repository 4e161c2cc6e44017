import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { postListResponse } from '#common/contracts/content';
import { queryKeys, type CaseStudyListParams } from '#common/query-keys';
import { api } from '#client/api/client';

export type { CaseStudyListParams } from '#common/query-keys';

/** GET /api/influencer-success-cases/lang/{locale} (default categories 2–11 and 13, 6 per page). */
export const getCaseStudies = async ({ locale, ...query }: CaseStudyListParams) =>
  v.parse(postListResponse, await api<unknown>(`/api/influencer-success-cases/lang/${locale}`, { query: { ...query } }));

export const getCaseStudiesQueryOptions = (params: CaseStudyListParams) =>
  queryOptions({ queryKey: queryKeys.caseStudies(params), queryFn: () => getCaseStudies(params), placeholderData: keepPreviousData, staleTime: 30_000 });

export const useCaseStudies = (params: CaseStudyListParams) => useQuery(getCaseStudiesQueryOptions(params));
