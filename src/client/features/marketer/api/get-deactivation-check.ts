import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { deactivationCheckSchema, type DeactivationCheck } from '#common/contracts/marketer';
import { api } from '#client/api/client';

export const getDeactivationCheck = async (): Promise<DeactivationCheck> => v.parse(deactivationCheckSchema, await api<unknown>('/sv_marketer_profile/deactivate/'));
export const getDeactivationCheckQueryOptions = () => queryOptions({ queryKey: ['marketer', 'deactivation'], queryFn: getDeactivationCheck });
export const useDeactivationCheck = (enabled: boolean) => useQuery({ ...getDeactivationCheckQueryOptions(), enabled });
