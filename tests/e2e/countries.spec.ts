import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshotsIn } from './fixtures';

/**
 * Issue 30: the Indonesian and Colombian deployments in a phone's browser (390 px), Thai and
 * English: a marketer signs in and sees the country's money (currency, minimum top-up, VAT) and a
 * campaign's dates (the local day, Gregorian years in Thai too); an influencer sees earnings and the
 * withdrawal form in the country's money, with its minimum withdrawal. Each country is its own server
 * (playwright.config.ts starts them when E2E_COUNTRIES is set: two more demo seeds, so not in
 * every run). Screenshots: .tmp/countries.
 */
const shot = screenshotsIn('countries');
const port = Number(process.env.E2E_PORT ?? 3100);
const countries = [
  { country: 'ID', base: `http://127.0.0.1:${port + 2}`, minimum: 'Rp 500.000', vat: '12', amount: '1000000', vatAmount: 'Rp 120.000', total: 'Rp 1.120.000', sign: 'Rp ', withdrawMinimum: 'Rp 100.000', feeMinimum: 'Rp 50.000', feeDefault: '1.350.000' },
  { country: 'CO', base: `http://127.0.0.1:${port + 3}`, minimum: 'COP 120.000', vat: '19', amount: '200000', vatAmount: 'COP 38.000', total: 'COP 238.000', sign: 'COP ', withdrawMinimum: 'COP 50.000', feeMinimum: 'COP 12.000', feeDefault: '360.000' },
] as const;

/** Signs in through the API on this country's server (its cookie names carry the country). */
async function signInMarketer(page: Page, base: string, lang: 'th' | 'en') {
  await signIn(page, base, lang, '/sv_authauth/marketer/authen/', 'brand@kolify.test');
}

async function signIn(page: Page, base: string, lang: 'th' | 'en', path: string, email: string) {
  const config = (await (await page.request.get(`${base}/sv_influ_api/open/config`)).json()) as { cookies: Record<string, string> };
  const response = await page.request.post(`${base}${path}`, { headers: { origin: base }, data: { email, password: 'Kolify-demo-2026' } });
  expect(response.status()).toBe(200);
  const { scope, uuid } = (await response.json()) as { scope: string; uuid: string };
  const c = config.cookies;
  await page.context().addCookies([
    { name: c.loginFlag!, value: 'true', url: base },
    { name: c.scope!, value: scope, url: base },
    { name: c.uuid!, value: uuid, url: base },
    { name: c.acceptCookies ?? 'accept_cookies', value: 'true', url: base },
    { name: 'lang', value: lang, url: base },
  ]);
}

for (const c of countries) {
  for (const lang of ['th', 'en'] as const) {
    test(`@mobile-only ${c.country} marketer at 390 px: money and campaign dates of the country (${lang})`, async ({ page }) => {
      test.setTimeout(90_000);
      await signInMarketer(page, c.base, lang);

      await page.goto(`${c.base}/${lang}/Marketer/credit/buy`);
      const screen = page.getByTestId('money-buy-credit');
      await expect(screen).toContainText(c.minimum);
      await expect(screen).toContainText(`VAT ${c.vat}%`);
      await expect(screen).not.toContainText('฿');
      await expect(screen).toContainText(`(${c.country === 'ID' ? 'IDR' : 'COP'})`);
      await page.getByTestId('money-amount').fill(c.amount);
      await expect(page.getByTestId('money-vat-line')).toContainText(c.vatAmount);
      await expect(page.getByTestId('money-vat-line')).toContainText(c.total);
      // PromptPay is Thai only: bank transfer is the one method here.
      await expect(page.getByText(lang === 'th' ? 'พร้อมเพย์' : 'PromptPay')).toHaveCount(0);
      await shot(page, `${c.country}-${lang}-buy-credit`);

      type Row = { id: string; applyBy: string; currency: string };
      const body = (await (await page.request.get(`${c.base}/api/campaigns`)).json()) as Row[] | { items: Row[] };
      const campaign = (Array.isArray(body) ? body : body.items)[0]!;
      expect(campaign.currency).toBe(c.country === 'ID' ? 'IDR' : 'COP');
      await page.goto(`${c.base}/${lang}/Marketer/campaignDetail/${campaign.id}`);
      // The apply-by day as stored (the local day), Gregorian in Thai too (Buddhist era is Thailand's).
      const [year, month, day] = campaign.applyBy.split('-');
      await expect(page.getByText(`${day}/${month}/${year}`).first()).toBeVisible();
      await expect(page.locator('body')).not.toContainText(`/${Number(year) + 543}`);
      // The fee's label names the country's currency, not the baht.
      await expect(page.locator('body')).not.toContainText(lang === 'th' ? '(บาท)' : '(THB)');
      await shot(page, `${c.country}-${lang}-campaign`);

      // A new credit campaign: the fee starts at 3,000 THB's local worth and the form names the
      // country's minimum (app_config campaign.minimumPriceMinor).
      await page.goto(`${c.base}/${lang}/Marketer/campaignCreate?funding=credit`);
      await expect(page.getByTestId('campaign-wizard')).toBeVisible();
      await page.getByTestId('campaign-name').fill('Country fee check');
      await page.getByTestId('campaign-brief').locator('[contenteditable="true"]').fill('Brief');
      await page.getByTestId('campaign-next').click();
      await expect(page.getByTestId('campaign-price')).toHaveValue(c.feeDefault);
      await expect(page.getByTestId('campaign-wizard')).toContainText(c.feeMinimum);
      await shot(page, `${c.country}-${lang}-campaign-fee`);
    });

    test(`@mobile-only ${c.country} influencer at 390 px: earnings and withdrawal in the country's money (${lang})`, async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, c.base, lang, '/sv_authauth/signin/influencer', 'influencer@kolify.test');

      await page.goto(`${c.base}/${lang}/Influencer/earn/withdraw`);
      const screen = page.getByTestId('earn-screen');
      await expect(screen).toBeVisible();
      // The available balance in the country's currency, and the country's minimum withdrawal on the form.
      await expect(page.getByTestId('earn-available-value')).toContainText(c.sign);
      await expect(screen).toContainText(c.withdrawMinimum);
      await expect(screen).not.toContainText('฿');
      await expect(screen).not.toContainText(lang === 'th' ? 'บาท' : 'THB');
      await shot(page, `${c.country}-${lang}-influencer-earn`);

      await page.goto(`${c.base}/${lang}/Influencer/dashboard`);
      await expect(page.locator('body')).not.toContainText('฿');
      await expect(page.locator('body')).not.toContainText(lang === 'th' ? '(บาท)' : '(THB)');
      await shot(page, `${c.country}-${lang}-influencer-dashboard`);
    });
  }
}
