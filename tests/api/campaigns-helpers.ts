import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index';
import { Client, demoPassword, testNow, type TestServer } from './harness';
export { addChannel } from './channel-rows';

/** Shared steps of the campaign and job API tests: signed-in users, channels, a funded campaign. */
let addressCounter = 0;
export const browser = (server: TestServer) => new Client(server, { ip: `198.51.100.${(++addressCounter % 250) + 1}` });

export async function signInAs(server: TestServer, email: string) {
  const client = browser(server);
  const role = email.startsWith('influencer') || email.startsWith('manager') ? 'influencer' : 'marketer';
  const response = role === 'influencer' ? await client.post('/sv_authauth/signin/influencer', { email, password: demoPassword }) : await client.post('/sv_authauth/marketer/authen/', { email, password: demoPassword });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, id: user!.id };
}

/** A Bangkok calendar day (SPEC §9: campaign dates are Bangkok's; UTC+7, no daylight saving). */
const inDays = (days: number, from = Date.now()) => new Date(from + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A campaign's dates counted from the server's clock (a test that moves the clock keeps campaigns
 * open). The posting window opens today: a post link before it is refused (issue 26).
 */
export const datesFrom = (now: Date) => ({ applyBy: inDays(0, now.getTime()), postFrom: inDays(0, now.getTime()), postTo: inDays(20, now.getTime()) });

export const campaignInput = (overrides: Record<string, unknown> = {}) => ({
  visibility: 'public',
  funding: 'credit',
  name: 'Lotus tea summer launch',
  briefHtml: '<p>Film your <strong>first sip</strong>.</p><script>alert(1)</script>',
  objective: 'awareness',
  channelTypes: ['INSTAGRAM', 'TIKTOK'],
  postTypes: ['reel'],
  tier: 'micro',
  interests: ['INTEREST_FOOD'],
  influencerCount: 2,
  pricePerInfluencerMinor: 300_000,
  packageOfferId: null,
  productShipping: false,
  ...datesFrom(testNow()),
  hashtags: ['LotusTea', '#summer'],
  couponCode: 'LOTUS10',
  dos: ['Show the label'],
  donts: ['No competitors'],
  attachments: [],
  ...overrides,
});

let keyCounter = 0;
export const idempotency = () => ({ 'idempotency-key': `test-${Date.now()}-${++keyCounter}` });

/** A published campaign of `marketer` (funded first, if a funding step is given). */
export async function publishedCampaign(marketer: Client, overrides: Record<string, unknown> = {}, fund?: () => Promise<void>) {
  const created = await marketer.post('/api/campaigns', campaignInput(overrides));
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  await fund?.();
  const published = await marketer.post(`/api/campaigns/${created.json.id}/publish`, undefined, idempotency());
  expect(published.status, JSON.stringify(published.json)).toBe(200);
  return published.json as { id: string; status: string };
}
