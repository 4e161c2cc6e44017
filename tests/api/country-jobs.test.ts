import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankAccounts } from '#server/db/schema/index';
import { addChannel, campaignInput, idempotency, publishedCampaign } from './campaigns-helpers';
import { fundMarketer, moneyOf } from './campaigns-money';
import { useJobServer } from './job-setup';

/**
 * Issue 30: a campaign → a job → its payment → a withdrawal, end to end in each country's
 * deployment (COUNTRY=TH, ID, CO), in the country's currency and on its calendar. The clock stands
 * at 20:00 UTC on a month's last day: already the 1st of the next month in Bangkok and Jakarta
 * (03:00, UTC+7), still the last day in Bogotá (15:00, UTC−5). Campaign dates, the job's apply-by
 * check, the earnings month and the statement's dates must all be the local ones.
 *
 * The figures are written out per country (not read from the country table) so a changed default
 * shows here: the job pays 80 % of its price; the withdrawal is the country's minimum, less its fee
 * and withholding tax (Thailand 3 %, Indonesia PPh 21 2.5 %, Colombia retención 4 %).
 */
interface CountryCase {
  country: 'TH' | 'ID' | 'CO';
  currency: string;
  /** Hours from UTC (none of the three has daylight saving). */
  offsetHours: number;
  price: number;
  minimum: number;
  fee: number;
  wht: number;
  bank: { code: string; accountNumber: string; name: string };
}

const cases: CountryCase[] = [
  { country: 'TH', currency: 'THB', offsetHours: 7, price: 2_000_00, minimum: 300_00, fee: 30_00, wht: 9_00, bank: { code: '004', accountNumber: '1234567890', name: 'พลอย ศรีสุข' } },
  { country: 'ID', currency: 'IDR', offsetHours: 7, price: 900_000_00, minimum: 100_000_00, fee: 6_500_00, wht: 2_500_00, bank: { code: 'ID014', accountNumber: '1234567890', name: 'Putri Lestari' } },
  { country: 'CO', currency: 'COP', offsetHours: -5, price: 240_000_00, minimum: 50_000_00, fee: 5_000_00, wht: 2_000_00, bank: { code: 'CO007', accountNumber: '12345678901', name: 'Valentina Gómez' } },
];

const day = 86_400_000;
/** 20:00 UTC on the last day of the month after next (ahead of the clock, so it only moves forward). */
function monthEdge(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1) - 4 * 3_600_000;
}
const localDay = (ms: number, offsetHours: number) => new Date(ms + offsetHours * 3_600_000).toISOString().slice(0, 10);

for (const c of cases) {
  describe(`COUNTRY=${c.country}: campaign → job → withdrawal`, () => {
    const setup = useJobServer({ COUNTRY: c.country });

    it(`pays the job and withdraws in ${c.currency}, on ${c.country}'s calendar`, async () => {
      const { server, brand, ploy } = setup;
      const edge = monthEdge(server.deps.now());
      await setup.at(edge);
      const today = localDay(edge, c.offsetHours);
      // The edge is real: Bogotá is still on the month's last day, Bangkok and Jakarta on the 1st.
      expect(today.endsWith('-01')).toBe(c.offsetHours > 0);

      // Campaign dates are local days: yesterday (here) is past, today (here) is open.
      const yesterday = localDay(edge - day, c.offsetHours);
      const past = await brand.client.post('/api/campaigns', campaignInput({ applyBy: yesterday, postFrom: yesterday, postTo: today }));
      expect(past.status).toBe(400);
      expect(past.json.errors).toContainEqual({ path: 'applyBy', message: 'campaign_apply_by_past' });

      const before = await moneyOf(server, { marketerId: brand.id, influencerId: ploy.id }, c.currency);
      await fundMarketer(server, brand.id, c.price, c.currency);
      const campaign = await publishedCampaign(brand.client, { influencerCount: 1, pricePerInfluencerMinor: c.price, name: `Country ${c.country} ${edge}`, applyBy: today, postFrom: today, postTo: localDay(edge + 10 * day, c.offsetHours) });
      const shown = await brand.client.get(`/api/campaigns/${campaign.id}`);
      expect(shown.json).toMatchObject({ currency: c.currency, pricePerInfluencerMinor: c.price, applyBy: today, postFrom: today });
      expect((await moneyOf(server, { marketerId: brand.id, influencerId: ploy.id }, c.currency)).reserved - before.reserved).toBe(c.price);

      // The apply-by day is today here, so applying is still open (in Bogotá Bangkok's tomorrow has begun).
      const channel = await addChannel(server, ploy.id);
      const applied = await ploy.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: channel.id });
      expect(applied.status, JSON.stringify(applied.json)).toBeLessThan(300);
      const jobId = applied.json.id as string;
      for (const [who, body] of [
        [brand, { type: 'job.select' }],
        [ploy, { type: 'job.accept' }],
        [ploy, { type: 'job.submitPost', postUrl: `https://www.instagram.com/p/${c.country.toLowerCase()}${edge}` }],
        [brand, { type: 'job.approve' }],
        [ploy, { type: 'job.submitInsight', insight: { reach: 1000, impressions: 1500, engagement: 90 } }],
      ] as const) {
        const response = await setup.send(who, jobId, body);
        expect(response.status, `${body.type}: ${JSON.stringify(response.json)}`).toBe(200);
      }
      expect((await setup.jobOf(jobId)).status).toBe('COMPLETED');

      // Ledger: the reserve became 80 % earnings and 20 % revenue, in the country's currency only.
      const earned = (c.price * 80) / 100;
      const paid = await moneyOf(server, { marketerId: brand.id, influencerId: ploy.id }, c.currency);
      expect(paid.reserved - before.reserved).toBe(0);
      expect(paid.available - before.available).toBe(0);
      expect(paid.earnings - before.earnings).toBe(earned);
      expect(paid.revenue - before.revenue).toBe(c.price - earned);
      if (c.currency !== 'THB') expect((await moneyOf(server, { marketerId: brand.id, influencerId: ploy.id })).earnings).toBe(0);

      // The earning falls in the local month (Bogotá's is the one before Bangkok's and Jakarta's).
      const earnings = await ploy.client.get(`/sv_influ_api/influ/earn/${ploy.id}`);
      expect(earnings.status).toBe(200);
      expect(earnings.json.movements[0]).toMatchObject({ kind: 'job.escrow_capture', amount: earned, jobId, month: today.slice(0, 7) });
      expect(earnings.json.months.at(-1)).toMatchObject({ month: today.slice(0, 7), earned });

      // A withdrawal of the country's minimum to a local bank: its fee and withholding tax, in its currency.
      await server.database.db.delete(bankAccounts).where(eq(bankAccounts.influencerId, ploy.id));
      await server.database.db.insert(bankAccounts).values({ influencerId: ploy.id, bankCode: c.bank.code, accountNumber: c.bank.accountNumber, accountName: c.bank.name, holderType: 'individual', status: 'approve' });
      const withdraw = (amount: number) => ploy.client.post(`/sv_influ_api/influ/withdraw/${ploy.id}`, { amount }, idempotency());
      const below = await withdraw(c.minimum - 100);
      expect(below.status).toBe(422);
      expect(below.json.type).toBe('below_minimum');
      const taken = await withdraw(c.minimum);
      expect(taken.status, JSON.stringify(taken.json)).toBe(201);
      expect(taken.json).toMatchObject({ amount: c.minimum, fee: c.fee, wht: c.wht, net: c.minimum - c.fee - c.wht, currency: c.currency, bankCode: c.bank.code, status: 'in_progress' });
      const after = await ploy.client.get(`/sv_influ_api/influ/earn/${ploy.id}`);
      expect(after.json).toMatchObject({ available: paid.earnings - c.minimum, withdrawing: c.minimum, currency: c.currency });
      expect(after.json.movements[0]).toMatchObject({ kind: 'withdrawal.request', amount: -c.minimum, fee: c.fee, wht: c.wht, month: today.slice(0, 7) });
      expect((await moneyOf(server, { marketerId: brand.id, influencerId: ploy.id }, c.currency)).earnings).toBe(paid.earnings - c.minimum);

        // The statement's CSV keeps the instant in UTC (machine-readable) and the month local.
      const csv = await ploy.client.get(`/sv_influ_api/influ/earn/${ploy.id}?format=csv`);
      expect(csv.status).toBe(200);
      expect(csv.text).toContain(`"${today.slice(0, 7)}","withdrawal.request"`);
    }, 120_000);
  });
}
