import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { marketerDashboardSchema, type MarketerDashboard } from '#common/contracts/marketer';
import { api } from '#client/api/client';

export const getMarketerDashboard = async (): Promise<MarketerDashboard> => v.parse(marketerDashboardSchema, await api<unknown>('/api/marketers/dashboard'));
export const getMarketerDashboardQueryOptions = () => queryOptions({ queryKey: ['marketer', 'dashboard'], queryFn: getMarketerDashboard });
export const useMarketerDashboard = () => useQuery(getMarketerDashboardQueryOptions());
