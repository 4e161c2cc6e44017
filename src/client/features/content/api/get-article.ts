import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PostDetail } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { queryKeys } from '#common/query-keys';
import { api } from '#client/api/client';

/** GET /api/blogs/lang/{locale}/slug/{slug}: one published article with related ones. */
export const getArticle = (locale: Locale, slug: string) => api<PostDetail>(`/api/blogs/lang/${locale}/slug/${encodeURIComponent(slug)}`);

export const getArticleQueryOptions = (locale: Locale, slug: string) =>
  queryOptions({ queryKey: queryKeys.blog(locale, slug), queryFn: () => getArticle(locale, slug), staleTime: 60_000, retry: false });

export const useArticle = (locale: Locale, slug: string) => useSuspenseQuery(getArticleQueryOptions(locale, slug));
