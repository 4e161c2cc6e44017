import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { statementSchema, type StatementQuery } from '#common/contracts/money';
import { api } from '#client/api/client';

/** The credit statement: one page on screen, or the whole filtered list as a CSV or PDF download. */

export const statementQueryOptions = (uuid: string, query: StatementQuery) =>
  queryOptions({ queryKey: ['money', 'statement', uuid, query], queryFn: async () => v.parse(statementSchema, await api<unknown>(`/api/credits/marketers/${uuid}/statement`, { query: { ...query } })) });
export const useStatement = (uuid: string, query: StatementQuery) => useQuery(statementQueryOptions(uuid, query));

export const statementFileUrl = (uuid: string, format: 'csv' | 'pdf', query: StatementQuery, locale: 'th' | 'en') => {
  const params = new URLSearchParams({ format, locale });
  for (const [key, value] of Object.entries(query)) if (value && key !== 'cursor' && key !== 'limit') params.set(key, String(value));
  return `/api/credits/marketers/${uuid}/statement?${params.toString()}`;
};
