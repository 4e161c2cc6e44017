import { expect, test } from './fixtures';

// Redirects, cookies, fonts and the head do not depend on the width: these run at 1440 px only
// (issue 31); the screens at both widths are the other tests here and the rest of the suite.
const oneWidth = { tag: '@desktop-only' };

test.describe('root and language redirects (SPEC §2)', () => {
  for (const lang of ['th', 'en'] as const) {
    test(`/ goes to the stored language (${lang})`, oneWidth, async ({ page, setLanguageCookie }) => {
      await setLanguageCookie(lang);
      await page.goto('/');
      await expect(page).toHaveURL(`/${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }

  test('/ without a stored language asks the country: US → en, and stores it for a year', oneWidth, async ({ page, context, config }) => {
    await page.unroute(config.ipInfoUrl);
    await page.route(config.ipInfoUrl, (route) => route.fulfill({ json: { ip: '203.0.113.9', country: 'US' } }));
    await page.goto('/');
    await expect(page).toHaveURL('/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where creators and brands grow together');
    const cookie = (await context.cookies()).find((item) => item.name === config.cookies.language);
    expect(cookie?.value).toBe('en');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(31_536_000 - 120);
    expect(lifetime).toBeLessThanOrEqual(31_536_000 + 5);
  });

  test('/ with country TH → th', oneWidth, async ({ page, config }) => {
    await page.unroute(config.ipInfoUrl);
    await page.route(config.ipInfoUrl, (route) => route.fulfill({ json: { country: 'TH' } }));
    await page.goto('/');
    await expect(page).toHaveURL('/th');
  });

  test('/ when the country lookup fails → th, with the spec log line', oneWidth, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect(page).toHaveURL('/th');
    expect(errors).toContain('Failed to fetch country info, defaulting to Thailand');
  });

  test('a path without a language gets the stored one, keeping the rest', oneWidth, async ({ page, setLanguageCookie }) => {
    await page.goto('/about');
    await expect(page).toHaveURL('/th/about');
    // The address changes (redirect) before /th/about's own beforeLoad stores "th"; storing "en"
    // in that gap lost the race now and then on the slower mobile project (the flake). The page
    // renders only after beforeLoad, so once it shows, the page has stored its language.
    await expect(page.getByTestId('page-title')).toBeVisible();
    await setLanguageCookie('en');
    await page.goto('/faq?from=mail');
    await expect(page).toHaveURL('/en/faq?from=mail');
  });

  test('/Influencer/dashboard gets a language, then the guard sends a visitor to sign in', oneWidth, async ({ page, setLanguageCookie }) => {
    await setLanguageCookie('en');
    await page.goto('/Influencer/dashboard');
    await expect(page).toHaveURL('/en/Influencer/preLogin/goto:login?redirect=%2Fen%2FInfluencer%2Fdashboard');
  });

  test('switching language keeps the page and stores the choice', async ({ page, context, config }) => {
    await page.goto('/th/faq');
    await expect(page.getByTestId('page-title')).toHaveText('คำถามที่พบบ่อย');
    await page.getByTestId('language-menu').getByText('EN', { exact: true }).click();
    await expect(page).toHaveURL('/en/faq');
    await expect(page.getByTestId('page-title')).toHaveText('Frequently asked questions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((item) => item.name === config.cookies.language)?.value).toBe('en');
    await page.getByTestId('language-menu').getByText('TH', { exact: true }).click();
    await expect(page).toHaveURL('/th/faq');
    await expect(page.getByTestId('page-title')).toHaveText('คำถามที่พบบ่อย');
  });

  test('Thai renders in Thai, in IBM Plex Sans Thai', oneWidth, async ({ page }) => {
    await page.goto('/th');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('ที่ที่ครีเอเตอร์และแบรนด์เติบโตไปด้วยกัน');
    await expect(heading).toBeVisible();
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('700 16px "IBM Plex Sans Thai"', 'ก');
    });
    expect(fontLoaded).toBe(true);
  });
});

test.describe('not found (SPEC §8)', () => {
  test('a language we do not serve goes to the stored language (SPEC §2), and the page it names answers 404', oneWidth, async ({ page, setLanguageCookie }) => {
    await setLanguageCookie('en');
    await page.goto('/fr/x');
    await expect(page).toHaveURL('/en/x');
    await expect(page.getByRole('heading', { name: 'Page not found: /en/x' })).toBeVisible();
    await page.goto('/id/faq');
    await expect(page).toHaveURL('/en/faq');
    // Issue 26: the not-found page is a 404 for crawlers, not a 200.
    expect((await page.request.get('/en/no-such-page')).status()).toBe(404);
    expect((await page.request.get('/en/faq')).status()).toBe(200);
  });

  test('an unknown page, per language', async ({ page }) => {
    await page.goto('/th/no-such-page');
    await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ: /th/no-such-page' })).toBeVisible();
    await page.goto('/en/no-such-page/deeper');
    await expect(page.getByRole('heading', { name: 'Page not found: /en/no-such-page/deeper' })).toBeVisible();
    // The shell stays: the visitor can go on from here.
    await expect(page.getByTestId('language-menu')).toBeVisible();
  });

  test('only goto:login is a preLogin action', oneWidth, async ({ page }) => {
    await page.goto('/en/Influencer/preLogin/goto:signup');
    await expect(page.getByRole('heading', { name: 'Page not found: /en/Influencer/preLogin/goto:signup' })).toBeVisible();
  });
});

test.describe('error screen (SPEC §2)', () => {
  test('English texts and the button home', async ({ page, setLanguageCookie }) => {
    await setLanguageCookie('en');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/en/test');
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible();
    await expect(page.getByText("We're working to fix the problem.")).toBeVisible();
    await expect(page.getByText('Please try again later or return to the homepage.')).toBeVisible();
    expect(errors.some((text) => text.includes('fails on purpose'))).toBe(true);
    await page.getByRole('link', { name: 'Go Back to Home' }).click();
    await expect(page).toHaveURL('/en');
  });

  test('Thai texts', async ({ page, setLanguageCookie }) => {
    await setLanguageCookie('th');
    await page.goto('/th/test');
    await expect(page.getByRole('heading', { name: 'ขออภัย! เกิดข้อผิดพลาดบางอย่าง' })).toBeVisible();
    await page.getByRole('link', { name: 'กลับสู่หน้าแรก' }).click();
    await expect(page).toHaveURL('/th');
  });

  test('the error route', oneWidth, async ({ page }) => {
    await page.goto('/en/error');
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible();
  });
});

test.describe('page metadata (SPEC §2)', () => {
  test('title, description, canonical, alternates and share image per locale', oneWidth, async ({ page, baseURL }) => {
    await page.goto('/en/faq');
    await expect(page).toHaveTitle('Frequently asked questions | Kolify');
    const head = page.locator('head');
    await expect(head.locator('title')).toHaveCount(1);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', 'Answers for influencers and marketers using Kolify.');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/faq`);
    await expect(head.locator('link[rel="alternate"][hreflang="th"]')).toHaveAttribute('href', `${baseURL}/th/faq`);
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/en/faq`);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/faq`);
    await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Kolify');
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/images/share/ts-share-en.png`);
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    const image = await page.request.get('/images/share/ts-share-en.png');
    expect(image.headers()['content-type']).toBe('image/png');

    await page.goto('/th/faq');
    await expect(page).toHaveTitle('คำถามที่พบบ่อย | Kolify');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/th/faq`);
    await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/images/share/ts-share-th.png`);
  });
});
