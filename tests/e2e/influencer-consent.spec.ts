import { expect, screenshotsIn, signUpInfluencerByApi, test } from './fixtures';

/**
 * Withdrawing the talent-manager consent (consent text: "You can withdraw this consent at any time
 * from your account; the link then ends at once"). A fresh influencer accepts manager@kolify.test's
 * consent (NATTM001) on the acceptConsent screen, then withdraws it from the account screen.
 * SCREENS=1 also writes review screenshots to .tmp/screens/consent.
 */
const shoot = screenshotsIn('screens/consent');


const texts = {
  th: { since: 'เป็นพาร์ทเนอร์ตั้งแต่', title: 'ถอนความยินยอมการเป็นพาร์ทเนอร์ใช่ไหม', done: 'ถอนความยินยอมแล้ว Nat Talent Studio ไม่ได้เป็นผู้จัดการศิลปินของคุณอีกต่อไป', cancel: 'ยกเลิก' },
  en: { since: 'Partner since', title: 'Withdraw your partner consent?', done: 'Consent withdrawn. Nat Talent Studio is no longer your talent manager.', cancel: 'Cancel' },
};

for (const lang of ['th', 'en'] as const) {
  test(`an influencer withdraws the talent-manager consent from the account, ${lang}`, async ({ page, setLanguageCookie, baseURL, config }) => {
    test.setTimeout(60_000);
    const t = texts[lang];
    await setLanguageCookie(lang);
    await signUpInfluencerByApi(page, lang, baseURL!, config, 'consent');

    // Accept the manager's consent through the existing screen.
    await page.goto(`/${lang}/Influencer/acceptConsent?code=NATTM001`);
    await page.getByRole('checkbox').check();
    await page.getByTestId('consent-accept').click();
    await expect(page.getByTestId('consent-accepted')).toBeVisible();

    await page.goto(`/${lang}/Influencer/account`);
    const row = page.getByTestId('account-talent-manager');
    await expect(row).toContainText('Nat Talent Studio');
    await expect(row).toContainText(t.since);
    if (process.env.SCREENS) await shoot(page, `${lang}-account-row`);

    // Cancel keeps the link.
    await row.getByTestId('consent-withdraw').click();
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Nat Talent Studio');
    if (process.env.SCREENS) await shoot(page, `${lang}-confirm`, false);
    await dialog.getByRole('button', { name: t.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    // Confirm: success notice, the row is gone, and it stays gone after a reload.
    await row.getByTestId('consent-withdraw').click();
    await page.getByTestId('consent-withdraw-confirm').click();
    await expect(page.getByText(t.done)).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('account-email')).toBeVisible();
    await expect(page.getByTestId('account-talent-manager')).toHaveCount(0);
    await expect(page.getByText('Nat Talent Studio')).toHaveCount(0);
  });
}

test('a withdrawal that no longer applies shows a translated message, en', async ({ page, setLanguageCookie, baseURL, config }) => {
  await setLanguageCookie('en');
  const { uuid } = await signUpInfluencerByApi(page, 'en', baseURL!, config, 'consent');
  await page.goto('/en/Influencer/acceptConsent?code=NATTM001');
  await page.getByRole('checkbox').check();
  await page.getByTestId('consent-accept').click();
  await expect(page.getByTestId('consent-accepted')).toBeVisible();
  await page.goto('/en/Influencer/account');
  await page.getByTestId('consent-withdraw').click();
  // Withdrawn meanwhile (another tab): the server answers 404 and the screen says so in words.
  expect((await page.request.delete(`/sv_influ_api/influ/consent/${uuid}`, { headers: { origin: baseURL! } })).status()).toBe(200);
  await page.getByTestId('consent-withdraw-confirm').click();
  await expect(page.getByText('There is no consent to withdraw any more. This page is now up to date.')).toBeVisible();
  await expect(page.getByTestId('account-talent-manager')).toHaveCount(0);
});

test('a failed withdrawal keeps the dialog open with a translated error, th', async ({ page, setLanguageCookie, baseURL, config }) => {
  await setLanguageCookie('th');
  await signUpInfluencerByApi(page, 'th', baseURL!, config, 'consent');
  await page.goto('/th/Influencer/acceptConsent?code=NATTM001');
  await page.getByRole('checkbox').check();
  await page.getByTestId('consent-accept').click();
  await expect(page.getByTestId('consent-accepted')).toBeVisible();
  await page.goto('/th/Influencer/account');
  await page.route('**/sv_influ_api/influ/consent/*', (route) => (route.request().method() === 'DELETE' ? route.abort('internetdisconnected') : route.fallback()));
  await page.getByTestId('consent-withdraw').click();
  await page.getByTestId('consent-withdraw-confirm').click();
  await expect(page.getByTestId('consent-withdraw-error')).toBeVisible();
  await expect(page.getByTestId('consent-withdraw-error')).toHaveText('เชื่อมต่อ Kolify ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง');
  await expect(page.getByTestId('account-talent-manager')).toBeVisible();
});
