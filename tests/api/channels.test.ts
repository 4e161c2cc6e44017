import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { signInDemo, signUp, upload, pngOfSize } from './influencer-helpers';
import { connectChannel, getManual as getManualFrom } from './channel-helpers';
import { startFakeSocialPlatform, type FakeSocialPlatform } from '#server/providers/fake-social-platform';
import { decryptToken } from '#server/providers/channel-platform';
import { auditLog, campaigns, channels, jobs, privilegeCodes, users } from '#server/db/schema/index';

/** Issue 10: channels against the fake social platform on loopback (a real OAuth server). */
let platform: FakeSocialPlatform;
let server: TestServer;
beforeAll(async () => {
  platform = await startFakeSocialPlatform();
  server = await startTestServer(platform.env());
});
afterAll(async () => {
  await server.close();
  await platform.close();
});

const getManual = (client: Client, path: string) => getManualFrom(server, client, path);
const connect = (client: Client, account: string, options: { type?: string; privilegeCode?: string } = {}) => connectChannel(server, platform, client, account, options);

describe('OAuth connection', () => {
  it('speaks authorisation code with PKCE S256 and state, and lands back on channelAdd with the channel', async () => {
    const { client } = await signUp(server);
    const result = await connect(client, 'kol-micro-10k');
    expect(result.authorize!.searchParams.get('code_challenge_method')).toBe('S256');
    expect(result.authorize!.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(result.location).toMatch(/^\/en\/Influencer\/channelAdd\?channel=[0-9a-f-]{36}$/);
    expect(result.channel).toMatchObject({ type: 'INSTAGRAM', socialId: 'kol-micro-10k', status: 'qualified', result: 'qualified', tier: 'micro', followers: 10_000, following: 300, engagementRateBp: 300, method: 'oauth' });
    expect(platform.refusals).toEqual([]);
  });

  it.each([
    ['kol-alist-150k', 'qualified', 'alist'],
    ['kol-private', 'not_public', null],
    ['kol-499', 'error_friends', null],
    ['kol-500', 'qualified', 'micro'],
    ['kol-61-days', 'error_post_not_found', null],
    ['kol-60-days', 'qualified', 'micro'],
    ['kol-er-049', 'error_engagement', null],
    ['kol-er-050', 'qualified', 'micro'],
    ['kol-ratio-201', 'error_ratio', null],
    ['kol-ratio-200', 'qualified', 'micro'],
    ['kol-99999', 'qualified', 'micro'],
    ['kol-100000', 'qualified', 'alist'],
  ])('%s → %s (%s)', async (account, result, tier) => {
    const { client } = await signInDemo(server, 'manager@kolify.test');
    const { channel } = await connect(client, account, { type: 'TIKTOK' });
    expect(channel).toMatchObject({ result, tier, status: result === 'qualified' ? 'qualified' : 'not_qualified' });
  });

  it('answers already_signup when the social id is active on another account', async () => {
    const { client } = await signUp(server);
    // ploy-demo is the demo influencer's qualified Instagram (seed).
    const { channel } = await connect(client, 'ploy-demo', { type: 'INSTAGRAM' });
    expect(channel).toMatchObject({ result: 'already_signup', status: 'not_qualified', tier: null });
    // Another type is another social channel: free.
    const other = await connect(client, 'ploy-demo', { type: 'X' });
    expect(other.channel).toMatchObject({ result: 'qualified' });
  });

  it('refuses a replayed or unknown state and a denied consent, back to channelAdd with the reason', async () => {
    const { client } = await signUp(server);
    const first = await connect(client, 'kol-500', { type: 'YOUTUBE' });
    const replay = await getManual(client, `${first.callback!.pathname}${first.callback!.search}`);
    expect(replay.location).toBe('/th/Influencer/channelAdd?channelError=state_invalid');
    const denied = await getManual(client, `/sv_authauth/account/add_channel/YOUTUBE/callback?error=access_denied&state=x`);
    expect(denied.location).toBe('/th/Influencer/channelAdd?channelError=access_denied');
  });

  it('stores the platform tokens encrypted with a key from SECRET and never sends them', async () => {
    const { client, uuid } = await signUp(server);
    const { channel, detail } = await connect(client, 'kol-micro-10k', { type: 'FACEBOOK_PAGE' });
    expect(JSON.stringify(detail)).not.toMatch(/token/i);
    const account = await client.get(`/sv_influ_api/influ/account/${uuid}`);
    expect(JSON.stringify(account.json)).not.toMatch(/token/i);
    const [row] = await server.database.db.select().from(channels).where(eq(channels.id, channel.id));
    expect(row!.accessTokenEncrypted).toMatch(/^v1\./);
    expect(decryptToken(server.config.secret, row!.accessTokenEncrypted!)).toMatch(/^[0-9a-f]{32}$/);
    expect(() => decryptToken('another-secret-of-at-least-32-characters', row!.accessTokenEncrypted!)).toThrow();
  });

  it('refresh reads the figures again and decides again', async () => {
    const { client } = await signUp(server);
    const { channel } = await connect(client, 'kol-er-050', { type: 'X' });
    platform.accounts.get('kol-er-050')!.followers = 1500; // grows; same interactions → ER drops to 0.33 %
    const refreshed = await client.post(`/sv_influ_api/influ/channel/refresh/${channel.id}`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.channel).toMatchObject({ followers: 1500, result: 'error_engagement', status: 'not_qualified' });
    platform.accounts.get('kol-er-050')!.followers = 1000;
    // Not qualified any more: refresh is not a move the machine allows from there.
    expect((await client.post(`/sv_influ_api/influ/channel/refresh/${channel.id}`)).json).toMatchObject({ status: 409, type: 'illegal_transition' });
  });

  it('bad input: an unknown or manual type, a malformed code, signed out', async () => {
    const { client } = await signUp(server);
    expect((await client.post('/sv_authauth/account/add_channel/LINE/uuid', {})).status).toBe(400);
    expect((await client.post('/sv_authauth/account/add_channel/MYSPACE/uuid', {})).status).toBe(400);
    expect((await client.post('/sv_authauth/account/add_channel/INSTAGRAM/uuid', { privilegeCode: '!' })).json).toMatchObject({ status: 400, type: 'validation' });
    expect((await new Client(server).post('/sv_authauth/account/add_channel/INSTAGRAM/uuid', {})).status).toBe(401);
  });
});

describe('privilege codes (SPEC §8)', () => {
  it('a valid code lets a channel skip the follower rule and is spent once', async () => {
    const { client, uuid } = await signUp(server);
    const before = await client.get(`/sv_influ_api/influ/channel/privilege/save/${uuid}/kolify-vip`);
    expect(before.json).toMatchObject({ code: 'KOLIFY-VIP', remaining: 1000 });
    const { channel } = await connect(client, 'kol-499', { type: 'INSTAGRAM', privilegeCode: 'KOLIFY-VIP' });
    expect(channel).toMatchObject({ result: 'qualified', tier: 'micro', privilegeCodeUsed: true });
    expect((await client.get(`/sv_influ_api/influ/channel/privilege/save/${uuid}/KOLIFY-VIP`)).json.remaining).toBe(999);
    // A channel that passes anyway does not spend it.
    await connect(client, 'kol-500', { type: 'TIKTOK', privilegeCode: 'KOLIFY-VIP' });
    expect((await client.get(`/sv_influ_api/influ/channel/privilege/save/${uuid}/KOLIFY-VIP`)).json.remaining).toBe(999);
  });

  it.each([
    ['NOT-A-CODE', 'privilege_incorrect'],
    ['KOLIFY-FULL', 'privilege_quota_exceeded'],
    ['KOLIFY-2025', 'privilege_expired'],
  ])('%s → %s, on save and on connect', async (code, type) => {
    const { client, uuid } = await signUp(server);
    const saved = await client.get(`/sv_influ_api/influ/channel/privilege/save/${uuid}/${code}`);
    expect(saved.status).toBe(400);
    expect(saved.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(saved.json).toMatchObject({ type });
    expect((await client.post('/sv_authauth/account/add_channel/INSTAGRAM/uuid', { privilegeCode: code })).json).toMatchObject({ status: 400, type });
  });

  it("another influencer's uuid answers 404", async () => {
    const { client } = await signUp(server);
    const other = await signUp(server);
    expect((await client.get(`/sv_influ_api/influ/channel/privilege/save/${other.uuid}/KOLIFY-VIP`)).status).toBe(404);
  });
});

async function manualChannel(client: Client, uuid: string, overrides: Record<string, unknown> = {}) {
  const evidence = await upload(client, `/sv_influ_api/influ/attachment/${uuid}`, pngOfSize(2048), 'screenshot.png');
  expect(evidence.status).toBe(200);
  return client.post('/sv_influ_api/influ/channel/addChannel', {
    type: 'LEMON8',
    name: 'Ploy eats',
    profileUrl: `https://www.lemon8-app.com/@ploy${Math.random().toString(36).slice(2, 8)}`,
    followers: 12_000,
    following: 300,
    engagementRateBp: 250,
    lastPostAt: '2026-11-20',
    evidenceUploadId: evidence.json.id,
    ...overrides,
  });
}

async function staff() {
  const client = new Client(server, { ip: '198.51.100.7' });
  expect((await client.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
  return client;
}

describe('manual channels and staff review', () => {
  it('URL + screenshot + stated figures wait for review; staff approve → qualified, and the influencer is told', async () => {
    const { client, uuid, email } = await signUp(server, { locale: 'th' });
    const added = await manualChannel(client, uuid);
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ status: 'waiting_review', result: null, tier: 'micro', method: 'manual' });
    const admin = await staff();
    const queue = await admin.get('/api/admin/channels/review');
    const item = queue.json.items.find((entry: { channel: { id: string } }) => entry.channel.id === added.json.id);
    expect(item).toMatchObject({ owner: { email }, evidenceUrl: `/api/admin/channels/${added.json.id}/evidence` });
    const evidence = await fetch(`${server.url}${item.evidenceUrl}`, { headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(evidence.headers.get('content-type')).toBe('image/png');
    const approved = await admin.post(`/api/admin/channels/${added.json.id}/approve`);
    expect(approved.json).toMatchObject({ status: 'qualified', result: 'qualified', tier: 'micro' });
    await server.deps.queue.runDue();
    const outbox = await client.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
    expect(outbox.json.messages[0]).toMatchObject({ subject: 'Kolify: ช่องทางของคุณผ่านการตรวจสอบแล้ว' });
    // Approving twice is not a move from "approved".
    expect((await admin.post(`/api/admin/channels/${added.json.id}/approve`)).json).toMatchObject({ status: 409, type: 'illegal_transition' });
    // Issue 15: the approval is in the audit log, once (the refused second one left no row).
    const audited = await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, added.json.id));
    expect(audited.map((row) => [row.action, row.actorEmail, row.before, row.after])).toEqual([['channel.approve', 'admin@kolify.test', { status: 'waiting_review' }, { status: 'qualified', result: 'qualified', tier: 'micro' }]]);
  });

  it('staff reject with a reason; the influencer reads it in English when that is their language', async () => {
    const { client, uuid, email } = await signUp(server);
    await client.patch(`/sv_influ_api/influ/profile/prefs/${uuid}`, { notificationChannels: ['email'], notificationLanguage: 'en' });
    const added = await manualChannel(client, uuid, { type: 'WHATSAPP', profileUrl: 'https://wa.me/66812345678' });
    const admin = await staff();
    expect((await admin.post(`/api/admin/channels/${added.json.id}/reject`, { reason: '' })).status).toBe(400);
    const rejected = await admin.post(`/api/admin/channels/${added.json.id}/reject`, { reason: 'The screenshot does not show the follower count.' });
    expect(rejected.json).toMatchObject({ status: 'rejected', rejectReason: 'The screenshot does not show the follower count.' });
    await server.deps.queue.runDue();
    const outbox = await client.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
    expect(outbox.json.messages[0].body).toContain('Reason: The screenshot does not show the follower count.');
  });

  it("bad input: no screenshot, another user's upload, a non-https URL; an influencer cannot review", async () => {
    const { client, uuid } = await signUp(server);
    const other = await signUp(server);
    const theirs = await upload(other.client, `/sv_influ_api/influ/attachment/${other.uuid}`, pngOfSize(1024));
    expect((await manualChannel(client, uuid, { evidenceUploadId: theirs.json.id })).json).toMatchObject({ status: 400, errors: [{ path: 'evidenceUploadId', message: 'channel_evidence_required' }] });
    expect((await manualChannel(client, uuid, { evidenceUploadId: 'nope' })).status).toBe(400);
    expect((await manualChannel(client, uuid, { profileUrl: 'http://lemon8.example/x' })).status).toBe(400);
    expect((await manualChannel(client, uuid, { type: 'INSTAGRAM' })).status).toBe(400);
    expect((await client.get('/api/admin/channels/review')).status).toBe(403);
  });

  it('a screenshot over 4,096,000 bytes or not an image is refused by the upload', async () => {
    const { client, uuid } = await signUp(server);
    expect((await upload(client, `/sv_influ_api/influ/attachment/${uuid}`, pngOfSize(4_096_001))).status).toBe(413);
    expect((await upload(client, `/sv_influ_api/influ/attachment/${uuid}`, pngOfSize(4_096_000))).status).toBe(200);
    expect((await upload(client, `/sv_influ_api/influ/attachment/${uuid}`, new Blob(['not an image']), 'fake.png')).status).toBe(415);
  });
});

describe('estimate', () => {
  it('the open estimator answers the PRODUCT.md formula per post type as a ±20 % range, without sign-in', async () => {
    const visitor = new Client(server);
    const response = await visitor.get(`/sv_influ_api/influ/estimateWithOutToken/${crypto.randomUUID()}/INSTAGRAM/ploy.eats?followers=10000&engagementRate=3`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ socialType: 'INSTAGRAM', socialId: 'ploy.eats', followers: 10_000, engagementRateBp: 300, tier: 'micro', currency: 'THB' });
    expect(response.json.rows).toContainEqual({ postType: 'photoPost', amount: 2520, low: 2020, high: 3020 });
    expect(response.json.rows).toContainEqual({ postType: 'reel', amount: 3790, low: 3030, high: 4550 });
    const alist = await visitor.get(`/sv_influ_api/influ/estimateWithOutToken/${crypto.randomUUID()}/INSTAGRAM/big?followers=100000&engagementRate=1.5`);
    expect(alist.json.rows).toContainEqual({ postType: 'photoPost', amount: 15920, low: 12740, high: 19100 });
  });

  it('the open estimator refuses bad figures with problem+json', async () => {
    const visitor = new Client(server);
    for (const query of ['followers=-1&engagementRate=3', 'followers=abc&engagementRate=3', 'followers=1000&engagementRate=101', 'followers=1000']) {
      const response = await visitor.get(`/sv_influ_api/influ/estimateWithOutToken/${crypto.randomUUID()}/INSTAGRAM/x?${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/problem\+json/);
    }
    expect((await visitor.get(`/sv_influ_api/influ/estimateWithOutToken/not-a-uuid/INSTAGRAM/x?followers=1&engagementRate=1`)).status).toBe(400);
    expect((await visitor.get(`/sv_influ_api/influ/estimateWithOutToken/${crypto.randomUUID()}/MYSPACE/x?followers=1&engagementRate=1`)).status).toBe(400);
  });

  it("a channel's own estimate; another influencer's uuid or channel answers 404", async () => {
    const { client, uuid } = await signInDemo(server);
    const own = await client.get(`/sv_influ_api/influ/estimate/${uuid}/INSTAGRAM/ploy-demo`);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ followers: 24_000, engagementRateBp: 350, tier: 'micro' });
    const stranger = await signUp(server);
    expect((await stranger.client.get(`/sv_influ_api/influ/estimate/${uuid}/INSTAGRAM/ploy-demo`)).status).toBe(404);
    expect((await stranger.client.get(`/sv_influ_api/influ/estimate/${stranger.uuid}/INSTAGRAM/ploy-demo`)).status).toBe(404);
  });
});

describe('channel detail, account list and disconnect', () => {
  it('the account lists the channels, filtered by type; owner_id must be the caller', async () => {
    const { client, uuid } = await signInDemo(server);
    const all = await client.get(`/sv_influ_api/influ/account/${uuid}`);
    expect(all.json.channels.map((c: { type: string; status: string }) => `${c.type}:${c.status}`)).toEqual(expect.arrayContaining(['INSTAGRAM:qualified', 'TIKTOK:qualified']));
    const tiktok = await client.get(`/sv_influ_api/influ/account/${uuid}?channel=TIKTOK&owner_id=${uuid}`);
    expect(tiktok.json.channels.every((c: { type: string }) => c.type === 'TIKTOK')).toBe(true);
    const stranger = await signUp(server);
    expect((await client.get(`/sv_influ_api/influ/account/${uuid}?owner_id=${stranger.uuid}`)).status).toBe(404);
    expect((await client.get(`/sv_influ_api/influ/account/${uuid}?channel=MYSPACE`)).status).toBe(400);
  });

  it("another influencer's channel answers 404 for detail, refresh and disconnect", async () => {
    const owner = await signInDemo(server);
    const id = (await owner.client.get(`/sv_influ_api/influ/account/${owner.uuid}`)).json.channels[0].id;
    const stranger = await signUp(server);
    expect((await stranger.client.get(`/sv_influ_api/influ/channel/detail/${id}`)).status).toBe(404);
    expect((await stranger.client.post(`/sv_influ_api/influ/channel/refresh/${id}`)).status).toBe(404);
    expect((await stranger.client.post('/api/influencers/channel/deactivate', { channelId: id })).status).toBe(404);
    expect((await stranger.client.post('/api/influencers/channel/deactivate', { channelId: 'nope' })).status).toBe(400);
  });

  /** A published YouTube campaign of the demo brand with one job of this influencer's channel in `status`. */
  async function jobOnChannel(uuid: string, socialId: string, name: string, status: 'READY' | 'MATCHED') {
    const db = server.database.db;
    const [brand] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'brand@kolify.test'));
    const [campaign] = await db
      .insert(campaigns)
      .values({ marketerId: brand!.id, brandName: 'Brand', locale: 'en', name, brief: 'Brief', objective: 'awareness', channelTypes: ['YOUTUBE'], postTypes: ['videoPost'], influencerCount: 1, funding: 'credit', applyBy: '2026-12-01', postFrom: '2026-12-02', postTo: '2026-12-20', visibility: 'public', status: 'published' })
      .returning();
    const [job] = await db.insert(jobs).values({ campaignId: campaign!.id, influencerId: uuid, channelType: 'YOUTUBE', socialId, status }).returning();
    return job;
  }

  it('disconnect is refused while the channel has a job in progress (naming it), then allowed', async () => {
    const { client, uuid } = await signUp(server);
    const { channel } = await connect(client, 'kol-alist-150k', { type: 'YOUTUBE' });
    const db = server.database.db;
    const job = await jobOnChannel(uuid, channel.socialId, 'Launch', 'READY');
    const refused = await client.post('/api/influencers/channel/deactivate', { channelId: channel.id });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ type: 'channel_has_open_job', errors: [{ path: `jobs.${job!.id}`, message: 'READY' }] });
    await db.update(jobs).set({ status: 'COMPLETED' }).where(eq(jobs.id, job!.id));
    const done = await client.post('/api/influencers/channel/deactivate', { channelId: channel.id });
    expect(done.json).toMatchObject({ status: 'disconnected' });
    const [row] = await db.select().from(channels).where(eq(channels.id, channel.id));
    expect(row!.accessTokenEncrypted).toBeNull();
    expect((await client.get(`/sv_influ_api/influ/account/${uuid}`)).json.channels).toEqual([]);
    // Disconnecting twice is not a move from "disconnected".
    expect((await client.post('/api/influencers/channel/deactivate', { channelId: channel.id })).json).toMatchObject({ status: 409, type: 'illegal_transition' });
  });

  it('disconnect is refused while an application waits for the marketer (MATCHED is an open job)', async () => {
    // Before decision 066 the channel service kept its own list of open jobs without MATCHED: the
    // channel disconnected, and the marketer could still select the application and reserve escrow.
    const { client, uuid } = await signUp(server);
    const { channel } = await connect(client, 'kol-alist-150k', { type: 'YOUTUBE' });
    const db = server.database.db;
    const job = await jobOnChannel(uuid, channel.socialId, 'Applied', 'MATCHED');
    const refused = await client.post('/api/influencers/channel/deactivate', { channelId: channel.id });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ type: 'channel_has_open_job', errors: [{ path: `jobs.${job!.id}`, message: 'MATCHED' }] });
    const [row] = await db.select().from(channels).where(eq(channels.id, channel.id));
    expect(row!.status).toBe('qualified');
    // Rejected applications are not open: the channel may go.
    await db.update(jobs).set({ status: 'MISMATCHED' }).where(eq(jobs.id, job!.id));
    expect((await client.post('/api/influencers/channel/deactivate', { channelId: channel.id })).json).toMatchObject({ status: 'disconnected' });
  });

  it('every channel path is in the OpenAPI document', async () => {
    const doc = (await new Client(server).get('/openapi.json')).json;
    for (const path of [
      '/sv_authauth/account/add_channel/{type}/uuid',
      '/sv_influ_api/influ/channel/addChannel',
      '/sv_influ_api/influ/channel/privilege/save/{a}/{b}',
      '/sv_influ_api/influ/estimate/{uuid}/{social_type}/{social_id}',
      '/sv_influ_api/influ/estimateWithOutToken/{uuid}/{social_type}/{social_id}',
      '/api/influencers/channel/deactivate',
      '/sv_influ_api/influ/account/{id}',
      '/api/admin/channels/review',
      '/api/admin/channels/{channelId}/approve',
      '/api/admin/channels/{channelId}/reject',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});

describe('one clock (issue 26, decision 037): channels read the app clock tests move', () => {
  it('a privilege code expires by the app clock; a connection made later carries that clock’s time, while the OAuth state still lives on the wall clock', async () => {
    const { client, uuid } = await signUp(server);
    const start = server.deps.now().getTime();
    await server.database.db.insert(privilegeCodes).values({ code: 'KOLIFY-CLOCK', quota: 10, used: 0, expiresAt: new Date(start + 2 * 86_400_000) });
    expect((await client.get(`/sv_influ_api/influ/channel/privilege/save/${uuid}/KOLIFY-CLOCK`)).json).toMatchObject({ code: 'KOLIFY-CLOCK', remaining: 10 });
    const moved = start + 3 * 86_400_000;
    await server.clock.setTime(moved);
    // Three days on by the app clock the code is over (it was checked against the wall clock before).
    const saved = await client.get(`/sv_influ_api/influ/channel/privilege/save/${uuid}/KOLIFY-CLOCK`);
    expect(saved.status).toBe(400);
    expect(saved.json).toMatchObject({ type: 'privilege_expired' });
    const { channel } = await connect(client, 'kol-micro-10k', { type: 'YOUTUBE' });
    expect(channel).toMatchObject({ result: 'qualified' });
    // The test clock stands still between moves: the row's times are exactly the moved clock's.
    expect(channel.createdAt).toBe(new Date(moved).toISOString());
    expect(channel.lastRefreshedAt).toBe(new Date(moved).toISOString());
  });
});
