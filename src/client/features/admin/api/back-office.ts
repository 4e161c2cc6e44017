import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { staffAuditResponse, staffCampaignRowSchema, staffCampaignsResponse, staffConfigResponse, staffQueuesResponse, staffUserDetailSchema, staffUsersResponse, type StaffStatusTarget } from '#common/contracts/staff';
import { api } from '#client/api/client';

/** Issue 15: the back office's reads and actions (queues, users, configuration, audit log). */
const keys = {
  queues: ['admin', 'queues'] as const,
  users: (q: string, role: string) => ['admin', 'users', q, role] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  config: ['admin', 'config'] as const,
  audit: (q: string, action: string) => ['admin', 'audit', q, action] as const,
  campaigns: (q: string) => ['admin', 'campaigns', q] as const,
};

export const useStaffQueues = () =>
  useQuery(queryOptions({ queryKey: keys.queues, queryFn: async () => v.parse(staffQueuesResponse, await api<unknown>('/api/admin/queues')), refetchInterval: 60_000 }));

export const useStaffUsers = (q: string, role: '' | 'influencer' | 'marketer') =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.users(q, role),
      initialPageParam: '',
      queryFn: async ({ pageParam }) => v.parse(staffUsersResponse, await api<unknown>('/api/admin/users', { query: { q, ...(role ? { role } : {}), ...(pageParam ? { after: pageParam } : {}) } })),
      getNextPageParam: (page) => page.next ?? undefined,
    }),
  );

export const useStaffUser = (id: string) => useQuery(queryOptions({ queryKey: keys.user(id), queryFn: async () => v.parse(staffUserDetailSchema, await api<unknown>(`/api/admin/users/${id}`)) }));

export function useSetUserStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { status: StaffStatusTarget; reason: string }) => v.parse(staffUserDetailSchema, await api<unknown>(`/api/admin/users/${id}/status`, { method: 'POST', body })),
    onSuccess: (detail) => client.setQueryData(keys.user(id), detail),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

export const useStaffConfig = () => useQuery(queryOptions({ queryKey: keys.config, queryFn: async () => v.parse(staffConfigResponse, await api<unknown>('/api/admin/config')) }));

export function useSetConfigValue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { key: string; value: number | string; effectiveFrom?: string; reason: string }) =>
      v.parse(staffConfigResponse, await api<unknown>(`/api/admin/config/${input.key}`, { method: 'PUT', body: { value: input.value, reason: input.reason, ...(input.effectiveFrom ? { effectiveFrom: input.effectiveFrom } : {}) } })),
    onSuccess: (data) => client.setQueryData(keys.config, data),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  });
}

export const useStaffAudit = (q: string, action: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.audit(q, action),
      initialPageParam: '',
      queryFn: async ({ pageParam }) => v.parse(staffAuditResponse, await api<unknown>('/api/admin/audit', { query: { q, ...(action ? { action } : {}), ...(pageParam ? { after: pageParam } : {}) } })),
      getNextPageParam: (page) => page.next ?? undefined,
    }),
  );

/** The CSV export's address for the same filters (a plain download link: the session cookie goes with it). */
export const auditExportHref = (q: string, action: string) => `/api/admin/audit/export?${new URLSearchParams({ q, ...(action ? { action } : {}) }).toString()}`;

/** Issue 32: public campaigns, to hide one from the board (brand safety). */
export const useStaffCampaigns = (q: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.campaigns(q),
      initialPageParam: '',
      queryFn: async ({ pageParam }) => v.parse(staffCampaignsResponse, await api<unknown>('/api/admin/campaigns', { query: { q, ...(pageParam ? { after: pageParam } : {}) } })),
      getNextPageParam: (page) => page.next ?? undefined,
    }),
  );

export function useSetCampaignHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; hidden: boolean; reason: string }) =>
      v.parse(staffCampaignRowSchema, await api<unknown>(`/api/admin/campaigns/${input.id}/hidden`, { method: 'PUT', body: { hidden: input.hidden, reason: input.reason } })),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['admin', 'campaigns'] }), client.invalidateQueries({ queryKey: ['admin', 'audit'] })]),
  });
}
