import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminDownload, AdminMessageList, DownloadInput, UploadResponse } from '#common/contracts/content';
import { api } from '#client/api/client';
import { useInvalidateContent } from './posts';

const base = '/api/admin/content';

export interface AdminCategory {
  id: number;
  kind: 'blog' | 'casestudy';
  key: string;
  nameTh: string;
  nameEn: string;
  isActive: boolean;
  show: boolean;
}
export interface AdminFaq {
  id: number;
  audience: 'influencer' | 'marketer';
  locale: 'th' | 'en';
  question: string;
  answerHtml: string;
  sort: number;
  published: boolean;
}
export interface AdminSeo {
  page: string;
  locale: 'th' | 'en';
  title: string;
  description: string;
  keyword: string;
  image: string | null;
}
export interface AdminStaticPage {
  slug: 'about' | 'privacy' | 'termsOfUse';
  locale: 'th' | 'en';
  title: string;
  bodyHtml: string;
}
export interface AdminPackage {
  id: number;
  slug: string;
  status: 'draft' | 'publish' | 'archived';
  channelTypes: string[];
  postType: string;
  tier: 'micro' | 'alist';
  influencerCount: number;
  priceMinor: number;
  validityDays: number;
  coverUrl: string | null;
  highlight: boolean;
  sort: number;
  th: { name: string; summary: string; descriptionHtml: string; features: string[] } | null;
  en: { name: string; summary: string; descriptionHtml: string; features: string[] } | null;
}
export interface AdminPartner {
  id: number;
  channelType: string;
  displayName: string;
  handle: string;
  followers: number;
  interest: string;
  sort: number;
  show: boolean;
}
export type { AdminDownload, AdminMessage } from '#common/contracts/content';

const list = <T,>(path: string) => () => api<{ data: T[] }>(`${base}/${path}`).then((r) => r.data);
export const adminCategoriesQueryOptions = () => queryOptions({ queryKey: ['admin', 'categories'], queryFn: list<AdminCategory>('categories'), staleTime: 5 * 60_000 });
export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());
export const useAdminFaq = () => useQuery({ queryKey: ['admin', 'faq'], queryFn: list<AdminFaq>('faq') });
export const useAdminSeo = () => useQuery({ queryKey: ['admin', 'seo'], queryFn: list<AdminSeo>('seo') });
export const useAdminPages = () => useQuery({ queryKey: ['admin', 'pages'], queryFn: list<AdminStaticPage>('pages') });
export const useAdminPackages = () => useQuery({ queryKey: ['admin', 'packages'], queryFn: list<AdminPackage>('packages') });
export const useAdminPartners = () => useQuery({ queryKey: ['admin', 'partners'], queryFn: list<AdminPartner>('partners') });
export const useAdminDownloads = () => useQuery({ queryKey: ['admin', 'downloads'], queryFn: list<AdminDownload>('downloads') });

/** Any back-office write: method + path + body, then every content query is refetched. */
export function useAdminWrite() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: ({ method, path, body }: { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown }) => api<unknown>(`${base}/${path}`, { method, body: body as Record<string, unknown> }),
    onSuccess: () => invalidate(),
  });
}

/** POST /api/admin/content/uploads (multipart "file"; at most 4,096,000 bytes, real type checked). */
export const uploadFile = (file: File, purpose: 'image' | 'download') => {
  const form = new FormData();
  form.append('file', file);
  return api<UploadResponse>(`${base}/uploads`, { method: 'POST', body: form, query: { purpose } });
};
export const useUpload = () => useMutation({ mutationFn: ({ file, purpose }: { file: File; purpose: 'image' | 'download' }) => uploadFile(file, purpose) });

export type MessageFilter = 'all' | 'unhandled' | 'handled';
/** GET /api/admin/content/messages: unanswered first, then newest; filtered by handled. */
export const getAdminMessages = (filter: MessageFilter, page: number) =>
  api<AdminMessageList>(`${base}/messages`, { query: { perPage: 20, page, ...(filter === 'all' ? {} : { handled: String(filter === 'handled') }) } });
export const adminMessagesQueryOptions = (filter: MessageFilter, page: number) => queryOptions({ queryKey: ['admin', 'messages', filter, page], queryFn: () => getAdminMessages(filter, page) });
export const useAdminMessages = (filter: MessageFilter, page: number) => useQuery({ ...adminMessagesQueryOptions(filter, page), placeholderData: (previous) => previous });

/** PATCH /api/admin/content/messages/{id}: mark handled (who and when are recorded) or reopen. */
export const setMessageHandled = (id: number, handled: boolean) => api<unknown>(`${base}/messages/${id}`, { method: 'PATCH', body: { handled } });
export function useMessageHandled() {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: ({ id, handled }: { id: number; handled: boolean }) => setMessageHandled(id, handled), onSuccess: () => invalidate() });
}

/** POST /api/admin/content/downloads or PUT /api/admin/content/downloads/{id} (titles, descriptions, a replacement file). */
export const saveAdminDownload = (input: DownloadInput, id?: string) =>
  id === undefined ? api<AdminDownload>(`${base}/downloads`, { method: 'POST', body: input }) : api<AdminDownload>(`${base}/downloads/${id}`, { method: 'PUT', body: input });
export function useSaveDownload() {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: ({ input, id }: { input: DownloadInput; id?: string }) => saveAdminDownload(input, id), onSuccess: () => invalidate() });
}
