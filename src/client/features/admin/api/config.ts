import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { staffConfigResponse } from '#common/contracts/staff';
import { api } from '#client/api/client';

/** Issue 15: the configuration staff may change (each change is audited, so the audit log is read again). */
const configKey = ['admin', 'config'] as const;

export const useStaffConfig = () => useQuery(queryOptions({ queryKey: configKey, queryFn: async () => v.parse(staffConfigResponse, await api<unknown>('/api/admin/config')) }));

export function useSetConfigValue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { key: string; value: number | string; effectiveFrom?: string; reason: string }) =>
      v.parse(staffConfigResponse, await api<unknown>(`/api/admin/config/${input.key}`, { method: 'PUT', body: { value: input.value, reason: input.reason, ...(input.effectiveFrom ? { effectiveFrom: input.effectiveFrom } : {}) } })),
    onSuccess: (data) => client.setQueryData(configKey, data),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  });
}
