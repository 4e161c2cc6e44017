import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, PostSummary } from '#common/contracts/content';
import { queryKeys, type BlogListParams } from '#common/query-keys';
import { api } from '#client/api/client';

export type { BlogListParams } from '#common/query-keys';

/** GET /api/blogs/lang/{locale} (SPEC §7; default categories 5,8,9,10,12 and 5 per page). */
export const getBlogs = ({ locale, ...query }: BlogListParams) => api<Paged<PostSummary>>(`/api/blogs/lang/${locale}`, { query: { ...query } });

export const getBlogsQueryOptions = (params: BlogListParams) =>
  queryOptions({ queryKey: queryKeys.blogs(params), queryFn: () => getBlogs(params), placeholderData: keepPreviousData, staleTime: 30_000 });

export const useBlogs = (params: BlogListParams) => useQuery(getBlogsQueryOptions(params));
