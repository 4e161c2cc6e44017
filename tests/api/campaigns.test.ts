import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobEvents, outboxMessages } from '#server/db/schema/index';
import { startTestServer, type TestServer, type Client } from './harness';
import { addChannel, campaignInput, datesFrom, idempotency, publishedCampaign, signInAs } from './campaigns-helpers';
import { fundMarketer } from './campaigns-money';

let server: TestServer;
let brand: { client: Client; id: string };
let agency: { client: Client; id: string };
let ploy: { client: Client; id: string };
let nat: { client: Client; id: string };

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  brand = await signInAs(server, 'brand@kolify.test');
  agency = await signInAs(server, 'agency@kolify.test');
  ploy = await signInAs(server, 'influencer@kolify.test');
  nat = await signInAs(server, 'manager@kolify.test');
}, 240_000);
afterAll(() => server.close());

const fund = (minor: number) => () => fundMarketer(server, brand.id, minor);

describe('campaigns (marketer)', () => {
  it('creates a draft with a sanitised brief, lists it, edits it; another marketer gets 404 and an influencer 403', async () => {
    const created = await brand.client.post('/api/campaigns', campaignInput());
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: 'draft', brandName: expect.any(String), hashtags: ['#LotusTea', '#summer'], budgetMinor: 600_000 });
    expect(created.json.briefHtml).toContain('<strong>first sip</strong>');
    expect(created.json.briefHtml).not.toContain('script');
    const list = await brand.client.get('/api/campaigns');
    expect(list.json.items.map((item: { id: string }) => item.id)).toContain(created.json.id);
    const edited = await brand.client.request('PUT', `/api/campaigns/${created.json.id}`, campaignInput({ name: 'Lotus tea, take two' }));
    expect(edited.status).toBe(200);
    expect(edited.json.name).toBe('Lotus tea, take two');

    expect((await agency.client.get(`/api/campaigns/${created.json.id}`)).status).toBe(404);
    expect((await agency.client.request('PUT', `/api/campaigns/${created.json.id}`, campaignInput())).status).toBe(404);
    expect((await agency.client.post(`/api/campaigns/${created.json.id}/publish`, undefined, idempotency())).status).toBe(404);
    expect((await brand.client.get('/api/campaigns/not-a-uuid')).status).toBe(404);
    expect((await ploy.client.get('/api/campaigns')).status).toBe(403);
  });

  it('refuses bad input naming each field', async () => {
    const response = await brand.client.post('/api/campaigns', campaignInput({ name: '', influencerCount: 0, pricePerInfluencerMinor: null, postTo: '2020-01-01', channelTypes: [] }));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/problem\+json/);
    const paths = response.json.errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'influencerCount', 'channelTypes']));
    expect((await brand.client.post('/api/campaigns', 'not json', { 'content-type': 'application/json' })).status).toBe(400);
  });

  it('publishes only with an Idempotency-Key and the money behind it; then the public board shows it; a second publish is 409', async () => {
    const created = await brand.client.post('/api/campaigns', campaignInput({ name: 'Board check campaign' }));
    expect((await brand.client.post(`/api/campaigns/${created.json.id}/publish`)).status).toBe(400);
    const poor = await brand.client.post(`/api/campaigns/${created.json.id}/publish`, undefined, idempotency());
    expect(poor.status).toBe(409);
    expect(poor.json.type).toBe('insufficient_funds');
    await fund(600_000)();
    const published = await brand.client.post(`/api/campaigns/${created.json.id}/publish`, undefined, idempotency());
    expect(published.status).toBe(200);
    expect(published.json.status).toBe('published');
    const again = await brand.client.post(`/api/campaigns/${created.json.id}/publish`, undefined, idempotency());
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ type: 'illegal_transition', state: 'published' });
    const board = await ploy.client.get('/api/campaigns/public/job?perPage=50');
    expect(board.json.data.map((job: { id: string }) => job.id)).toContain(created.json.id);
    // A published campaign's terms are fixed.
    expect((await brand.client.request('PUT', `/api/campaigns/${created.json.id}`, campaignInput())).status).toBe(409);
  });

  it('cancels a draft; closes a published campaign; a closed one cannot be closed again', async () => {
    const draft = await brand.client.post('/api/campaigns', campaignInput());
    expect((await brand.client.post(`/api/campaigns/${draft.json.id}/cancel`)).json.status).toBe('cancelled');
    expect((await brand.client.post(`/api/campaigns/${draft.json.id}/close`)).status).toBe(409);
    const campaign = await publishedCampaign(brand.client, { influencerCount: 1 }, fund(300_000));
    expect((await agency.client.post(`/api/campaigns/${campaign.id}/close`)).status).toBe(404);
    expect((await brand.client.post(`/api/campaigns/${campaign.id}/close`)).json.status).toBe('closed');
    expect((await brand.client.post(`/api/campaigns/${campaign.id}/close`)).status).toBe(409);
  });
});

describe('jobs: apply → select → accept → submit → changes → approve → insight', () => {
  it('walks the main path, each step with its wrong user (404) and an illegal event (409)', async () => {
    const channel = await addChannel(server, ploy.id);
    const campaign = await publishedCampaign(brand.client, {}, fund(600_000));

    // The job market shows it as a match; a bad isMatch is 400.
    const market = await ploy.client.get('/api/jobs/public?isMatch=true&limit=50');
    expect(market.status).toBe(200);
    const item = market.json.items.find((entry: { campaign: { id: string } }) => entry.campaign.id === campaign.id);
    expect(item).toMatchObject({ isMatch: true, jobId: null });
    expect((await ploy.client.get('/api/jobs/public?isMatch=maybe')).status).toBe(400);
    // Keyset paging (one declaration for the market and discovery): 1 to 50 a page, written plainly.
    for (const limit of ['0', '51', '007', '1.5', 'x']) {
      const refused = await ploy.client.get(`/api/jobs/public?limit=${limit}`);
      expect([limit, refused.status, refused.json.errors?.[0]?.path]).toEqual([limit, 400, 'limit']);
    }
    expect((await ploy.client.get('/api/jobs/public?limit=50')).status).toBe(200);
    expect((await brand.client.get('/api/jobs/public')).status).toBe(403);

    // Apply: another influencer's channel is not found; a bad body is 400.
    expect((await nat.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: channel.id })).status).toBe(404);
    expect((await ploy.client.post('/api/jobs/apply', { campaignId: 'x', channelId: channel.id })).status).toBe(400);
    const applied = await ploy.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: channel.id });
    expect(applied.status, JSON.stringify(applied.json)).toBe(201);
    expect(applied.json).toMatchObject({ status: 'MATCHED', mismatchReasons: [], priceMinor: 300_000, earningMinor: 240_000, allowedEvents: [] });
    expect((await ploy.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: channel.id })).status).toBe(409);
    const jobId = applied.json.id as string;
    const send = (who: { client: Client }, body: Record<string, unknown>) => who.client.post(`/api/jobs/${jobId}/events`, body);

    // Select (marketer). The influencer cannot select (409); another marketer's job is 404.
    expect((await send(ploy, { type: 'job.select' })).status).toBe(409);
    expect((await send(agency, { type: 'job.select' })).status).toBe(404);
    const selected = await send(brand, { type: 'job.select' });
    expect(selected.json).toMatchObject({ status: 'ASSIGN', allowedEvents: ['job.cancel'] });

    // Accept (influencer) → READY (no shipping).
    expect((await send(brand, { type: 'job.accept' })).status).toBe(409);
    expect((await send(nat, { type: 'job.accept' })).status).toBe(404);
    expect((await send(ploy, { type: 'job.accept' })).json.status).toBe('READY');

    // Submit the post: a bad link is 400, then SUBMIT.
    expect((await send(ploy, { type: 'job.submitPost', postUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect((await send(ploy, { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/first' })).json.status).toBe('SUBMIT');
    // Changes with a note → READY; the note is on the job; then submit again.
    expect((await send(brand, { type: 'job.requestChanges' })).status).toBe(400);
    const changes = await send(brand, { type: 'job.requestChanges', note: 'Show the label please' });
    expect(changes.json).toMatchObject({ status: 'READY', changeNote: 'Show the label please' });
    // A step sent for a status that is gone is refused (the other side acted first).
    const stale = await send(brand, { type: 'job.cancel', expectedStatus: 'SUBMIT' });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ type: 'illegal_transition', state: 'READY' });
    expect((await send(brand, { type: 'job.cancel', expectedStatus: 'READY' })).status).toBe(200);
  });

  it('pays on insight: approve → INSIGHT → COMPLETED with the earning, and the history has every step', async () => {
    const channel = await addChannel(server, ploy.id, { type: 'TIKTOK' });
    const campaign = await publishedCampaign(brand.client, { name: 'Paid path' }, fund(600_000));
    const applied = await ploy.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: channel.id });
    const jobId = applied.json.id as string;
    const send = (who: { client: Client }, body: Record<string, unknown>) => who.client.post(`/api/jobs/${jobId}/events`, body);
    await send(brand, { type: 'job.select' });
    await send(ploy, { type: 'job.accept' });
    await send(ploy, { type: 'job.submitPost', postUrl: 'https://www.tiktok.com/@ploy/video/1' });
    expect((await send(ploy, { type: 'job.approve' })).status).toBe(409);
    expect((await send(brand, { type: 'job.approve' })).json.status).toBe('INSIGHT');
    expect((await send(ploy, { type: 'job.submitInsight', insight: { reach: -1, impressions: 1, engagement: 1 } })).status).toBe(400);
    const done = await send(ploy, { type: 'job.submitInsight', insight: { reach: 12_000, impressions: 20_000, engagement: 900 } });
    expect(done.json).toMatchObject({ status: 'COMPLETED', earningMinor: 240_000, allowedEvents: [] });
    expect((await send(ploy, { type: 'job.submitInsight', insight: { reach: 1, impressions: 1, engagement: 1 } })).status).toBe(409);

    const history = await ploy.client.get(`/api/jobs/${jobId}/history`);
    expect(history.json.items.map((row: { toStatus: string }) => row.toStatus)).toEqual(['MATCHED', 'ASSIGN', 'READY', 'SUBMIT', 'INSIGHT', 'COMPLETED']);
    expect((await nat.client.get(`/api/jobs/${jobId}/history`)).status).toBe(404);
    expect((await server.database.db.select().from(jobEvents).where(eq(jobEvents.jobId, jobId))).length).toBe(6);

    // Both sides were told, each in their language (Ploy: Thai), by the queue after each step.
    await server.deps.queue.runDue();
    const toPloy = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.destination, 'influencer@kolify.test'));
    expect(toPloy.some((message) => message.locale === 'th' && message.body.includes('อนุมัติ'))).toBe(true);

    // The lists and the report.
    expect((await ploy.client.get('/api/jobs')).json.items.map((job: { id: string }) => job.id)).toContain(jobId);
    expect((await brand.client.get('/api/jobs')).status).toBe(403);
    const jobs = await brand.client.get(`/api/campaigns/${campaign.id}/jobs`);
    expect(jobs.json.items).toHaveLength(1);
    expect((await agency.client.get(`/api/campaigns/${campaign.id}/jobs`)).status).toBe(404);
    const report = await brand.client.get(`/api/campaigns/${campaign.id}/report`);
    expect(report.json).toMatchObject({ spendMinor: 300_000, reach: 12_000, engagementRateBp: 750, estimatedMediaValueMinor: 240_000 });
    const csv = await brand.client.get(`/api/campaigns/${campaign.id}/report?format=csv`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.text.split('\n')[1]).toContain('COMPLETED');
    expect((await agency.client.get(`/api/campaigns/${campaign.id}/report`)).status).toBe(404);
    expect((await ploy.client.get(`/api/jobs/${jobId}`)).json.status).toBe('COMPLETED');
    expect((await nat.client.get(`/api/jobs/${jobId}`)).status).toBe(404);
    expect((await ploy.client.get('/api/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('a channel that misses the criteria is MISMATCHED with each failed criterion', async () => {
    const channel = await addChannel(server, ploy.id, { type: 'YOUTUBE', tier: 'alist', followers: 200_000 });
    const campaign = await publishedCampaign(brand.client, { name: 'Mismatch check' }, fund(600_000));
    const applied = await ploy.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: channel.id });
    expect(applied.json).toMatchObject({ status: 'MISMATCHED', mismatchReasons: ['channel_type', 'tier'] });
    expect((await brand.client.post(`/api/jobs/${applied.json.id}/events`, { type: 'job.select' })).status).toBe(409);
  });

  it('invite-only: the marketer invites a channel → ASSIGN; the influencer declines → REJECTED; nobody may apply', async () => {
    const channel = await addChannel(server, nat.id);
    const campaign = await publishedCampaign(brand.client, { visibility: 'invite_only', name: 'Invite only' }, fund(600_000));
    expect((await nat.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: channel.id })).status).toBe(404);
    expect((await agency.client.post(`/api/campaigns/${campaign.id}/invite`, { channelId: channel.id })).status).toBe(404);
    const invited = await brand.client.post(`/api/campaigns/${campaign.id}/invite`, { channelId: channel.id });
    expect(invited.status, JSON.stringify(invited.json)).toBe(201);
    expect(invited.json.status).toBe('ASSIGN');
    // Now it is in Nat's market (private), marked with the job.
    const market = await nat.client.get('/api/jobs/public?limit=50');
    expect(market.json.items.find((entry: { campaign: { id: string } }) => entry.campaign.id === campaign.id)?.jobId).toBe(invited.json.id);
    expect((await nat.client.post(`/api/jobs/${invited.json.id}/events`, { type: 'job.decline' })).json.status).toBe('REJECTED');
  });

  it('discovery: filters qualified channels, pages by keyset, marks who has a job; others get 404, bad filters 400', async () => {
    const campaign = await publishedCampaign(brand.client, { visibility: 'invite_only', name: 'Discovery' }, fund(600_000));
    const big = await addChannel(server, nat.id, { type: 'TIKTOK', followers: 250_000, tier: 'alist' });
    await addChannel(server, nat.id, { type: 'TIKTOK', followers: 5_000, engagementRateBp: 30 });
    await addChannel(server, nat.id, { type: 'TIKTOK', followers: 9_000, status: 'waiting_review', result: null });
    const all = await brand.client.get(`/api/campaigns/${campaign.id}/discover?channelType=TIKTOK&limit=1`);
    expect(all.status).toBe(200);
    expect(all.json.items[0]).toMatchObject({ channelId: big.id, followers: 250_000, invited: false, estimate: { amount: expect.any(Number) } });
    expect(all.json.next).toEqual(expect.any(String));
    const second = await brand.client.get(`/api/campaigns/${campaign.id}/discover?channelType=TIKTOK&limit=1&after=${all.json.next}`);
    expect(second.json.items[0].followers).toBeLessThan(250_000);
    const engaged = await brand.client.get(`/api/campaigns/${campaign.id}/discover?channelType=TIKTOK&minEngagementBp=100&maxFollowers=100000`);
    expect(engaged.json.items.every((item: { engagementRateBp: number; followers: number }) => item.engagementRateBp >= 100 && item.followers <= 100_000)).toBe(true);
    expect(engaged.json.items.some((item: { followers: number }) => item.followers === 9_000)).toBe(false);
    await brand.client.post(`/api/campaigns/${campaign.id}/invite`, { channelId: big.id });
    const after = await brand.client.get(`/api/campaigns/${campaign.id}/discover?channelType=TIKTOK&tier=alist`);
    expect(after.json.items.find((item: { channelId: string }) => item.channelId === big.id).invited).toBe(true);
    expect((await brand.client.get(`/api/campaigns/${campaign.id}/discover?minFollowers=abc`)).status).toBe(400);
    // Ten digits pass the pattern but not a 32-bit column: refused as bad input, not a 500 (fuzz seed 227047298).
    expect((await brand.client.get(`/api/campaigns/${campaign.id}/discover?minEngagementBp=7374684225`)).json.errors).toEqual([{ path: 'minEngagementBp', message: 'min_engagement_invalid' }]);
    expect((await brand.client.get(`/api/campaigns/${campaign.id}/discover?after=bogus`)).status).toBe(400);
    for (const limit of ['0', '51', '007']) expect((await brand.client.get(`/api/campaigns/${campaign.id}/discover?limit=${limit}`)).status).toBe(400);
    expect((await agency.client.get(`/api/campaigns/${campaign.id}/discover`)).status).toBe(404);
    expect((await nat.client.get(`/api/campaigns/${campaign.id}/discover`)).status).toBe(403);
  });
});

// Last in this file: it moves the clock a year on.
describe('campaign credit is held in credit lots', () => {
  it('publish draws the earliest lots; close gives them back; lots expire around what a campaign holds', async () => {
    const fundAgency = (minor: number) => () => fundMarketer(server, agency.id, minor);
    const total = async () => (await agency.client.get(`/api/credits/marketers/${agency.id}/total`)).json as { available: number; reserved: number; lots: { amount: number; remaining: number }[] };
    await fundAgency(300_000)();
    await fundAgency(500_000)();

    // 600,000 from lots of 300,000 and 500,000: the first lot empties, the second keeps 200,000.
    const first = await publishedCampaign(agency.client, { name: 'Lot check one' });
    expect(await total()).toMatchObject({ available: 200_000, reserved: 600_000, lots: [{ amount: 500_000, remaining: 200_000 }] });

    // Closing with no job returns the whole budget to the lots it came from.
    expect((await agency.client.post(`/api/campaigns/${first.id}/close`)).json.status).toBe('closed');
    expect(await total()).toMatchObject({ available: 800_000, reserved: 0, lots: [{ amount: 300_000, remaining: 300_000 }, { amount: 500_000, remaining: 500_000 }] });

    // A year on, only credit no campaign holds expires; what a closing campaign gives back to an
    // expired lot expires with it, so available credit always equals what live lots hold.
    const second = await publishedCampaign(agency.client, { name: 'Lot check two' });
    await server.clock.setTime(server.deps.now().getTime() + 366 * 86_400_000);
    await server.deps.queue.runDue();
    expect(await total()).toMatchObject({ available: 0, reserved: 600_000, lots: [] });
    expect((await agency.client.post(`/api/campaigns/${second.id}/close`)).json.status).toBe('closed');
    expect(await total()).toMatchObject({ available: 0, reserved: 0, lots: [] });
    const expired = (await agency.client.get(`/api/credits/marketers/${agency.id}/expired`)).json.data as { expiredAmount: number }[];
    expect(expired.reduce((sum, lot) => sum + lot.expiredAmount, 0)).toBe(800_000);
  });
});

describe('job market: keyset paging', () => {
  it('walks every campaign once, newest first, page by page with next (filtered or not)', async () => {
    for (let made = 0; made < 3; made += 1) await publishedCampaign(brand.client, datesFrom(server.deps.now()), fund(600_000));
    for (const filter of ['', '&isMatch=true', '&isMatch=false']) {
      const whole = await ploy.client.get(`/api/jobs/public?limit=50${filter}`);
      expect(whole.json.next).toBeNull();
      const walked: string[] = [];
      let next: string | null = null;
      do {
        const page: { status: number; json: { items: { campaign: { id: string } }[]; next: string | null } } = await ploy.client.get(`/api/jobs/public?limit=2${filter}${next ? `&after=${next}` : ''}`);
        expect(page.status).toBe(200);
        expect(page.json.items.length).toBeLessThanOrEqual(2);
        walked.push(...page.json.items.map((item) => item.campaign.id));
        next = page.json.next;
      } while (next);
      expect([filter, walked]).toEqual([filter, whole.json.items.map((item: { campaign: { id: string } }) => item.campaign.id)]);
    }
    expect((await ploy.client.get('/api/jobs/public?limit=50')).json.items.length).toBeGreaterThanOrEqual(3);
    expect((await ploy.client.get('/api/jobs/public?after=not-a-cursor')).status).toBe(400);
  });
});
