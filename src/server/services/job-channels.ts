import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { channels, influencerProfiles } from '../db/schema/index';

/** An influencer's channel as jobs see it (the channels issue owns the rows). */
export interface InfluencerChannel {
  id: string;
  ownerId: string;
  type: string;
  socialId: string;
  name: string;
  status: string;
  tier: string | null;
  followers: number;
  engagementRateBp: number;
}

const columns = {
  id: channels.id,
  ownerId: channels.ownerId,
  type: channels.type,
  socialId: channels.socialId,
  name: channels.name,
  status: channels.status,
  tier: channels.tier,
  followers: channels.followers,
  engagementRateBp: channels.engagementRateBp,
};

/** The influencer's connected channels (not disconnected) and their interests, for matching. */
export async function loadInfluencerChannels(db: Executor, influencerId: string): Promise<{ channels: InfluencerChannel[]; interests: string[] }> {
  // One after the other: inside a transaction both would share one connection.
  const rows = await db
    .select(columns)
    .from(channels)
    .where(and(eq(channels.ownerId, influencerId), ne(channels.status, 'disconnected')))
    .orderBy(channels.createdAt);
  const [profile] = await db.select({ interests: influencerProfiles.interests }).from(influencerProfiles).where(eq(influencerProfiles.userId, influencerId));
  return { channels: rows, interests: profile?.interests ?? [] };
}

export async function channelById(db: Executor, channelId: string): Promise<InfluencerChannel | null> {
  const [row] = await db.select(columns).from(channels).where(eq(channels.id, channelId));
  return row ?? null;
}
