import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { channels, privilegeCodes, users } from '../db/schema/index';

/**
 * Issue 10 demo data: qualified channels so jobs can match (the demo influencer's Instagram
 * micro and TikTok, the talent manager's YouTube), and privilege codes, one per outcome.
 * Idempotent: a channel or code that exists is left as it is. No tokens: the demo channels were
 * "connected" before, so refresh asks the influencer to connect again.
 *
 * Written to the tables directly (decision 056): the channel-status lifecycle reaches
 * `qualified` only through a platform's sign-in and figures (or staff's review), which a start-up
 * seed cannot ask for; privilege codes have no service that creates them.
 */
const day = 86_400_000;

export const demoPrivilegeCodes = [
  { code: 'KOLIFY-VIP', quota: 1000, used: 0, expiresInDays: 365 },
  { code: 'KOLIFY-FULL', quota: 5, used: 5, expiresInDays: 365 },
  { code: 'KOLIFY-2025', quota: 100, used: 3, expiresInDays: -30 },
] as const;

const demoChannels = [
  { email: 'influencer@kolify.test', type: 'INSTAGRAM', socialId: 'ploy-demo', name: 'Ploy Srisuk', profileUrl: 'https://instagram.example/ploy-demo', followers: 24_000, following: 410, engagementRateBp: 350, tier: 'micro' },
  { email: 'influencer@kolify.test', type: 'TIKTOK', socialId: 'ploy-demo', name: 'Ploy Srisuk', profileUrl: 'https://tiktok.example/ploy-demo', followers: 58_000, following: 230, engagementRateBp: 610, tier: 'micro' },
  { email: 'manager@kolify.test', type: 'YOUTUBE', socialId: 'nat-talent-studio', name: 'Nat Talent Studio', profileUrl: 'https://youtube.example/nat-talent-studio', followers: 126_000, following: 80, engagementRateBp: 240, tier: 'alist' },
] as const;

export async function seedChannels(db: Database, now: Date): Promise<void> {
  const at = now.getTime();
  for (const code of demoPrivilegeCodes) {
    await db
      .insert(privilegeCodes)
      .values({ code: code.code, quota: code.quota, used: code.used, expiresAt: new Date(at + code.expiresInDays * day) })
      .onConflictDoNothing({ target: privilegeCodes.code });
  }
  for (const channel of demoChannels) {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, channel.email)).limit(1);
    if (!owner) continue;
    const [existing] = await db
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.ownerId, owner.id), eq(channels.type, channel.type), eq(channels.socialId, channel.socialId)))
      .limit(1);
    if (existing) continue;
    const { email: _email, ...values } = channel;
    await db.insert(channels).values({ ...values, ownerId: owner.id, method: 'oauth', status: 'qualified', result: 'qualified', lastPostAt: new Date(at - 2 * day), lastRefreshedAt: new Date(at - day) });
  }
}
