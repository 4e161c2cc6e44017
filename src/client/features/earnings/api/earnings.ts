import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { earnSchema } from '#common/contracts/earnings';
import { api } from '#client/api/client';

/** Issue 13: the influencer's earnings (one page on screen, or the CSV / PDF download). */

export const earnQueryOptions = (uuid: string, cursor: string | null) =>
  queryOptions({
    queryKey: ['earnings', 'earn', uuid, cursor],
    queryFn: async () => v.parse(earnSchema, await api<unknown>(`/sv_influ_api/influ/earn/${uuid}`, { query: { limit: '10', ...(cursor ? { cursor } : {}) } })),
  });
export const useEarn = (uuid: string, cursor: string | null) => useQuery(earnQueryOptions(uuid, cursor));

export const earnFileUrl = (uuid: string, format: 'csv' | 'pdf', locale: 'th' | 'en') => `/sv_influ_api/influ/earn/${uuid}?${new URLSearchParams({ format, locale }).toString()}`;
