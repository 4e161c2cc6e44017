import { expect, screenshotsIn, signInAsMarketer, test } from './fixtures';

/**
 * Marketer screens for review (not assertions): SCREENS=1 npx playwright test --grep @screens
 * tests/e2e/marketer-screens.spec.ts — PNGs in .tmp/screens/marketer, {project}-{lang}-{page}.png.
 */

const shoot = screenshotsIn('screens/marketer');

test.describe.configure({ timeout: 120_000 });

for (const lang of ['th', 'en'] as const) {
  test(`marketer sign-up steps, ${lang} @screens`, async ({ page, setLanguageCookie }) => {
    await setLanguageCookie(lang);
    await page.goto(`/${lang}/Marketer/signup`);
    const wizard = page.getByTestId('marketer-signup');
    await expect(wizard).toHaveAttribute('data-state', 'type');
    await page.getByTestId('type-agency').click();
    await shoot(page, `${lang}-signup-1-type`);
    await page.getByTestId('signup-next').click();
    await page.getByTestId('account-submit').click();
    await shoot(page, `${lang}-signup-2-account-errors`);
    const n = Date.now() % 1_000_000;
    await page.getByTestId('account-company').fill('Lotus Leaf Tea');
    await page.getByTestId('account-contact').fill('Anong Prasert');
    await page.getByTestId('account-email').fill(`screens-${lang}-${n}@kolify.test`);
    await page.getByTestId('account-password').fill('sunflower-harbour-2026');
    await page.getByTestId('account-submit').click();
    await expect(wizard).toHaveAttribute('data-state', 'phone', { timeout: 15_000 });
    await page.getByTestId('code-destination').fill(`0840${String(n).padStart(6, '0')}`);
    await page.getByTestId('code-send').click();
    await expect(page.getByTestId('otp-reference')).toBeVisible();
    await page.getByTestId('otp-box-0').click();
    await page.keyboard.type('000000');
    await expect(page.getByTestId('otp-error')).toBeVisible();
    await shoot(page, `${lang}-signup-3-phone-wrong-code`);
    const outbox = (await (await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(`+66840${String(n).padStart(6, '0')}`)}`)).json()) as { messages: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]!.body)![1]!;
    await page.getByTestId('otp-box-0').click();
    await page.keyboard.type(code);
    await expect(wizard).toHaveAttribute('data-state', 'questionnaire', { timeout: 15_000 });
    await page.getByTestId('answer-objective-engagement').click();
    await page.getByTestId('answer-budget-50000-100000').click();
    await shoot(page, `${lang}-signup-4-questionnaire`);
    await page.getByTestId('answer-campaignStart-1-3_months').click();
    await page.getByTestId('signup-next').click();
    await expect(wizard).toHaveAttribute('data-state', 'profile', { timeout: 15_000 });
    await page.getByTestId('profile-tax-id').fill('0994000165669');
    await page.getByTestId('profile-country').selectOption({ label: lang === 'th' ? 'โคลอมเบีย' : 'Colombia' });
    await page.getByTestId('profile-submit').click();
    await shoot(page, `${lang}-signup-5-profile-colombia-errors`);
  });

  test(`marketer account screens, ${lang} @screens`, async ({ page, setLanguageCookie }) => {
    await setLanguageCookie(lang);
    await signInAsMarketer(page, lang);
    await page.goto(`/${lang}/Marketer/dashboard`);
    await expect(page.getByTestId('marketer-dashboard')).toBeVisible();
    await shoot(page, `${lang}-dashboard`);
    for (const [path, id] of [
      ['account', 'marketer-account'],
      ['signUpProfile', 'marketer-signup-profile'],
      ['verifyMobilePhone', 'verify-phone'],
      ['changeEmail', 'change-email'],
      ['changeMobilePhone', 'change-phone'],
      ['changePassword', 'change-password'],
      ['lineNotification', 'notifications'],
      ['expired', 'marketer-expired'],
    ] as const) {
      await page.goto(`/${lang}/Marketer/${path}`);
      await expect(page.getByTestId(id)).toBeVisible();
      await shoot(page, `${lang}-${path}`);
    }
    await page.goto(`/${lang}/Marketer/account`);
    await page.getByTestId('deactivate-open').click();
    // The demo brand has published campaigns, so the dialog lists what blocks deactivation.
    await expect(page.getByTestId('deactivate-blockers')).toBeVisible();
    await shoot(page, `${lang}-deactivate-dialog`, false);
  });

  test(`marketer recovery, ${lang} @screens`, async ({ page, setLanguageCookie }) => {
    await setLanguageCookie(lang);
    await page.goto(`/${lang}/Marketer/recovery`);
    await shoot(page, `${lang}-recovery`);
    // A number of its own per run: the code's resend cooldown is per destination, and both
    // languages and both widths run against one server (recovery answers alike for any number).
    await page.getByTestId('recovery-destination').fill(`08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    await page.getByTestId('recovery-send').click();
    await expect(page.getByTestId('otp-reference')).toBeVisible();
    await shoot(page, `${lang}-recovery-code`);
  });
}
