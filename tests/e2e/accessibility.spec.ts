import { accounts, expect, navigateInApp, scanAccessibility, signInOnForm, test } from './fixtures';

/**
 * Issue 16, suite 3: axe-core on every public route and on the signed-in screens of each role,
 * in Thai and English, at both widths (the two projects). Every other spec is scanned too, on
 * the page it ends on (the automatic fixture in fixtures.ts). A serious or critical violation
 * fails; the totals by impact are printed at the end of the run (axe-reporter.ts).
 *
 * Decision 074: a walk loads the app once and goes from screen to screen in it (navigateInApp, as
 * a link does), so the SPA's scripts and axe are loaded once per walk, not once per screen. Full
 * loads remain where the load is the point: the walk's first screen, the first signed-in screen
 * after the sign-in (no welcome notification), the 404 (the server's answer) and the cookie banner
 * (a first visit). The server-rendered public pages' first load is tested by first-paint.spec.ts
 * (markup, hydration without errors); every other spec's last page is scanned after its full load.
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
    '/Marketer/package',
    '/Marketer/package/detail/tiktok-buzz',
  ],
  // Decision 081: the back-office screens of the journeys that run each language at one width
  // (back-office, content-admin, withdraw, channels, campaign-hidden) are walked here at both widths
  // in both languages; the walk also opens the first user's page from the users list. (The case
  // studies' tab is `cases`: `caseStudy` fell back to the articles' tab, scanned twice.)
  admin: [
    '/Admin',
    '/Admin/content',
    '/Admin/content?tab=cases',
    '/Admin/content?tab=faq',
    '/Admin/content?tab=packages',
    '/Admin/content?tab=downloads',
    '/Admin/content?tab=messages',
    '/Admin/bankAccounts',
    '/Admin/users',
    '/Admin/config',
    '/Admin/audit',
    '/Admin/withdrawals',
    '/Admin/channels',
    '/Admin/campaigns',
  ],
} as const;

/**
 * Issue 17's "every marketer page has one h1", asserted on the walk that already visits these
 * pages (issue 31: it was a walk of its own in polish-defects.spec.ts, the same pages at the same
 * widths and languages): exactly one non-empty h1 in the page's main part.
 */
const oneH1 = new Set(['/Marketer/dashboard', '/Marketer/account', '/Marketer/statement', '/Marketer/credit', '/Marketer/credit/buy', '/Marketer/campaign', '/Marketer/packageBalance', '/Marketer/package', '/Marketer/campaignPackage', '/Marketer/changePassword']);

for (const lang of ['th', 'en'] as const) {
  test(`public screens pass axe (${lang})`, async ({ page, setLanguageCookie }) => {
    await setLanguageCookie(lang);
    const walk = publicPaths.map((rest) => `/${lang}${rest}`);
    // for…of sees what is pushed while it runs: the walk ends on the first article and case study,
    // read from their lists as it passes them.
    for (const path of walk) {
      if (path === walk[0] || path === `/${lang}/no-such-page`) await page.goto(path);
      else await navigateInApp(page, path);
      if (path === `/${lang}/articles` || path === `/${lang}/caseStudy`) walk.push((await page.getByTestId('post-card').first().getAttribute('href'))!);
      if (path === `/${lang}/Marketer/signup`) {
        // Issue 17 (merged here from polish-defects.spec.ts): the sign-up's first step has one h1.
        await expect(page.getByTestId('marketer-signup')).toHaveAttribute('data-state', 'type', { timeout: 15_000 });
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      }
      await scanAccessibility(page);
    }
    // The sign-in drawer and the cookie banner are screens of their own.
    await navigateInApp(page, `/${lang}`);
    await page.getByTestId('header-sign-in').click();
    // Open and named by its title (a lazy drawer is briefly a dialog without its name as it mounts).
    await expect(page.getByRole('dialog', { name: lang === 'th' ? 'เข้าสู่ระบบ Kolify' : 'Sign in to Kolify' })).toBeVisible();
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
      // for…of sees what is pushed while it runs: the admin's walk adds the first user's page.
      const paths: string[] = [...signedIn[who]];
      for (const [index, path] of paths.entries()) {
        // The first one loads in full (the welcome notification gone, as a member coming back sees it).
        if (index === 0) await page.goto(`/${lang}${path}`);
        else await navigateInApp(page, `/${lang}${path}`);
        if (who === 'brand' && oneH1.has(path)) {
          await expect(page.locator('#main h1'), path).toHaveCount(1);
          await expect(page.locator('#main h1'), path).not.toBeEmpty();
        }
        await scanAccessibility(page);
        if (path === '/Admin/users') paths.push((await page.getByTestId('staff-user-row').first().getByRole('link').getAttribute('href'))!.slice(`/${lang}`.length));
      }
      // The profile drawer loads lazily on its first opening: the scan waits for it to be open and
      // named by its title. Scanning straight after the click caught it half-mounted on a busy
      // machine (a dialog without its aria-labelledby yet: the flaky aria-dialog-name, issue 31).
      await page.getByTestId('profile-button').click();
      await expect(page.getByRole('dialog', { name: lang === 'th' ? 'บัญชีของคุณ' : 'Your account' })).toBeVisible();
      await scanAccessibility(page);
    });
  }
}
