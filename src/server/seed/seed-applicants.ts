import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaigns, channels, jobs, users } from '../db/schema/index';

/**
 * Issue 32: every campaign on the demo job board has applicants, so a marketer opening one sees
 * the work the platform does, not an empty list. The demo creators apply with the channel the
 * campaign asks for (Ploy's Instagram or TikTok, Nat Talent Studio's YouTube), a few days after
 * it was published. Idempotent: the (campaign, influencer, channel) unique index keeps one each.
 *
 * Written to the table directly (decision 056): each application is dated days after its
 * campaign's publication, in one insert, at every start; the apply service dates it now and
 * takes one request each.
 */
export async function seedApplicants(db: Database, at: Date): Promise<void> {
  const creators = await db
    .select({ channelId: channels.id, ownerId: channels.ownerId, type: channels.type, socialId: channels.socialId, tier: channels.tier })
    .from(channels)
    .innerJoin(users, eq(users.id, channels.ownerId))
    .where(inArray(users.email, ['influencer@kolify.test', 'manager@kolify.test']));
  if (creators.length === 0) return;
  const board = await db
    .select({ id: campaigns.id, channelTypes: campaigns.channelTypes, tier: campaigns.tier, price: campaigns.pricePerInfluencerMinor, publishedAt: campaigns.publishedAt })
    .from(campaigns)
    .where(and(eq(campaigns.visibility, 'public'), eq(campaigns.status, 'published')));
  // The app's clock (decision 037): under a test clock the applications sit before its now.
  const now = at.getTime();
  const rows = board.flatMap((campaign) => {
    // One application per campaign and creator: the first of their channels the campaign asks for.
    const byOwner = new Map<string, (typeof creators)[number]>();
    for (const channel of creators) if (campaign.channelTypes.includes(channel.type) && !byOwner.has(channel.ownerId)) byOwner.set(channel.ownerId, channel);
    const appliedAt = new Date(Math.min(now - 3_600_000, (campaign.publishedAt?.getTime() ?? now) + 86_400_000));
    return [...byOwner.values()].map((channel) => ({
      campaignId: campaign.id,
      influencerId: channel.ownerId,
      channelId: channel.channelId,
      channelType: channel.type,
      socialId: channel.socialId,
      status: channel.tier === campaign.tier ? ('MATCHED' as const) : ('MISMATCHED' as const),
      mismatchReasons: channel.tier === campaign.tier ? [] : ['tier'],
      priceMinor: campaign.price,
      statusChangedAt: appliedAt,
      createdAt: appliedAt,
      updatedAt: appliedAt,
    }));
  });
  if (rows.length > 0) await db.insert(jobs).values(rows).onConflictDoNothing();
}
