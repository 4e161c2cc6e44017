import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EventObject } from 'xstate';
import { campaignMachine, type CampaignEvent } from '#machines/lifecycles/campaign.machine';
import { campaigns } from '#server/db/schema/index';
import { transitionPaths } from '../model/harness';
import { campaignInput, datesFrom, idempotency } from './campaigns-helpers';
import { fundMarketer, moneyOf } from './campaigns-money';
import { useJobServer } from './job-setup';

/**
 * The campaign lifecycle's generated paths (decision 045) replayed over HTTP: each step is the
 * marketer's request; after it the stored status is the machine's, the budget is held exactly
 * while the campaign is published, and every event the machine refuses in that state answers
 * 409 illegal_transition naming the state and the event, leaving the row as it was.
 */
const events: CampaignEvent[] = [{ type: 'campaign.edit' }, { type: 'campaign.publish' }, { type: 'campaign.close' }, { type: 'campaign.cancel' }];
const setup = useJobServer();
const influencerCount = 2;
const price = 150_000;

const request = (campaignId: string, event: CampaignEvent) => {
  const client = setup.brand.client;
  if (event.type === 'campaign.edit') return client.request('PUT', `/api/campaigns/${campaignId}`, campaignInput({ influencerCount, pricePerInfluencerMinor: price, name: 'Edited', ...datesFrom(setup.server.deps.now()) }));
  if (event.type === 'campaign.publish') return client.post(`/api/campaigns/${campaignId}/publish`, undefined, idempotency());
  return client.post(`/api/campaigns/${campaignId}/${event.type === 'campaign.close' ? 'close' : 'cancel'}`);
};

const allowed = (status: string, event: CampaignEvent) => campaignMachine.resolveState({ value: status, context: {} }).can(event);

describe('campaign paths over HTTP', () => {
  const { paths, edgeKinds } = transitionPaths(campaignMachine, { events: events as EventObject[] });

  it('covers every transition between statuses', () => {
    expect([...edgeKinds].sort()).toEqual(['draft --campaign.cancel--> cancelled', 'draft --campaign.publish--> published', 'published --campaign.cancel--> cancelled', 'published --campaign.close--> closed']);
  });

  for (const path of paths) {
    const steps = path.steps.slice(1).map((step) => ({ event: step.event as CampaignEvent, status: String(step.state.value) }));
    it(`${steps.map((step) => step.event.type.slice('campaign.'.length)).join(' → ')} ⇒ ${String(path.state.value)}`, async () => {
      const ids = { marketerId: setup.brand.id };
      await fundMarketer(setup.server, setup.brand.id, influencerCount * price * 2);
      const funded = await moneyOf(setup.server, ids);
      const created = await setup.brand.client.post('/api/campaigns', campaignInput({ influencerCount, pricePerInfluencerMinor: price, ...datesFrom(setup.server.deps.now()) }));
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const id = created.json.id as string;
      const stored = async () => (await setup.server.database.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0]!.status;

      const check = async (status: string) => {
        expect(await stored()).toBe(status);
        const money = await moneyOf(setup.server, ids);
        // Held from credit exactly while published; given back in full when it ends unused.
        expect(money.reserved - funded.reserved).toBe(status === 'published' ? influencerCount * price : 0);
        expect(money.available + money.reserved).toBe(funded.available + funded.reserved);
        for (const event of events) {
          if (allowed(status, event)) continue;
          const refused = await request(id, event);
          expect(refused.status, `${event.type} in ${status}`).toBe(409);
          expect(refused.headers.get('content-type')).toContain('application/problem+json');
          expect(refused.json).toMatchObject({ type: 'illegal_transition', title: 'Not allowed in the current state', state: status, event: event.type });
          expect(await stored()).toBe(status);
        }
      };

      await check('draft');
      for (const step of steps) {
        if (allowed(step.status, { type: 'campaign.edit' })) expect((await request(id, { type: 'campaign.edit' })).status).toBe(200);
        const response = await request(id, step.event);
        expect(response.status, JSON.stringify(response.json)).toBe(200);
        expect(response.json.status).toBe(step.status);
        await check(step.status);
      }
    });
  }
});
