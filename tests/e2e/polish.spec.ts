import type { Page } from '@playwright/test';
import { accounts, expect, isMobile, signInOnForm, test } from './fixtures';

/**
 * Issue 17: switching language on an article or case study lands on its translation; a slug
 * asked for under the other language redirects; the 404 keeps the layout; every side-menu
 * destination of each role is reached by keyboard alone; focus lands on the page after sign-in.
 */

const langs = ['th', 'en'] as const;
const other = (lang: 'th' | 'en') => (lang === 'th' ? 'en' : 'th');
const decodedPath = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

const sections = [
  { list: 'articles', api: (lang: string, slug: string) => `/api/blogs/lang/${lang}/slug/${encodeURIComponent(slug)}` },
  { list: 'caseStudy', api: (lang: string, slug: string) => `/sv_influ_api/open/${lang}/casesstudy/${encodeURIComponent(slug)}` },
] as const;

for (const lang of langs) {
  for (const section of sections) {
    test(`${section.list}: the language switch goes to the translation, a foreign slug redirects (${lang})`, async ({ page, setLanguageCookie }) => {
      // Five page loads and an axe scan: over the default 30 s on a busy machine.
      test.setTimeout(120_000);
      await setLanguageCookie(lang);
      await page.goto(`/${lang}/${section.list}`);
      // The last card of the first page: a seeded post (each has both languages); other tests may
      // have published newer ones, in one language only, at the top.
      await page.getByTestId('post-card').last().click();
      await expect(page).toHaveURL(/\/detail\//);
      const slug = decodedPath(page).split('/').at(-1)!;
      const here = (await (await page.request.get(section.api(lang, slug))).json()) as { title: string; alternates: Record<string, string> };
      // The address changes as the navigation starts; the post is on screen once its title is.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(here.title);
      const alternate = here.alternates[other(lang)]!;
      const there = (await (await page.request.get(section.api(other(lang), alternate))).json()) as { title: string };
      expect(alternate).not.toBe(slug);

      await page.getByTestId('language-menu').getByText(other(lang).toUpperCase(), { exact: true }).click();
      await expect.poll(() => decodedPath(page)).toBe(`/${other(lang)}/${section.list}/detail/${alternate}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(there.title);
      await expect(page.locator('head link[rel="alternate"][hreflang="' + lang + '"]')).toHaveAttribute('href', new RegExp(`/${lang}/${section.list}/detail/${encodeURIComponent(slug)}$`));

      // This language's slug under the other language (a shared link) lands on the translation.
      await page.goto(`/${other(lang)}/${section.list}/detail/${encodeURIComponent(slug)}`);
      await expect.poll(() => decodedPath(page)).toBe(`/${other(lang)}/${section.list}/detail/${alternate}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(there.title);
    });
  }

  test(`an unknown article is the 404 inside the layout (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/articles/detail/no-such-article`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('/no-such-article');
    await expect(page.getByTestId('language-menu')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await page.goto(`/${lang}/Marketer/package/detail/no-such-package`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('/no-such-package');
    await expect(page.locator('footer')).toBeVisible();
  });
}

// ---------- keyboard ----------

interface Focused {
  href: string | null;
  testId: string | null;
  expanded: string | null;
  inNavbar: boolean;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      href: element?.getAttribute('href') ?? null,
      testId: element?.getAttribute('data-testid') ?? null,
      expanded: element?.getAttribute('aria-expanded') ?? null,
      inNavbar: !!element?.closest('[data-testid="side-navbar"]'),
    };
  });
}

/** Tab until the focused element matches; at most `limit` presses. */
async function tabUntil(page: Page, matches: (element: Focused) => boolean, limit = 60): Promise<Focused> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const element = await focused(page);
    if (matches(element)) return element;
  }
  throw new Error('Tab never reached the element');
}

interface Destination {
  path: string;
  /** The menu group the entry sits in, when it is not at the top level. */
  group?: string;
}

const influencerCommon: Destination[] = [
  { path: '/Influencer/dashboard', group: 'dashboard' },
  { path: '/Influencer/channelAdd', group: 'dashboard' },
  { path: '/Influencer/channelDetail', group: 'dashboard' },
  { path: '/Influencer/account' },
  { path: '/Influencer/earn/bankAccount', group: 'earn' },
  { path: '/Influencer/earn/withdraw', group: 'earn' },
  { path: '/Influencer/jobs' },
  { path: '/Influencer/jobMarket' },
];

const roles: Record<'influencer' | 'manager' | 'brand' | 'admin', { home: string; after: string; destinations: Destination[] }> = {
  influencer: { home: '/Influencer/preLogin/goto:login', after: '/Influencer/dashboard', destinations: [...influencerCommon, { path: '/Influencer/inviteFriend' }] },
  manager: {
    home: '/Influencer/preLogin/goto:login',
    after: '/Influencer/dashboard',
    destinations: [...influencerCommon, { path: '/Influencer/myInfluencers/partnerFriend', group: 'myInfluencers' }, { path: '/Influencer/myInfluencers/partnerJobs', group: 'myInfluencers' }],
  },
  brand: {
    home: '/Marketer?login=1',
    after: '/Marketer/dashboard',
    destinations: [
      { path: '/Marketer/dashboard' },
      { path: '/Marketer/account' },
      { path: '/Marketer/statement' },
      { path: '/Marketer/credit', group: 'credit' },
      { path: '/Marketer/credit/buy', group: 'credit' },
      { path: '/Marketer/campaign', group: 'credit' },
      { path: '/Marketer/packageBalance', group: 'package' },
      { path: '/Marketer/buyPackage', group: 'package' },
      { path: '/Marketer/campaignPackage', group: 'package' },
    ],
  },
  // Every entry of the admin's back-office menu, in menu order (the support role sees fewer).
  admin: {
    home: '/Admin',
    after: '/Admin',
    destinations: ['', '/users', '/content', '/channels', '/payments', '/bankAccounts', '/withdrawals', '/config', '/audit'].map((rest) => ({ path: `/Admin${rest}` })),
  },
};

for (const lang of langs) {
  for (const [who, role] of Object.entries(roles)) {
    test(`keyboard reaches every side-menu destination: ${who} (${lang})`, async ({ page, setLanguageCookie }) => {
      test.setTimeout(300_000);
      await setLanguageCookie(lang);
      await page.goto(`/${lang}${role.home}`);
      await signInOnForm(page, accounts[who as keyof typeof accounts].email);
      await expect(page).toHaveURL(new RegExp(`/${lang}${role.after.replace(/[?]/g, '\\?')}$`));
      // Focus moves to the new page's heading, not the body.
      await expect(page.locator('#main h1').first()).toBeFocused();

      // On desktop the menu stays put and focus stays on the link just followed: Tab goes on to
      // the next destination (they are listed in menu order). On mobile the menu closes after
      // each navigation: each destination starts from a fresh page and the burger.
      let fromStart = true;
      for (const [index, destination] of role.destinations.entries()) {
        const href = `/${lang}${destination.path}`;
        if (fromStart) {
          await page.goto(`/${lang}${role.after}`);
          await expect(page.locator('#main h1').first()).toBeVisible();
        }
        if (isMobile(page)) {
          // Closed, the menu's links are out of the Tab order; the burger opens it.
          await expect(page.getByTestId('side-navbar')).toHaveAttribute('inert', '');
          await tabUntil(page, (element) => element.testId === 'burger');
          await page.keyboard.press('Enter');
          await expect(page.getByTestId('side-navbar')).not.toHaveAttribute('inert', '');
        }
        fromStart = isMobile(page);
        if (destination.group) {
          const header = await tabUntil(page, (element) => element.testId === `menu-group-${destination.group}` || element.href === href);
          if (header.testId && header.expanded === 'false') {
            // Enter for some groups, Space for others: both open a group.
            await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
            await expect(page.getByTestId(`menu-group-${destination.group}`)).toHaveAttribute('aria-expanded', 'true');
          }
        }
        const link = await tabUntil(page, (element) => element.href === href && element.inNavbar);
        expect(link.inNavbar).toBe(true);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
      }
    });
  }
}
