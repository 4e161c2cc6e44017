import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';

/**
 * Issue 32: the FAQ's numbers are the configuration in force ({topup.minimum}, {credit.validDays}
 * … in the stored answer), not text typed once: staff change a setting and the answer follows,
 * in both languages.
 */
let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server, { ip: '198.51.100.81' });
  expect((await admin.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
}, 240_000);
afterAll(() => server.close());

const answers = async (locale: 'th' | 'en', audience: 'marketer' | 'influencer') =>
  ((await new Client(server).get(`/sv_influ_api/open/${locale}/${audience}/faq`)).json.data as { question: string; answerHtml: string }[]).map((item) => item.answerHtml).join('\n');

describe('FAQ answers quote the configuration', () => {
  it('shows today’s values, then the ones staff set, in Thai and English; no setting name is left in the text', async () => {
    expect(await answers('en', 'marketer')).toContain('Top up from ฿1,000 plus 7% VAT; credit is valid for 365 days.');
    expect(await answers('th', 'marketer')).toContain('เติมขั้นต่ำ ฿1,000 บวกภาษีมูลค่าเพิ่ม 7% และใช้ได้ 365 วัน');
    expect(await answers('en', 'influencer')).toContain('฿300 minimum, a ฿30 fee per withdrawal, and 3% withholding tax for individuals.');

    for (const [key, value] of [['topup.minimumMinor', 2_500_00], ['credit.validDays', 180], ['job.platformFeeBp', 1_500]] as const) {
      expect((await admin.request('PUT', `/api/admin/config/${key}`, { value, reason: 'New price list' })).status).toBe(200);
    }
    const en = await answers('en', 'marketer');
    expect(en).toContain('Top up from ฿2,500 plus 7% VAT; credit is valid for 180 days.');
    expect(en).toContain('15% of the job price');
    expect(await answers('th', 'marketer')).toContain('เติมขั้นต่ำ ฿2,500 บวกภาษีมูลค่าเพิ่ม 7% และใช้ได้ 180 วัน');
    for (const text of [en, await answers('th', 'influencer')]) expect(text).not.toMatch(/\{[a-z]+\.[A-Za-z]+\}/);
  });
});
