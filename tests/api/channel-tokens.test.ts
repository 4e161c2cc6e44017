import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './influencer-helpers';
import { connectChannel } from './channel-helpers';
import { startFakeSocialPlatform, type FakeSocialPlatform } from '#server/providers/fake-social-platform';
import { channels, outboxMessages } from '#server/db/schema/index';
import { decryptToken } from '#server/providers/channel-platform';
import { sweepChannelTokens } from '#server/services/channels';

/**
 * Issue 27: platform tokens expire and rotate, as the platforms' references say:
 * - X: access tokens live 2 hours; with offline.access a refresh token is issued, and a refresh
 *   answers a new one (https://docs.x.com/resources/fundamentals/authentication/oauth-2-0/user-access-token).
 * - TikTok: access_token 24 h, refresh_token 365 days, `POST /v2/oauth/token/` with
 *   grant_type=refresh_token answers a refresh_token that may differ and must be stored
 *   (https://developers.tiktok.com/doc/oauth-user-access-token-management).
 * - A refused refresh is OAuth's 400 invalid_grant (RFC 6749 §5.2, https://www.rfc-editor.org/rfc/rfc6749#section-5.2).
 * - A rate-limited call is 429 with Retry-After (RFC 9110 §10.2.3, https://www.rfc-editor.org/rfc/rfc9110#field.retry-after;
 *   X adds x-rate-limit-reset, https://docs.x.com/x-api/fundamentals/rate-limits).
 * The fake platform does the same: access tokens expire by its clock (the server's test clock
 * here), X and TikTok refresh tokens are spent by their use, a revoked account's refresh is
 * refused, and it can be told to answer 429 with Retry-After.
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

const later = (ms: number) => server.clock.setTime(server.clock.now() + ms);
const rowOf = async (id: string) => (await server.database.db.select().from(channels).where(eq(channels.id, id)))[0]!;
const refreshTokenOf = async (id: string) => decryptToken(server.config.secret, (await rowOf(id)).refreshTokenEncrypted!);
/** Runs the 10-minute sweep and the refresh jobs it enqueues. */
async function sweep() {
  await sweepChannelTokens(server.deps);
  await server.deps.queue.runDue();
}

describe('channel tokens expire and rotate', () => {
  it('X: the job refreshes before expiry and stores the rotated refresh token in the same write; the next refresh uses it', async () => {
    const { client } = await signUp(server);
    const { channel } = await connectChannel(server, platform, client, 'kol-micro-10k', { type: 'X' });
    expect(channel).toMatchObject({ status: 'qualified', needsReconnect: false });
    const first = await refreshTokenOf(channel.id);
    const firstExpiry = (await rowOf(channel.id)).tokenExpiresAt!;

    // Not due yet: nothing is asked of the platform.
    platform.refreshes.length = 0;
    await sweep();
    expect(platform.refreshes).toEqual([]);

    // 50 minutes on, the 1-hour token is within the 15-minute margin.
    await later(50 * 60_000);
    await sweep();
    expect(platform.refreshes).toEqual(['X kol-micro-10k ok']);
    const second = await refreshTokenOf(channel.id);
    expect(second).not.toBe(first);
    expect((await rowOf(channel.id)).tokenExpiresAt!.getTime()).toBeGreaterThan(firstExpiry.getTime());

    // The first refresh token was spent: only the stored, rotated one works — and it does.
    await later(50 * 60_000);
    await sweep();
    expect(platform.refreshes).toEqual(['X kol-micro-10k ok', 'X kol-micro-10k ok']);
    expect(await refreshTokenOf(channel.id)).not.toBe(second);

    // The expired access token would answer 401; the influencer's refresh reads with the fresh one.
    const refreshed = await client.post(`/sv_influ_api/influ/channel/refresh/${channel.id}`);
    expect(refreshed.status, JSON.stringify(refreshed.json)).toBe(200);
  });

  it('TikTok: a refresh the platform refuses marks the channel "needs reconnecting" (history kept), tells the influencer once, and a reconnect clears it', async () => {
    const { client, email } = await signUp(server);
    const { channel } = await connectChannel(server, platform, client, 'kol-alist-150k', { type: 'TIKTOK' });
    expect(channel).toMatchObject({ status: 'qualified' });
    platform.revoke('kol-alist-150k');
    await later(24 * 3600_000);

    const refreshed = await client.post(`/sv_influ_api/influ/channel/refresh/${channel.id}`);
    expect(refreshed.status).toBe(409);
    expect(refreshed.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(refreshed.json).toMatchObject({ type: 'channel_reconnect_required' });
    const detail = (await client.get(`/sv_influ_api/influ/channel/detail/${channel.id}`)).json.channel;
    expect(detail).toMatchObject({ status: 'qualified', needsReconnect: true, followers: 150_000 });

    // The sweep leaves it alone; the influencer is told once, in their language.
    platform.refreshes.length = 0;
    await sweep();
    // (Other tests' channels may be refreshed by the same sweep; this one is not tried.)
    expect(platform.refreshes.filter((line) => line.startsWith('TIKTOK'))).toEqual([]);
    expect((await client.post(`/sv_influ_api/influ/channel/refresh/${channel.id}`)).status).toBe(409);
    await server.deps.queue.runDue();
    const told = await server.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.destination, email), eq(outboxMessages.status, 'sent')));
    expect(told.filter((message) => /reconnect|เชื่อมต่อ/.test(message.subject ?? ''))).toHaveLength(1);

    // Reconnecting the same account reuses the row and ends the state.
    const again = await connectChannel(server, platform, client, 'kol-alist-150k', { type: 'TIKTOK' });
    expect(again.channel).toMatchObject({ id: channel.id, status: 'qualified', needsReconnect: false });
  });

  // The member removes Kolify's access on the platform while the access token is still valid: the
  // next read is refused with the token's own error — Graph's 400 code 190
  // (https://developers.facebook.com/docs/graph-api/guides/error-handling), Google's 401
  // (https://developers.google.com/youtube/v3/docs/errors) — and the channel needs reconnecting.
  for (const [type, account] of [['INSTAGRAM', 'kol-er-050'], ['YOUTUBE', 'kol-ratio-200']] as const) {
    it(`${type}: an access token refused on a read marks the channel "needs reconnecting" at once, not "the platform did not answer"`, async () => {
      const { client } = await signUp(server);
      const { channel } = await connectChannel(server, platform, client, account, { type });
      expect(channel).toMatchObject({ status: 'qualified', needsReconnect: false });
      platform.revoke(account);
      const refreshed = await client.post(`/sv_influ_api/influ/channel/refresh/${channel.id}`);
      expect(refreshed.status, JSON.stringify(refreshed.json)).toBe(409);
      expect(refreshed.json).toMatchObject({ type: 'channel_reconnect_required' });
      const detail = (await client.get(`/sv_influ_api/influ/channel/detail/${channel.id}`)).json.channel;
      expect(detail).toMatchObject({ status: 'qualified', needsReconnect: true });
      // Reconnecting the same account clears it on the same row.
      const again = await connectChannel(server, platform, client, account, { type });
      expect(again.channel).toMatchObject({ id: channel.id, needsReconnect: false });
    });
  }

  it('a 429 from the platform waits for its Retry-After in the queue (no timer in the process), then refreshes', async () => {
    const { client } = await signUp(server);
    const { channel } = await connectChannel(server, platform, client, 'kol-500', { type: 'X' });
    expect(channel).toMatchObject({ status: 'qualified' });
    const before = await refreshTokenOf(channel.id);
    // Only this channel is due, so the one 429 meets its refresh.
    await server.database.db.update(channels).set({ tokenExpiresAt: new Date(server.clock.now() + 365 * 86_400_000) }).where(ne(channels.id, channel.id));
    await later(50 * 60_000);
    platform.refreshes.length = 0;
    platform.rateLimitNext = { retryAfterSeconds: 120 };
    await sweep();
    // Refused with 429: nothing stored, and the job waits in the queue.
    const mine = () => platform.refreshes.filter((line) => line.includes('kol-500'));
    expect(platform.rateLimitNext).toBeNull();
    expect(mine()).toEqual([]);
    expect(await refreshTokenOf(channel.id)).toBe(before);
    await later(60_000);
    await server.deps.queue.runDue();
    expect(mine()).toEqual([]);
    await later(61_000);
    await server.deps.queue.runDue();
    expect(mine()).toEqual(['X kol-500 ok']);
    expect(await refreshTokenOf(channel.id)).not.toBe(before);

    // The influencer's own refresh meeting a 429 answers 429 with the platform's Retry-After.
    await later(50 * 60_000);
    platform.rateLimitNext = { retryAfterSeconds: 90 };
    const limited = await client.post(`/sv_influ_api/influ/channel/refresh/${channel.id}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('90');
  });
});
