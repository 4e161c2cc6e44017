import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { jobContextOf, jobDeadlineOf, jobDelayEvent, jobMachine, type JobEvent } from '#machines/lifecycles/job.machine';
import { postingEndsAt } from '#server/services/job-deadlines';
import { transitionPaths } from '../model/harness';
import { addChannel, datesFrom, publishedCampaign } from './campaigns-helpers';
import { fundMarketer, moneyOf } from './campaigns-money';
import { useJobServer } from './job-setup';

/**
 * The job machine's generated paths (tests/model/job.model.test.ts) replayed over HTTP against
 * the real server: a marketer and an influencer, each step sent by the side the path names,
 * deadlines fired by moving the queue's clock. After every step the stored status is the
 * model's; after every path the money adds up.
 */
const events = [
  { type: 'job.apply', by: 'influencer', failedCriteria: [] },
  { type: 'job.apply', by: 'influencer', failedCriteria: ['tier'] },
  { type: 'job.invite', by: 'marketer' },
  { type: 'job.select', by: 'marketer' },
  { type: 'job.accept', by: 'influencer' },
  { type: 'job.decline', by: 'influencer' },
  { type: 'job.ship', by: 'marketer', trackingNumber: 'TH123456789' },
  { type: 'job.confirmReceipt', by: 'influencer' },
  { type: 'job.submitPost', by: 'influencer', postUrl: 'https://www.instagram.com/p/abc' },
  { type: 'job.approve', by: 'marketer' },
  { type: 'job.requestChanges', by: 'marketer', note: 'Show the label' },
  { type: 'job.submitInsight', by: 'influencer' },
  { type: 'job.cancel', by: 'marketer' },
  { type: 'job.campaignClosed', by: 'system' },
  // The machine's own waits (decision 031): fired by moving the clock to the job's deadline.
  jobDelayEvent('assignTimeout', 'ASSIGN'),
  jobDelayEvent('shippingTimeout', 'SHIPPING'),
  jobDelayEvent('postTimeout', 'READY'),
  jobDelayEvent('reviewTimeout', 'SUBMIT'),
  jobDelayEvent('insightTimeout', 'INSIGHT'),
] as unknown as EventObject[];
const day = 86_400_000;

const setup = useJobServer();

const price = 200_000;
const fee = 40_000;

describe('job paths over HTTP', () => {
  for (const productShipping of [false, true]) {
    const { paths } = transitionPaths(jobMachine, { events, input: { productShipping, postingEndsAt: 30 * day } });
    for (const path of paths) {
      // The real steps: not the initial xstate.init, and not events the machine ignored on the
      // way (a traversal prefix may include them; they leave value and context as they were).
      const key = (state: { value: unknown; context: unknown }) => JSON.stringify([state.value, state.context]);
      const taken = path.steps.filter((step, index) => index > 0 && key(step.state) !== key(path.steps[index - 1]!.state));
      const steps = taken.map((step) => step.event as JobEvent);
      it(`shipping=${productShipping}: ${steps.map((step) => (step.type.startsWith('xstate.after.') ? step.type.split('.')[2] : step.type.slice(4))).join(' → ')} ⇒ ${String(path.state.value)}`, async () => {
        const invite = steps[0]!.type === 'job.invite';
        const before = await moneyOf(setup.server, { marketerId: setup.brand.id, influencerId: setup.ploy.id });
        await fundMarketer(setup.server, setup.brand.id, price);
        // Posting opens today (issue 26: no post link before the window) and ends 12 days on: READY's
        // wait outlasts SHIPPING's two 7-day waits' start, yet every path's waits keep the clock well
        // inside the seeded credit's year of validity.
        const dates = { ...datesFrom(setup.server.deps.now()), postTo: datesFrom(new Date(setup.server.deps.now().getTime() + 12 * day)).postFrom };
        const campaign = await publishedCampaign(setup.brand.client, { visibility: invite ? 'invite_only' : 'public', influencerCount: 1, pricePerInfluencerMinor: price, productShipping, name: `Path ${path.steps.length}`, ...dates });
        let jobId = '';
        let deadlineAt: string | null = null;
        for (const [index, step] of steps.entries()) {
          let response: { status: number; json: { id?: string; status?: string; statusChangedAt?: string; deadlineAt?: string | null } };
          if (step.type === 'job.apply') {
            const channel = await addChannel(setup.server, setup.ploy.id, step.failedCriteria.length === 0 ? {} : { tier: 'alist', followers: 150_000 });
            response = await setup.ploy.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: channel.id });
          } else if (step.type === 'job.invite') {
            const channel = await addChannel(setup.server, setup.ploy.id);
            response = await setup.brand.client.post(`/api/campaigns/${campaign.id}/invite`, { channelId: channel.id });
          } else if (step.type.startsWith('xstate.after.')) {
            // The wait ends exactly at the deadline the job showed (not a second before: see job-deadlines.test.ts).
            await setup.server.clock.setTime(Date.parse(deadlineAt!));
            await setup.server.deps.queue.runDue();
            response = await setup.ploy.client.get(`/api/jobs/${jobId}`);
          } else if (step.by === 'system') {
            expect((await setup.brand.client.post(`/api/campaigns/${campaign.id}/close`)).status).toBe(200);
            await setup.server.deps.queue.runDue();
            response = await setup.ploy.client.get(`/api/jobs/${jobId}`);
          } else {
            const { by: _by, ...body } = step as JobEvent & Record<string, unknown>;
            const payload = step.type === 'job.submitInsight' ? { type: step.type, insight: { reach: 1000, impressions: 1500, engagement: 90 } } : body;
            response = await (step.by === 'marketer' ? setup.brand : setup.ploy).client.post(`/api/jobs/${jobId}/events`, payload);
          }
          expect(response.status, `${step.type}: ${JSON.stringify(response.json)}`).toBeLessThan(300);
          jobId ||= response.json.id!;
          expect(response.json.status).toBe(String(taken[index]!.state.value));
          // The wait that ends by itself shows its end, as the machine declares it (PRODUCT.md defaults).
          const context = jobContextOf({ productShipping, shippedAt: taken[index]!.state.context.shipped ? new Date() : null, postingEndsAt: postingEndsAt(dates.postTo) });
          expect(response.json.deadlineAt).toBe(jobDeadlineOf(response.json.status as never, context, new Date(response.json.statusChangedAt!))?.toISOString() ?? null);
          deadlineAt = response.json.deadlineAt ?? null;
        }
        // Money: the budget was reserved once; a completed job paid 80 % / 20 % once; nothing else moved.
        if (String(path.state.value) !== 'COMPLETED') await setup.brand.client.post(`/api/campaigns/${campaign.id}/close`);
        await setup.server.deps.queue.runDue();
        const after = await moneyOf(setup.server, { marketerId: setup.brand.id, influencerId: setup.ploy.id });
        const completed = String(path.state.value) === 'COMPLETED';
        expect(after.revenue - before.revenue).toBe(completed ? fee : 0);
        expect(after.earnings - before.earnings).toBe(completed ? price - fee : 0);
        // An ended job leaves no reserve behind; a job holding escrow (assigned up to insight; an
        // application waiting, MATCHED, holds none) holds exactly its price.
        const escrowed = ['ASSIGN', 'SHIPPING', 'READY', 'SUBMIT', 'INSIGHT'].includes(String(path.state.value));
        expect(after.reserved - before.reserved).toBe(escrowed ? price : 0);
        expect(after.available - before.available).toBe(completed || escrowed ? 0 : price);
        // This path's own waits end now (each at its deadline, no further), so the next path starts from a quiet ledger.
        for (let wait = 0; wait < 4; wait += 1) {
          const { json } = (await setup.ploy.client.get(`/api/jobs/${jobId}`)) as { json: { deadlineAt: string | null } };
          if (!json.deadlineAt) break;
          await setup.server.clock.setTime(Math.max(setup.server.deps.now().getTime(), Date.parse(json.deadlineAt)));
          await setup.server.deps.queue.runDue();
        }
      });
    }
  }
});
