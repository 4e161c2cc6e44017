import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { appConfigResponse, type AppConfigResponse } from '#common/contracts/config';
import { api } from '#client/api/client';
import { queryKeys } from '#common/query-keys';

/** GET /sv_influ_api/open/config — loaded once at start-up, then read from the cache. */
export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.appConfig(),
    queryFn: async (): Promise<AppConfigResponse> => v.parse(appConfigResponse, await api<unknown>('/sv_influ_api/open/config')),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useAppConfig(): AppConfigResponse {
  return useSuspenseQuery(appConfigQueryOptions()).data;
}
