import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { adminPostSchema, paged, type PostInput } from '#common/contracts/content';
import { api } from '#client/api/client';

const base = '/api/admin/content';

/** GET /api/admin/content/posts: articles and case studies, drafts included. */
const adminPostList = paged(adminPostSchema);
export const getAdminPosts = async (query: { kind: 'article' | 'case_study'; q?: string; page?: number }) =>
  v.parse(adminPostList, await api<unknown>(`${base}/posts`, { query: { ...query, perPage: 20 } }));
export const adminPostsQueryOptions = (query: { kind: 'article' | 'case_study'; q?: string; page?: number }) =>
  queryOptions({ queryKey: ['admin', 'posts', query], queryFn: () => getAdminPosts(query) });
export const useAdminPosts = (query: { kind: 'article' | 'case_study'; q?: string; page?: number }) => useQuery(adminPostsQueryOptions(query));

/** GET /api/admin/content/posts/{id} */
export const getAdminPost = async (id: number) => v.parse(adminPostSchema, await api<unknown>(`${base}/posts/${id}`));
export const adminPostQueryOptions = (id: number) => queryOptions({ queryKey: ['admin', 'post', id], queryFn: () => getAdminPost(id) });

/** POST /api/admin/content/posts or PUT /api/admin/content/posts/{id} */
export const saveAdminPost = async (input: PostInput, id?: number) =>
  v.parse(adminPostSchema, await (id === undefined ? api<unknown>(`${base}/posts`, { method: 'POST', body: input }) : api<unknown>(`${base}/posts/${id}`, { method: 'PUT', body: input })));

/** PATCH /api/admin/content/posts/{id}/status: publish or unpublish. */
export const setAdminPostStatus = async (id: number, status: 'draft' | 'publish') => v.parse(adminPostSchema, await api<unknown>(`${base}/posts/${id}/status`, { method: 'PATCH', body: { status } }));

/** DELETE /api/admin/content/posts/{id} */
export const deleteAdminPost = async (id: number) => {
  await api<unknown>(`${base}/posts/${id}`, { method: 'DELETE' });
};

export function useInvalidateContent() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: ['content'] })]);
}

export const usePostStatus = () => {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: ({ id, status }: { id: number; status: 'draft' | 'publish' }) => setAdminPostStatus(id, status), onSuccess: () => invalidate() });
};
export const useDeletePost = () => {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: (id: number) => deleteAdminPost(id), onSuccess: () => invalidate() });
};
