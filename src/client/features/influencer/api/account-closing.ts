import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '#client/api/client';
import { influencerDashboardSchema, influencerDeactivatedResponse, influencerDeactivationCheckSchema, type InfluencerDeactivateBody } from '#common/contracts/influencer-account';

/** The influencer's dashboard and account closing (/sv_influ_api/influ, SPEC §7). */
const base = '/sv_influ_api/influ';

export const getDeactivationCheck = async (id: string) => v.parse(influencerDeactivationCheckSchema, await api<unknown>(`${base}/validate/deactivate/${id}`));

export const deactivateAccount = async (id: string, body: InfluencerDeactivateBody) =>
  v.parse(influencerDeactivatedResponse, await api<unknown>(`${base}/account/deactivate/${id}`, { method: 'PATCH', body }));

export const getDashboard = async (id: string) => v.parse(influencerDashboardSchema, await api<unknown>(`${base}/dashboard/${id}`));
export const getDashboardQueryOptions = (id: string) => queryOptions({ queryKey: ['influencer', 'dashboard', id], queryFn: () => getDashboard(id) });
export const useDashboard = (id: string) => useQuery(getDashboardQueryOptions(id));
