import { accounts, expect, scanAccessibility, signInOnForm, test } from './fixtures';

/**
 * Issue 16, suite 3: axe-core on every public route and on the signed-in screens of each role,
 * in Thai and English, at both widths (the two projects). Every other spec is scanned too, on
 * the page it ends on (the automatic fixture in fixtures.ts). A serious or critical violation
 * fails; the totals by impact are printed at the end of the run (axe-reporter.ts).
 */

// Many pages per test, each settling before axe reads it (minutes on a busy 2-core machine).
test.describe.configure({ timeout: 600_000 });

const publicPaths = [
  '',
  '/about',
  '/privacy',
  '/termsOfUse',
  '/contact',
  '/partnership',
  '/faq',
  '/articles',
  '/caseStudy',
  '/jobMarketBoard',
  '/Marketer/package',
  '/Marketer/package/detail/tiktok-buzz',
  '/Marketer/influencerPackage',
  '/Marketer/publicCampaign',
  '/Marketer/inviteOnlyCampaign',
  '/Influencer',
  '/Influencer/signup',
  '/Influencer/recovery',
  '/Influencer/preLogin/goto:login',
  '/Marketer',
  '/Marketer?login=1',
  '/Marketer/signup',
  '/Marketer/recovery',
  '/Download/6f0c7a52-1d7e-4c38-9a61-2f4b8e0d5a10',
  '/deactivateSucceed',
  '/no-such-page',
  '/Admin',
];

const signedIn = {
  influencer: [
    '/Influencer/dashboard',
    '/Influencer/channelAdd',
    '/Influencer/channelDetail',
    '/Influencer/account',
    '/Influencer/earn/bankAccount',
    '/Influencer/earn/withdraw',
    '/Influencer/jobs',
    '/Influencer/jobMarket',
    '/Influencer/inviteFriend',
    '/Influencer/myInfluencers',
    '/Influencer/changePassword',
    '/Influencer/lineNotification',
  ],
  manager: ['/Influencer/dashboard', '/Influencer/myInfluencers', '/Influencer/myInfluencers/partnerFriend', '/Influencer/myInfluencers/partnerJobs'],
  brand: [
    '/Marketer/dashboard',
    '/Marketer/account',
    '/Marketer/statement',
    '/Marketer/credit',
    '/Marketer/credit/buy',
    '/Marketer/campaign',
    '/Marketer/packageBalance',
    '/Marketer/campaignPackage',
    '/Marketer/expired',
    '/Marketer/changePassword',
    '/Marketer/package/detail/tiktok-buzz',
  ],
  admin: ['/Admin', '/Admin/content', '/Admin/content?tab=caseStudy', '/Admin/content?tab=faq', '/Admin/bankAccounts'],
} as const;

for (const lang of ['th', 'en'] as const) {
  test(`public screens pass axe (${lang})`, async ({ page, setLanguageCookie }) => {
    await setLanguageCookie(lang);
    await page.goto(`/${lang}/articles`);
    const articleHref = await page.getByTestId('post-card').first().getAttribute('href');
    await page.goto(`/${lang}/caseStudy`);
    const caseStudyHref = await page.getByTestId('post-card').first().getAttribute('href');
    for (const path of [...publicPaths.map((rest) => `/${lang}${rest}`), articleHref!, caseStudyHref!]) {
      await page.goto(path);
      await scanAccessibility(page);
    }
    // The sign-in drawer and the cookie banner are screens of their own.
    await page.goto(`/${lang}`);
    await page.getByTestId('header-sign-in').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scanAccessibility(page);
    await page.context().clearCookies();
    await setLanguageCookie(lang);
    await page.goto(`/${lang}/faq`);
    await expect(page.getByTestId('cookie-consent')).toBeVisible();
    await scanAccessibility(page);
  });

  for (const who of ['influencer', 'manager', 'brand', 'admin'] as const) {
    test(`${who} screens pass axe (${lang})`, async ({ page, setLanguageCookie }) => {
      await setLanguageCookie(lang);
      if (who === 'brand') await page.goto(`/${lang}/Marketer?login=1`);
      else if (who === 'admin') await page.goto(`/${lang}/Admin`);
      else await page.goto(`/${lang}/Influencer/preLogin/goto:login`);
      await signInOnForm(page, accounts[who].email);
      await expect(page.getByTestId(who === 'admin' ? 'admin-title' : 'dashboard-greeting')).toBeVisible();
      // The welcome notification is on screen now: scanned with it.
      await scanAccessibility(page);
      for (const path of signedIn[who]) {
        await page.goto(`/${lang}${path}`);
        await scanAccessibility(page);
      }
      await page.getByTestId('profile-button').click();
      await scanAccessibility(page);
    });
  }
}
