import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '#server/db/schema/index';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { addChannel, browser, idempotency, publishedCampaign, signInAs } from './campaigns-helpers';
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
