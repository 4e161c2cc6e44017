import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { AppConfigResponse } from '#common/contracts/config';

export const demoPassword = 'Kolify-demo-2026';
export const accounts = {
  influencer: { email: 'influencer@kolify.test', name: 'Ploy Srisuk' },
  manager: { email: 'manager@kolify.test' },
  brand: { email: 'brand@kolify.test' },
  agency: { email: 'agency@kolify.test' },
  individual: { email: 'individual@kolify.test' },
  admin: { email: 'admin@kolify.test' },
} as const;

interface Fixtures {
  config: AppConfigResponse;
  /** Sets the stored-language cookie before the first page load. */
  setLanguageCookie: (lang: 'th' | 'en') => Promise<void>;
}

let visitorCounter = 0;

export const test = base.extend<Fixtures>({
  // Every test is its own visitor with its own address (the e2e server trusts X-Forwarded-For),
  // so the per-IP sign-in limit (20 failures in 15 minutes) counts one visitor's attempts, as in real use.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    visitorCounter += 1;
    await use({ 'x-forwarded-for': `198.18.${testInfo.workerIndex % 250}.${(visitorCounter % 250) + 1}` });
  },
  config: async ({ request }, use) => {
    const response = await request.get('/sv_influ_api/open/config');
    await use((await response.json()) as AppConfigResponse);
  },
  // No test reaches the real IP-info service: unless a test answers it, the lookup fails fast.
  page: async ({ page, config, baseURL }, use) => {
    await page.route(config.ipInfoUrl, (route) => route.abort('internetdisconnected'));
    // Visitors in these tests have already answered the cookie banner (its own test starts without this).
    await page.context().addCookies([{ name: config.cookies.acceptCookies, value: 'true', url: baseURL! }]);
    await use(page);
  },
  setLanguageCookie: async ({ context, baseURL, config }, use) => {
    await use(async (lang) => {
      await context.addCookies([{ name: config.cookies.language, value: lang, url: baseURL! }]);
    });
  },
});

export { expect };

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 992;
}

/** Opens the burger menu on mobile; the side menu is always visible on desktop. */
export async function openSideMenu(page: Page): Promise<void> {
  if (isMobile(page)) {
    await page.getByTestId('burger').click();
  }
}

export async function signInOnForm(page: Page, email: string, password = demoPassword): Promise<void> {
  const form = page.locator('form[data-testid^="sign-in-form"]');
  await form.getByRole('textbox', { name: /email|อีเมล/i }).fill(email);
  await form.getByLabel(/^(password|รหัสผ่าน)/i).fill(password);
  await form.getByTestId('sign-in-submit').click();
}

/** Influencer sign-in through the page itself (the route the guard uses). */
export async function signInAsInfluencer(page: Page, lang: 'th' | 'en', email: string = accounts.influencer.email): Promise<void> {
  await page.goto(`/${lang}/Influencer/preLogin/goto:login`);
  await signInOnForm(page, email);
  await expect(page).toHaveURL(new RegExp(`/${lang}/Influencer/dashboard$`));
}

export async function signInAsMarketer(page: Page, lang: 'th' | 'en', email: string = accounts.brand.email): Promise<void> {
  await page.goto(`/${lang}/Marketer?login=1`);
  await signInOnForm(page, email);
  await expect(page).toHaveURL(new RegExp(`/${lang}/Marketer/dashboard$`));
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('profile-button').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
}

/**
 * A screenshot for review, once the page has settled (network idle, fonts loaded), written to
 * .tmp/{folder}/{project}-{name}.png. Returns the function the specs call as shoot(page, name).
 */
export function screenshotsIn(folder: string) {
  const directory = join(process.cwd(), '.tmp', folder);
  mkdirSync(directory, { recursive: true });
  return async (page: Page, name: string, fullPage = true) => {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(directory, `${base.info().project.name}-${name}.png`), fullPage });
  };
}
