import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { campaignPackageSlots, campaigns, packageOffers, packagePurchases } from '#server/db/schema/index';
import { startTestServer, type Client, type TestServer } from './harness';
import { campaignInput, idempotency, signInAs } from './campaigns-helpers';

/**
 * Parallel publishes against one package's slots (decision 019). Meant for real PostgreSQL
 * (bash tests/scripts/with-postgres.sh), where the requests truly run at once; on PGlite they
 * queue. However they interleave, exactly as many campaigns win as the slots pay for, the rest
 * answer insufficient_slots and stay drafts, and no slot is taken twice.
 */
let server: TestServer;
let brand: { client: Client; id: string };
let offerId: number;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  brand = await signInAs(server, 'brand@kolify.test');
  offerId = (await server.database.db.select({ id: packageOffers.id }).from(packageOffers).where(eq(packageOffers.slug, 'micro-starter')))[0]!.id;
}, 240_000);
afterAll(() => server.close());

async function freshPackage() {
  // Earlier rounds' purchases are spent or expired, so each round starts from exactly 5 slots.
  await server.database.db.update(packagePurchases).set({ expiresAt: new Date(server.deps.now().getTime() - 1000) }).where(eq(packagePurchases.marketerId, brand.id));
  const bought = await brand.client.post(`/api/packages/marketers/${brand.id}/purchases`, { slug: 'micro-starter', method: 'promptpay' }, idempotency());
  expect(bought.status).toBe(201);
  expect((await brand.client.post(`/dev/gateway/payments/${bought.json.id}/pay`)).status).toBe(200);
  return (await server.database.db.select().from(packagePurchases).where(eq(packagePurchases.paymentId, bought.json.id)))[0]!;
}

async function race(drafts: number, slotsEach: number) {
  const purchase = await freshPackage();
  const ids: string[] = [];
  for (let i = 0; i < drafts; i += 1) {
    const draft = await brand.client.post('/api/campaigns', campaignInput({ funding: 'package', packageOfferId: offerId, pricePerInfluencerMinor: null, influencerCount: slotsEach, name: `Slot race ${i}` }));
    expect(draft.status).toBe(201);
    ids.push(draft.json.id);
  }
  const answers = await Promise.all(ids.map((id) => brand.client.post(`/api/campaigns/${id}/publish`, undefined, idempotency())));
  const won = answers.filter((answer) => answer.status === 200).length;
  for (const answer of answers) if (answer.status !== 200) expect(answer.json.type, JSON.stringify(answer.json)).toBe('insufficient_slots');
  const rows = await server.database.db.select({ id: campaigns.id, status: campaigns.status }).from(campaigns).where(inArray(campaigns.id, ids));
  const uses = await server.database.db.select().from(campaignPackageSlots).where(inArray(campaignPackageSlots.campaignId, ids));
  const [after] = await server.database.db.select().from(packagePurchases).where(eq(packagePurchases.id, purchase.id));
  return { won, published: rows.filter((row) => row.status === 'published').length, taken: uses.reduce((total, use) => total + use.slots, 0), left: after!.slotsRemaining };
}

describe('parallel publishes against one package', () => {
  it('20 one-slot campaigns against 5 slots: exactly 5 publish, 15 are refused', { timeout: 300_000 }, async () => {
    const result = await race(20, 1);
    expect(result).toEqual({ won: 5, published: 5, taken: 5, left: 0 });
  });

  it('10 two-slot campaigns against 5 slots: exactly 2 publish and 1 slot is left', { timeout: 300_000 }, async () => {
    const result = await race(10, 2);
    expect(result).toEqual({ won: 2, published: 2, taken: 4, left: 1 });
  });
});
