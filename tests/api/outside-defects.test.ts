import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { eq } from 'drizzle-orm';
import { packageOffers } from '#server/db/schema/index';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { addChannel, campaignInput, idempotency, publishedCampaign, signInAs } from './campaigns-helpers';
import { fundMarketer } from './campaigns-money';

/** Issue 26, "Defects found from outside": each defect as an outsider met it, then the fix. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
}, 120_000);
afterAll(() => server.close());

let ipCounter = 0;
const visitor = () => new Client(server, { ip: `203.0.113.${++ipCounter}` });
async function staff() {
  const client = new Client(server, { ip: `198.51.100.${++ipCounter}` });
  expect((await client.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
  return client;
}
const expectProblem = (response: { status: number; headers: Headers }, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
};

describe('junk input never answers 5xx', () => {
  const nested = (depth: number) => `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it('JSON nested 2,000 deep is refused before the validator (anonymous sign-in, staff content)', async () => {
    const anonymous = await visitor().request('POST', '/sv_authauth/marketer/authen/', nested(2_000));
    expectProblem(anonymous, 400);
    expect((anonymous as { json: { type: string } }).json.type).toBe('bad_request');
    const admin = await staff();
    const deepObject = `{"kind":"article","categoryId":1,"metrics":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`;
    expectProblem(await admin.request('POST', '/api/admin/content/posts', deepObject), 400);
    // Ordinary nesting still passes the depth rule (and meets the contract's own answer).
    expectProblem(await visitor().request('POST', '/sv_authauth/marketer/authen/', nested(5)), 400);
    const shallow = await visitor().request('POST', '/sv_authauth/marketer/authen/', nested(5));
    expect((shallow as { json: { type: string } }).json.type).toBe('validation');
  });

  it('an integer beyond the column (categoryId 2147483648) is a 400 naming the field', async () => {
    const admin = await staff();
    const response = await admin.post('/api/admin/content/posts', { kind: 'article', categoryId: 2_147_483_648, th: { slug: 'too-big', title: 'Too big' } });
    expectProblem(response, 400);
    expect(response.json.errors).toContainEqual({ path: 'categoryId', message: 'category_invalid' });
  });

  it('a package priced below the gateway minimum cannot be saved, and an old one cannot be bought (4xx naming the limit)', async () => {
    const admin = await staff();
    const list = await admin.get('/api/admin/content/packages');
    const offer = (list.json.data as { id: number; slug: string }[]).find((item) => item.slug === 'micro-starter')!;
    const full = await admin.get(`/api/admin/content/packages/${offer.id}`);
    const { id: _id, updatedAt: _updated, createdAt: _created, ...body } = full.json as Record<string, unknown>;
    const saved = await admin.request('PUT', `/api/admin/content/packages/${offer.id}`, { ...body, priceMinor: 1_000 });
    expectProblem(saved, 400);
    expect(saved.json.errors).toContainEqual({ path: 'priceMinor', message: 'price_below_gateway_minimum' });

    // A price saved before the rule existed: the purchase answers 422 naming the minimum.
    await server.database.db.update(packageOffers).set({ priceMinor: 1_000 }).where(eq(packageOffers.slug, 'micro-starter'));
    try {
      const brand = await signInAs(server, 'brand@kolify.test');
      const bought = await brand.client.post(`/api/packages/marketers/${brand.id}/purchases`, { slug: 'micro-starter', method: 'promptpay' }, idempotency());
      expectProblem(bought, 422);
      expect(bought.json.type).toBe('below_minimum');
      expect(bought.json.detail).toMatch(/20\.00 THB/);
    } finally {
      await server.database.db.update(packageOffers).set({ priceMinor: 12_900_00 }).where(eq(packageOffers.slug, 'micro-starter'));
    }
  });
});

describe('campaign dates', () => {
  const day = (offset: number) => new Date(server.deps.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  it('a past apply-by or posting date is refused at create, naming the field', async () => {
    const brand = await signInAs(server, 'brand@kolify.test');
    const past = await brand.client.post('/api/campaigns', campaignInput({ applyBy: day(-3), postFrom: day(-2), postTo: day(5) }));
    expectProblem(past, 400);
    expect(past.json.errors).toEqual([
      { path: 'applyBy', message: 'campaign_apply_by_past' },
      { path: 'postFrom', message: 'campaign_post_from_past' },
    ]);
    const disorder = await brand.client.post('/api/campaigns', campaignInput({ applyBy: day(5), postFrom: day(4), postTo: day(3) }));
    expectProblem(disorder, 400);
    expect(disorder.json.errors.map((item: { path: string }) => item.path).sort()).toEqual(['applyBy', 'postTo']);
  });

  it('a draft whose dates have passed by the time it is published is refused, and holds nothing', async () => {
    const brand = await signInAs(server, 'brand@kolify.test');
    const draft = await brand.client.post('/api/campaigns', campaignInput({ applyBy: day(1), postFrom: day(2), postTo: day(4) }));
    expect(draft.status).toBe(201);
    const before = server.clock.now();
    await server.clock.setTime(before + 3 * 86_400_000);
    try {
      const published = await brand.client.post(`/api/campaigns/${draft.json.id}/publish`, undefined, idempotency());
      expectProblem(published, 400);
      expect(published.json.errors).toEqual([
        { path: 'applyBy', message: 'campaign_apply_by_past' },
        { path: 'postFrom', message: 'campaign_post_from_past' },
      ]);
      expect((await brand.client.get(`/api/campaigns/${draft.json.id}`)).json.status).toBe('draft');
    } finally {
      await server.clock.setTime(before);
    }
  });
});

describe('the posting window', () => {
  it('a post link before the window opens is refused with the window in the message; on the first day it is taken', async () => {
    const brand = await signInAs(server, 'brand@kolify.test');
    const ploy = await signInAs(server, 'influencer@kolify.test');
    await fundMarketer(server, brand.id, 300_000);
    const today = new Date(server.deps.now().getTime() + 7 * 3_600_000);
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const campaign = await publishedCampaign(brand.client, { visibility: 'invite_only', influencerCount: 1, pricePerInfluencerMinor: 300_000, applyBy: day(0), postFrom: day(2), postTo: day(9), name: 'Window check' });
    const channel = await addChannel(server, ploy.id);
    const invited = await brand.client.post(`/api/campaigns/${campaign.id}/invite`, { channelId: channel.id });
    expect(invited.status, JSON.stringify(invited.json)).toBe(201);
    const send = (body: Record<string, unknown>) => ploy.client.post(`/api/jobs/${invited.json.id}/events`, body);
    expect((await send({ type: 'job.accept' })).json.status).toBe('READY');
    const early = await send({ type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/early' });
    expectProblem(early, 400);
    expect(early.json.errors).toEqual([{ path: 'postUrl', message: 'job_post_before_window' }]);
    expect(early.json.detail).toContain(`${day(2)} to ${day(9)}`);
    const before = server.clock.now();
    await server.clock.setTime(before + 2 * 86_400_000);
    try {
      expect((await send({ type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/on-time' })).json.status).toBe('SUBMIT');
    } finally {
      await server.clock.setTime(before);
    }
    completedJob = { brand, campaignId: campaign.id, jobId: invited.json.id as string, send, approve: () => brand.client.post(`/api/jobs/${invited.json.id}/events`, { type: 'job.approve' }) };
  });
});

let completedJob: { brand: { client: Client; id: string }; campaignId: string; jobId: string; send: (body: Record<string, unknown>) => Promise<{ json: { status: string } }>; approve: () => Promise<unknown> } | undefined;

describe("the marketer's statement", () => {
  it('shows the reserve, release and capture of a job with its campaign and influencer; ?kind=capture answers them; the CSV and the PDF agree', async () => {
    const job = completedJob!;
    await job.approve();
    expect((await job.send({ type: 'job.submitInsight', insight: { reach: 1000, impressions: 1500, engagement: 90 } })).json.status).toBe('COMPLETED');
    const { brand } = job;
    const all = await brand.client.get(`/api/credits/marketers/${brand.id}/statement?limit=200`);
    expect(all.status).toBe(200);
    type Row = { kind: string; account: string | null; amount: number; campaign: { id: string; name: string } | null; influencer: string | null; reference: string };
    const mine = (all.json.data as Row[]).filter((row) => row.campaign?.id === job.campaignId);
    expect(mine.map((row) => `${row.kind}/${row.account}/${row.amount}`).sort()).toEqual(['capture/reserved/-300000', 'reserve/available/-300000', 'reserve/reserved/300000']);
    const capture = await brand.client.get(`/api/credits/marketers/${brand.id}/statement?kind=capture`);
    const captures = (capture.json.data as Row[]).filter((row) => row.campaign?.id === job.campaignId);
    expect(captures).toEqual([expect.objectContaining({ kind: 'capture', account: 'reserved', amount: -300_000, campaign: { id: job.campaignId, name: 'Window check' }, influencer: expect.any(String) })]);
    expect(captures[0]!.influencer).not.toBe('');
    const csv = await brand.client.get(`/api/credits/marketers/${brand.id}/statement?format=csv&kind=capture`);
    expect(csv.text).toContain('"capture","reserved","Window check"');
    expect(csv.text).toMatch(/"'?-3000\.00"/);
    // The PDF is made from the same rows: each capture on its own line, with its campaign and influencer.
    const pdf = await fetch(`${server.url}/api/credits/marketers/${brand.id}/statement?format=pdf&kind=capture&locale=en`, { headers: { cookie: [...brand.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = (await new PDFParse({ data: Buffer.from(await pdf.arrayBuffer()) }).getText()).text;
    expect(text.match(/Paid for a job/g)).toHaveLength((capture.json.data as Row[]).length);
    expect(text).not.toMatch(/Reserved for a job|Top-up/);
    expect(text).toContain(`Reserved credit · Window check · ${captures[0]!.influencer}`);
    expect(text).toContain('-3,000.00');

    // A campaign closed with budget left gives it back: the release row names the campaign too.
    const other = await publishedCampaign(brand.client, { name: 'Closed early', influencerCount: 1, pricePerInfluencerMinor: 100_000 }, () => fundMarketer(server, brand.id, 100_000));
    expect((await brand.client.post(`/api/campaigns/${other.id}/close`)).status).toBe(200);
    const releases = await brand.client.get(`/api/credits/marketers/${brand.id}/statement?kind=release`);
    expect((releases.json.data as Row[]).filter((row) => row.campaign?.id === other.id).map((row) => `${row.account}/${row.amount}`).sort()).toEqual(['available/100000', 'reserved/-100000']);
  });
});
