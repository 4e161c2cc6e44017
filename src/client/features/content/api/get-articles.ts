import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { postListResponse } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { api } from '#client/api/client';

export interface ArticleListParams {
  locale: Locale;
  category?: number[];
  page?: number;
  perPage?: number;
}

/** GET /api/blogs/lang/{locale} (SPEC §7; default categories 5,8,9,10,12 and 5 per page). */
export const getArticles = async ({ locale, ...query }: ArticleListParams) => v.parse(postListResponse, await api<unknown>(`/api/blogs/lang/${locale}`, { query: { ...query } }));

export const getArticlesQueryOptions = (params: ArticleListParams) =>
  queryOptions({ queryKey: ['content', 'blogs', params], queryFn: () => getArticles(params), placeholderData: keepPreviousData, staleTime: 30_000 });

export const useArticles = (params: ArticleListParams) => useQuery(getArticlesQueryOptions(params));
