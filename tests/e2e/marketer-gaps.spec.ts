import { expect, screenshotsIn, signInByApi, test } from './fixtures';

/**
 * Issue 5, the parts added after the first session: the per-IP limit on the sign-up account step
 * (create-email) shown on the form, and deactivation blockers computed from campaigns. Thai and
 * English, at 1440 and 390 px; screenshots in .tmp/gaps3.
 */

const shoot = screenshotsIn('gaps3');

const copy = {
  th: { wait: 'ลองหลายครั้งเกินไป กรุณาลองใหม่ในอีก 60 นาที', openCampaign: 'ยังมีแคมเปญที่เผยแพร่อยู่' },
  en: { wait: 'Too many attempts. Try again in 60 min.', openCampaign: 'A campaign is still published' },
} as const;
const imageTypeRefused = { th: 'กรุณาใช้รูปภาพ JPEG, PNG หรือ WebP', en: 'Use a JPEG, PNG or WebP image.' } as const;
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

// Issue 9: the profile image goes through the one upload-with-progress helper (src/client/api/upload.ts).
for (const lang of ['th', 'en'] as const) {
  test(`${lang}: the profile image: a file that is not an image is refused by its bytes, a PNG shows on the account page`, async ({ page }) => {
    test.setTimeout(90_000);
    await signInByApi(page, 'individual');
    await page.goto(`/${lang}/Marketer/account`);
    const refused = page.waitForEvent('filechooser');
    await page.getByTestId('profile-image-button').click();
    await (await refused).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await expect(page.getByTestId('profile-image-error')).toHaveText(imageTypeRefused[lang]);
    const chosen = page.waitForEvent('filechooser');
    await page.getByTestId('profile-image-button').click();
    await (await chosen).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect(page.getByTestId('profile-image-error')).toHaveCount(0);
    await expect(page.getByTestId('profile-image').locator('img')).toBeVisible();
    await shoot(page, `${lang}-profile-image`);
  });
}

for (const lang of ['th', 'en'] as const) {
  test(`${lang}: after 10 sign-ups from one address the account step says how long to wait`, async ({ page, baseURL, extraHTTPHeaders, playwright }) => {
    test.setTimeout(90_000);
    const tag = `${test.info().project.name}-${lang}-${Date.now().toString(36)}`;
    // Ten sign-ups from this visitor's address (every test is its own address), without the page's cookies.
    const sameAddress = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
    for (let i = 0; i < 10; i += 1) {
      const created = await sameAddress.post('/api/marketers/create-email', {
        headers: { origin: baseURL! },
        data: { type: 'individual', email: `limit-${tag}-${i}@kolify.test`, password: 'sunflower-harbour-2026', contactName: 'Pim Limit', locale: lang },
      });
      expect(created.status()).toBe(201);
    }
    await sameAddress.dispose();

    await page.goto(`/${lang}/Marketer/signup`);
    const wizard = page.getByTestId('marketer-signup');
    await expect(wizard).toHaveAttribute('data-state', 'type', { timeout: 15_000 });
    await page.getByTestId('type-individual').click();
    await page.getByTestId('signup-next').click();
    await page.getByTestId('account-contact').fill('Pim Limit');
    await page.getByTestId('account-email').fill(`limit-${tag}-11@kolify.test`);
    await page.getByTestId('account-password').fill('sunflower-harbour-2026');
    await page.getByTestId('account-submit').click();
    await expect(page.getByTestId('signup-error')).toHaveText(copy[lang].wait);
    await expect(wizard).toHaveAttribute('data-state', 'account');
    await shoot(page, `${lang}-marketer-signup-rate-limited`);
  });

  test(`${lang}: a marketer with a published campaign sees what blocks deactivation`, async ({ page }) => {
    await signInByApi(page, 'brand');
    await page.goto(`/${lang}/Marketer/account`);
    await page.getByTestId('deactivate-open').click();
    const blockers = page.getByTestId('deactivate-blockers');
    await expect(blockers).toBeVisible();
    await expect(page.getByTestId('deactivate-blocker-has_open_campaign')).toContainText(copy[lang].openCampaign);
    await expect(page.getByTestId('deactivate-confirm')).toHaveCount(0);
    await shoot(page, `${lang}-marketer-deactivate-blocked`, false);
  });
}
