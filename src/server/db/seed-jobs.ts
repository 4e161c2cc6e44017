import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { channels, users } from './schema/index';

/**
 * Issue 12: the demo influencer has one qualified channel, so the job market shows matches and
 * applying works out of the box (connecting a real one needs the platform's OAuth).
 */
export async function seedDemoJobs(db: Database): Promise<void> {
  const [ploy] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'influencer@kolify.test'));
  if (!ploy) return;
  const [existing] = await db.select({ id: channels.id }).from(channels).where(eq(channels.ownerId, ploy.id)).limit(1);
  if (existing) return;
  await db.insert(channels).values({
    ownerId: ploy.id,
    type: 'INSTAGRAM',
    socialId: 'demo-ploy-eats',
    name: 'ploy.eats',
    profileUrl: 'https://www.instagram.com/ploy.eats',
    followers: 12_400,
    following: 310,
    engagementRateBp: 420,
    lastPostAt: new Date(),
    tier: 'micro',
    status: 'qualified',
    result: 'qualified',
    method: 'oauth',
  });
}
