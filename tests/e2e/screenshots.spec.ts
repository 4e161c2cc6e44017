import { accounts, expect, isMobile, openSideMenu, screenshotsIn, signInOnForm, test } from './fixtures';

/**
 * Screens for review (not assertions): SCREENS=1 npx playwright test --grep @screens
 * PNGs land in .tmp/screens, named {project}-{lang}-{who}-{page}.png.
 */
// Many pages per test, each waiting for the network to settle.
test.describe.configure({ timeout: 120_000 });

const shoot = screenshotsIn('screens');

for (const lang of ['th', 'en'] as const) {
  test(`signed out, ${lang} @screens`, async ({ page, setLanguageCookie }) => {
    await setLanguageCookie(lang);
    await page.goto(`/${lang}`);
    await shoot(page, `${lang}-visitor-home`);
    await page.goto(`/${lang}/Influencer`);
    await shoot(page, `${lang}-visitor-influencer-landing`);
    await page.goto(`/${lang}/Marketer`);
    await shoot(page, `${lang}-visitor-marketer-landing`);
    await page.goto(`/${lang}/Marketer?login=1`);
    await shoot(page, `${lang}-visitor-marketer-sign-in`);
    await page.goto(`/${lang}/Influencer/preLogin/goto:login?redirect=%2F${lang}%2FInfluencer%2Faccount`);
    await shoot(page, `${lang}-visitor-influencer-sign-in`);
    await page.goto(`/${lang}/faq`);
    await shoot(page, `${lang}-visitor-coming-soon`);
    await page.goto(`/${lang}/no-such-page`);
    await shoot(page, `${lang}-visitor-not-found`);
    await page.goto(`/${lang}/Admin`);
    await shoot(page, `${lang}-visitor-admin-sign-in`);
    await page.goto(`/${lang}/test`);
    await shoot(page, `${lang}-visitor-error`);
    await page.goto(`/${lang}`);
    await page.getByTestId('header-sign-in').click();
    await shoot(page, `${lang}-visitor-login-drawer`, false);
    if (isMobile(page)) {
      await page.keyboard.press('Escape');
      await openSideMenu(page);
      await shoot(page, `${lang}-visitor-burger`, false);
    }
  });

  for (const who of ['influencer', 'manager', 'brand', 'admin'] as const) {
    test(`${who}, ${lang} @screens`, async ({ page, setLanguageCookie }) => {
      await setLanguageCookie(lang);
      if (who === 'brand') await page.goto(`/${lang}/Marketer?login=1`);
      else if (who === 'admin') await page.goto(`/${lang}/Admin`);
      else await page.goto(`/${lang}/Influencer/preLogin/goto:login`);
      await signInOnForm(page, accounts[who].email);
      if (who === 'admin') await expect(page.getByTestId('admin-title')).toBeVisible();
      else await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
      await page.waitForTimeout(600); // let the welcome notification settle in
      await shoot(page, `${lang}-${who}-dashboard`);
      if (isMobile(page)) {
        await openSideMenu(page);
        await shoot(page, `${lang}-${who}-menu`, false);
        await page.keyboard.press('Escape');
        await page.goto(page.url());
      }
      await page.getByTestId('profile-button').click();
      await shoot(page, `${lang}-${who}-profile`, false);
      await page.keyboard.press('Escape');
      if (who === 'influencer') {
        await page.goto(`/${lang}/Influencer/earn/withdraw`);
        await shoot(page, `${lang}-${who}-coming-soon`);
      }
    });
  }
}
