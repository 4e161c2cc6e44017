import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { jobEvents, jobs } from '#server/db/schema/index';
import { machineDelayQueue } from '#server/machines/delayed-events';
import { jobWaitSweepQueue, sweepJobWaits } from '#server/services/job-wait-sweep';
import { addChannel, datesFrom, publishedCampaign } from './campaigns-helpers';
import { fundMarketer, moneyOf } from './campaigns-money';
import { freshMember, useJobServer } from './job-setup';

/**
 * Issue 26 (decision 049): a job waiting in a state with a deadline but no queued message — made
 * before the deadline rules, or its message lost — gets its deadline from the periodic sweep, tied
 * to its current entry, and ends as the machine says, once, with the money right.
 */
const hour = 3_600_000;
const day = 24 * hour;
const price = 150_000;

const setup = useJobServer();
const { send, at, jobOf } = setup;

/** A new marketer and influencer (their own balances) and their job, taken to `to` through the API. */
async function jobIn(to: 'SHIPPING' | 'READY' | 'SUBMIT' | 'INSIGHT') {
  const { server } = setup;
  const marketer = await freshMember(server, 'marketer');
  const influencer = await freshMember(server, 'influencer');
  await fundMarketer(server, marketer.id, price);
  const campaign = await publishedCampaign(marketer.client, { visibility: 'invite_only', influencerCount: 1, pricePerInfluencerMinor: price, name: 'Sweep', productShipping: to === 'SHIPPING', ...datesFrom(server.deps.now()) });
  const channel = await addChannel(server, influencer.id);
  const invited = await marketer.client.post(`/api/campaigns/${campaign.id}/invite`, { channelId: channel.id });
  expect(invited.status).toBe(201);
  const jobId = invited.json.id as string;
  expect((await send(influencer, jobId, { type: 'job.accept' })).status).toBe(200);
  if (to === 'SUBMIT' || to === 'INSIGHT') expect((await send(influencer, jobId, { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/sweep' })).status).toBe(200);
  if (to === 'INSIGHT') expect((await send(marketer, jobId, { type: 'job.approve' })).status).toBe(200);
  expect((await jobOf(jobId, influencer)).status).toBe(to);
  return { marketer, influencer, jobId, campaignId: campaign.id as string };
}

/** The job's messages on the machines' queue, by key and state. */
async function messagesOf(jobId: string) {
  const result = await setup.server.database.db.execute(sql`select singleton_key as key, state from pgboss.job where name = ${machineDelayQueue} and singleton_key like ${`job:${jobId}:%`} order by created_on`);
  return (result as unknown as { rows: { key: string; state: string }[] }).rows;
}

/** The message is lost (as a queue restored from an older backup has it). */
async function loseMessages(jobId: string) {
  await setup.server.database.db.execute(sql`delete from pgboss.job where name = ${machineDelayQueue} and singleton_key like ${`job:${jobId}:%`}`);
  expect(await messagesOf(jobId)).toEqual([]);
}

const historyOf = async (jobId: string, event: string) => (await setup.server.database.db.select().from(jobEvents).where(and(eq(jobEvents.jobId, jobId), eq(jobEvents.event, event)))).length;

describe('the sweep queues the deadline a waiting job lacks (decision 049)', () => {
  it('INSIGHT with its message lost: the scheduled sweep queues it, and day 7 completes the job once and pays the influencer', async () => {
    const { marketer, influencer, jobId } = await jobIn('INSIGHT');
    const approved = setup.server.deps.now().getTime();
    const before = await moneyOf(setup.server, { marketerId: marketer.id, influencerId: influencer.id });
    expect(before.reserved).toBe(price);
    await loseMessages(jobId);
    await at(approved + 3 * hour);
    // The queue's schedule sends the sweep (here by hand: the test queue does not poll its cron).
    await setup.server.deps.queue.enqueue(jobWaitSweepQueue, {});
    await setup.server.deps.queue.runDue();
    const [row] = await setup.server.database.db.select({ stateEntry: jobs.stateEntry }).from(jobs).where(eq(jobs.id, jobId));
    // The deadline and the day-5 reminder, tied to the current entry, each once.
    expect((await messagesOf(jobId)).map((message) => message.key).sort()).toEqual([
      `job:${jobId}:${row!.stateEntry}:xstate.after.insightReminder.job.INSIGHT`,
      `job:${jobId}:${row!.stateEntry}:xstate.after.insightTimeout.job.INSIGHT`,
    ]);
    // Idempotent: a second sweep finds them.
    expect(await sweepJobWaits(setup.server.deps)).toBe(0);
    expect(await messagesOf(jobId)).toHaveLength(2);

    await at(approved + 7 * day - 1000);
    expect((await jobOf(jobId, influencer)).status).toBe('INSIGHT');
    await at(approved + 7 * day);
    expect((await jobOf(jobId, influencer)).status).toBe('COMPLETED');
    // Once: another sweep and another day change nothing.
    expect(await sweepJobWaits(setup.server.deps)).toBe(0);
    await at(approved + 8 * day);
    expect(await historyOf(jobId, 'job.insightTimeout')).toBe(1);
    const after = await moneyOf(setup.server, { marketerId: marketer.id, influencerId: influencer.id });
    expect(after.reserved).toBe(0);
    expect(after.available).toBe(before.available);
    expect(after.earnings - before.earnings).toBe(price - price / 5);
  });

  it('SHIPPING from before the deadline rules (no entry counter, no deadline, no message): cancelled 7 days after acceptance, the budget released', async () => {
    await at(setup.server.deps.now().getTime() + 10 * day);
    const { marketer, influencer, jobId, campaignId } = await jobIn('SHIPPING');
    const accepted = setup.server.deps.now().getTime();
    await loseMessages(jobId);
    // As a row written before migration 0021: entry 0 and no deadline shown.
    await setup.server.database.db.update(jobs).set({ stateEntry: 0, deadlineAt: null }).where(eq(jobs.id, jobId));
    await at(accepted + 2 * day);
    expect(await sweepJobWaits(setup.server.deps)).toBeGreaterThanOrEqual(1);
    expect((await messagesOf(jobId)).map((message) => message.key)).toEqual([`job:${jobId}:0:xstate.after.shippingTimeout.job.SHIPPING`]);
    await at(accepted + 7 * day - 1000);
    expect((await jobOf(jobId, influencer)).status).toBe('SHIPPING');
    await at(accepted + 7 * day);
    expect((await jobOf(jobId, influencer)).status).toBe('CANCEL');
    expect(await historyOf(jobId, 'job.shippingTimeout')).toBe(1);
    // The seat's money went back to the campaign: closing it returns the whole budget, nothing captured.
    expect((await marketer.client.post(`/api/campaigns/${campaignId}/close`)).status).toBe(200);
    await setup.server.deps.queue.runDue();
    expect(await moneyOf(setup.server, { marketerId: marketer.id })).toMatchObject({ reserved: 0, available: price });
  });

  it('SUBMIT whose message failed after every retry: queued again under a key of its own, and approved once at the deadline', async () => {
    await at(setup.server.deps.now().getTime() + 10 * day);
    const { influencer, jobId } = await jobIn('SUBMIT');
    const submitted = setup.server.deps.now().getTime();
    const message = (await messagesOf(jobId)).find((candidate) => candidate.key.endsWith(':xstate.after.reviewTimeout.job.SUBMIT'));
    await setup.server.database.db.execute(sql`update pgboss.job set state = 'failed' where name = ${machineDelayQueue} and singleton_key = ${message!.key}`);
    expect(await sweepJobWaits(setup.server.deps)).toBeGreaterThanOrEqual(1);
    const messages = await messagesOf(jobId);
    expect(messages.filter((candidate) => candidate.key.startsWith(`${message!.key}:again:`))).toEqual([{ key: expect.any(String), state: 'created' }]);
    expect(await sweepJobWaits(setup.server.deps)).toBe(0);
    await at(submitted + 72 * hour);
    expect((await jobOf(jobId, influencer)).status).toBe('INSIGHT');
    expect(await historyOf(jobId, 'job.reviewTimeout')).toBe(1);
  });

  it('a job whose waits are queued gets nothing more', async () => {
    const { jobId } = await jobIn('READY');
    const queued = await messagesOf(jobId);
    await sweepJobWaits(setup.server.deps);
    expect(await messagesOf(jobId)).toEqual(queued);
  });
});
