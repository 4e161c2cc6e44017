import { accounts, expect, screenshotsIn, signInOnForm, test } from './fixtures';

/**
 * Influencer account screens for review (not assertions): SCREENS=1 npx playwright test --grep @screens
 * PNGs land in .tmp/screens/influencer, named {project}-{lang}-{page}.png.
 */

const shoot = screenshotsIn('screens/influencer');

for (const lang of ['th', 'en'] as const) {
  test(`influencer account screens, ${lang} @screens`, async ({ page, setLanguageCookie }) => {
    test.setTimeout(120_000);
    await setLanguageCookie(lang);
    await page.goto(`/${lang}/Influencer/signup?ref=PLOY2026`);
    await expect(page.getByTestId('signup-referrer')).toBeVisible();
    await shoot(page, `${lang}-signup-consent`);
    await page.getByTestId('signup-consent').check();
    await page.getByTestId('signup-next').click();
    await expect(page.getByTestId('signup-nationality')).toBeVisible();
    await shoot(page, `${lang}-signup-location`);
    await page.getByTestId('signup-nationality').selectOption({ index: 1 });
    await page.getByTestId('signup-next').click();
    await page.getByTestId('signup-email').fill(`screens.${lang}.${Date.now()}@kolify.test`);
    await page.getByTestId('signup-next').click();
    await expect(page.getByTestId('otp-reference')).toBeVisible();
    await page.getByTestId('otp-box-0').click();
    await page.keyboard.type('12');
    await shoot(page, `${lang}-signup-code`);
    await page.goto(`/${lang}/Influencer/recovery`);
    await shoot(page, `${lang}-recovery`);
    await page.goto(`/${lang}/Influencer/acceptConsent?code=NATTM001`);
    await shoot(page, `${lang}-accept-consent`);

    await page.goto(`/${lang}/Influencer/preLogin/goto:login`);
    await signInOnForm(page, accounts.influencer.email);
    await expect(page).toHaveURL(`/${lang}/Influencer/dashboard`);
    await expect(page.getByTestId('profile-completeness')).toBeVisible();
    await shoot(page, `${lang}-dashboard`);
    for (const [path, name] of [
      ['account', 'account'],
      ['signUpProfile', 'profile'],
      ['changeEmail', 'change-email'],
      ['changeMobilePhone', 'change-phone'],
      ['changePassword', 'change-password'],
      ['lineNotification', 'notifications'],
      ['signup/success', 'signup-success'],
    ] as const) {
      await page.goto(`/${lang}/Influencer/${path}`);
      await shoot(page, `${lang}-${name}`);
    }
  });
}
