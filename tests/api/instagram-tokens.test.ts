import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './influencer-helpers';
import { connectChannel } from './channel-helpers';
import { startFakeSocialPlatform, type FakeSocialPlatform } from '#server/providers/fake-social-platform';
import { channels } from '#server/db/schema/index';
import { decryptToken } from '#server/providers/channel-platform';
import { refreshInstagramToken, sweepInstagramTokens } from '#server/services/instagram-tokens';

/**
 * Issue 27: Instagram's long-lived token, refreshed before it lapses. The reference
 * (https://developers.facebook.com/docs/instagram-platform/reference/refresh_access_token):
 * GET /refresh_access_token?grant_type=ig_refresh_token&access_token=… answers
 * `{access_token, token_type: "bearer", expires_in}` (60 days); an expired token cannot be
 * refreshed (Graph's 400 OAuthException, code 190). The fake platform issues 60-day tokens by its
 * clock (the server's test clock here), rotates them on refresh (the old one stops working) and
 * refuses expired ones.
 */
let platform: FakeSocialPlatform;
let server: TestServer;
beforeAll(async () => {
  platform = await startFakeSocialPlatform();
  server = await startTestServer({ ...platform.env(), TRUST_PROXY: 'true' });
  platform.now = () => server.clock.now();
}, 300_000);
afterAll(async () => {
  await server.close();
  await platform.close();
});

const day = 24 * 3_600_000;
const later = (ms: number) => server.clock.setTime(server.clock.now() + ms);
const rowOf = async (id: string) => (await server.database.db.select().from(channels).where(eq(channels.id, id)))[0]!;
const tokenOf = async (id: string) => decryptToken(server.config.secret, (await rowOf(id)).accessTokenEncrypted!);
async function sweep() {
  await sweepInstagramTokens(server.deps);
  await server.deps.queue.runDue();
}

describe('Instagram long-lived tokens', () => {
  it('are refreshed by the sweep a week before they lapse, once however often it runs, and the rotated token is the one read with', async () => {
    const { client } = await signUp(server);
    const { channel } = await connectChannel(server, platform, client, 'kol-micro-10k', { type: 'INSTAGRAM' });
    expect(channel).toMatchObject({ status: 'qualified' });
    const first = await tokenOf(channel.id);
    const firstExpiry = (await rowOf(channel.id)).tokenExpiresAt!;
    expect(firstExpiry.getTime() - server.clock.now()).toBeGreaterThan(59 * day);

    platform.refreshes.length = 0;
    await sweep();
    expect(platform.refreshes).toEqual([]);

    // 54 days on: within the 7-day margin.
    await later(54 * day);
    await sweep();
    await sweep();
    expect(platform.refreshes).toEqual(['INSTAGRAM kol-micro-10k ok']);
    const second = await tokenOf(channel.id);
    expect(second).not.toBe(first);
    expect((await rowOf(channel.id)).tokenExpiresAt!.getTime() - server.clock.now()).toBeGreaterThan(59 * day);
    // A job for the old expiry arriving late leaves the fresh token alone.
    expect(await refreshInstagramToken(server.deps, channel.id)).toBe('not_due');

    // The old token was rotated away: the influencer's own refresh works only because the new one was stored.
    const refreshed = await client.post(`/sv_influ_api/influ/channel/refresh/${channel.id}`);
    expect(refreshed.status, JSON.stringify(refreshed.json)).toBe(200);
  });

  it('a token that lapsed before it could be refreshed is refused by Instagram: the channel needs reconnecting (history kept), no retry', async () => {
    const { client } = await signUp(server);
    const { channel } = await connectChannel(server, platform, client, 'kol-alist-150k', { type: 'INSTAGRAM' });
    await later(61 * day);
    platform.refreshes.length = 0;
    await sweep();
    // (The first test's channel lapsed too by now: both are refused, neither refreshed.)
    expect(platform.refreshes.length).toBeGreaterThan(0);
    expect(platform.refreshes.filter((entry) => entry !== 'INSTAGRAM ? refused')).toEqual([]);
    const asked = platform.refreshes.length;
    const row = await rowOf(channel.id);
    expect(row.reconnectRequiredAt).not.toBeNull();
    expect(row.status).toBe('qualified');
    await sweep();
    expect(platform.refreshes).toHaveLength(asked);
    const listed = await client.get(`/sv_influ_api/influ/channel/detail/${channel.id}`);
    expect(listed.json.channel).toMatchObject({ needsReconnect: true });
  });
});
