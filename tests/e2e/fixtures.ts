import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, ContextObject, Result as AxeViolation, RunOptions as AxeRunOptions, Spec as AxeSpec } from 'axe-core';
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { AppConfigResponse } from '#common/contracts/config';

export const demoPassword = 'Kolify-demo-2026';
export const accounts = {
  influencer: { email: 'influencer@kolify.test', name: 'Ploy Srisuk' },
  manager: { email: 'manager@kolify.test' },
  brand: { email: 'brand@kolify.test' },
  agency: { email: 'agency@kolify.test' },
  individual: { email: 'individual@kolify.test' },
  admin: { email: 'admin@kolify.test' },
  support: { email: 'support@kolify.test' },
} as const;

/** A seeded demo account (README's table), by what the tests call it. */
export type Role = keyof typeof accounts;

interface Fixtures {
  config: AppConfigResponse;
  /** Runs axe on the page the test ends on (automatic; see checkAccessibility). */
  accessibility: void;
  /** Sets the stored-language cookie before the first page load. */
  setLanguageCookie: (lang: 'th' | 'en') => Promise<void>;
  /**
   * The fast path for a test that is not about signing in (issue 31): signs `page` in as a seeded
   * account through the API (one request) and sets the cookies the SPA's sign-in would have set;
   * no page is loaded. Then `page.goto` the screen the test is about. Sign-in itself is tested on
   * the form (auth.spec.ts and the specs that use signInOnForm).
   */
  signedInAs: (role: Role, email?: string) => Promise<{ uuid: string }>;
}

let visitorCounter = 0;
/** The open config of each server this worker has asked (the `config` fixture). */
const serverConfigs = new Map<string, AppConfigResponse>();

export const test = base.extend<Fixtures>({
  // Every test is its own visitor with its own address (the e2e server trusts X-Forwarded-For),
  // so the per-IP sign-in limit (20 failures in 15 minutes) counts one visitor's attempts, as in real use.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    visitorCounter += 1;
    await use({ 'x-forwarded-for': `198.18.${testInfo.workerIndex % 250}.${(visitorCounter % 250) + 1}` });
  },
  // Read once per worker and server (decision 081): the tests use its cookie names and the IP-info
  // address, which no test changes; it was a request context and a request before every test.
  config: async ({ playwright, baseURL }, use) => {
    let config = serverConfigs.get(baseURL!);
    if (!config) {
      const request = await playwright.request.newContext({ baseURL });
      config = (await (await request.get('/sv_influ_api/open/config')).json()) as AppConfigResponse;
      await request.dispose();
      serverConfigs.set(baseURL!, config);
    }
    await use(config);
  },
  // No test reaches the real IP-info service: unless a test answers it, the lookup fails fast.
  page: async ({ page, config, baseURL }, use) => {
    await page.route(config.ipInfoUrl, (route) => route.abort('internetdisconnected'));
    // Visitors in these tests have already answered the cookie banner (its own test starts without this).
    await page.context().addCookies([{ name: config.cookies.acceptCookies, value: 'true', url: baseURL! }]);
    waitForAppOnLoad(page);
    await use(page);
  },
  accessibility: [
    async ({ page, baseURL }, use, testInfo) => {
      await use();
      await checkAccessibility(page, baseURL!, testInfo);
    },
    { auto: true },
  ],
  setLanguageCookie: async ({ context, baseURL, config }, use) => {
    await use(async (lang) => {
      await context.addCookies([{ name: config.cookies.language, value: lang, url: baseURL! }]);
    });
  },
  signedInAs: async ({ page }, use) => {
    await use((role, email) => signInByApi(page, role, email));
  },
});

export { expect };

/**
 * After `goto` and `reload`, waits until the app has started (`<html data-app-started>`, set once
 * React has mounted or adopted the page): a server-rendered page shows its content before its
 * scripts load (decision 029), and a click on a button before then would do nothing.
 * Documents that are not the app (a file, an API answer) have no #root and are not waited for.
 */
export function waitForAppOnLoad(page: Page): void {
  const started = () => page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-started'), null, { timeout: 20_000 });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await started();
    return response;
  };
}

/** What the page's TanStack Router offers a test: it keeps itself on `window.__TSR_ROUTER__` in a browser (router-core, for its devtools). */
type RouterWindow = typeof window & {
  __TSR_ROUTER__?: {
    navigate(options: { href: string }): Promise<void>;
    state: { status: string };
    options: { context: { queryClient?: { isFetching(): number } } };
  };
};

/**
 * Goes to `href` as a link in the app does: through the app's router, in the same document, so
 * the SPA's scripts are not downloaded, parsed and started again, and an injected axe stays
 * (decision 074: the accessibility walks). Resolves once the router has rendered the screen with
 * its loaders' data and no query is fetching (a component's own query: the screen is not scanned
 * half-loaded). A page without the app's router (not the app) gets a full `page.goto`.
 * The first load of a screen is what `page.goto` tests; use this where the screen, not its load,
 * is the subject.
 */
export async function navigateInApp(page: Page, href: string): Promise<void> {
  await base.step(`navigate in the app to ${href}`, async () => {
    const navigated = await page.evaluate(async (target) => {
      const router = (window as RouterWindow).__TSR_ROUTER__;
      if (!router) return false;
      await router.navigate({ href: target });
      return true;
    }, href);
    if (!navigated) {
      await page.goto(href);
      return;
    }
    await page.waitForFunction(
      () => {
        const router = (window as RouterWindow).__TSR_ROUTER__;
        return router?.state.status === 'idle' && (router.options.context.queryClient?.isFetching() ?? 0) === 0;
      },
      undefined,
      { timeout: 15_000 },
    );
  }, { box: true });
}

/** The other person of a two-person test (the influencer beside the marketer the test signs in): their own browser, in the test's language and width. */
export async function secondBrowser(
  browser: Browser,
  baseURL: string,
  config: { ipInfoUrl: string; cookies: { language: string; acceptCookies: string } },
  lang: 'th' | 'en',
  viewport: { width: number; height: number } | null,
  options: { acceptDownloads?: boolean } = {},
) {
  const context = await browser.newContext({ viewport, locale: lang === 'th' ? 'th-TH' : 'en-US', timezoneId: 'Asia/Bangkok', ...options });
  await context.addCookies([
    { name: config.cookies.language, value: lang, url: baseURL },
    { name: config.cookies.acceptCookies, value: 'true', url: baseURL },
  ]);
  const page = await context.newPage();
  await page.route(config.ipInfoUrl, (route) => route.abort('internetdisconnected'));
  waitForAppOnLoad(page);
  return { context, page };
}

/**
 * A second person at another address (staff, beside the member the test signs in): their own browser context.
 * `signedInAs` signs them in through the API first (the fast path, issue 31); without it the test signs in on the form.
 */
export async function staffPage(browser: Browser, baseURL: string, config: { ipInfoUrl: string; cookies: { acceptCookies: string } }, viewport: { width: number; height: number } | null, signedInAs?: 'admin' | 'support') {
  const context = await browser.newContext({ viewport, locale: 'th-TH', timezoneId: 'Asia/Bangkok', extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  await context.addCookies([{ name: config.cookies.acceptCookies, value: 'true', url: baseURL }]);
  const page = await context.newPage();
  await page.route(config.ipInfoUrl, (route) => route.abort('internetdisconnected'));
  waitForAppOnLoad(page);
  if (signedInAs) await signInByApi(page, signedInAs);
  return { page, close: () => context.close() };
}


/**
 * Parts below the first screen are drawn only as they near the viewport (`.below-fold`,
 * decision 029): a whole-page screenshot or an axe scan needs all of them drawn now.
 */
async function renderWholePage(page: Page): Promise<void> {
  // Not addStyleTag: it waits for the style's load event, which a page without JavaScript never fires.
  // Once per document: a walk that navigates in the app (navigateInApp) scans many screens in one.
  await page.evaluate(() => {
    if (document.getElementById('e2e-whole-page')) return;
    const style = document.createElement('style');
    style.id = 'e2e-whole-page';
    style.textContent = '.below-fold { content-visibility: visible !important; }';
    document.head.append(style);
  });
}

/**
 * The page has stopped moving: entering transitions (a drawer sliding in, a notification fading
 * in) read as half-drawn colours to axe. Two frames let a transition that was just triggered
 * start; then every finite animation and transition must finish (an endless one, a spinner,
 * never does and is not waited for). This replaced a fixed 300 ms wait (issue 31): a settled
 * page is scanned at once, a slow transition is waited for to its end (at most 3 s).
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000, polling: 'raf' },
    )
    .catch(() => undefined);
}

/** The impacts that fail a test (issue 16, suite 3); minor and moderate are counted and printed only. */
const failingImpacts = new Set(['serious', 'critical']);
/** The page address each page was last scanned at, so a test's last page is not scanned twice. */
const lastScanned = new WeakMap<Page, string>();

/**
 * Issue 16, suite 3: axe-core on the current screen, with every rule axe has (none excluded).
 * The result goes to the test as an "axe" attachment, which tests/e2e/axe-reporter.ts adds up
 * for the totals by impact; a serious or critical violation fails the test (softly, so one
 * run lists every screen that fails).
 */
export async function scanAccessibility(page: Page): Promise<void> {
  await base.step(`axe ${new URL(page.url()).pathname}`, async () => {
    await scan(page);
    firstScanOf(await screenOf(page));
  }, { box: true });
}

/**
 * What makes one screen another for accessibility: the width (the project), the path with its ids
 * taken out, the query's names, who is signed in, and what is open over the page (a dialog, a
 * drawer, an alert, a field marked invalid, the cookie banner). Two tests ending on the same one are one screen.
 */
async function screenOf(page: Page): Promise<string> {
  const url = new URL(page.url());
  const path = url.pathname
    .split('/')
    .map((part) => (/^[0-9a-f-]{16,}$/i.test(part) || /\d/.test(part) ? ':id' : part))
    .join('/');
  const query = [...new Set(url.searchParams.keys())].sort().join('&');
  const state = await page
    .evaluate(() => {
      const shown = (selector: string) => [...document.querySelectorAll(selector)].filter((element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed').length;
      return { dialogs: shown('[role="dialog"], [role="alertdialog"]'), alerts: shown('[role="alert"]'), invalid: shown('[aria-invalid="true"]'), menus: shown('[role="menu"]'), cookieBanner: shown('[data-testid="cookie-consent"]') };
    })
    .catch(() => ({}));
  const scope = (await page.context().cookies(url.origin)).find((cookie) => cookie.name === cookieNames?.scope)?.value ?? 'open';
  return JSON.stringify([base.info().project.name, path, query, scope, state]);
}

/**
 * The automatic scan runs once per screen and width in a whole run, over all workers (issue 31):
 * each first scan leaves a file named after the screen in a folder of this run's own
 * (E2E_RUN_ID, set by playwright.config.ts), and creating it fails for every later one.
 * AXE_EVERY_TEST=1 scans the end of every test again, as before.
 */
function firstScanOf(screen: string): boolean {
  if (process.env.AXE_EVERY_TEST) return true;
  const folder = join(tmpdir(), `kolify-e2e-axe-${process.env.E2E_RUN_ID ?? process.ppid}`);
  mkdirSync(folder, { recursive: true });
  try {
    writeFileSync(join(folder, createHash('sha256').update(screen).digest('hex').slice(0, 32)), screen, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Every rule runs on every element as before; only the violations are gathered and sent back
 * (the passes, thousands of nodes with their selectors, were built and thrown away: ~20 % of a scan).
 */
const axeOptions: AxeRunOptions = { resultTypes: ['violations'] };

/**
 * axe-core's minified build, read once per worker: the same axe-core as @axe-core/playwright's
 * (its dependency, same version and rules). AxeBuilder sends `axe.source`, the unminified axe.js
 * (1.3 MB), and evaluates it twice per scan in its legacy mode (once in `analyze`, once in
 * `inject`); this is 580 KB, sent once per document (decision 074).
 */
const axeSource = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = typeof window & { axe?: { configure(spec: AxeSpec): void; run(context: ContextObject, options: AxeRunOptions): Promise<AxeResults> } };

/**
 * One axe.run in the page (axe's "legacy" mode, issue 31): the default mode exists to gather
 * results across frames, opening a blank page for every scan and injecting axe there too; with one
 * frame (every Kolify screen) both run the same rules on the same elements. axe is injected only
 * when the document does not have it yet: a walk that navigates in the app injects it once
 * (decision 074). The context and `configure` are AxeBuilder's legacy ones. A page with a frame
 * keeps AxeBuilder's default mode, so a frame would still be scanned.
 */
async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (page.frames().length !== 1) return (await new AxeBuilder({ page }).options(axeOptions).analyze()).violations;
  const run = () =>
    page.evaluate(async (options) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) return undefined;
      axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });
      try {
        return { violations: (await axe.run({ include: [], exclude: [] }, options)).violations };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    }, axeOptions);
  let outcome = await run();
  if (outcome === undefined) {
    await page.evaluate(axeSource);
    outcome = await run();
  }
  if (outcome === undefined || 'error' in outcome) throw new Error(`axe did not run: ${outcome?.error ?? 'not injected'}`);
  return outcome.violations;
}

async function scan(page: Page): Promise<void> {
  const testInfo = base.info();
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  // The global loading bar and entering transitions settle first, or axe reads half-drawn colours.
  await page.getByTestId('global-loading').waitFor({ state: 'hidden' }).catch(() => undefined);
  // The routes write the page title once their data is in: a page still loading is not scanned
  // (if the title never comes, axe reports it).
  await page.waitForFunction(() => document.title !== '', undefined, { timeout: 5_000 }).catch(() => undefined);
  await renderWholePage(page);
  await page.evaluate(() => document.fonts.ready);
  await settled(page);
  const found = await runAxe(page);
  const url = page.url().slice(origin.length) || '/';
  lastScanned.set(page, page.url());
  const violations = found.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? 'minor',
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })),
  }));
  await testInfo.attach('axe', { body: JSON.stringify({ url, violations }), contentType: 'application/json' });
  const failing = violations.filter((violation) => failingImpacts.has(violation.impact));
  const report = failing
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target}\n      ${node.summary.replaceAll('\n', '\n      ')}`);
      return `${violation.impact} ${violation.id}: ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
  expect.soft(failing.map((violation) => violation.id), `axe on ${url}:\n${report}`).toEqual([]);
}

/** The automatic fixture's part: the page a passing test ends on, unless off the site or scanned already. */
async function checkAccessibility(page: Page, baseURL: string, testInfo: TestInfo): Promise<void> {
  if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !page.url().startsWith(baseURL)) return;
  if (lastScanned.get(page) === page.url()) return;
  if (cookieNames === undefined) cookieNames = (await page.request.get('/sv_influ_api/open/config').then((response) => response.json() as Promise<AppConfigResponse>)).cookies;
  const screen = await screenOf(page);
  if (!firstScanOf(screen)) {
    testInfo.annotations.push({ type: 'axe', description: `scanned already in this run: ${screen}` });
    return;
  }
  await base.step(`axe ${new URL(page.url()).pathname}`, () => scan(page), { box: true });
}

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
  await base.step(`sign in on the form as ${email}`, () => fillSignInForm(page, email, password), { box: true });
}

async function fillSignInForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.locator('form[data-testid^="sign-in-form"]');
  await form.getByRole('textbox', { name: /email|อีเมล/i }).fill(email);
  await form.getByLabel(/^(password|รหัสผ่าน)/i).fill(password);
  await form.getByTestId('sign-in-submit').click();
}

/**
 * The influencer signed in and on their dashboard. Through the API (signInByApi), not the form:
 * the tests that call this are about what comes after; the form is tested where sign-in is the
 * subject (auth.spec.ts and every signInOnForm). Issue 31: half the time and no scrypt wait in the page.
 */
export async function signInAsInfluencer(page: Page, lang: 'th' | 'en', email: string = accounts.influencer.email): Promise<void> {
  await base.step(`sign in as influencer ${email}`, async () => {
    await signInByApi(page, 'influencer', email);
    await page.goto(`/${lang}/Influencer/dashboard`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/Influencer/dashboard$`));
  }, { box: true });
}

/** The marketer signed in (through the API, as signInAsInfluencer) and on their dashboard. */
export async function signInAsMarketer(page: Page, lang: 'th' | 'en', email: string = accounts.brand.email): Promise<void> {
  await base.step(`sign in as marketer ${email}`, async () => {
    await signInByApi(page, 'brand', email);
    await page.goto(`/${lang}/Marketer/dashboard`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/Marketer/dashboard$`));
  }, { box: true });
}

/** The cookie names from the server's config (the same for the whole run). */
let cookieNames: AppConfigResponse['cookies'] | undefined;

/** Where each kind of account signs in (src/server/routes/auth.ts). */
const signInPaths: Record<Role, string> = {
  influencer: '/sv_authauth/signin/influencer',
  manager: '/sv_authauth/signin/influencer',
  brand: '/sv_authauth/marketer/authen/',
  agency: '/sv_authauth/marketer/authen/',
  individual: '/sv_authauth/marketer/authen/',
  admin: '/sv_authauth/admin/signin',
  support: '/sv_authauth/admin/signin',
};

/**
 * The sessions this worker has signed in through the API, by server, account and password: the
 * session cookie the server set and what the sign-in answered (issue 31). A seeded account signs
 * in once per worker and server; later tests reuse the session after one status call confirms it
 * is still that account's (a test that signed out, a clock moved past its expiry, a suspended
 * member: then it signs in again). The sign-in itself is tested on the form and in the API suite.
 */
const apiSessions = new Map<string, { cookies: Awaited<ReturnType<BrowserContext['cookies']>>; scope: string; uuid: string }>();

/**
 * Signs the page's browser context in through the API: the answer's HttpOnly session cookie lands
 * in the context (page.request shares its cookies), and the scope, uuid and sign-in flag cookies
 * are the ones the SPA's auth machine writes after a sign-in on the form (src/client/app/auth.ts).
 * `email` signs in another account of the same kind (a fresh sign-up, another marketer).
 * A session this worker already holds for the same account is reused when still valid (apiSessions).
 */
export async function signInByApi(page: Page, role: Role, email: string = accounts[role].email, password = demoPassword): Promise<{ uuid: string }> {
  return base.step(`sign in by API as ${email}`, async () => {
    const origin = new URL(base.info().project.use.baseURL!).origin;
    cookieNames ??= ((await (await page.request.get('/sv_influ_api/open/config')).json()) as AppConfigResponse).cookies;
    const names = cookieNames;
    const key = JSON.stringify([origin, signInPaths[role], email.toLowerCase(), password]);
    const flags = (scope: string, uuid: string) => [
      { name: names.loginFlag, value: 'true', url: origin },
      { name: names.scope, value: scope, url: origin },
      { name: names.uuid, value: uuid, url: origin },
    ];
    const held = apiSessions.get(key);
    if (held) {
      await page.context().addCookies([...held.cookies, ...flags(held.scope, held.uuid)]);
      const status = (await (await page.request.get('/sv_authauth/status')).json()) as { scope: string; uuid: string };
      if (status.scope === held.scope && status.uuid === held.uuid) return { uuid: held.uuid };
      // Gone (signed out, expired, refused): the sign-in below sets a new session cookie over it.
      apiSessions.delete(key);
    }
    const before = new Set((await page.context().cookies(origin)).map((cookie) => `${cookie.name}=${cookie.value}`));
    const response = await page.request.post(signInPaths[role], { headers: { origin }, data: { email, password } });
    expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
    const { scope, uuid } = (await response.json()) as { scope: string; uuid: string };
    // The cookies the sign-in set (the session), kept for the next test of this worker.
    const session = (await page.context().cookies(origin)).filter((cookie) => !before.has(`${cookie.name}=${cookie.value}`));
    if (session.length > 0) apiSessions.set(key, { cookies: session, scope, uuid });
    await page.context().addCookies(flags(scope, uuid));
    return { uuid };
  }, { box: true });
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('profile-button').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
}

/**
 * A screenshot for review, once the page has settled (network idle for at most 5 s, fonts loaded), written to
 * .tmp/{folder}/{project}-{name}.png. Returns the function the specs call as shoot(page, name).
 * Review screenshots are taken when asked for (SCREENS=1, as `npm run test:screens`, or SHOTS=1 on
 * any spec): they check nothing (issue 31; 27 s of 768 s test time in five specs measured, 24 shots).
 */
export function screenshotsIn(folder: string) {
  const directory = join(process.cwd(), '.tmp', folder);
  const wanted = Boolean(process.env.SCREENS || process.env.SHOTS);
  if (wanted) mkdirSync(directory, { recursive: true });
  return (page: Page, name: string, fullPage = true) => !wanted ? Promise.resolve() : base.step(`screenshot ${folder}/${name}`, async () => {
    // Network idle, but bounded: a screen that polls (or a slow run) never goes idle, and a review
    // screenshot is not worth a failed test.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    if (fullPage) await renderWholePage(page);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(directory, `${base.info().project.name}-${name}.png`), fullPage });
  }, { box: true });
}

/**
 * A table fits its container: nothing to scroll sideways. On a phone a `.stack-table` turns its
 * rows into cards (theme.css); without that it keeps its minimum width and scrolls. It also checks
 * that it really is a stacking table, and, under 48em, that its header row is hidden.
 */
export async function expectTableFits(table: Locator): Promise<void> {
  await expect(table).toBeVisible();
  await expect(table).toHaveClass(/\bstack-table\b/);
  const size = await table.evaluate((element) => {
    const container = element.closest('.mantine-TableScrollContainer-scrollContainer') ?? element.parentElement!;
    return { table: element.scrollWidth, container: container.clientWidth, page: document.documentElement.scrollWidth, window: window.innerWidth, headerShown: [...element.querySelectorAll('thead')].some((head) => getComputedStyle(head).display !== 'none') };
  });
  expect(size.table, `the table is ${size.table} px wide in ${size.container} px`).toBeLessThanOrEqual(size.container);
  expect(size.page, 'the page does not scroll sideways').toBeLessThanOrEqual(size.window);
  if (size.window <= 768) expect(size.headerShown, 'the header row hides on a phone').toBe(false);
}

/** The password of influencers the e2e specs sign up. */
export const freshPassword = 'Jasmine rice at dawn 42';
let signUps = 0;

/** A new influencer signed up through the API and signed in on the page (the API sets the session cookie). */
export function signUpInfluencerByApi(page: Page, lang: 'th' | 'en', baseURL: string, config: AppConfigResponse, prefix: string): Promise<{ uuid: string; email: string }> {
  return base.step(`sign up ${prefix} by API`, () => signUpByApi(page, lang, baseURL, config, prefix), { box: true });
}

async function signUpByApi(page: Page, lang: 'th' | 'en', baseURL: string, config: AppConfigResponse, prefix: string): Promise<{ uuid: string; email: string }> {
  const email = `${prefix}.${lang}.${Date.now().toString(36)}${++signUps}${Math.floor(Math.random() * 1e4)}@kolify.test`;
  const headers = { origin: baseURL };
  expect((await page.request.post('/api/notification/requestOtpEmail', { headers, data: { email, locale: lang, purpose: 'signup' } })).status()).toBe(200);
  let code = '';
  await expect(async () => {
    const outbox = (await (await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: { body: string }[] };
    code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 7_000 });
  const verified = await page.request.post('/api/notification/verifyEmailOtpSignUp', { headers, data: { email, code } });
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  const created = await page.request.post('/sv_influ_api/influSignup/createInfluMember', { headers, data: { consent: true, country: 'TH', nationality: 'TH', email, verificationToken, password: freshPassword, locale: lang } });
  expect(created.status()).toBe(200);
  const uuid = ((await created.json()) as { uuid: string }).uuid;
  // The SPA asks for the session only when its sign-in flag says so (as after a sign-in on the page).
  const names = config.cookies;
  await page.context().addCookies([
    { name: names.loginFlag, value: 'true', url: baseURL },
    { name: names.scope, value: 'influencer_logged_in', url: baseURL },
    { name: names.uuid, value: uuid, url: baseURL },
  ]);
  return { uuid, email };
}
