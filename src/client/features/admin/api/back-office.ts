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
  audit: (filters: { q: string; action: string; from: string; to: string }) => ['admin', 'audit', filters] as const,
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

/** The audit log's filters (issue 32: from and to are days picked in the date picker, Asia/Bangkok). */
export interface AuditFilters {
  q: string;
  action: string;
  from: string;
  to: string;
}
const auditQuery = ({ q, action, from, to }: AuditFilters) => ({ q, ...(action ? { action } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) });

export const useStaffAudit = (filters: AuditFilters) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.audit(filters),
      initialPageParam: '',
      queryFn: async ({ pageParam }) => v.parse(staffAuditResponse, await api<unknown>('/api/admin/audit', { query: { ...auditQuery(filters), ...(pageParam ? { after: pageParam } : {}) } })),
      getNextPageParam: (page) => page.next ?? undefined,
    }),
  );

/** The CSV export's address for the same filters (a plain download link: the session cookie goes with it). */
export const auditExportHref = (filters: AuditFilters) => `/api/admin/audit/export?${new URLSearchParams(auditQuery(filters)).toString()}`;

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
