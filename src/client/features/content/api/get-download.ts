import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { DownloadInfo } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { api } from '#client/api/client';

/** GET /api/downloads/{id}: a staff-uploaded file's title and facts. */
export const getDownload = (id: string, locale: Locale) => api<DownloadInfo>(`/api/downloads/${encodeURIComponent(id)}`, { query: { locale } });

export const getDownloadQueryOptions = (id: string, locale: Locale) =>
  queryOptions({ queryKey: ['content', 'download', id, locale], queryFn: () => getDownload(id, locale), retry: false });

export const useDownload = (id: string, locale: Locale) => useSuspenseQuery(getDownloadQueryOptions(id, locale));
