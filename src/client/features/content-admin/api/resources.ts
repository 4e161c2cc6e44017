import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  adminCategorySchema,
  adminDownloadSchema,
  adminFaqSchema,
  adminList,
  adminMessageListResponse,
  adminPackageSchema,
  adminPartnerSchema,
  adminSeoSchema,
  adminStaticPageSchema,
  uploadResponse,
  type DownloadInput,
} from '#common/contracts/content';
import { api } from '#client/api/client';
import { useInvalidateContent } from './posts';

const base = '/api/admin/content';

export type { AdminCategory, AdminDownload, AdminFaq, AdminMessage, AdminPackage, AdminPartner, AdminSeo, AdminStaticPage } from '#common/contracts/content';

/** GET /api/admin/content/{path}: every row of one kind, parsed by its contract. */
const list =
  <T extends v.GenericSchema>(path: string, item: T) =>
  async () =>
    v.parse(adminList(item), await api<unknown>(`${base}/${path}`)).data;
export const adminCategoriesQueryOptions = () => queryOptions({ queryKey: ['admin', 'categories'], queryFn: list('categories', adminCategorySchema), staleTime: 5 * 60_000 });
export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());
export const useAdminFaq = () => useQuery({ queryKey: ['admin', 'faq'], queryFn: list('faq', adminFaqSchema) });
export const useAdminSeo = () => useQuery({ queryKey: ['admin', 'seo'], queryFn: list('seo', adminSeoSchema) });
export const useAdminPages = () => useQuery({ queryKey: ['admin', 'pages'], queryFn: list('pages', adminStaticPageSchema) });
export const useAdminPackages = () => useQuery({ queryKey: ['admin', 'packages'], queryFn: list('packages', adminPackageSchema) });
export const useAdminPartners = () => useQuery({ queryKey: ['admin', 'partners'], queryFn: list('partners', adminPartnerSchema) });
export const useAdminDownloads = () => useQuery({ queryKey: ['admin', 'downloads'], queryFn: list('downloads', adminDownloadSchema) });

/** Any back-office write: method + path + body, then every content query is refetched. */
export function useAdminWrite() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: ({ method, path, body }: { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown }) => api<unknown>(`${base}/${path}`, { method, body: body as Record<string, unknown> }),
    onSuccess: () => invalidate(),
  });
}

/** POST /api/admin/content/uploads (multipart "file"; at most 4,096,000 bytes, real type checked). */
export const uploadFile = async (file: File, purpose: 'image' | 'download') => {
  const form = new FormData();
  form.append('file', file);
  return v.parse(uploadResponse, await api<unknown>(`${base}/uploads`, { method: 'POST', body: form, query: { purpose } }));
};
export const useUpload = () => useMutation({ mutationFn: ({ file, purpose }: { file: File; purpose: 'image' | 'download' }) => uploadFile(file, purpose) });

export type MessageFilter = 'all' | 'unhandled' | 'handled';
/** GET /api/admin/content/messages: unanswered first, then newest; filtered by handled. */
export const getAdminMessages = async (filter: MessageFilter, page: number) =>
  v.parse(adminMessageListResponse, await api<unknown>(`${base}/messages`, { query: { perPage: 20, page, ...(filter === 'all' ? {} : { handled: String(filter === 'handled') }) } }));
export const adminMessagesQueryOptions = (filter: MessageFilter, page: number) => queryOptions({ queryKey: ['admin', 'messages', filter, page], queryFn: () => getAdminMessages(filter, page) });
export const useAdminMessages = (filter: MessageFilter, page: number) => useQuery({ ...adminMessagesQueryOptions(filter, page), placeholderData: (previous) => previous });

/** PATCH /api/admin/content/messages/{id}: mark handled (who and when are recorded) or reopen. */
export const setMessageHandled = (id: number, handled: boolean) => api<unknown>(`${base}/messages/${id}`, { method: 'PATCH', body: { handled } });
export function useMessageHandled() {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: ({ id, handled }: { id: number; handled: boolean }) => setMessageHandled(id, handled), onSuccess: () => invalidate() });
}

/** POST /api/admin/content/downloads or PUT /api/admin/content/downloads/{id} (titles, descriptions, a replacement file). */
export const saveAdminDownload = async (input: DownloadInput, id?: string) =>
  v.parse(adminDownloadSchema, await (id === undefined ? api<unknown>(`${base}/downloads`, { method: 'POST', body: input }) : api<unknown>(`${base}/downloads/${id}`, { method: 'PUT', body: input })));
export function useSaveDownload() {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: ({ input, id }: { input: DownloadInput; id?: string }) => saveAdminDownload(input, id), onSuccess: () => invalidate() });
}
