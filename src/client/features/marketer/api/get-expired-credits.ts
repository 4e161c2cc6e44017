import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { expiredCreditsSchema, type ExpiredCredits } from '#common/contracts/money';
import { api } from '#client/api/client';

/** The marketer's credit lots that expired: how much each lost and when (Marketer/expired). */
export const getExpiredCredits = async (uuid: string): Promise<ExpiredCredits> => v.parse(expiredCreditsSchema, await api<unknown>(`/api/credits/marketers/${uuid}/expired`));
export const getExpiredCreditsQueryOptions = (uuid: string) => queryOptions({ queryKey: ['money', 'expired', uuid], queryFn: () => getExpiredCredits(uuid) });
export const useExpiredCredits = (uuid: string) => useQuery(getExpiredCreditsQueryOptions(uuid));
