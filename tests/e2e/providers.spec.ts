import type { Page } from '@playwright/test';
import { accounts, demoPassword, expect, test } from './fixtures';
import { api, sideContext } from './job-fixtures';

/**
 * Issue 27 in Chromium: a marketer pays a top-up by the QR the payment gateway issued (the local
 * Opn's test-mode "mark as paid") and sees the credit; an influencer's withdrawal is paid by an Opn
 * transfer and reaches "paid" through the transfer webhook. Signing in is not under test: by API.
 */
async function signInByApi(page: Page, baseURL: string, config: { cookies: { loginFlag: string; scope: string; uuid: string } }, who: 'marketer' | 'influencer', email: string) {
  const path = who === 'marketer' ? '/sv_authauth/marketer/authen/' : '/sv_authauth/signin/influencer';
  const response = await page.request.post(path, { headers: { origin: baseURL }, data: { email, password: demoPassword } });
  expect(response.status()).toBe(200);
  const uuid = ((await response.json()) as { uuid: string }).uuid;
  // The SPA asks for the session only when its sign-in flag says so (as after a sign-in on the page).
  await page.context().addCookies([
    { name: config.cookies.loginFlag, value: 'true', url: baseURL },
    { name: config.cookies.scope, value: who === 'marketer' ? 'marketer_logged_in' : 'influencer_logged_in', url: baseURL },
    { name: config.cookies.uuid, value: uuid, url: baseURL },
  ]);
  return uuid;
}

test('a marketer pays a top-up with the gateway’s QR and sees the credit @desktop-only', async ({ page, baseURL, config, setLanguageCookie }) => {
  await setLanguageCookie('en');
  await signInByApi(page, baseURL!, config, 'marketer', 'individual@kolify.test');
  await page.goto('/en/Marketer/credit/buy');
  await page.getByTestId('money-amount').fill('1234');
  await page.getByTestId('money-buy-submit').click();
  // The QR is the image the gateway returned for its charge, not one drawn by Kolify.
  const qr = page.getByTestId('money-qr');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /\/api\/credits\/marketers\/.+\/payments\/.+\/qr$/);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByTestId('money-manual-qr')).toHaveCount(0);
  await expect(page.getByTestId('money-qr-expires')).toBeVisible();
  await page.getByTestId('money-pay-locally').click();
  await expect(page.getByTestId('money-payment-paid')).toBeVisible();
  await page.goto('/en/Marketer/credit');
  await expect(page.getByTestId('money-lots')).toContainText('1,234.00');
});

test.describe('payouts by transfer (the second server runs with OPN_PAYOUTS=transfer)', () => {
  test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}` });

  test('an influencer’s withdrawal reaches “paid” through the transfer webhook @desktop-only', async ({ page, baseURL, config, setLanguageCookie, playwright }) => {
    await setLanguageCookie('en');
    const uuid = await signInByApi(page, baseURL!, config, 'influencer', accounts.influencer.email);
    const asked = await api(page.request, 'post', `/sv_influ_api/influ/withdraw/${uuid}`, { amount: 310_00 }, { origin: baseURL!, 'idempotency-key': `e2e-${Date.now()}` });
    const staff = await sideContext(playwright, baseURL!, '203.0.113.77');
    await api(staff, 'post', '/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword });
    await api(staff, 'post', `/api/admin/withdrawals/${asked.id as string}/approve`);
    // The transfer job runs from the queue; this server's clock stands still until moved.
    await expect(async () => {
      await api(page.request, 'post', '/dev/clock', { advanceMs: 1_000 }, { origin: baseURL! });
      const sent = await page.request.post(`/dev/gateway/withdrawals/${asked.id as string}/mark_as_sent`, { headers: { origin: baseURL! } });
      expect(sent.status()).toBe(200);
    }).toPass({ timeout: 20_000 });
    await page.goto('/en/Influencer/earn/withdraw');
    const row = page.getByTestId('earn-history-sent').first();
    await expect(row).toContainText('Sent to bank');
    await api(page.request, 'post', `/dev/gateway/withdrawals/${asked.id as string}/mark_as_paid`, undefined, { origin: baseURL! });
    await page.reload();
    const paid = page.getByTestId('earn-history-complete').filter({ has: page.getByTestId('earn-step-paid') }).first();
    await expect(paid).toContainText('Paid');
    await expect(paid.getByTestId('earn-history-steps')).toContainText('Sent to bank');
    await staff.dispose();
  });
});
