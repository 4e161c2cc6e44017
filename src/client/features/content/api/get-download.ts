import * as v from 'valibot';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { downloadSchema } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { api } from '#client/api/client';

/** GET /api/downloads/{id}: a staff-uploaded file's title and facts. */
export const getDownload = async (id: string, locale: Locale) => v.parse(downloadSchema, await api<unknown>(`/api/downloads/${encodeURIComponent(id)}`, { query: { locale } }));

export const getDownloadQueryOptions = (id: string, locale: Locale) =>
  queryOptions({ queryKey: ['content', 'download', id, locale], queryFn: () => getDownload(id, locale), retry: false });

export const useDownload = (id: string, locale: Locale) => useSuspenseQuery(getDownloadQueryOptions(id, locale));
