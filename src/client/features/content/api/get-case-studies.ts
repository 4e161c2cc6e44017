import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, PostSummary } from '#common/contracts/content';
import { queryKeys, type CaseStudyListParams } from '#common/query-keys';
import { api } from '#client/api/client';

export type { CaseStudyListParams } from '#common/query-keys';

/** GET /api/influencer-success-cases/lang/{locale} (default categories 2–11 and 13, 6 per page). */
export const getCaseStudies = ({ locale, ...query }: CaseStudyListParams) =>
  api<Paged<PostSummary>>(`/api/influencer-success-cases/lang/${locale}`, { query: { ...query } });

export const getCaseStudiesQueryOptions = (params: CaseStudyListParams) =>
  queryOptions({ queryKey: queryKeys.caseStudies(params), queryFn: () => getCaseStudies(params), placeholderData: keepPreviousData, staleTime: 30_000 });

export const useCaseStudies = (params: CaseStudyListParams) => useQuery(getCaseStudiesQueryOptions(params));
