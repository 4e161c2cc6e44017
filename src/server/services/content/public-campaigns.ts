import { and, arrayContains, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Paged, PublicCampaign } from '#common/contracts/content';
import { localToday } from '#common/countries';
import type { Executor } from '../../db/client';
import { campaigns } from '../../db/schema/index';
import { notFoundError } from '../../domain-error';
import { Paging, defaultImage, pageSizes, pagedOf, resolvePaging } from './shared';

// ---------- the public board's campaigns ----------

/** Today on the deployment's calendar (Bangkok, Jakarta, Bogotá; issue 30) as YYYY-MM-DD: campaign dates are local days. */
export const localCampaignToday = (now: Date) => localToday(now);

/**
 * Open to any influencer (the board, the job market, a campaign's brief and attachments): public,
 * published, not hidden by staff (decision 054) and still taking applications. Others only by a
 * job in them. `publicCampaignWhere` in SQL.
 */
export const isOpenOnMarket = (row: Pick<typeof campaigns.$inferSelect, 'status' | 'visibility' | 'applyBy' | 'hiddenAt'>, now: Date) =>
  row.visibility === 'public' && row.status === 'published' && row.hiddenAt === null && row.applyBy >= localCampaignToday(now);

/** "Still open" by the app's clock (decision 037), the one the job market and the apply check read. */
const publicCampaignWhere = (now: Date) => and(eq(campaigns.visibility, 'public'), eq(campaigns.status, 'published'), isNull(campaigns.hiddenAt), gte(campaigns.applyBy, localCampaignToday(now)));

function toPublicCampaign(row: typeof campaigns.$inferSelect): PublicCampaign {
  return {
    id: row.id,
    name: row.name,
    brandName: row.brandName,
    brief: row.brief,
    locale: row.locale,
    channelTypes: row.channelTypes,
    postTypes: row.postTypes,
    tier: row.tier,
    interests: row.interests,
    influencerCount: row.influencerCount,
    funding: row.funding,
    pricePerInfluencerMinor: row.pricePerInfluencerMinor,
    currency: row.currency,
    productShipping: row.productShipping,
    applyBy: row.applyBy,
    postFrom: row.postFrom,
    postTo: row.postTo,
    hashtags: row.hashtags,
    coverUrl: row.coverUrl || defaultImage,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

export async function listPublicCampaigns(db: Executor, query: Paging & { channel?: string; category?: string }, now: Date): Promise<Paged<PublicCampaign>> {
  const { page, perPage, offset } = resolvePaging(query, pageSizes.publicCampaigns);
  const where = and(
    publicCampaignWhere(now),
    query.channel ? arrayContains(campaigns.channelTypes, [query.channel]) : undefined,
    query.category ? arrayContains(campaigns.interests, [query.category]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(campaigns).where(where).orderBy(desc(campaigns.publishedAt), desc(campaigns.id)).limit(perPage).offset(offset),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  return pagedOf(rows.map(toPublicCampaign), total?.n ?? 0, page, perPage);
}

export async function getPublicCampaign(db: Executor, id: string, now: Date): Promise<PublicCampaign> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(publicCampaignWhere(now), eq(campaigns.id, id)));
  if (!row) throw notFoundError('No open public campaign with this id.');
  return toPublicCampaign(row);
}
