import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { CampaignAttachment, CampaignBody } from '#common/contracts/campaigns';
import type { Session } from '../auth/session';
import type { Executor } from '../db/client';
import { campaigns, jobs, uploads } from '../db/schema/index';
import { DomainError, notFoundError } from '../domain-error';
import { isOpenOnMarket } from './content/public-campaigns';

/**
 * Campaign attachments (PRODUCT.md "Campaigns and jobs"; docs/decisions/019-jobs-campaign-money.md,
 * "Campaign attachments"). The marketer uploads each file first (POST /api/campaigns/attachments:
 * the upload service's size and type checks, a private file), then names it in the campaign.
 */
export type StoredAttachment = { uploadId: string; name: string; mime: string; sizeBytes: number };

/** A campaign's files as the screens get them, each with the one address that serves it. */
export const attachmentsOf = (row: Pick<typeof campaigns.$inferSelect, 'id' | 'attachments'>): CampaignAttachment[] =>
  row.attachments.map((item) => ({
    uploadId: item.uploadId,
    name: item.name,
    // Rows saved before the size and type were copied onto the campaign (none had a real file).
    mime: item.mime ?? 'application/octet-stream',
    sizeBytes: item.sizeBytes ?? 0,
    url: `/api/campaigns/${row.id}/attachments/${item.uploadId}`,
  }));

/**
 * The attachments a marketer may save on a campaign: their own uploaded attachments, each on no
 * other campaign (a file is not shared between two campaigns' readers). Anything else is bad input,
 * the same answer for an unknown id and another member's, so the answer tells nothing about it.
 * The upload rows are locked, so two saves naming one file are taken one after the other.
 */
export async function checkedAttachments(tx: Executor, marketerId: string, campaignId: string | null, attachments: CampaignBody['attachments']): Promise<StoredAttachment[]> {
  if (attachments.length === 0) return [];
  const ids = attachments.map((item) => item.uploadId);
  const rows = await tx
    .select({ id: uploads.id, userId: uploads.userId, kind: uploads.kind, mime: uploads.mime, sizeBytes: uploads.sizeBytes, originalName: uploads.originalName })
    .from(uploads)
    .where(inArray(uploads.id, ids))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const invalid = attachments.flatMap((item, index) => {
    const row = byId.get(item.uploadId);
    return row && row.userId === marketerId && row.kind === 'attachment' ? [] : [{ path: `attachments.${index}.uploadId`, message: 'campaign_attachment_invalid' }];
  });
  if (invalid.length > 0) throw new DomainError('validation', { detail: 'Upload each file first with POST /api/campaigns/attachments.', errors: invalid });
  const elsewhere = await tx
    .select({ attachments: campaigns.attachments })
    .from(campaigns)
    .where(and(campaignId ? ne(campaigns.id, campaignId) : undefined, or(...ids.map((id) => sql`${campaigns.attachments} @> ${JSON.stringify([{ uploadId: id }])}::jsonb`))));
  const taken = new Set(elsewhere.flatMap((row) => row.attachments.map((item) => item.uploadId)));
  const inUse = attachments.flatMap((item, index) => (taken.has(item.uploadId) ? [{ path: `attachments.${index}.uploadId`, message: 'campaign_attachment_in_use' }] : []));
  if (inUse.length > 0) throw new DomainError('validation', { detail: 'A file is attached to another campaign; upload it again.', errors: inUse });
  return attachments.map((item) => {
    const row = byId.get(item.uploadId)!;
    return { uploadId: item.uploadId, name: item.name || row.originalName || 'file', mime: row.mime, sizeBytes: row.sizeBytes };
  });
}

/**
 * Who reads a campaign's attachment — the one rule, for every screen: staff; the campaign's
 * marketer; an influencer with a job in the campaign (any status, an invitation included); and,
 * while a public campaign takes applications, any influencer, who sees its brief on the job market
 * too (`isOpenOnMarket`). Anyone else, and a file not on this campaign, is not found (404).
 * Returns the upload's id for `serveFile`.
 */
export async function readableAttachment(db: Executor, reader: Session | null, campaignId: string, uploadId: string, now: Date): Promise<string> {
  if (!reader) throw notFoundError('No such file.');
  const [campaign] = await db
    .select({ marketerId: campaigns.marketerId, status: campaigns.status, visibility: campaigns.visibility, applyBy: campaigns.applyBy, hiddenAt: campaigns.hiddenAt })
    .from(campaigns)
    // The file must be the marketer's own too: a campaign cannot lend its readers someone else's file.
    .innerJoin(uploads, and(eq(uploads.id, uploadId), eq(uploads.userId, campaigns.marketerId)))
    .where(and(eq(campaigns.id, campaignId), sql`${campaigns.attachments} @> ${JSON.stringify([{ uploadId }])}::jsonb`));
  if (!campaign) throw notFoundError('No such file.');
  if (reader.scope === 'admin_logged_in') return uploadId;
  if (reader.scope === 'marketer_logged_in' && campaign.marketerId === reader.user.uuid) return uploadId;
  if (reader.scope === 'influencer_logged_in') {
    if (isOpenOnMarket(campaign, now)) return uploadId;
    const [job] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.campaignId, campaignId), eq(jobs.influencerId, reader.user.uuid)))
      .limit(1);
    if (job) return uploadId;
  }
  throw notFoundError('No such file.');
}
