import { expect, screenshotsIn, signInByApi, staffPage, test } from './fixtures';
import { oneWidthPerLanguage } from './one-width-per-language';
import { bangkokDay, fillDate } from './date-field';

/**
 * Issue 10: social channels in Chromium, Thai and English, at 1440 and 390 px. The OAuth platform
 * is the fake social platform the server starts on loopback (no SOCIAL_<TYPE>_* configured).
 * SCREENS=1 is not needed: every test leaves its screenshots in .tmp/screens/channels for review.
 */
const shoot = screenshotsIn('screens/channels');
// Whole flows across two sites (Kolify and the platform) and two users: longer than one page's budget.
test.describe.configure({ timeout: 120_000 });

const copy = {
  th: { qualified: 'ผ่านเกณฑ์: ช่องทางของคุณรับงานได้แล้ว', micro: 'ไมโคร', waiting: 'รอการตรวจสอบ', statusQualified: 'ผ่านเกณฑ์', review: 'ช่องทางที่รอตรวจสอบ' },
  en: { qualified: 'Qualified: your channel can take jobs', micro: 'Micro', waiting: 'Waiting for review', statusQualified: 'Qualified', review: 'Channels to review' },
} as const;

// One platform per run so parallel runs of the same demo influencer never touch the same channel.
const oauthTypes: Record<string, string> = { 'desktop-th': 'INSTAGRAM', 'desktop-en': 'YOUTUBE', 'mobile-th': 'FACEBOOK_PAGE', 'mobile-en': 'X' };
const oauthTypeOf = (project: string, lang: 'th' | 'en') => oauthTypes[`${project}-${lang}`] ?? 'FACEBOOK_PROFILE';

/** A real 1×1 PNG (the server reads the type from the bytes). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

for (const lang of ['th', 'en'] as const) {
  test(`${lang}: connect an OAuth channel through the platform's consent page and see it qualified`, async ({ page, setLanguageCookie }) => {
    await setLanguageCookie(lang);
    // Signed in through the API, straight to the screen (decision 081): the dashboard is where the journey ends.
    await signInByApi(page, 'influencer');
    const type = oauthTypeOf(test.info().project.name, lang);
    await page.goto(`/${lang}/Influencer/channelAdd`);
    await expect(page.getByTestId('channel-add')).toHaveAttribute('data-state', 'choosing.noCode');
    await shoot(page, `${lang}-add-choose`);
    await page.getByTestId(`channel-type-${type}`).click();
    // The fake platform's consent page, on loopback: sign in there as the 10,000-follower account.
    await expect(page).toHaveURL(new RegExp(`/${type}/authorize\\?`));
    await expect(page.getByRole('heading', { name: `Fake ${type}` })).toBeVisible();
    await shoot(page, `${lang}-platform-consent`);
    await page.getByRole('button', { name: 'Ploy Lifestyle' }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/Influencer/channelAdd\\?channel=`));
    const result = page.getByTestId('channel-result-qualified');
    await expect(result.getByTestId('channel-result-title')).toHaveText(copy[lang].qualified);
    await expect(result.getByTestId('channel-tier')).toHaveText(copy[lang].micro);
    await shoot(page, `${lang}-add-qualified`);

    await page.getByTestId('channel-see-detail').click();
    const detail = page.getByTestId('channel-detail');
    await expect(detail.getByTestId('channel-status')).toHaveText(copy[lang].statusQualified);
    await expect(detail.getByTestId('channel-followers')).toHaveText('10,000');
    // PRODUCT.md: 10,000 followers at 3 % on Instagram ≈ ฿2,000–3,000 a photo post (other platforms scale by base).
    await expect(detail.getByTestId('estimate-table')).toBeVisible();
    await shoot(page, `${lang}-detail`);

    // Disconnect with a confirmation, then the dashboard no longer lists it.
    await page.getByTestId('channel-disconnect').click();
    await shoot(page, `${lang}-disconnect-confirm`, false);
    await page.getByTestId('channel-disconnect-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/Influencer/dashboard$`));
    await expect(page.getByTestId('channel-list')).toBeVisible();
    await expect(page.getByTestId(`channel-row-${type}`).filter({ hasText: 'Ploy Lifestyle' })).toHaveCount(0);
    await expect(page.getByTestId('channel-row-TIKTOK')).toBeVisible();
    await shoot(page, `${lang}-dashboard`);
  });

  // Decision 081: each language at one width (the OAuth journey above keeps all four runs, one
  // platform each, so the add screen, the channel and the dashboard stay at both widths in both
  // languages; the staff channel queue is walked by the admin axe walk in all four).
  test(`${lang}: a manual channel waits for review, staff approve it, and the dashboard shows it qualified`, oneWidthPerLanguage(lang, 'desktop'), async ({ page, browser, setLanguageCookie, baseURL, config }) => {
    await setLanguageCookie(lang);
    await signInByApi(page, 'influencer');
    const name = `Ploy Lemon8 ${test.info().project.name}-${lang}-${Date.now().toString(36)}`;
    await page.goto(`/${lang}/Influencer/channelAdd`);
    await page.getByTestId('channel-type-LEMON8').click();
    const form = page.getByTestId('channel-manual-form');
    await form.getByTestId('manual-name').fill(name);
    await form.getByTestId('manual-url').fill(`https://www.lemon8-app.com/@${name.replace(/\W+/g, '').toLowerCase()}`);
    await form.getByTestId('manual-followers').fill('12000');
    await form.getByTestId('manual-following').fill('300');
    await form.getByTestId('manual-engagement').fill('2.5');
    await fillDate(form.getByTestId('manual-last-post'), bangkokDay(-3));
    await form.locator('input[type="file"]').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: png });
    await shoot(page, `${lang}-manual-form`);
    await form.getByTestId('manual-submit').click();
    await expect(page.getByTestId('channel-result-waiting').getByTestId('channel-result-title')).toHaveText(copy[lang].waiting);
    await shoot(page, `${lang}-manual-waiting`);

    const staff = await staffPage(browser, baseURL!, config, page.viewportSize(), 'admin');
    await staff.page.goto(`/${lang}/Admin/channels`);
    await expect(staff.page.getByRole('heading', { name: copy[lang].review })).toBeVisible();
    const card = staff.page.locator('div[data-testid^="review-"][data-with-border]').filter({ hasText: name });
    await expect(card).toBeVisible();
    await shoot(staff.page, `${lang}-review-queue`);
    await card.getByTestId('review-approve').click();
    await expect(card).toHaveCount(0);
    await staff.close();

    await page.goto(`/${lang}/Influencer/dashboard`);
    const row = page.getByTestId('channel-row-LEMON8').filter({ hasText: name });
    await expect(row).toContainText(copy[lang].statusQualified);
  });

  test(`${lang}: the open estimator from the landing to sign-up, figures carried over`, async ({ page, setLanguageCookie }) => {
    await setLanguageCookie(lang);
    await page.goto(`/${lang}/Influencer`);
    await page.getByTestId('landing-estimate').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/Influencer/estimate$`));
    await expect(page.getByTestId('estimator')).toHaveAttribute('data-step', 'choose');
    await shoot(page, `${lang}-estimator-choose`);
    await page.getByTestId('estimator-type-INSTAGRAM').click();
    await page.getByTestId('estimator-handle').fill('@ploy.eats');
    await page.getByTestId('estimator-followers').fill('10000');
    await page.getByTestId('estimator-engagement').fill('3');
    await shoot(page, `${lang}-estimator-figures`);
    await page.getByTestId('estimator-calculate').click();
    await expect(page.getByTestId('estimator')).toHaveAttribute('data-step', 'calculate');
    // PRODUCT.md: 400 × 10^0.8 × 1 × 1 = 2,523.8 → ฿2,520, shown as ฿2,020 – ฿3,020.
    await expect(page.getByTestId('estimate-photoPost')).toContainText('฿2,020 – ฿3,020');
    await shoot(page, `${lang}-estimator-result`);
    await page.getByTestId('estimator-signup').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/Influencer/signup`));
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('kolify_th_estimate') ?? 'null'))).toEqual({ type: 'INSTAGRAM', handle: '@ploy.eats', followers: 10000, engagementRate: 3 });
  });
}
