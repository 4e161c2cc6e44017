import { and, desc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { DiscoverItem, DiscoverQuery } from '#common/contracts/campaigns';
import { estimatePerPost } from '#common/channels';
import type { PostType, SocialChannelType } from '#common/enums';
import type { Database } from '../db/client';
import { estimateRules } from './channels';
import { campaigns, channels, influencerProfiles, jobs, users } from '../db/schema/index';
import { DomainError, notFoundError } from '../domain-error';

/**
 * Discovery for invite-only campaigns (issue 12): qualified channels filtered by channel type,
 * tier, followers, engagement, interest, province, gender and age band, most followed first,
 * keyset-paged on (followers, channel id) so a page costs the same at any depth.
 */
const encode = (followers: number, id: string) => Buffer.from(`${followers}|${id}`).toString('base64url');
function decode(cursor: string): { followers: number; id: string } {
  const [followers, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!id || !/^\d+$/.test(followers ?? '') || !/^[0-9a-f-]{36}$/.test(id)) throw new DomainError('validation', { errors: [{ path: 'after', message: 'cursor_invalid' }] });
  return { followers: Number(followers), id };
}

/** Birth dates of an age band, as of `today` (the app's clock; Asia/Bangkok is close enough for a band). */
function birthRange(band: NonNullable<DiscoverQuery['ageBand']>, today: Date): { from: string; to: string } {
  const [low, high] = band === '45+' ? [45, 120] : band.split('-').map(Number);
  const yearsAgo = (years: number) => new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10);
  return { from: yearsAgo(high! + 1), to: yearsAgo(low!) };
}

export async function discoverInfluencers(db: Database, marketerId: string, campaignId: string, query: DiscoverQuery, now: Date): Promise<{ items: DiscoverItem[]; next: string | null }> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.marketerId, marketerId)));
  if (!campaign) throw notFoundError('No campaign of yours with this id.');
  const cursor = query.after ? decode(query.after) : null;
  const ages = query.ageBand ? birthRange(query.ageBand, now) : null;
  const rows = await db
    .select({
      channel: channels,
      influencerName: users.displayName,
      interests: influencerProfiles.interests,
      province: sql<string | null>`${influencerProfiles.currentAddress}->>'province'`,
      jobId: jobs.id,
    })
    .from(channels)
    .innerJoin(users, and(eq(users.id, channels.ownerId), eq(users.status, 'active')))
    .leftJoin(influencerProfiles, eq(influencerProfiles.userId, channels.ownerId))
    .leftJoin(jobs, and(eq(jobs.campaignId, campaignId), eq(jobs.influencerId, channels.ownerId)))
    .where(
      and(
        eq(channels.status, 'qualified'),
        query.channelType ? eq(channels.type, query.channelType) : undefined,
        query.tier ? eq(channels.tier, query.tier) : undefined,
        query.minFollowers !== undefined ? gte(channels.followers, query.minFollowers) : undefined,
        query.maxFollowers !== undefined ? lte(channels.followers, query.maxFollowers) : undefined,
        query.minEngagementBp !== undefined ? gte(channels.engagementRateBp, query.minEngagementBp) : undefined,
        query.interest ? sql`${influencerProfiles.interests} @> ${JSON.stringify([query.interest])}::jsonb` : undefined,
        query.province ? sql`${influencerProfiles.currentAddress}->>'province' = ${query.province}` : undefined,
        query.gender ? eq(influencerProfiles.gender, query.gender) : undefined,
        ages ? and(gte(influencerProfiles.birthDate, ages.from), lte(influencerProfiles.birthDate, ages.to)) : undefined,
        cursor ? or(lt(channels.followers, cursor.followers), and(eq(channels.followers, cursor.followers), lt(channels.id, cursor.id))) : undefined,
      ),
    )
    .orderBy(desc(channels.followers), desc(channels.id))
    .limit(query.limit + 1);
  const postType = (campaign.postTypes[0] ?? 'photoPost') as PostType;
  const rules = await estimateRules(db, now);
  const items = rows.slice(0, query.limit).map((row) => {
    const estimate = estimatePerPost({ type: row.channel.type as SocialChannelType, followers: row.channel.followers, engagementRateBp: row.channel.engagementRateBp, postType }, rules);
    return {
      channelId: row.channel.id,
      influencerName: row.influencerName,
      channelType: row.channel.type,
      name: row.channel.name,
      followers: row.channel.followers,
      engagementRateBp: row.channel.engagementRateBp,
      tier: row.channel.tier,
      interests: row.interests ?? [],
      province: row.province,
      estimate: { amount: estimate.amount, low: estimate.low, high: estimate.high },
      invited: row.jobId !== null,
      cursor: encode(row.channel.followers, row.channel.id),
    };
  });
  return { items, next: rows.length > query.limit ? items.at(-1)!.cursor : null };
}
