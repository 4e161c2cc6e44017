import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { staffQueuesResponse } from '#common/contracts/staff';
import { api } from '#client/api/client';

/** Issue 15: the back office's home counts what waits for staff (read again every minute). */
export const useStaffQueues = () =>
  useQuery(queryOptions({ queryKey: ['admin', 'queues'], queryFn: async () => v.parse(staffQueuesResponse, await api<unknown>('/api/admin/queues')), refetchInterval: 60_000 }));
