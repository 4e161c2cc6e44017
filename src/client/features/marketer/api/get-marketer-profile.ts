import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { marketerProfileSchema, type MarketerProfile } from '#common/contracts/marketer';
import { api } from '#client/api/client';
import { marketerProfileQueryKey } from './marketer-profile-key';

export const getMarketerProfile = async (): Promise<MarketerProfile> => v.parse(marketerProfileSchema, await api<unknown>('/sv_marketer_profile/'));
export const getMarketerProfileQueryOptions = () => queryOptions({ queryKey: marketerProfileQueryKey, queryFn: getMarketerProfile });
export const useMarketerProfile = () => useQuery(getMarketerProfileQueryOptions());
