import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { packageOffers } from '#server/db/schema/index';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { campaignInput, idempotency, signInAs } from './campaigns-helpers';

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
