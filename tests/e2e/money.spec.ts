import { readFileSync } from 'node:fs';
import { accounts, expect, screenshotsIn, signInAsMarketer, test } from './fixtures';

const shot = screenshotsIn('money');

/**
 * Money for marketers in Chromium, Thai and English, 1440 and 390 px: buy credit by PromptPay
 * through the local gateway, see the balance, export the statement, buy a package.
 */
for (const lang of ['th', 'en'] as const) {
  test(`buy credit by PromptPay, see the balance, export the statement, buy a package (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    // Each language buys as another marketer, so the two runs do not share balances.
    await signInAsMarketer(page, lang, lang === 'th' ? accounts.brand.email : accounts.agency.email);

    await page.goto(`/${lang}/Marketer/credit/buy`);
    await page.getByTestId('money-amount').fill('1500');
    await expect(page.getByTestId('money-vat-line')).toContainText('105');
    await expect(page.getByTestId('money-vat-line')).toContainText('1,605');
    await shot(page, `${lang}-buy-credit`);
    await page.getByTestId('money-buy-submit').click();
    await expect(page.getByTestId('money-qr').locator('svg')).toBeVisible();
    await expect(page.getByTestId('money-payment-status')).toHaveText(lang === 'th' ? 'รอการชำระเงิน' : 'Waiting for payment');
    await shot(page, `${lang}-promptpay-qr`);
    await page.getByTestId('money-pay-locally').click();
    await expect(page.getByTestId('money-payment-paid')).toBeVisible();

    await page.goto(`/${lang}/Marketer/credit`);
    // The same demo marketer may buy in the other viewport's run too: look for this lot, not a total.
    await expect(page.getByTestId('money-available')).toBeVisible();
    await expect(page.getByTestId('money-lots')).toContainText('1,500.00');
    await shot(page, `${lang}-credit-balance`);

    await page.goto(`/${lang}/Marketer/statement`);
    await expect(page.getByTestId('money-statement-rows')).toContainText(lang === 'th' ? 'เติมเครดิต' : 'Top-up');
    await shot(page, `${lang}-statement`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('money-export-csv').click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('"topup"');
    expect(csv).toContain('"1500.00"');

    await page.goto(`/${lang}/Marketer/packageBalance`);
    await expect(page.getByTestId('money-packages-empty').or(page.getByTestId('money-packages'))).toBeVisible();
    await page.getByTestId('money-package-select').selectOption('micro-starter');
    await page.getByTestId('money-package-buy').click();
    await expect(page.getByTestId('money-qr').locator('svg')).toBeVisible();
    await page.getByTestId('money-pay-locally').click();
    await expect(page.getByTestId('money-payment-paid')).toBeVisible();
    await expect(page.getByTestId('money-packages')).toContainText('5 / 5');
    await shot(page, `${lang}-package-balance`);
  });
}
