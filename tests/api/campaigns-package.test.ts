import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { campaignPackageSlots, campaigns, ledgerPostings, packageOffers, packagePurchases } from '#server/db/schema/index';
import { startTestServer, type Client, type TestServer } from './harness';
import { addChannel, campaignInput, idempotency, signInAs } from './campaigns-helpers';
import { fundMarketer, moneyOf } from './campaigns-money';

/**
 * A campaign by package (PRODUCT.md "Money": a bought package gives slots; a campaign by package
 * spends slots; decision 019): publishing takes one slot per influencer from the marketer's own
 * unexpired purchases of the campaign's offer, closing gives back what no job holds, and a
 * completed job pays the influencer out of the revenue the package was paid into.
 */
let server: TestServer;
let brand: { client: Client; id: string };
let agency: { client: Client; id: string };
let ploy: { client: Client; id: string };
let offerId: number;
let otherOfferId: number;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  brand = await signInAs(server, 'brand@kolify.test');
  agency = await signInAs(server, 'agency@kolify.test');
  ploy = await signInAs(server, 'influencer@kolify.test');
  const offers = await server.database.db.select({ id: packageOffers.id, slug: packageOffers.slug }).from(packageOffers);
  offerId = offers.find((offer) => offer.slug === 'micro-starter')!.id;
  otherOfferId = offers.find((offer) => offer.slug === 'tiktok-buzz')!.id;
}, 240_000);
afterAll(() => server.close());

/** Buys a package the way a marketer does: the purchase, then the QR paid at the local gateway. */
async function buyPackage(who: { client: Client; id: string }, slug = 'micro-starter') {
  const bought = await who.client.post(`/api/packages/marketers/${who.id}/purchases`, { slug, method: 'promptpay' }, idempotency());
  expect(bought.status, JSON.stringify(bought.json)).toBe(201);
  const paid = await who.client.post(`/dev/gateway/payments/${bought.json.id}/pay`);
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  const [purchase] = await server.database.db.select().from(packagePurchases).where(eq(packagePurchases.paymentId, bought.json.id));
  return purchase!;
}
/** Expires the marketer's other purchases of the offer, so this one is the only one a publish can draw on. */
async function onlyLive(purchase: typeof packagePurchases.$inferSelect) {
  await server.database.db
    .update(packagePurchases)
    .set({ expiresAt: new Date(server.deps.now().getTime() - 1000) })
    .where(and(eq(packagePurchases.marketerId, purchase.marketerId), eq(packagePurchases.offerId, purchase.offerId)));
  await server.database.db.update(packagePurchases).set({ expiresAt: purchase.expiresAt }).where(eq(packagePurchases.id, purchase.id));
  return purchase;
}
// Summed over the 12 months: the months are Bangkok months, so a test near midnight UTC is not off by one.
const spentInTwelveMonths = (dashboard: { money: { byMonth: { spent: number }[] } }) => dashboard.money.byMonth.reduce((total, month) => total + month.spent, 0);
const slotsOf = async (purchaseId: string) => (await server.database.db.select({ left: packagePurchases.slotsRemaining }).from(packagePurchases).where(eq(packagePurchases.id, purchaseId)))[0]!.left;
const packageDraft = (who: { client: Client }, overrides: Record<string, unknown> = {}) =>
  who.client.post('/api/campaigns', campaignInput({ funding: 'package', packageOfferId: offerId, pricePerInfluencerMinor: null, influencerCount: 2, ...overrides }));
const publish = (who: { client: Client }, id: string) => who.client.post(`/api/campaigns/${id}/publish`, undefined, idempotency());
const usesOf = (campaignId: string) => server.database.db.select().from(campaignPackageSlots).where(eq(campaignPackageSlots.campaignId, campaignId));
const balanceOf = async (who: { client: Client; id: string }) => (await who.client.get(`/api/packages/marketers/${who.id}/balance?locale=en`)).json.data as { id: string; slotsRemaining: number; slots: number }[];

describe('campaigns by package', () => {
  it('publishing takes one slot per influencer, earliest-expiring purchase first; the balance and dashboard show it', async () => {
    const first = await buyPackage(brand);
    const second = await buyPackage(brand);
    // The second purchase expires first: publishing must draw on it before the first.
    await server.database.db
      .update(packagePurchases)
      .set({ expiresAt: new Date(first.expiresAt.getTime() - 86_400_000) })
      .where(eq(packagePurchases.id, second.id));
    const dashboardBefore = (await brand.client.get('/api/marketers/dashboard')).json;
    const draft = await packageDraft(brand, { influencerCount: 7 });
    expect(draft.status, JSON.stringify(draft.json)).toBe(201);
    const published = await publish(brand, draft.json.id);
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    expect(published.json.status).toBe('published');
    expect(await slotsOf(second.id)).toBe(0);
    expect(await slotsOf(first.id)).toBe(3);
    expect((await usesOf(draft.json.id)).map((use) => [use.purchaseId, use.slots]).sort()).toEqual([
      [first.id, 2],
      [second.id, 5],
    ].sort());
    const balance = await balanceOf(brand);
    expect(balance.find((row) => row.id === first.id)).toMatchObject({ slots: 5, slotsRemaining: 3 });
    expect(balance.find((row) => row.id === second.id)).toMatchObject({ slots: 5, slotsRemaining: 0 });
    const dashboardAfter = (await brand.client.get('/api/marketers/dashboard')).json;
    expect(dashboardBefore.money.packages.slotsRemaining - dashboardAfter.money.packages.slotsRemaining).toBe(7);
    // No credit moves for a package campaign.
    expect(dashboardAfter.money.reserved).toBe(dashboardBefore.money.reserved);
  });

  it('too few slots: 409 insufficient_slots, and nothing is written (still a draft, slots untouched)', async () => {
    const purchase = await buyPackage(agency);
    const draft = await packageDraft(agency, { influencerCount: 6 });
    const refused = await publish(agency, draft.json.id);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toMatch(/problem\+json/);
    expect(refused.json.type).toBe('insufficient_slots');
    expect(refused.json.detail).toContain('6');
    expect(await slotsOf(purchase.id)).toBe(5);
    expect(await usesOf(draft.json.id)).toEqual([]);
    const [row] = await server.database.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, draft.json.id));
    expect(row!.status).toBe('draft');
    // Slots of another offer do not count, nor do expired ones.
    const tiktok = await packageDraft(agency, { packageOfferId: otherOfferId, influencerCount: 1 });
    expect((await publish(agency, tiktok.json.id)).json.type).toBe('insufficient_slots');
    await server.database.db.update(packagePurchases).set({ expiresAt: new Date(server.deps.now().getTime() - 1000) }).where(eq(packagePurchases.id, purchase.id));
    const small = await packageDraft(agency, { influencerCount: 1 });
    expect((await publish(agency, small.json.id)).json.type).toBe('insufficient_slots');
    expect(await slotsOf(purchase.id)).toBe(5);
  });

  it("another marketer's package cannot fund my campaign", async () => {
    // Nat's agency has no purchase of micro-starter left that is live; brand has slots.
    await buyPackage(brand);
    const mine = await packageDraft(agency, { influencerCount: 1 });
    const before = await server.database.db.select({ id: packagePurchases.id, left: packagePurchases.slotsRemaining }).from(packagePurchases).where(eq(packagePurchases.marketerId, brand.id));
    const refused = await publish(agency, mine.json.id);
    expect(refused.status).toBe(409);
    expect(refused.json.type).toBe('insufficient_slots');
    const after = await server.database.db.select({ id: packagePurchases.id, left: packagePurchases.slotsRemaining }).from(packagePurchases).where(eq(packagePurchases.marketerId, brand.id));
    expect(after).toEqual(before);
    // Nor can another marketer publish, close or read my package campaign.
    const brandDraft = await packageDraft(brand, { influencerCount: 1 });
    expect((await publish(agency, brandDraft.json.id)).status).toBe(404);
    expect((await agency.client.get(`/api/packages/marketers/${brand.id}/balance`)).status).toBe(404);
  });

  it('closing returns the slots no job holds, latest-expiring first; a job cancelled after the close returns its slot; once each', async () => {
    const purchase = await onlyLive(await buyPackage(brand));
    const draft = await packageDraft(brand, { influencerCount: 3, visibility: 'invite_only' });
    expect((await publish(brand, draft.json.id)).status).toBe(200);
    expect(await slotsOf(purchase.id)).toBe(2);
    const channel = await addChannel(server, ploy.id);
    const invited = await brand.client.post(`/api/campaigns/${draft.json.id}/invite`, { channelId: channel.id });
    expect(invited.status, JSON.stringify(invited.json)).toBe(201);

    const closed = await brand.client.post(`/api/campaigns/${draft.json.id}/close`);
    expect(closed.json.status).toBe('closed');
    // Three taken, one held by the invited job: two come back.
    expect(await slotsOf(purchase.id)).toBe(4);
    const cancelled = await brand.client.post(`/api/jobs/${invited.json.id}/events`, { type: 'job.cancel' });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(await slotsOf(purchase.id)).toBe(5);
    const uses = await usesOf(draft.json.id);
    expect(uses.reduce((total, use) => total + use.slots, 0)).toBe(0);
    expect(uses.map((use) => use.reference).sort()).toEqual(['close', `job:${invited.json.id}`, 'publish']);
  });

  it('a completed package job pays the influencer from the revenue the package was paid into; the platform keeps the fee', async () => {
    const purchase = await onlyLive(await buyPackage(brand));
    const draft = await packageDraft(brand, { influencerCount: 1, visibility: 'invite_only', name: 'Package job' });
    expect((await publish(brand, draft.json.id)).status).toBe(200);
    const channel = await addChannel(server, ploy.id);
    const invited = await brand.client.post(`/api/campaigns/${draft.json.id}/invite`, { channelId: channel.id });
    expect(invited.status, JSON.stringify(invited.json)).toBe(201);
    const jobId = invited.json.id as string;
    // The package's price per slot: 12,900 THB / 5.
    const pricePerSlot = 1_290_000 / 5;
    expect(invited.json.earningMinor).toBe(pricePerSlot * 0.8);
    const before = await moneyOf(server, { marketerId: brand.id, influencerId: ploy.id });
    const spentBefore = spentInTwelveMonths((await brand.client.get('/api/marketers/dashboard')).json);
    const send = (who: { client: Client }, body: Record<string, unknown>) => who.client.post(`/api/jobs/${jobId}/events`, body);
    expect((await send(ploy, { type: 'job.accept' })).status).toBe(200);
    expect((await send(ploy, { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/package' })).status).toBe(200);
    expect((await send(brand, { type: 'job.approve' })).status).toBe(200);
    const done = await send(ploy, { type: 'job.submitInsight', insight: { reach: 10, impressions: 20, engagement: 3 } });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.status).toBe('COMPLETED');
    const after = await moneyOf(server, { marketerId: brand.id, influencerId: ploy.id });
    expect(after.earnings - before.earnings).toBe(pricePerSlot * 0.8);
    expect(before.revenue - after.revenue).toBe(pricePerSlot * 0.8);
    // The marketer's credit does not move: the package was paid for when it was bought.
    expect(after.available).toBe(before.available);
    expect(after.reserved).toBe(before.reserved);
    const postings = await server.database.db.select().from(ledgerPostings).where(eq(ledgerPostings.reference, jobId));
    expect(postings.map((row) => row.kind)).toEqual(['job.escrow_capture']);
    // The influencer's earnings history lists it like any job.
    const history = (await ploy.client.get(`/sv_influ_api/influ/earn/${ploy.id}`)).json;
    expect(JSON.stringify(history)).toContain(jobId);
    // Package spend was paid when bought: the dashboard's credit spent does not count it again.
    expect(spentInTwelveMonths((await brand.client.get('/api/marketers/dashboard')).json)).toBe(spentBefore);
    // A used slot does not come back on close.
    await brand.client.post(`/api/campaigns/${draft.json.id}/close`);
    expect(await slotsOf(purchase.id)).toBe(4);
  });

  it("the dashboard's spend by month counts a completed credit job's price (issue 11)", async () => {
    await fundMarketer(server, agency.id, 100_000);
    const draft = await agency.client.post('/api/campaigns', campaignInput({ influencerCount: 1, pricePerInfluencerMinor: 100_000, visibility: 'invite_only', name: 'Credit spend' }));
    expect((await publish(agency, draft.json.id)).status).toBe(200);
    const spentBefore = spentInTwelveMonths((await agency.client.get('/api/marketers/dashboard')).json);
    const channel = await addChannel(server, ploy.id);
    const jobId = (await agency.client.post(`/api/campaigns/${draft.json.id}/invite`, { channelId: channel.id })).json.id as string;
    const send = (who: { client: Client }, body: Record<string, unknown>) => who.client.post(`/api/jobs/${jobId}/events`, body);
    await send(ploy, { type: 'job.accept' });
    await send(ploy, { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/credit' });
    await send(agency, { type: 'job.approve' });
    expect((await send(ploy, { type: 'job.submitInsight', insight: { reach: 1, impressions: 2, engagement: 1 } })).json.status).toBe('COMPLETED');
    expect(spentInTwelveMonths((await agency.client.get('/api/marketers/dashboard')).json) - spentBefore).toBe(100_000);
  });
});
