import { useInfiniteQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '#client/api/client';
import { referralListResponse } from '#common/contracts/partners';

/** Issue 14: who joined with my code (keyset pages, "show more"). */
export const useReferrals = (userId: string) =>
  useInfiniteQuery({
    queryKey: ['partners', 'referrals', userId],
    initialPageParam: '',
    queryFn: async ({ pageParam }) => v.parse(referralListResponse, await api<unknown>(`/sv_influ_api/influ/referrals/${userId}`, { query: pageParam ? { after: pageParam } : {} })),
    getNextPageParam: (page) => page.next ?? undefined,
  });
