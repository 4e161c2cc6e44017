import type { Page } from '@playwright/test';
import { imageSrcSet } from '../../src/common/image-widths';
import { expect, screenshotsIn, signInOnForm, accounts, test } from './fixtures';

/**
 * Issue 17 "First paint": a public page paints its first screen from the page itself. Every
 * API call fails here once the HTML has arrived; the page must still show its content, with
 * no spinner over it. A signed-in member still ends up with their header.
 */

const shoot = screenshotsIn('first-paint');
const apiPath = /^\/(api|sv_authauth|sv_influ_api|sv_package|sv_marketer_profile)\//;

/** Fails every API call the page makes (the document itself is served as usual). */
async function failApiCalls(page: Page): Promise<string[]> {
  const failed: string[] = [];
  await page.route(
    (url) => apiPath.test(url.pathname),
    (route) => {
      failed.push(new URL(route.request().url()).pathname);
      return route.abort('connectionfailed');
    },
  );
  return failed;
}

async function expectNoSpinner(page: Page) {
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.getByTestId('global-loading')).toHaveCount(0);
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`first paint without API calls (${lang})`, () => {
    test('home, articles, an article, the job board and packages show their content from the page alone', async ({ page, request }) => {
      test.setTimeout(90_000);
      const list = (await (await request.get(`/api/blogs/lang/${lang}?perPage=1`)).json()) as { data: { slug: string; title: string }[] };
      const article = list.data[0]!;
      const failed = await failApiCalls(page);

      await page.goto(`/${lang}`);
      await expect(page.getByTestId('home-articles').getByTestId('post-card').first()).toBeVisible();
      await expect(page.getByTestId('home-packages').getByTestId('package-card')).toHaveCount(6);
      await expect(page.getByTestId('home-jobs').getByTestId('job-card')).toHaveCount(6);
      // A visitor's header does not wait for the (failing) status call.
      await expect(page.getByTestId('header-sign-in')).toBeEnabled();
      await expectNoSpinner(page);
      await shoot(page, `home-${lang}`);

      await page.goto(`/${lang}/articles`);
      await expect(page.getByTestId('post-card')).toHaveCount(5);
      await expectNoSpinner(page);

      await page.goto(`/${lang}/articles/detail/${encodeURIComponent(article.slug)}`);
      await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
      await expectNoSpinner(page);
      await shoot(page, `article-${lang}`);

      await page.goto(`/${lang}/jobMarketBoard`);
      await expect(page.getByTestId('job-card')).toHaveCount(6);
      await expectNoSpinner(page);

      await page.goto(`/${lang}/Marketer/package`);
      await expect(page.getByTestId('package-card').first()).toBeVisible();
      await expectNoSpinner(page);
      await shoot(page, `packages-${lang}`);

      // Only the status call (and nothing of the first screen) was attempted.
      expect([...new Set(failed)]).toEqual(['/sv_authauth/status']);
    });

    test('a signed-in member sees the page before the status call answers, then their header', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`/${lang}/Influencer/preLogin/goto:login`);
      await signInOnForm(page, accounts.influencer.email);
      await expect(page).toHaveURL(new RegExp(`/${lang}/Influencer/dashboard$`));

      // Hold the status call until the page has painted its content.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/sv_authauth/status', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`/${lang}`);
      await expect(page.getByTestId('home-jobs').getByTestId('job-card')).toHaveCount(6);
      await expect(page.getByTestId('profile-button')).toHaveCount(0);
      release();
      await expect(page.getByTestId('profile-button')).toBeVisible();
      await expect(page.getByTestId('header-sign-in')).toHaveCount(0);
      await shoot(page, `home-signed-in-${lang}`);
    });
  });
}

/**
 * Decision 028: the public pages' first screen is in the HTML itself (server-rendered), and the
 * client takes that markup over (hydrateRoot) without a mismatch.
 */
const serverRenderedPaths = ['', '/articles', '/caseStudy', '/jobMarketBoard', '/faq', '/Marketer/package', '/Influencer', '/Marketer', '/about'];

test.describe('server-rendered first screen', () => {
  test('the main image is preloaded at the width the page shows, as WebP, and fetched once (articles list, an article)', async ({ page, request }) => {
    // A demo article (its cover has variants): a post another spec published may have none.
    const list = (await (await request.get('/api/blogs/lang/th?perPage=50')).json()) as { data: { slug: string; coverUrl: string }[] };
    const article = list.data.find((post) => post.coverUrl.startsWith('/images/covers/'))!;
    // The list's main image is its first post's cover, whatever that post is.
    const firstCover = list.data[0]!.coverUrl;
    for (const path of ['/th/articles', `/th/articles/detail/${encodeURIComponent(article.slug)}`]) {
      await page.goto(path);
      const main = page.locator('#root img[fetchpriority="high"]');
      await expect(main).toHaveCount(1);
      const preload = page.locator('head link[rel="preload"][as="image"]');
      await expect(preload).toHaveCount(1);
      // The preload offers exactly the image's own choices, so the browser picks the same file.
      expect(await preload.getAttribute('href')).toBe(await main.getAttribute('src'));
      expect(await preload.getAttribute('imagesrcset')).toBe(await main.getAttribute('srcset'));
      expect(await preload.getAttribute('imagesizes')).toBe(await main.getAttribute('sizes'));
      const cover = path === '/th/articles' ? firstCover : article.coverUrl;
      expect(await main.getAttribute('src')).toBe(cover);
      // A post without its own cover (another spec's) shows the default image, which has no variants.
      expect(await main.getAttribute('srcset')).toBe(imageSrcSet(cover) ?? null);
      if (!imageSrcSet(cover)) continue;
      await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const chosen = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(chosen).toMatch(/-(480|800|1200)\.webp$|\?w=(480|800|1200)$/);
      // One request for the cover, whichever width: the preload's file is the one shown.
      const stem = (await main.getAttribute('src'))!.replace(/\.jpg$/, '');
      const fetched = await page.evaluate((prefix) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith(prefix)).map((entry) => entry.name), stem);
      expect(fetched).toEqual([chosen]);
    }
  });

  test('the markup’s repeated style attributes, written as rules, style each element as the attributes did (decision 083)', async ({ browser, baseURL, request }) => {
    test.setTimeout(90_000);
    const list = (await (await request.get('/api/blogs/lang/en?perPage=1')).json()) as { data: { slug: string }[] };
    // No loader: the page as it paints, before anything writes the attributes back (a context of
    // its own: the fixture's page waits for the app to start after each navigation).
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.route('**/app-loader.js', (route) => route.abort());
    for (const path of ['/th', '/en/articles', `/en/articles/detail/${encodeURIComponent(list.data[0]!.slug)}`, '/th/jobMarketBoard', '/en/Marketer/package']) {
      await page.goto(path);
      const result = await page.evaluate(() => {
        const rules = document.querySelector('style[data-ssr-styles]')?.textContent ?? '';
        const declared = new Map([...rules.matchAll(/\[data-s="([^"]+)"\]\{([^}]*)\}/g)].map((found) => [found[1]!, found[2]!]));
        const wrong: string[] = [];
        let checked = 0;
        for (const element of document.querySelectorAll('#root [data-s]')) {
          const key = element.getAttribute('data-s')!;
          const text = declared.get(key) ?? '';
          const names = text.split(';').map((declaration) => declaration.slice(0, declaration.indexOf(':')).trim()).filter(Boolean);
          const read = () => {
            const style = getComputedStyle(element);
            return names.map((name) => style.getPropertyValue(name));
          };
          const byRule = read();
          // The same element with the attribute React rendered, in place (same parent and siblings).
          element.removeAttribute('data-s');
          element.setAttribute('style', text);
          const byAttribute = read();
          element.removeAttribute('style');
          element.setAttribute('data-s', key);
          names.forEach((name, index) => {
            checked += 1;
            if (byRule[index] !== byAttribute[index]) wrong.push(`${element.tagName} ${name}: ${byRule[index]} ≠ ${byAttribute[index]}`);
          });
        }
        return { rules: declared.size, checked, wrong };
      });
      expect(result.rules, `${path} has style rules`).toBeGreaterThan(0);
      expect(result.checked, path).toBeGreaterThan(0);
      expect(result.wrong, path).toEqual([]);
    }
    await context.close();
  });

  test('without JavaScript, home and the articles show their headings and cards, in the page language', async ({ browser, baseURL, request }) => {
    test.setTimeout(90_000);
    const list = (await (await request.get('/api/blogs/lang/en?perPage=1')).json()) as { data: { title: string }[] };
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/th');
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
      await expect(page.locator('#root h1')).toContainText(/[\u0E00-\u0E7F]/);
      await expect(page.getByTestId('home-articles').getByTestId('post-card').first()).toBeVisible();
      await expect(page.getByTestId('home-packages').getByTestId('package-card')).toHaveCount(6);
      await expect(page.getByTestId('header-sign-in')).toBeVisible();
      await shoot(page, 'no-js-home-th');

      await page.goto('/en/articles');
      await expect(page.locator('#root h1')).toBeVisible();
      await expect(page.getByTestId('post-card')).toHaveCount(5);
      await expect(page.getByTestId('post-card').first()).toContainText(list.data[0]!.title);
      await shoot(page, 'no-js-articles-en');
    } finally {
      await context.close();
    }
  });

  test('page 2 of a list comes with its own markup and data, without JavaScript (th articles, en case studies, the job board)', async ({ browser, baseURL, request }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const lists = [
      { path: '/th/articles?page=2', api: '/api/blogs/lang/th?page=2', card: 'post-card', name: 'title' },
      { path: '/en/caseStudy?page=2', api: '/api/influencer-success-cases/lang/en?page=2', card: 'post-card', name: 'title' },
      { path: '/en/jobMarketBoard?page=2', api: '/api/campaigns/public/job?page=2', card: 'job-card', name: 'name' },
    ];
    try {
      for (const { path, api, card, name } of lists) {
        const second = (await (await request.get(api)).json()) as { data: Record<string, string>[]; page: number };
        expect(second.page).toBe(2);
        expect(second.data.length, `${api} has a page 2`).toBeGreaterThan(0);
        const response = await page.goto(path);
        expect(await response!.text(), `${path} carries its markup`).toContain('<div id="root" data-server-rendered>');
        // Page 2's cards, not page 1's: the markup was rendered from page 2's data.
        await expect(page.getByTestId(card)).toHaveCount(second.data.length);
        await expect(page.getByTestId(card).first()).toContainText(second.data[0]![name]!);
      }
      await shoot(page, 'no-js-articles-page-2');
    } finally {
      await context.close();
    }
  });

  for (const lang of ['th', 'en'] as const) {
    test(`the public pages hydrate without errors, and a card then navigates on the client (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Decision 090: setting <html lang> (even to its value) or AppShell's `data-resizing` restyles
      // the whole page in Chromium; a hydrated page's load touches neither.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { restyledBy: string[] }).restyledBy = seen;
        new MutationObserver((records) => {
          for (const record of records) seen.push(`${(record.target as Element).tagName} ${record.attributeName}`);
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang', 'data-resizing'] });
      });
      for (const path of serverRenderedPaths) {
        const response = await page.goto(`/${lang}${path}`);
        const html = await response!.text();
        expect(html, `/${lang}${path} carries its markup`).toContain('<div id="root" data-server-rendered>');
        // The CSP allows no inline script: only the loader (src) and the JSON data are scripts.
        expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>/g), `/${lang}${path}`).toBeNull();
        // Decision 029: the scripts load after the first paint, through the loader.
        expect(html, `/${lang}${path}`).toContain('<script defer src="/app-loader.js" data-entry="/assets/index-');
        expect(html, `/${lang}${path}`).not.toMatch(/type="module"|rel="modulepreload"|<link rel="stylesheet" crossorigin/);
        // Every Mantine class in the markup is styled by what the page carries inline (first-screen-styles.css).
        const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
        const markup = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script type="application/json"'));
        const unstyled = [...new Set(markup.match(/\bm_[0-9a-f]{8}\b/g))].filter((name) => !styles.includes(`.${name}`));
        expect(unstyled, `/${lang}${path}: Mantine classes the first screen's styles lack`).toEqual([]);
        await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
        // Decision 083: React adopted the style attributes it rendered, not the server's stand-ins.
        await expect(page.locator('#root [data-s]')).toHaveCount(0);
        await expect(page.locator('#main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(errors, `/${lang}${path}`).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { restyledBy: string[] }).restyledBy), `/${lang}${path}: attributes set during the load`).toEqual([]);
        // Decision 084: the rest of Mantine's styles wait for another screen (one more restyle of the page).
        await expect(page.locator('link[href*="/assets/all-styles-"]'), `/${lang}${path}`).toHaveCount(0);
      }

      await page.goto(`/${lang}/articles`);
      await page.waitForLoadState('networkidle');
      // A client-side navigation keeps the document: the marker set on it survives the click.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const card = page.getByTestId('post-card').first();
      const title = (await card.getByRole('heading').first().textContent())!;
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/articles/detail/`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      // Another screen than the first brings the rest of Mantine's styles along (decision 084).
      await expect(page.locator('link[rel="stylesheet"][href*="/assets/all-styles-"]')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }
});
