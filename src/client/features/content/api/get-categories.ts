import * as v from 'valibot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryListResponse } from '#common/contracts/content';
import { api } from '#client/api/client';
import { queryKeys } from '#common/query-keys';

/** GET /sv_influ_api/open/config/category/{blog|casesstudy}: active and shown categories, enriched (SPEC §3). */
export const getCategories = async (kind: 'blog' | 'casesstudy') => v.parse(categoryListResponse, await api<unknown>(`/sv_influ_api/open/config/category/${kind}`)).data;

export const getCategoriesQueryOptions = (kind: 'blog' | 'casesstudy') =>
  queryOptions({ queryKey: queryKeys.categories(kind), queryFn: () => getCategories(kind), staleTime: 10 * 60_000 });

export const useCategories = (kind: 'blog' | 'casesstudy') => useQuery(getCategoriesQueryOptions(kind));
