import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { staffUserDetailSchema, staffUsersResponse, type StaffStatusTarget } from '#common/contracts/staff';
import { api } from '#client/api/client';

/** Issue 15: staff's user search, one user's detail, and setting an account's status. */
const userKey = (id: string) => ['admin', 'user', id] as const;

export const useStaffUsers = (q: string, role: '' | 'influencer' | 'marketer') =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['admin', 'users', q, role],
      initialPageParam: '',
      queryFn: async ({ pageParam }) => v.parse(staffUsersResponse, await api<unknown>('/api/admin/users', { query: { q, ...(role ? { role } : {}), ...(pageParam ? { after: pageParam } : {}) } })),
      getNextPageParam: (page) => page.next ?? undefined,
    }),
  );

export const useStaffUser = (id: string) => useQuery(queryOptions({ queryKey: userKey(id), queryFn: async () => v.parse(staffUserDetailSchema, await api<unknown>(`/api/admin/users/${id}`)) }));

export function useSetUserStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { status: StaffStatusTarget; reason: string }) => v.parse(staffUserDetailSchema, await api<unknown>(`/api/admin/users/${id}/status`, { method: 'POST', body })),
    onSuccess: (detail) => client.setQueryData(userKey(id), detail),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
