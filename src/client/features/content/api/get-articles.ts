import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { postListResponse } from '#common/contracts/content';
import { queryKeys, type BlogListParams } from '#common/query-keys';
import { api } from '#client/api/client';

/** The article list's parameters (the API path and the query key keep the spec's word "blog"). */
export type ArticleListParams = BlogListParams;

/** GET /api/blogs/lang/{locale} (SPEC §7; default categories 5,8,9,10,12 and 5 per page). */
export const getArticles = async ({ locale, ...query }: ArticleListParams) => v.parse(postListResponse, await api<unknown>(`/api/blogs/lang/${locale}`, { query: { ...query } }));

export const getArticlesQueryOptions = (params: ArticleListParams) =>
  queryOptions({ queryKey: queryKeys.blogs(params), queryFn: () => getArticles(params), placeholderData: keepPreviousData, staleTime: 30_000 });

export const useArticles = (params: ArticleListParams) => useQuery(getArticlesQueryOptions(params));
