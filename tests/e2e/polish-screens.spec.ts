import { accounts, expect, isMobile, openSideMenu, screenshotsIn, signInOnForm, test } from './fixtures';

/**
 * Screens issue 17 changed, for review (not assertions):
 *   SCREENS=1 npx playwright test tests/e2e/polish-screens.spec.ts
 * PNGs land in .tmp/polish, named {project}-{lang}-{screen}.png.
 */
test.describe.configure({ timeout: 240_000 });

const shoot = screenshotsIn('polish');

for (const lang of ['th', 'en'] as const) {
  test(`visitor screens, ${lang} @screens`, async ({ page, setLanguageCookie }) => {
    await setLanguageCookie(lang);
    await page.goto(`/${lang}`);
    await page.getByTestId('partner-card').first().scrollIntoViewIfNeeded();
    await shoot(page, `${lang}-home`);
    await page.goto(`/${lang}/articles`);
    await shoot(page, `${lang}-articles`);
    await page.getByTestId('post-card').first().click();
    await expect(page).toHaveURL(/\/detail\//);
    await shoot(page, `${lang}-article`, false);
    await page.goto(`/${lang}/caseStudy`);
    await shoot(page, `${lang}-case-studies`);
    await page.goto(`/${lang}/jobMarketBoard`);
    await shoot(page, `${lang}-job-board`);
    await page.goto(`/${lang}/articles/detail/no-such-article`);
    await shoot(page, `${lang}-article-not-found`);
    await page.goto(`/${lang}/Influencer/preLogin/goto:login`);
    await page.locator('form[data-testid^="sign-in-form"]').getByRole('textbox').first().focus();
    await shoot(page, `${lang}-input-focus`, false);
  });

  test(`welcome toast and cookie banner, ${lang} @screens`, async ({ page, context, setLanguageCookie }) => {
    await context.clearCookies();
    await setLanguageCookie(lang);
    await page.goto(`/${lang}/Influencer/preLogin/goto:login`);
    await signInOnForm(page, accounts.influencer.email);
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
    await page.waitForTimeout(800);
    await shoot(page, `${lang}-toast-and-cookie-banner`, false);
  });

  for (const who of ['influencer', 'manager', 'brand', 'admin'] as const) {
    test(`${who} screens, ${lang} @screens`, async ({ page, setLanguageCookie }) => {
      await setLanguageCookie(lang);
      if (who === 'brand') await page.goto(`/${lang}/Marketer?login=1`);
      else if (who === 'admin') await page.goto(`/${lang}/Admin`);
      else await page.goto(`/${lang}/Influencer/preLogin/goto:login`);
      await signInOnForm(page, accounts[who].email);
      await expect(page.getByTestId(who === 'admin' ? 'admin-title' : 'dashboard-greeting')).toBeVisible();
      if (who === 'influencer' || who === 'manager') {
        await page.goto(`/${lang}/Influencer/myInfluencers`);
        await expect(page.getByTestId('page-title')).toBeVisible();
        await shoot(page, `${lang}-${who}-my-influencers`);
      }
      if (who === 'brand') {
        await page.waitForTimeout(600);
        await shoot(page, `${lang}-brand-dashboard`);
        await page.goto(`/${lang}/Marketer/package/detail/tiktok-buzz`);
        await shoot(page, `${lang}-brand-package-detail`);
      }
      if (who === 'admin') {
        await page.goto(`/${lang}/Admin/content`);
        await expect(page.getByRole('tab').first()).toBeVisible();
      }
      await openSideMenu(page);
      // A group header reached by keyboard: its focus ring.
      const group = page.locator('[data-testid^="menu-group-"]').last();
      if ((await group.count()) > 0) await group.focus();
      await shoot(page, `${lang}-${who}-menu`, !isMobile(page));
    });
  }
}
