import type { APIRequestContext, Page } from '@playwright/test';
import type { AppConfigResponse } from '#common/contracts/config';
import { accounts, demoPassword, expect, test } from './fixtures';

/**
 * Issue 32: the demo data tells one true story. A campaign carries the brand of the marketer who
 * owns it, its name is its name (no status prefix), the job board's campaigns have applicants, a
 * Thai page shows no English ledger text, and the dashboard hides the steps a member has done.
 * Sign-in is by API (these tests are not about sign-in).
 */
const seededTags = ['#SiamGlow', '#DoiBrew', '#ThaiEV', '#AndamanBlue', '#KaoKlaiInvest', '#LittleLotus', '#NextGenTH', '#FitThai14Days', '#BKKArtMarket', '#ChaoPhrayaSoundFest'];
const otherBrands = ['Doi Brew', 'FitThai', 'Thai EV', 'Andaman Blue', 'KaoKlai', 'Little Lotus', 'NextGen', 'Bangkok Art Market', 'Chao Phraya'];

interface Campaign {
  name: string;
  brandName: string;
  status: string;
  visibility: string;
  hashtags: string[];
  applyBy: string;
  postFrom: string;
  postTo: string;
  jobCounts: Record<string, number>;
}

async function signIn(request: APIRequestContext, baseURL: string, email: string, path: string) {
  const response = await request.post(path, { data: { email, password: demoPassword }, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { uuid: string; scope: string };
}

/** The demo account signed in on `page` by API, with the cookies the SPA reads after a sign-in on the page. */
async function signInPage(page: Page, baseURL: string, config: AppConfigResponse, email: string, path: string) {
  const session = await signIn(page.request, baseURL, email, path);
  await page.context().addCookies([
    { name: config.cookies.loginFlag, value: 'true', url: baseURL },
    { name: config.cookies.scope, value: session.scope, url: baseURL },
    { name: config.cookies.uuid, value: session.uuid, url: baseURL },
  ]);
  return session;
}

test.describe('the demo tells one story', () => {
  test('each campaign carries its owner’s brand and its own name; the board’s campaigns have applicants', async ({ playwright, baseURL }) => {
    for (const email of [accounts.brand.email, accounts.agency.email, accounts.individual.email]) {
      const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL!, 'x-forwarded-for': '198.19.32.1' } });
      await signIn(request, baseURL!, email, '/sv_authauth/marketer/authen/');
      const { items } = (await (await request.get('/api/campaigns')).json()) as { items: Campaign[] };
      expect(items.length, email).toBeGreaterThan(0);
      for (const campaign of items) {
        const words = `${campaign.name} ${campaign.hashtags.join(' ')}`.toLowerCase().replaceAll(' ', '');
        expect(campaign.name, email).not.toMatch(/^(completed|draft|closed|invite-only)\s*:/i);
        if (email === accounts.brand.email) {
          // The brand runs only its own products: no other brand's name or hashtag.
          expect(campaign.brandName).toBe('Siam Glow Cosmetics');
          for (const other of otherBrands) expect(words, campaign.name).not.toContain(other.toLowerCase().replaceAll(' ', ''));
        } else {
          expect(campaign.brandName, campaign.name).not.toBe('Siam Glow Cosmetics');
          expect(words, campaign.name).not.toContain('siamglow');
        }
        const seeded = campaign.hashtags.some((tag) => seededTags.includes(tag));
        if (seeded && campaign.status === 'published' && campaign.visibility === 'public') {
          expect(Object.values(campaign.jobCounts).reduce((sum, n) => sum + n, 0), `${campaign.name} has applicants`).toBeGreaterThan(0);
        }
        // A campaign's dates run in order: applications close, then posting starts, then ends.
        expect(campaign.applyBy <= campaign.postFrom && campaign.postFrom <= campaign.postTo, campaign.name).toBe(true);
      }
      await request.dispose();
    }
  });

  test('a Thai statement shows no English ledger text; a finished job’s spending is listed and names its campaign', async ({ page, baseURL, config }) => {
    const { uuid } = await signInPage(page, baseURL!, config, accounts.brand.email, '/sv_authauth/marketer/authen/');
    const statement = (await (await page.request.get(`/api/credits/marketers/${uuid}/statement?kind=capture&limit=100`)).json()) as { data: { campaign: { name: string } | null }[] };
    expect(statement.data.some((row) => row.campaign?.name.includes('Siam Glow'))).toBe(true);
    await page.goto('/th/Marketer/statement');
    const kinds = page.getByTestId('money-row-kind');
    await expect(kinds.first()).toBeVisible();
    for (const text of await kinds.allTextContents()) expect(text, 'a Thai ledger line').not.toMatch(/[A-Za-z]/);
  });

  test('the expired-credit page lists the lot that expired, in th and en (issue 26)', async ({ page, baseURL, config }) => {
    const { uuid } = await signInPage(page, baseURL!, config, accounts.brand.email, '/sv_authauth/marketer/authen/');
    const expired = (await (await page.request.get(`/api/credits/marketers/${uuid}/expired`)).json()) as { data: { expiredAt: string; expiredAmount: number }[] };
    expect(expired.data.length).toBeGreaterThan(0);
    // The day it expired, in Bangkok: the Thai page shows the Buddhist-era year.
    const year = new Date(Date.parse(expired.data[0]!.expiredAt) + 7 * 3_600_000).getUTCFullYear();
    for (const lang of ['th', 'en'] as const) {
      await page.goto(`/${lang}/Marketer/expired`);
      const rows = page.getByTestId('expired-lots').locator('tbody tr');
      await expect(rows).toHaveCount(expired.data.length);
      await expect(rows.first()).toContainText('5,000.00');
      await expect(rows.first()).toContainText(`/${lang === 'th' ? year + 543 : year}`);
      await expect(page.getByTestId('expired-total')).toContainText('5,000');
    }
  });

  test('the dashboard of a member with channels, a bank account and jobs shows no get-started steps', async ({ page, baseURL, config }) => {
    await signInPage(page, baseURL!, config, accounts.influencer.email, '/sv_authauth/signin/influencer');
    await page.goto('/th/Influencer/dashboard');
    await expect(page.getByTestId('dash-this-month')).toBeVisible();
    await expect(page.getByTestId('dashboard-steps')).toHaveCount(0);
    await expect(page.getByTestId('dashboard-intro')).toHaveText('รายได้ งาน และช่องทางของคุณในหน้าเดียว');
  });
});
