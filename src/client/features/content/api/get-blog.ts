import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PostDetail } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { api } from '#client/api/client';
import { queryKeys } from '#common/query-keys';

/** GET /api/blogs/lang/{locale}/slug/{slug}: one published article with related ones. */
export const getBlog = (locale: Locale, slug: string) => api<PostDetail>(`/api/blogs/lang/${locale}/slug/${encodeURIComponent(slug)}`);

export const getBlogQueryOptions = (locale: Locale, slug: string) =>
  queryOptions({ queryKey: queryKeys.blog(locale, slug), queryFn: () => getBlog(locale, slug), staleTime: 60_000, retry: false });

export const useBlog = (locale: Locale, slug: string) => useSuspenseQuery(getBlogQueryOptions(locale, slug));
