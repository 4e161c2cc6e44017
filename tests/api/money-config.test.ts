import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '#server/db/schema/index';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { addChannel, browser, campaignInput, idempotency, publishedCampaign, signInAs } from './campaigns-helpers';
import { fundMarketer } from './campaigns-money';

/**
 * Issue 15: the money numbers are configuration. Staff change the platform fee, the minimum
 * withdrawal and the withdrawal fee in the back office; the server decides with the values in
 * force, sends them to the screens, and what was fixed before a change stays as it was.
 */
let server: TestServer;
let admin: Client;
let brand: { client: Client; id: string };
let ploy: { client: Client; id: string };
const price = 1_000_00;

beforeAll(async () => {
  server = await startTestServer();
  admin = browser(server);
  expect((await admin.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
  brand = await signInAs(server, 'brand@kolify.test');
  ploy = await signInAs(server, 'influencer@kolify.test');
  await server.database.db.delete(bankAccounts).where(eq(bankAccounts.influencerId, ploy.id));
  await server.database.db.insert(bankAccounts).values({ influencerId: ploy.id, bankCode: '004', accountNumber: '123-4-56789-0', accountName: 'พลอย ศรีสุข', holderType: 'individual', status: 'approve' });
}, 240_000);
afterAll(() => server.close());

const setConfig = async (key: string, value: number) => {
  const response = await admin.request('PUT', `/api/admin/config/${key}`, { value, reason: `Test: ${key} = ${value}` });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
};
const earn = () => ploy.client.get(`/sv_influ_api/influ/earn/${ploy.id}`);
const withdraw = (amount: number) => ploy.client.post(`/sv_influ_api/influ/withdraw/${ploy.id}`, { amount }, idempotency());

/** Applies to a new campaign and walks the job as far as `until`; returns the job id. */
async function jobIn(channelId: string, until: 'selected' | 'completed') {
  await fundMarketer(server, brand.id, price);
  const campaign = await publishedCampaign(brand.client, { influencerCount: 1, pricePerInfluencerMinor: price, name: `Fee ${Date.now()}` });
  const applied = await ploy.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId });
  expect(applied.status, JSON.stringify(applied.json)).toBeLessThan(300);
  const jobId = applied.json.id as string;
  const send = async (who: Client, body: Record<string, unknown>) => expect((await who.post(`/api/jobs/${jobId}/events`, body)).status).toBe(200);
  await send(brand.client, { type: 'job.select' });
  if (until === 'completed') {
    await send(ploy.client, { type: 'job.accept' });
    await send(ploy.client, { type: 'job.submitPost', postUrl: `https://www.instagram.com/p/${jobId}` });
    await send(brand.client, { type: 'job.approve' });
    await send(ploy.client, { type: 'job.submitInsight', insight: { reach: 1000, impressions: 1500, engagement: 90 } });
  }
  return jobId;
}

describe('the platform fee', () => {
  it('is read from the configuration when a job is created, and kept by that job', async () => {
    const channel = await addChannel(server, ploy.id);
    const before = (await earn()).json.available as number;
    expect((await ploy.client.get('/sv_influ_api/open/config')).json.platformFeeBp).toBe(2_000);
    // A job created under 20 % keeps 20 % even if the fee changes before it completes.
    const early = await jobIn(channel.id, 'selected');
    await setConfig('job.platformFeeBp', 1_500);
    expect((await ploy.client.get('/sv_influ_api/open/config')).json.platformFeeBp).toBe(1_500);
    const late = await jobIn(channel.id, 'completed');
    expect((await ploy.client.get(`/api/jobs/${late}`)).json.earningMinor).toBe(850_00);
    expect((await ploy.client.get(`/api/jobs/${early}`)).json.earningMinor).toBe(800_00);
    expect((await earn()).json.available).toBe(before + 850_00);
  });
});

describe('the withdrawal numbers', () => {
  it('reach the form and the server decides with them', async () => {
    expect((await earn()).json.rules).toEqual({ minimumMinor: 300_00, feeMinor: 30_00, withholdingTaxBp: 300 });
    await setConfig('withdrawal.minimumMinor', 500_00);
    await setConfig('withdrawal.feeMinor', 50_00);
    expect((await earn()).json.rules).toEqual({ minimumMinor: 500_00, feeMinor: 50_00, withholdingTaxBp: 300 });
    const below = await withdraw(400_00);
    expect(below.status).toBe(422);
    expect(below.json.type).toBe('below_minimum');
    const taken = await withdraw(500_00);
    expect(taken.status, JSON.stringify(taken.json)).toBe(201);
    expect(taken.json).toMatchObject({ amount: 500_00, fee: 50_00, wht: 15_00, net: 435_00 });
    // A withdrawal keeps the figures it was made with.
    await setConfig('withdrawal.feeMinor', 30_00);
    const listed = await ploy.client.get(`/sv_influ_api/influ/withdraw/${ploy.id}`);
    expect(listed.json.data.find((row: { id: string }) => row.id === taken.json.id)).toMatchObject({ fee: 50_00, net: 435_00 });
  });

  it('name the minimum in force when it keeps an influencer from leaving', async () => {
    const check = await ploy.client.get(`/sv_influ_api/influ/validate/deactivate/${ploy.id}`);
    expect(check.status, JSON.stringify(check.json)).toBe(200);
    expect(check.json.minimumWithdrawalMinor).toBe(500_00);
  });

  it('refuse values out of bounds', async () => {
    const refused = await admin.request('PUT', '/api/admin/config/job.platformFeeBp', { value: 9_000, reason: 'greedy' });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ path: 'value', message: 'staff_config_out_of_range' }]);
  });
});

describe('the earnings estimate', () => {
  it('uses the base staff set per channel type', async () => {
    const estimate = async () =>
      (await new Client(server).get(`/sv_influ_api/influ/estimateWithOutToken/${crypto.randomUUID()}/INSTAGRAM/ploy.eats?followers=10000&engagementRate=3`)).json.rows as { postType: string; amount: number }[];
    expect((await estimate()).find((row) => row.postType === 'photoPost')?.amount).toBe(2520);
    await setConfig('estimate.baseInstagram', 800);
    // 800 × (10,000 / 1,000)^0.8 = 5,047.7, rounded to 10.
    expect((await estimate()).find((row) => row.postType === 'photoPost')?.amount).toBe(5050);
    const tiktok = await new Client(server).get(`/sv_influ_api/influ/estimateWithOutToken/${crypto.randomUUID()}/TIKTOK/ploy.eats?followers=10000&engagementRate=3`);
    expect(tiktok.json.rows.find((row: { postType: string }) => row.postType === 'videoPost')?.amount).toBe(3310);
  });
});

describe('the rest of the numbers (issue 32): estimate multipliers and baselines, the top-up minimum, credit life and its alert', () => {
  const instagram = async () =>
    (await new Client(server).get(`/sv_influ_api/influ/estimateWithOutToken/${crypto.randomUUID()}/INSTAGRAM/ploy.eats?followers=10000&engagementRate=3`)).json.rows as { postType: string; amount: number }[];
  const amountOf = (rows: { postType: string; amount: number }[], postType: string) => rows.find((row) => row.postType === postType)?.amount;

  it('the estimate takes its post-type multiplier and tier baseline from the configuration', async () => {
    await setConfig('estimate.baseInstagram', 800);
    // 800 × 10^0.8 = 5,047.7 for a photo; a reel at 300 % (default 150 %) is 15,143 → 15,140.
    await setConfig('estimate.reelBp', 30_000);
    const rows = await instagram();
    expect(amountOf(rows, 'photoPost')).toBe(5050);
    expect(amountOf(rows, 'reel')).toBe(15_140);
    // A micro baseline of 6 % makes this 3 % channel half as valuable (the clamp's lower end).
    await setConfig('estimate.baselineMicroBp', 600);
    expect(amountOf(await instagram(), 'photoPost')).toBe(2520);
    await setConfig('estimate.reelBp', 15_000);
    await setConfig('estimate.baselineMicroBp', 300);
  });

  it('the top-up minimum reaches the screens and the server refuses less, before asking the gateway', async () => {
    const open = (await new Client(server).get('/sv_influ_api/open/config')).json;
    expect(open).toMatchObject({ topUpMinimumMinor: 1_000_00, creditValidDays: 365, creditAlertDays: 30 });
    await setConfig('topup.minimumMinor', 2_000_00);
    expect((await new Client(server).get('/sv_influ_api/open/config')).json.topUpMinimumMinor).toBe(2_000_00);
    const topUp = (amount: number, method = 'promptpay') => brand.client.post(`/api/credits/marketers/${brand.id}/topups`, { amount, method }, idempotency());
    const below = await topUp(1_500_00);
    expect(below.status).toBe(400);
    expect(below.headers.get('content-type')).toContain('application/problem+json');
    expect(below.json.errors).toEqual([{ path: 'amount', message: 'amount_too_small' }]);
    expect(below.json.detail).toContain('2,000.00');
    // A bank transfer asks no gateway: the operation's transaction refuses it, with the same problem,
    // and its key's claim rolls back with it — the same key then buys the minimum (decision 093).
    const key = idempotency();
    const belowByTransfer = await brand.client.post(`/api/credits/marketers/${brand.id}/topups`, { amount: 1_500_00, method: 'bank_transfer' }, key);
    expect(belowByTransfer.status).toBe(400);
    expect(belowByTransfer.headers.get('content-type')).toContain('application/problem+json');
    expect(belowByTransfer.json.errors).toEqual([{ path: 'amount', message: 'amount_too_small' }]);
    expect(belowByTransfer.json.detail).toBe(below.json.detail);
    const sameKey = await brand.client.post(`/api/credits/marketers/${brand.id}/topups`, { amount: 2_000_00, method: 'bank_transfer' }, key);
    expect(sameKey.status, JSON.stringify(sameKey.json)).toBe(201);
    expect(sameKey.headers.get('idempotent-replayed')).toBeNull();
    const enough = await topUp(2_000_00, 'bank_transfer');
    expect(enough.status, JSON.stringify(enough.json)).toBe(201);
    expect(enough.json.amount).toBe(2_000_00);
    await setConfig('topup.minimumMinor', 1_000_00);
    expect((await topUp(1_500_00, 'bank_transfer')).status).toBe(201);
  });

  it("a credit campaign's fee is at least the configured minimum (฿100 by default), on save and again at publish", async () => {
    expect((await new Client(server).get('/sv_influ_api/open/config')).json.campaignMinimumPriceMinor).toBe(100_00);
    const below = await brand.client.post('/api/campaigns', campaignInput({ pricePerInfluencerMinor: 99_99 }));
    expect(below.status).toBe(400);
    expect(below.headers.get('content-type')).toContain('application/problem+json');
    expect(below.json.errors).toEqual([{ path: 'pricePerInfluencerMinor', message: 'campaign_price_too_low' }]);
    expect(below.json.detail).toBe('The fee is at least ฿100 per influencer.');
    const draft = await brand.client.post('/api/campaigns', campaignInput({ pricePerInfluencerMinor: 150_00, influencerCount: 1 }));
    expect(draft.status, JSON.stringify(draft.json)).toBe(201);
    // Staff raise the minimum after the draft was saved: publishing it is refused with the new figure.
    await setConfig('campaign.minimumPriceMinor', 200_00);
    await fundMarketer(server, brand.id, 150_00);
    const published = await brand.client.post(`/api/campaigns/${draft.json.id}/publish`, undefined, idempotency());
    expect(published.status).toBe(400);
    expect(published.json.detail).toBe('The fee is at least ฿200 per influencer.');
    const edited = await brand.client.request('PUT', `/api/campaigns/${draft.json.id}`, campaignInput({ pricePerInfluencerMinor: 200_00, influencerCount: 1 }));
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    await setConfig('campaign.minimumPriceMinor', 100_00);
  });

  it('credit bought lasts the configured days and the alert looks the configured days ahead', async () => {
    await setConfig('credit.validDays', 100);
    const now = server.deps.now().getTime();
    await fundMarketer(server, brand.id, 777_00);
    const total = (await brand.client.get(`/api/credits/marketers/${brand.id}/total`)).json as { lots: { amount: number; remaining: number; expiresAt: string }[] };
    const lot = total.lots.find((row) => row.amount === 777_00)!;
    expect(Math.round((Date.parse(lot.expiresAt) - now) / 86_400_000)).toBe(100);
    const dueWithin = (days: number) => total.lots.filter((row) => Date.parse(row.expiresAt) <= now + days * 86_400_000).reduce((sum, row) => sum + row.remaining, 0);
    const alert = async () => (await brand.client.get('/api/marketers/alert-credits-package-before-expire')).json as { credit: { amount: number } };
    await setConfig('credit.alertDays', 99);
    expect((await alert()).credit.amount).toBe(dueWithin(99));
    await setConfig('credit.alertDays', 101);
    expect((await alert()).credit.amount).toBe(dueWithin(101));
    expect(dueWithin(101) - dueWithin(99)).toBeGreaterThanOrEqual(777_00);
    await setConfig('credit.validDays', 365);
    await setConfig('credit.alertDays', 30);
  });

  it('refuses values outside their bounds or of the wrong type, and people who are not staff', async () => {
    const put = (who: Client, key: string, value: unknown) => who.request('PUT', `/api/admin/config/${key}`, { value, reason: 'test' });
    for (const [key, value, message] of [
      ['topup.minimumMinor', 10_00, 'staff_config_out_of_range'],
      ['credit.validDays', 10, 'staff_config_out_of_range'],
      ['credit.alertDays', 0, 'staff_config_out_of_range'],
      ['estimate.liveBp', 100, 'staff_config_out_of_range'],
      ['estimate.baselineAlistBp', '1.5', 'staff_config_integer'],
    ] as const) {
      const refused = await put(admin, key, value);
      expect(refused.status, key).toBe(400);
      expect(refused.json.errors, key).toEqual([{ path: 'value', message }]);
    }
    expect((await put(brand.client, 'topup.minimumMinor', 5_000_00)).status).toBe(403);
    expect((await put(ploy.client, 'credit.validDays', 30)).status).toBe(403);
    expect((await new Client(server).get('/sv_influ_api/open/config')).json).toMatchObject({ topUpMinimumMinor: 1_000_00, creditValidDays: 365, creditAlertDays: 30 });
  });
});
