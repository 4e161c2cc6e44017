import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '#common/contracts/content';
import { api } from '#client/api/client';
import { queryKeys } from '#common/query-keys';

/** GET /sv_influ_api/open/config/category/{blog|casesstudy}: active and shown categories, enriched (SPEC §3). */
export const getCategories = (kind: 'blog' | 'casesstudy') => api<{ data: Category[] }>(`/sv_influ_api/open/config/category/${kind}`).then((r) => r.data);

export const getCategoriesQueryOptions = (kind: 'blog' | 'casesstudy') =>
  queryOptions({ queryKey: queryKeys.categories(kind), queryFn: () => getCategories(kind), staleTime: 10 * 60_000 });

export const useCategories = (kind: 'blog' | 'casesstudy') => useQuery(getCategoriesQueryOptions(kind));
