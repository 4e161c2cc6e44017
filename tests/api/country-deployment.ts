import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { campaignInput } from './campaigns-helpers';

/**
 * Issue 30: the API of one country's deployment, run by a test file per country (country-id,
 * country-co): the harness takes COUNTRY per file, so this costs one server each, not a second run
 * of the whole API suite.
 */
export interface CountryFixture {
  country: 'ID' | 'CO';
  currency: string;
  vatBp: number;
  /** A valid local mobile number as people type it, and its E.164. */
  phone: string;
  /** A valid tax id and one with a wrong check digit. */
  taxId: string;
  badTaxId: string;
  address: Record<string, string>;
  /** The smallest top-up (minor units) and the open estimate of a 10,000-follower Instagram photo post at 3 % engagement. */
  topUpMinimum: number;
  /** A credit campaign's smallest fee per influencer (minor units) and how the problem's detail writes it. */
  campaignMinimum: { minor: number; text: string };
  photoEstimate: { amount: number; low: number; high: number };
}

export function describeCountryDeployment(fixture: CountryFixture) {
  let server: TestServer;
  let address = 0;
  const browser = () => new Client(server, { ip: `198.51.100.${(++address % 250) + 1}` });
  async function signIn(email: string) {
    const client = browser();
    const response = await client.post('/sv_authauth/marketer/authen/', { email, password: demoPassword });
    expect(response.status).toBe(200);
    return { client, uuid: response.json.uuid as string };
  }

  beforeAll(async () => {
    server = await startTestServer({ COUNTRY: fixture.country });
  }, 120_000);
  afterAll(() => server.close());

  describe(`COUNTRY=${fixture.country}`, () => {
    it('the open config carries the country, its currency, its VAT and country-named cookies', async () => {
      const config = (await browser().get('/sv_influ_api/open/config')).json;
      expect(config).toMatchObject({ country: fixture.country, currency: fixture.currency, vatBp: fixture.vatBp });
      expect(config.cookies.token).toBe(`kolify_test_${fixture.country.toLowerCase()}_token`);
      expect(config.avialable_country[0].code).toBe(fixture.country.toLowerCase());
    });

    it("a marketer's profile takes the local tax id (check digit checked) and defaults to the country", async () => {
      const { client } = await signIn('agency@kolify.test');
      const profile = {
        contactName: 'Daniel Carter',
        companyName: 'Buzz Agency',
        taxId: fixture.badTaxId,
        address: fixture.address,
        website: 'https://buzz.example',
        industry: 'entertainment',
        ...(fixture.country === 'CO' ? { classification: 'big-contributor', taxRegimen: 'COMMON_REGIMEN', accountHolderType: 'company' } : {}),
      };
      const wrong = await client.patch('/sv_marketer_profile/', profile);
      expect(wrong.status).toBe(400);
      expect(wrong.headers.get('content-type')).toContain('application/problem+json');
      expect(wrong.json.errors).toEqual([{ path: 'taxId', message: 'tax_id_invalid' }]);
      const right = await client.patch('/sv_marketer_profile/', { ...profile, taxId: fixture.taxId });
      expect(right.status, JSON.stringify(right.json)).toBe(200);
      expect(right.json).toMatchObject({ country: fixture.country, taxId: fixture.taxId.replace(/\D/g, '') });
    });

    it('a phone code goes to a local number; a Thai number is refused here', async () => {
      const { client } = await signIn('individual@kolify.test');
      const thai = await client.post('/api/notification/marketer/requestOtp', { phone: '+66812345678' });
      expect(thai.status).toBe(400);
      expect(thai.json.errors?.[0]).toMatchObject({ path: 'phone', message: 'phone_invalid' });
      const local = await client.post('/api/notification/marketer/requestOtp', { phone: fixture.phone });
      expect(local.status, JSON.stringify(local.json)).toBeLessThan(300);
    });

    it('a top-up by bank transfer carries the country VAT in its currency; PromptPay is not offered', async () => {
      const { client, uuid } = await signIn('brand@kolify.test');
      const promptpay = await client.post(`/api/credits/marketers/${uuid}/topups`, { amount: 1_000_000_00, method: 'promptpay' }, { 'idempotency-key': randomUUID() });
      expect(promptpay.status).toBe(400);
      expect(promptpay.json.errors).toEqual([{ path: 'method', message: 'method_invalid' }]);
      const created = await client.post(`/api/credits/marketers/${uuid}/topups`, { amount: 1_000_000_00, method: 'bank_transfer' }, { 'idempotency-key': randomUUID() });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      expect(created.json).toMatchObject({ amount: 1_000_000_00, vat: (1_000_000_00 * fixture.vatBp) / 10_000, currency: fixture.currency, method: 'bank_transfer', status: 'pending' });
    });

    it("the smallest top-up is the country's, in its currency", async () => {
      const { client, uuid } = await signIn('brand@kolify.test');
      const below = await client.post(`/api/credits/marketers/${uuid}/topups`, { amount: fixture.topUpMinimum - 100, method: 'bank_transfer' }, { 'idempotency-key': randomUUID() });
      expect(below.status).toBe(400);
      expect(below.json.errors).toEqual([{ path: 'amount', message: 'amount_too_small' }]);
      const least = await client.post(`/api/credits/marketers/${uuid}/topups`, { amount: fixture.topUpMinimum, method: 'bank_transfer' }, { 'idempotency-key': randomUUID() });
      expect(least.status, JSON.stringify(least.json)).toBe(201);
    });

    it("a credit campaign's fee is at least the country's minimum, named in the answer", async () => {
      const { client } = await signIn('brand@kolify.test');
      expect((await browser().get('/sv_influ_api/open/config')).json.campaignMinimumPriceMinor).toBe(fixture.campaignMinimum.minor);
      const below = await client.post('/api/campaigns', campaignInput({ pricePerInfluencerMinor: fixture.campaignMinimum.minor - 100 }));
      expect(below.status).toBe(400);
      expect(below.json.errors).toEqual([{ path: 'pricePerInfluencerMinor', message: 'campaign_price_too_low' }]);
      expect(below.json.detail).toBe(`The fee is at least ${fixture.campaignMinimum.text} per influencer.`);
      const least = await client.post('/api/campaigns', campaignInput({ pricePerInfluencerMinor: fixture.campaignMinimum.minor }));
      expect(least.status, JSON.stringify(least.json)).toBe(201);
      expect(least.json.currency).toBe(fixture.currency);
    });

    it('the open estimate is priced in the local currency, in whole thousands', async () => {
      const response = await browser().get(`/sv_influ_api/influ/estimateWithOutToken/${randomUUID()}/INSTAGRAM/local?followers=10000&engagementRate=3`);
      expect(response.status).toBe(200);
      expect(response.json.currency).toBe(fixture.currency);
      expect(response.json.rows).toContainEqual({ postType: 'photoPost', ...fixture.photoEstimate });
    });
  });
}
