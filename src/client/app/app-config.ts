import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { AppConfigResponse } from '#common/contracts/config';
import { parseAppConfigResponse } from '#common/contracts/start-up-checks';
import { api } from '#client/api/client';
import { queryKeys } from '#common/query-keys';

/**
 * GET /sv_influ_api/open/config — loaded once at start-up, then read from the cache. Checked by
 * hand, so valibot is not in the entry (decision 071).
 */
export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.appConfig(),
    queryFn: async (): Promise<AppConfigResponse> => parseAppConfigResponse(await api<unknown>('/sv_influ_api/open/config')),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useAppConfig(): AppConfigResponse {
  return useSuspenseQuery(appConfigQueryOptions()).data;
}
