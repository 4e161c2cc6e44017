import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { jobDelayEvent, type JobDelay } from '#machines/lifecycles/job.machine';
import { jobEvents, jobs, outboxMessages } from '#server/db/schema/index';
import { runJobDelayedEvent } from '#server/services/jobs';
import { addChannel, datesFrom, publishedCampaign } from './campaigns-helpers';
import { Client } from './harness';
import { fundMarketer, moneyOf } from './campaigns-money';
import { freshMember, useJobServer } from './job-setup';

/**
 * Issue 26 (decision 031): a deadline belongs to one entry into a state. The defect found from
 * outside: a post submitted at t0, sent back at t0+70 h and resubmitted at t0+71 h was approved
 * by the first submission's deadline at t0+72 h — paid for content nobody reviewed.
 */
const hour = 3_600_000;
const price = 150_000;

const setup = useJobServer();
const { send, at, jobOf } = setup;

async function readyJob(overrides: Record<string, unknown> = {}) {
  await fundMarketer(setup.server, setup.brand.id, price);
  const campaign = await publishedCampaign(setup.brand.client, { visibility: 'invite_only', influencerCount: 1, pricePerInfluencerMinor: price, name: 'Deadline', ...datesFrom(setup.server.deps.now()), ...overrides });
  const channel = await addChannel(setup.server, setup.ploy.id);
  const invited = await setup.brand.client.post(`/api/campaigns/${campaign.id}/invite`, { channelId: channel.id });
  expect(invited.status).toBe(201);
  const jobId = invited.json.id as string;
  expect((await send(setup.ploy, jobId, { type: 'job.accept' })).status).toBe(200);
  return { jobId, campaignId: campaign.id as string };
}

/** The cancelled job's seat is back in the campaign: closing it returns the whole budget (nothing captured). */
async function expectReleased(campaignId: string, before: Awaited<ReturnType<typeof moneyOf>>) {
  const closed = await setup.brand.client.post(`/api/campaigns/${campaignId}/close`);
  expect(closed.status).toBe(200);
  // The close answer counts the campaign's jobs as a read does (they come back with its update, decision 091).
  expect(Object.keys(closed.json.jobCounts).length).toBeGreaterThan(0);
  expect(closed.json.jobCounts).toEqual((await setup.brand.client.get(`/api/campaigns/${campaignId}`)).json.jobCounts);
  await setup.server.deps.queue.runDue();
  const after = await moneyOf(setup.server, { marketerId: setup.brand.id });
  expect(after.reserved - before.reserved).toBe(0);
  expect(after.available - before.available).toBe(price);
}

describe('job deadlines are tied to the entry into the state', () => {
  it('a resubmitted post is reviewed on its own deadline, not the first submission’s', async () => {
    const { jobId } = await readyJob();
    const t0 = setup.server.deps.now().getTime();
    expect((await send(setup.ploy, jobId, { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/first' })).status).toBe(200);
    expect((await jobOf(jobId)).deadlineAt).toBe(new Date(t0 + 72 * hour).toISOString());

    await at(t0 + 70 * hour);
    expect((await send(setup.brand, jobId, { type: 'job.requestChanges', note: 'Show the label' })).status).toBe(200);
    await at(t0 + 71 * hour);
    expect((await send(setup.ploy, jobId, { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/second' })).status).toBe(200);
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
    await at(setup.server.deps.now().getTime() + 40 * 24 * hour);
    const before = await moneyOf(setup.server, { marketerId: setup.brand.id });
    const { jobId, campaignId } = await readyJob({ productShipping: true });
    const t0 = setup.server.deps.now().getTime();
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
    const t0 = setup.server.deps.now().getTime();
    await at(t0 + 6 * 24 * hour);
    expect((await send(setup.brand, jobId, { type: 'job.ship', trackingNumber: 'TH123456789' })).status).toBe(200);
    expect((await jobOf(jobId)).deadlineAt).toBe(new Date(t0 + 13 * 24 * hour).toISOString());
    await at(t0 + 8 * 24 * hour);
    expect((await jobOf(jobId)).status).toBe('SHIPPING');
    await at(t0 + 13 * 24 * hour);
    expect((await jobOf(jobId)).status).toBe('READY');
  });

  it('READY: no post link by the last posting day is cancelled and released', async () => {
    // The earlier tests' jobs end first (their own waits), so only this job's money moves below.
    await at(setup.server.deps.now().getTime() + 40 * 24 * hour);
    const before = await moneyOf(setup.server, { marketerId: setup.brand.id });
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
    await at(setup.server.deps.now().getTime() + 40 * 24 * hour);
    const before = await moneyOf(setup.server, { marketerId: setup.brand.id, influencerId: setup.ploy.id });
    const { jobId } = await readyJob();
    expect((await send(setup.ploy, jobId, { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/insight' })).status).toBe(200);
    expect((await send(setup.brand, jobId, { type: 'job.approve' })).status).toBe(200);
    const t0 = setup.server.deps.now().getTime();
    expect((await jobOf(jobId)).deadlineAt).toBe(new Date(t0 + 7 * 24 * hour).toISOString());
    await at(t0 + 5 * 24 * hour);
    expect((await jobOf(jobId)).status).toBe('INSIGHT');
    await at(t0 + 7 * 24 * hour);
    const done = (await setup.ploy.client.get(`/api/jobs/${jobId}`)).json as { status: string; insight: unknown };
    expect(done.status).toBe('COMPLETED');
    expect(done.insight).toBeNull();
    const after = await moneyOf(setup.server, { marketerId: setup.brand.id, influencerId: setup.ploy.id });
    expect(after.earnings - before.earnings).toBe(price - price / 5);
    expect(after.reserved - before.reserved).toBe(0);
  });
});

describe('one clock (decision 037)', () => {
  it('the public board follows the app clock: past its apply-by date (Bangkok) a campaign leaves it', async () => {
    await fundMarketer(setup.server, setup.brand.id, price);
    const campaign = await publishedCampaign(setup.brand.client, { visibility: 'public', influencerCount: 1, pricePerInfluencerMinor: price, name: 'Board clock', ...datesFrom(setup.server.deps.now()) });
    const board = new Client(setup.server);
    expect((await board.get(`/api/campaigns/public/job/${campaign.id}`)).status).toBe(200);
    // Two days on by the test clock (the wall clock has not moved): the apply-by day is over.
    await at(setup.server.deps.now().getTime() + 48 * hour);
    // Another address than the one the public cache just stored for a few (wall-clock) seconds.
    expect((await board.get(`/api/campaigns/public/job/${campaign.id}?at=later`)).status).toBe(404);
    const list = await board.get('/api/campaigns/public/job?page=1');
    expect(list.status).toBe(200);
    expect((list.json.data as { id: string }[]).map((job) => job.id)).not.toContain(campaign.id);
  });
});

/**
 * The waits that only remind (decision 031): READY warns the influencer 24 h before the end of the
 * campaign's last posting day, INSIGHT reminds them on day 5. Each reaches the influencer alone,
 * once, in their language, and a redelivered queue message (delivery is at least once) sends
 * nothing more.
 */
describe('the reminders the waits send', () => {
  const warning = { en: 'The last posting day of “Reminders” ends in 24 hours: submit your post link, or the job is cancelled.', th: 'วันสุดท้ายของการโพสต์งาน “Reminders” จะสิ้นสุดในอีก 24 ชั่วโมง' };
  const reminder = { en: 'Submit the insight of your post for “Reminders”: the job completes by itself in 2 days', th: 'กรุณาส่งอินไซต์ของโพสต์งาน “Reminders” งานจะเสร็จสมบูรณ์เองในอีก 2 วัน' };

  /** A new marketer (Thai) and influencer (in `locale`), and their job in READY. */
  async function readyPair(locale: 'en' | 'th') {
    const { server } = setup;
    const marketer = await freshMember(server, 'marketer', { locale: 'th' });
    const influencer = await freshMember(server, 'influencer', { locale });
    await fundMarketer(server, marketer.id, price);
    const campaign = await publishedCampaign(marketer.client, { visibility: 'invite_only', influencerCount: 1, pricePerInfluencerMinor: price, name: 'Reminders', ...datesFrom(server.deps.now()) });
    const channel = await addChannel(server, influencer.id);
    const invited = await marketer.client.post(`/api/campaigns/${campaign.id}/invite`, { channelId: channel.id });
    expect(invited.status).toBe(201);
    const jobId = invited.json.id as string;
    expect((await send(influencer, jobId, { type: 'job.accept' })).status).toBe(200);
    return { marketer, influencer, jobId };
  }
  /** Messages delivered to `email` whose text holds `text`. */
  const sent = (email: string, text: string) =>
    setup.server.database.db
      .select({ body: outboxMessages.body, locale: outboxMessages.locale })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.destination, email), like(outboxMessages.body, `%${text}%`)));
  const historyOf = async (jobId: string, event: string) => (await setup.server.database.db.select().from(jobEvents).where(and(eq(jobEvents.jobId, jobId), eq(jobEvents.event, event)))).length;
  /** The queue delivers the wait's message once more, as after a crash between its commit and its completion. */
  async function redeliver(jobId: string, delay: JobDelay, state: 'READY' | 'INSIGHT') {
    const [row] = await setup.server.database.db.select({ stateEntry: jobs.stateEntry }).from(jobs).where(eq(jobs.id, jobId));
    await runJobDelayedEvent(setup.server.deps, { id: jobId, entry: row!.stateEntry, event: jobDelayEvent(delay, state) });
    await setup.server.deps.queue.runDue();
  }

  for (const locale of ['en', 'th'] as const) {
    it(`READY: the influencer is warned once, 24 h before the last posting day ends (${locale})`, async () => {
      const { marketer, influencer, jobId } = await readyPair(locale);
      const end = Date.parse((await jobOf(jobId, influencer)).deadlineAt!);
      await at(end - 24 * hour - 1000);
      expect(await sent(influencer.email, warning[locale])).toHaveLength(0);
      await at(end - 24 * hour);
      expect(await sent(influencer.email, warning[locale])).toEqual([expect.objectContaining({ locale })]);
      await redeliver(jobId, 'postWarning', 'READY');
      await at(end - 1000);
      expect(await sent(influencer.email, warning[locale])).toHaveLength(1);
      expect(await historyOf(jobId, 'job.postWarning')).toBe(1);
      // The warning is the influencer's: the marketer is told nothing until the job ends.
      expect(await sent(marketer.email, warning.th)).toHaveLength(0);
      expect((await jobOf(jobId, influencer)).status).toBe('READY');
    });

    it(`INSIGHT: the influencer is reminded once, on day 5 after approval (${locale})`, async () => {
      const { marketer, influencer, jobId } = await readyPair(locale);
      expect((await send(influencer, jobId, { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/reminder' })).status).toBe(200);
      expect((await send(marketer, jobId, { type: 'job.approve' })).status).toBe(200);
      const approved = setup.server.deps.now().getTime();
      await at(approved + 5 * 24 * hour - 1000);
      expect(await sent(influencer.email, reminder[locale])).toHaveLength(0);
      await at(approved + 5 * 24 * hour);
      expect(await sent(influencer.email, reminder[locale])).toEqual([expect.objectContaining({ locale })]);
      await redeliver(jobId, 'insightReminder', 'INSIGHT');
      expect(await sent(influencer.email, reminder[locale])).toHaveLength(1);
      expect(await historyOf(jobId, 'job.insightReminder')).toBe(1);
      expect(await sent(marketer.email, reminder.th)).toHaveLength(0);
      expect((await jobOf(jobId, influencer)).status).toBe('INSIGHT');
    });
  }
});
