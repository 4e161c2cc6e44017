import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from './harness';
import { addChannel, datesFrom, publishedCampaign, signInAs } from './campaigns-helpers';
import { fundMarketer, moneyOf } from './campaigns-money';

/**
 * Issue 26 (decision 031): a deadline belongs to one entry into a state. The defect found from
 * outside: a post submitted at t0, sent back at t0+70 h and resubmitted at t0+71 h was approved
 * by the first submission's deadline at t0+72 h — paid for content nobody reviewed.
 */
const hour = 3_600_000;
const price = 150_000;

let server: TestServer;
let brand: { client: Client; id: string };
let ploy: { client: Client; id: string };
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  brand = await signInAs(server, 'brand@kolify.test');
  ploy = await signInAs(server, 'influencer@kolify.test');
}, 240_000);
afterAll(() => server.close());

const send = (who: { client: Client }, jobId: string, body: Record<string, unknown>) => who.client.post(`/api/jobs/${jobId}/events`, body);
async function at(ms: number) {
  await server.clock.setTime(ms);
  await server.deps.queue.runDue();
}
async function jobOf(jobId: string) {
  const response = await ploy.client.get(`/api/jobs/${jobId}`);
  expect(response.status).toBe(200);
  return response.json as { status: string; deadlineAt: string | null; statusChangedAt: string };
}

async function readyJob(overrides: Record<string, unknown> = {}) {
  await fundMarketer(server, brand.id, price);
  const campaign = await publishedCampaign(brand.client, { visibility: 'invite_only', influencerCount: 1, pricePerInfluencerMinor: price, name: 'Deadline', ...datesFrom(server.deps.now()), ...overrides });
  const channel = await addChannel(server, ploy.id);
  const invited = await brand.client.post(`/api/campaigns/${campaign.id}/invite`, { channelId: channel.id });
  expect(invited.status).toBe(201);
  const jobId = invited.json.id as string;
  expect((await send(ploy, jobId, { type: 'job.accept' })).status).toBe(200);
  return { jobId, campaignId: campaign.id as string };
}

/** The cancelled job's seat is back in the campaign: closing it returns the whole budget (nothing captured). */
async function expectReleased(campaignId: string, before: Awaited<ReturnType<typeof moneyOf>>) {
  expect((await brand.client.post(`/api/campaigns/${campaignId}/close`)).status).toBe(200);
  await server.deps.queue.runDue();
  const after = await moneyOf(server, { marketerId: brand.id });
  expect(after.reserved - before.reserved).toBe(0);
  expect(after.available - before.available).toBe(price);
}

describe('job deadlines are tied to the entry into the state', () => {
  it('a resubmitted post is reviewed on its own deadline, not the first submission’s', async () => {
    const { jobId } = await readyJob();
    const t0 = server.deps.now().getTime();
    expect((await send(ploy, jobId, { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/first' })).status).toBe(200);
    expect((await jobOf(jobId)).deadlineAt).toBe(new Date(t0 + 72 * hour).toISOString());

    await at(t0 + 70 * hour);
    expect((await send(brand, jobId, { type: 'job.requestChanges', note: 'Show the label' })).status).toBe(200);
    await at(t0 + 71 * hour);
    expect((await send(ploy, jobId, { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/second' })).status).toBe(200);
    expect((await jobOf(jobId)).deadlineAt).toBe(new Date(t0 + 143 * hour).toISOString());

    // The first submission's deadline comes and goes: the new post is still waiting for review.
    await at(t0 + 72 * hour);
    expect((await jobOf(jobId)).status).toBe('SUBMIT');
    await at(t0 + 142 * hour);
    expect((await jobOf(jobId)).status).toBe('SUBMIT');
    // Its own deadline approves it.
    await at(t0 + 143 * hour);
    expect((await jobOf(jobId)).status).toBe('INSIGHT');
  });

  it('SHIPPING: not shipped within 7 days of acceptance is cancelled and the budget released', async () => {
    await at(server.deps.now().getTime() + 40 * 24 * hour);
    const before = await moneyOf(server, { marketerId: brand.id });
    const { jobId, campaignId } = await readyJob({ productShipping: true });
    const t0 = server.deps.now().getTime();
    const job = await jobOf(jobId);
    expect(job.status).toBe('SHIPPING');
    expect(job.deadlineAt).toBe(new Date(t0 + 7 * 24 * hour).toISOString());
    await at(t0 + 7 * 24 * hour - 1000);
    expect((await jobOf(jobId)).status).toBe('SHIPPING');
    await at(t0 + 7 * 24 * hour);
    expect((await jobOf(jobId)).status).toBe('CANCEL');
    await expectReleased(campaignId, before);
  });

  it('SHIPPING: shipped but receipt unconfirmed 7 days after shipping moves to READY (the acceptance’s wait is void)', async () => {
    const { jobId } = await readyJob({ productShipping: true });
    const t0 = server.deps.now().getTime();
    await at(t0 + 6 * 24 * hour);
    expect((await send(brand, jobId, { type: 'job.ship', trackingNumber: 'TH123456789' })).status).toBe(200);
    expect((await jobOf(jobId)).deadlineAt).toBe(new Date(t0 + 13 * 24 * hour).toISOString());
    await at(t0 + 8 * 24 * hour);
    expect((await jobOf(jobId)).status).toBe('SHIPPING');
    await at(t0 + 13 * 24 * hour);
    expect((await jobOf(jobId)).status).toBe('READY');
  });

  it('READY: no post link by the last posting day is cancelled and released', async () => {
    // The earlier tests' jobs end first (their own waits), so only this job's money moves below.
    await at(server.deps.now().getTime() + 40 * 24 * hour);
    const before = await moneyOf(server, { marketerId: brand.id });
    const { jobId, campaignId } = await readyJob();
    const job = await jobOf(jobId);
    expect(job.status).toBe('READY');
    const end = Date.parse(job.deadlineAt!);
    await at(end - 1000);
    expect((await jobOf(jobId)).status).toBe('READY');
    await at(end);
    expect((await jobOf(jobId)).status).toBe('CANCEL');
    await expectReleased(campaignId, before);
  });

  it('INSIGHT: no insight 7 days after approval completes the job and pays the influencer', async () => {
    await at(server.deps.now().getTime() + 40 * 24 * hour);
    const before = await moneyOf(server, { marketerId: brand.id, influencerId: ploy.id });
    const { jobId } = await readyJob();
    expect((await send(ploy, jobId, { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/insight' })).status).toBe(200);
    expect((await send(brand, jobId, { type: 'job.approve' })).status).toBe(200);
    const t0 = server.deps.now().getTime();
    expect((await jobOf(jobId)).deadlineAt).toBe(new Date(t0 + 7 * 24 * hour).toISOString());
    await at(t0 + 5 * 24 * hour);
    expect((await jobOf(jobId)).status).toBe('INSIGHT');
    await at(t0 + 7 * 24 * hour);
    const done = (await ploy.client.get(`/api/jobs/${jobId}`)).json as { status: string; insight: unknown };
    expect(done.status).toBe('COMPLETED');
    expect(done.insight).toBeNull();
    const after = await moneyOf(server, { marketerId: brand.id, influencerId: ploy.id });
    expect(after.earnings - before.earnings).toBe(price - price / 5);
    expect(after.reserved - before.reserved).toBe(0);
  });
});

describe('one clock (decision 037)', () => {
  it('the public board follows the app clock: past its apply-by date (Bangkok) a campaign leaves it', async () => {
    await fundMarketer(server, brand.id, price);
    const campaign = await publishedCampaign(brand.client, { visibility: 'public', influencerCount: 1, pricePerInfluencerMinor: price, name: 'Board clock', ...datesFrom(server.deps.now()) });
    const board = new Client(server);
    expect((await board.get(`/api/campaigns/public/job/${campaign.id}`)).status).toBe(200);
    // Two days on by the test clock (the wall clock has not moved): the apply-by day is over.
    await at(server.deps.now().getTime() + 48 * hour);
    // Another address than the one the public cache just stored for a few (wall-clock) seconds.
    expect((await board.get(`/api/campaigns/public/job/${campaign.id}?at=later`)).status).toBe(404);
    const list = await board.get('/api/campaigns/public/job?page=1');
    expect(list.status).toBe(200);
    expect((list.json.data as { id: string }[]).map((job) => job.id)).not.toContain(campaign.id);
  });
});
