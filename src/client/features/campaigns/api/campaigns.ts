import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  campaignAttachmentUploadSchema,
  campaignListSchema,
  campaignReportSchema,
  campaignSchema,
  discoverSchema,
  jobListSchema,
  type Campaign,
  type CampaignBody,
  type CampaignReport,
} from '#common/contracts/campaigns';
import { packageSchema, paged } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { api } from '#client/api/client';
import { uploadWithProgress } from '#client/api/upload';

/** The marketer's campaigns (issue 12): list, one, its jobs, its report; create/edit/publish/close/cancel/invite. */
export const getCampaignsQueryOptions = () =>
  queryOptions({ queryKey: ['campaigns'], queryFn: async () => v.parse(campaignListSchema, await api<unknown>('/api/campaigns')).items });
export const useCampaigns = () => useQuery(getCampaignsQueryOptions());

export const getCampaignQueryOptions = (id: string) => queryOptions({ queryKey: ['campaigns', id], queryFn: async (): Promise<Campaign> => v.parse(campaignSchema, await api<unknown>(`/api/campaigns/${id}`)) });
export const useCampaign = (id: string) => useQuery(getCampaignQueryOptions(id));

export const getCampaignJobsQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['campaigns', id, 'jobs'], queryFn: async () => v.parse(jobListSchema, await api<unknown>(`/api/campaigns/${id}/jobs`)).items });
export const useCampaignJobs = (id: string) => useQuery(getCampaignJobsQueryOptions(id));

export const getCampaignReportQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['campaigns', id, 'report'], queryFn: async (): Promise<CampaignReport> => v.parse(campaignReportSchema, await api<unknown>(`/api/campaigns/${id}/report`)) });
export const useCampaignReport = (id: string) => useQuery(getCampaignReportQueryOptions(id));

export const saveCampaign = async (id: string | null, body: CampaignBody): Promise<Campaign> =>
  v.parse(campaignSchema, await api<unknown>(id ? `/api/campaigns/${id}` : '/api/campaigns', { method: id ? 'PUT' : 'POST', body }));

/** One attachment's file, with progress; the answer's uploadId goes into the campaign's `attachments`. */
export const uploadCampaignAttachment = async (file: File, onProgress: (percent: number) => void) =>
  v.parse(campaignAttachmentUploadSchema, await uploadWithProgress('POST', '/api/campaigns/attachments', file, onProgress));

/** Publishing moves money: one idempotency key per attempt the marketer makes. */
export const publishCampaign = async (id: string, idempotencyKey: string): Promise<Campaign> =>
  v.parse(campaignSchema, await api<unknown>(`/api/campaigns/${id}/publish`, { method: 'POST', headers: { 'Idempotency-Key': idempotencyKey } }));

export const endCampaign = async (id: string, to: 'close' | 'cancel'): Promise<Campaign> => v.parse(campaignSchema, await api<unknown>(`/api/campaigns/${id}/${to}`, { method: 'POST' }));

export const inviteChannel = (campaignId: string, channelId: string) => api<unknown>(`/api/campaigns/${campaignId}/invite`, { method: 'POST', body: { channelId } });

export const getDiscoverQueryOptions = (campaignId: string, filters: Record<string, string>, after?: string) =>
  queryOptions({
    queryKey: ['campaigns', campaignId, 'discover', filters, after ?? ''],
    queryFn: async () => v.parse(discoverSchema, await api<unknown>(`/api/campaigns/${campaignId}/discover`, { query: { ...filters, ...(after ? { after } : {}) } })),
  });

/** GET /sv_package/offer: the published package offers a package-funded campaign draws on (fetched only when `enabled`). */
export const usePackageOffers = (locale: Locale, enabled: boolean) =>
  useQuery({
    queryKey: ['campaigns', 'packages', locale],
    queryFn: async () => v.parse(paged(packageSchema), await api<unknown>('/sv_package/offer', { query: { status: 'publish', limit: 50, locale } })),
    enabled,
  });
