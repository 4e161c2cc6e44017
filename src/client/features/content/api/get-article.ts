import * as v from 'valibot';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { postDetailSchema } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { queryKeys } from '#common/query-keys';
import { api } from '#client/api/client';

/** GET /api/blogs/lang/{locale}/slug/{slug}: one published article with related ones. */
export const getArticle = async (locale: Locale, slug: string) => v.parse(postDetailSchema, await api<unknown>(`/api/blogs/lang/${locale}/slug/${encodeURIComponent(slug)}`));

export const getArticleQueryOptions = (locale: Locale, slug: string) =>
  queryOptions({ queryKey: queryKeys.blog(locale, slug), queryFn: () => getArticle(locale, slug), staleTime: 60_000, retry: false });

export const useArticle = (locale: Locale, slug: string) => useSuspenseQuery(getArticleQueryOptions(locale, slug));
