import type { Page } from '@playwright/test';
import { accounts, demoPassword, expect, openSideMenu, screenshotsIn, signInAsInfluencer, signInAsMarketer, signInByApi, signInOnForm, signOut, test } from './fixtures';

test.describe('influencer sign-in (SPEC §2, §4)', () => {
  test('from the login sidebar, reload stays signed in, sign out', async ({ page, setLanguageCookie }) => {
    await setLanguageCookie('en');
    await page.goto('/en');
    await page.getByTestId('header-sign-in').click();
    await page.getByTestId('login-influencer').click();
    await expect(page).toHaveURL('/en/Influencer/preLogin/goto:login');
    await signInOnForm(page, accounts.influencer.email);
    await expect(page).toHaveURL('/en/Influencer/dashboard');
    await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Welcome, ${accounts.influencer.name}!`);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await page.reload();
    await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Welcome, ${accounts.influencer.name}!`);
    await page.getByTestId('profile-button').click();
    await expect(page.getByTestId('profile-role')).toHaveText('Influencer');
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL('/en');
    await expect(page.getByTestId('header-sign-in')).toBeVisible();
    await page.goto('/en/Influencer/dashboard');
    await expect(page).toHaveURL(/\/en\/Influencer\/preLogin\/goto:login\?redirect=/);
  });

  test('Thai: guard redirect, then back to the page after sign-in', async ({ page }) => {
    await page.goto('/th/Influencer/account');
    await expect(page).toHaveURL('/th/Influencer/preLogin/goto:login?redirect=%2Fth%2FInfluencer%2Faccount');
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบอินฟลูเอนเซอร์' })).toBeVisible();
    await expect(page.getByText('กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ')).toBeVisible();
    await signInOnForm(page, accounts.influencer.email);
    await expect(page).toHaveURL('/th/Influencer/account');
    await expect(page.getByTestId('page-title')).toHaveText('โปรไฟล์และบัญชี');
  });

  test('sign in with a Thai mobile number', async ({ page }) => {
    await page.goto('/en/Influencer/preLogin/goto:login');
    await page.getByText('Mobile number', { exact: true }).first().click();
    await page.getByRole('textbox', { name: /mobile number/i }).fill('12');
    await page.getByLabel(/^password/i).fill(demoPassword);
    await page.getByTestId('sign-in-submit').click();
    await expect(page.getByText('Enter a mobile number with its country code, e.g. +66812345678.')).toBeVisible();
  });

  test('a wrong password shows the translated problem', async ({ page }) => {
    await page.goto('/en/Influencer/preLogin/goto:login');
    await signInOnForm(page, accounts.influencer.email, 'not-the-password');
    await expect(page.getByTestId('sign-in-error')).toHaveText('The sign-in details are incorrect. Please check them and try again.');
    await page.goto('/th/Influencer/preLogin/goto:login');
    await signInOnForm(page, accounts.influencer.email, 'not-the-password');
    await expect(page.getByTestId('sign-in-error')).toHaveText('ข้อมูลเข้าสู่ระบบไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง');
  });

  test('too many failures: the rate-limit message with seconds', async ({ page }) => {
    await page.goto('/en/Influencer/preLogin/goto:login');
    const error = page.getByTestId('sign-in-error');
    for (let attempt = 0; attempt < 7; attempt += 1) {
      await signInOnForm(page, `locked-out-${test.info().project.name}@kolify.test`, `wrong-${attempt}`);
      await expect(error).toBeVisible();
      if (/seconds/.test((await error.textContent()) ?? '')) break;
    }
    await expect(error).toHaveText(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });

  test('talent manager sees my influencers instead of invite friends', async ({ page }) => {
    await signInAsInfluencer(page, 'en', accounts.manager.email);
    await openSideMenu(page);
    const menu = page.getByRole('navigation', { name: 'Influencer menu' });
    await expect(menu.getByText('My influencers')).toBeVisible();
    await expect(menu.getByText('Invite friends')).toHaveCount(0);
    await menu.getByText('My influencers').click();
    await menu.getByRole('link', { name: 'Partner friends' }).click();
    await expect(page).toHaveURL('/en/Influencer/myInfluencers/partnerFriend');
    await expect(page.getByTestId('page-title')).toHaveText('Partner friends');
  });

  test('a plain influencer sees invite friends and cannot open my influencers', async ({ page }) => {
    await signInAsInfluencer(page, 'th');
    await openSideMenu(page);
    const menu = page.getByRole('navigation', { name: 'เมนูอินฟลูเอนเซอร์' });
    await expect(menu.getByRole('link', { name: 'ชวนเพื่อน' })).toBeVisible();
    await expect(menu.getByText('อินฟลูเอนเซอร์ของฉัน')).toHaveCount(0);
    await page.goto('/th/Influencer/myInfluencers/partnerJobs');
    await expect(page).toHaveURL('/th/Influencer/dashboard');
    // The section's own page explains what it is for (issue 17: it was blank).
    await page.goto('/th/Influencer/myInfluencers');
    await expect(page.getByTestId('page-title')).toHaveText('อินฟลูเอนเซอร์ของฉัน');
    await expect(page.getByTestId('my-influencers-not-manager')).toContainText('ทาเลนต์เมเนเจอร์');
  });
});

test.describe('marketer sign-in (SPEC §2, §4)', () => {
  test('landing card, dashboard, reload, sign out', async ({ page }) => {
    await page.goto('/th/Marketer');
    await page.getByTestId('marketer-open-sign-in').click();
    await expect(page).toHaveURL('/th/Marketer?login=1');
    await signInOnForm(page, accounts.brand.email);
    await expect(page).toHaveURL('/th/Marketer/dashboard');
    await expect(page.getByTestId('dashboard-greeting')).toContainText('ยินดีต้อนรับ');
    await page.reload();
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
    await page.getByTestId('profile-button').click();
    await expect(page.getByTestId('profile-role')).toHaveText('นักการตลาด · แบรนด์');
    await page.keyboard.press('Escape');
    await signOut(page);
    await expect(page).toHaveURL('/th');
  });

  test('guard redirect to the marketer sign-in card and back', async ({ page }) => {
    await page.goto('/en/Marketer/statement');
    await expect(page).toHaveURL('/en/Marketer?login=1&redirect=%2Fen%2FMarketer%2Fstatement');
    await signInOnForm(page, accounts.agency.email);
    await expect(page).toHaveURL('/en/Marketer/statement');
    await expect(page.getByTestId('page-title')).toHaveText('Usage & statement');
  });

  // Signed in through the API, straight to the other role's page (decision 081: the dashboard first added a load and checked nothing).
  test('a marketer is refused on influencer pages', async ({ page }) => {
    await signInByApi(page, 'brand');
    await page.goto('/en/Influencer/dashboard');
    await expect(page).toHaveURL('/en/Influencer/preLogin/goto:login?redirect=%2Fen%2FInfluencer%2Fdashboard');
    await expect(page.getByTestId('signed-in-other-role')).toHaveText("You're signed in as Marketer · Brand. Sign out to continue here.");
  });

  test('an influencer is refused on marketer pages', async ({ page }) => {
    await signInByApi(page, 'influencer');
    await page.goto('/en/Marketer/dashboard');
    await expect(page).toHaveURL('/en/Marketer?login=1&redirect=%2Fen%2FMarketer%2Fdashboard');
    await expect(page.getByTestId('signed-in-other-role')).toBeVisible();
  });

  test('side menu: campaign by credit and by package', async ({ page }) => {
    await signInAsMarketer(page, 'en');
    await openSideMenu(page);
    const menu = page.getByRole('navigation', { name: 'Marketer menu' });
    for (const entry of ['Dashboard', 'Profile', 'Usage & statement', 'Campaign by credit', 'Campaign by package']) {
      await expect(menu.getByText(entry, { exact: true })).toBeVisible();
    }
    await menu.getByText('Campaign by credit', { exact: true }).click();
    await menu.getByRole('link', { name: 'Buy credit' }).click();
    await expect(page).toHaveURL('/en/Marketer/credit/buy');
    await expect(page.getByTestId('page-title')).toHaveText('Buy credit');
  });
});

/**
 * Decision 076: a status check that gets no answer (a 503 from the load balancer while a process
 * restarts, a dropped connection) never signs a member out; a definite "not signed in" still does.
 * SHOTS=1 writes the "cannot reach Kolify" notice to .tmp/screens/auth-unreachable.
 */
test.describe('a status check without an answer (decision 076)', () => {
  const shoot = screenshotsIn('screens/auth-unreachable');
  const copy = {
    th: { title: 'เชื่อมต่อ Kolify ไม่ได้', retry: 'ลองอีกครั้ง' },
    en: { title: "Kolify can't be reached", retry: 'Try again' },
  } as const;
  /** The stored session as the SPA keeps it (SPEC §4): login flag, scope and uuid cookies. */
  const storedSession = async (page: Page, config: { cookies: { loginFlag: string; scope: string; uuid: string } }) => {
    const cookies = new Map((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
    return { flag: cookies.get(config.cookies.loginFlag), scope: cookies.get(config.cookies.scope), uuid: cookies.get(config.cookies.uuid) ?? '' };
  };

  for (const lang of ['th', 'en'] as const) {
    test(`${lang}: the first status requests answer 503 — the member stays signed in on the earnings page`, async ({ page, config, setLanguageCookie }) => {
      await setLanguageCookie(lang);
      // The session as the SPA's sign-in leaves it (signInByApi sets the same cookies), then the page under test (decision 081).
      await signInByApi(page, 'influencer');
      const before = await storedSession(page, config);
      expect(before).toMatchObject({ flag: 'true', scope: 'influencer_logged_in' });
      // The API client's call and its own retry both meet the restarting process; the next attempt answers.
      let refused = 0;
      await page.route('**/sv_authauth/status', (route) =>
        refused++ < 2 ? route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' }) : route.fallback(),
      );
      await page.goto(`/${lang}/Influencer/earn/withdraw`);
      await expect(page.getByTestId('earn-screen')).toBeVisible();
      await expect(page).toHaveURL(`/${lang}/Influencer/earn/withdraw`);
      expect(refused).toBe(3);
      await expect(page.getByTestId('auth-unreachable')).toHaveCount(0);
      expect(await storedSession(page, config)).toEqual(before);
    });

    test(`${lang}: no answer at all — "cannot reach Kolify" with a retry, the session kept; the retry signs the member in again`, async ({ page, config, setLanguageCookie }) => {
      await setLanguageCookie(lang);
      await signInByApi(page, 'influencer');
      const before = await storedSession(page, config);
      let asked = 0;
      await page.route('**/sv_authauth/status', (route) => {
        asked++;
        return route.abort('internetdisconnected');
      });
      await page.goto(`/${lang}/Influencer/dashboard`);
      const notice = page.getByTestId('auth-unreachable');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(copy[lang].title);
      // Three attempts after backoff, each the API client's call and its one retry (SPEC §7).
      expect(asked).toBe(6);
      // The guarded page waits: no redirect to sign-in, nothing about the session lost.
      await expect(page).toHaveURL(`/${lang}/Influencer/dashboard`);
      expect(await storedSession(page, config)).toEqual(before);
      await shoot(page, `${lang}-notice`, false);

      // The network is back: the retry signs them in where they were.
      await page.unroute('**/sv_authauth/status');
      await notice.getByRole('button', { name: copy[lang].retry }).click();
      await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
      await expect(notice).toHaveCount(0);
      await expect(page).toHaveURL(`/${lang}/Influencer/dashboard`);
      expect(await storedSession(page, config)).toEqual(before);
    });
  }

  test('a definite "not signed in" (401) still signs out and clears the session (SPEC §4)', async ({ page, config, setLanguageCookie }) => {
    await setLanguageCookie('en');
    await signInByApi(page, 'influencer');
    await page.route('**/sv_authauth/status', (route) =>
      route.fulfill({ status: 401, contentType: 'application/problem+json', body: JSON.stringify({ type: 'unauthorized', title: 'Unauthorized', status: 401 }) }),
    );
    await page.goto('/en/Influencer/dashboard');
    await expect(page).toHaveURL(/\/en\/Influencer\/preLogin\/goto:login\?redirect=/);
    await expect(page.getByTestId('auth-unreachable')).toHaveCount(0);
    expect(await storedSession(page, config)).toEqual({ flag: 'false', scope: 'open', uuid: '' });
  });
});

test.describe('back office', () => {
  test('admin signs in at /Admin and sees the shell', async ({ page }) => {
    await page.goto('/en/Admin');
    await expect(page.getByRole('heading', { name: 'Back-office sign in' })).toBeVisible();
    await signInOnForm(page, accounts.admin.email);
    await expect(page.getByTestId('admin-title')).toHaveText('Back office');
    await openSideMenu(page);
    // Issue 17: the content screen is a link in the menu, which follows where you are.
    const menu = page.getByRole('navigation', { name: 'Back-office menu' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Content' }).click();
    await expect(page).toHaveURL('/en/Admin/content');
    await openSideMenu(page);
    await expect(menu.getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/later issues/i)).toHaveCount(0);
  });
});

test.describe('mobile layout', () => {
  test('the burger opens the visitor menu below 992 px @mobile-only', async ({ page }) => {
    await page.goto('/en');
    const navbar = page.getByTestId('side-navbar');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const burger = page.getByTestId('burger');
    // The collapsed navbar is moved off-screen, not removed, and inert (out of the Tab order).
    await expect(navbar).not.toBeInViewport();
    await expect(navbar).toHaveAttribute('inert', '');
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(navbar).not.toHaveAttribute('inert', '');
    await expect(nav).toBeInViewport();
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/en/faq');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(navbar).not.toBeInViewport();
  });
});
