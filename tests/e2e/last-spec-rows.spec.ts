import { accounts, demoPassword, expect, screenshotsIn, signInByApi, staffPage, test } from './fixtures';
import { api, brandApi, inviteOnlyCampaign, sideContext } from './job-fixtures';
import { oneWidthPerLanguage } from './one-width-per-language';

/**
 * Issue 32's last SPEC rows in Chromium, Thai and English (decision 061): setCookieGGForm forwards
 * out of the box with the demo data; the talent manager's consent file is linked where the consent
 * is given (sign-up and the invitation) and answers as a file; a marketer whose public campaign
 * staff hid sees it hidden, why, and what happens to the money. Screens in .tmp/screens/last-spec-rows.
 */
const shoot = screenshotsIn('screens/last-spec-rows');
test.describe.configure({ timeout: 120_000 });

const copy = {
  th: { formLabel: 'ปลายทางของลิงก์แบบฟอร์มแสดงความสนใจ', badUrl: 'กรุณากรอกที่อยู่ที่ขึ้นต้นด้วย https:// หรือหน้าของเว็บไซต์นี้ที่ขึ้นต้นด้วย /', hidden: 'ซ่อนจากบอร์ดงาน', reason: 'รูปภาพสินค้าไม่ตรงกับแบรนด์', money: 'งบของที่นั่งที่ยังว่างยังคงกันไว้ให้แคมเปญนี้' },
  en: { formLabel: 'Where interest-form links forward to', badUrl: 'Enter an address that starts with https:// or a page of this site that starts with /.', hidden: 'Hidden from the board', reason: 'The product photos do not match the brand', money: 'The budget of the seats not yet filled stays reserved for this campaign' },
} as const;

// Decision 081: the two setCookieGGForm journeys run each language at one width, on opposite sides:
// the page is a forward (nothing drawn at a width); where it lands, the sign-up, is walked by the
// public axe walk and the settings screen by the admin walk, both languages at both widths.
for (const lang of ['th', 'en'] as const) {
  test(`${lang}: setCookieGGForm records the referral and forwards to the configured form out of the box`, oneWidthPerLanguage(lang, 'mobile'), async ({ page, setLanguageCookie, config }) => {
    await setLanguageCookie(lang);
    await page.goto(`/${lang}/setCookieGGForm?ref=PLOY2026&utm_source=line`);
    // The demo's form address is this site's influencer sign-up, which reads the referral just recorded.
    await page.waitForURL(new RegExp(`/${lang}/Influencer/signup`));
    await expect(page.getByTestId('signup-wizard')).toBeVisible();
    await expect(page.getByTestId('external-form-refused')).toHaveCount(0);
    const referral = (await page.context().cookies()).find((cookie) => cookie.name === config.cookies.referral);
    expect(referral?.value).toBe('PLOY2026');
    await expect(page.getByTestId('signup-referral')).toHaveValue('PLOY2026');
  });

  test(`${lang}: staff set an https form address (an http one is refused), and the page forwards to it`, oneWidthPerLanguage(lang, 'desktop'), async ({ page, browser, baseURL, config, setLanguageCookie }) => {
    await setLanguageCookie(lang);
    const admin = await staffPage(browser, baseURL!, config, page.viewportSize(), 'admin');
    const setting = admin.page.getByTestId('staff-config-content.externalFormUrl');
    const modal = admin.page.getByTestId('staff-config-modal');
    const setAddress = async (address: string, reason: string) => {
      await setting.getByRole('button').click();
      await modal.getByTestId('staff-config-input').fill(address);
      await modal.getByTestId('staff-config-reason').fill(reason);
      await modal.getByTestId('staff-config-save').click();
    };
    const address = `https://forms.example.org/kolify-${lang}`;
    try {
      await admin.page.goto(`/${lang}/Admin/config`);
      await expect(setting).toContainText(copy[lang].formLabel);
      await expect(setting).toContainText('/Influencer/signup');
      await setAddress('http://forms.example.org/x', 'Trying plain http');
      await expect(modal).toContainText(copy[lang].badUrl);
      await shoot(admin.page, `${lang}-config-form-refused`, false);
      await modal.getByTestId('staff-config-input').fill(address);
      await modal.getByTestId('staff-config-save').click();
      await expect(modal).toHaveCount(0);
      await expect(setting).toContainText(address);
      await shoot(admin.page, `${lang}-config-form-set`);

      // The form's host is allowed by that act: the page forwards there (the outside site is stubbed).
      await page.route('https://forms.example.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Form</title><h1>Creator interest form</h1>' }));
      await page.goto(`/${lang}/setCookieGGForm?ref=PLOY2026`);
      await page.waitForURL(address);
      await expect(page.getByRole('heading', { name: 'Creator interest form' })).toBeVisible();
    } finally {
      await admin.page.goto(`/${lang}/Admin/config`);
      await setAddress('/Influencer/signup', 'Back to the sign-up page');
      await expect(modal).toHaveCount(0);
      await admin.close();
    }
  });

  test(`${lang}: the talent manager's consent file is linked where the consent is given and answers as a file`, async ({ page, setLanguageCookie }) => {
    await setLanguageCookie(lang);
    // Sign-up by the manager's invitation: the partner consent, its file and its checkbox.
    await page.goto(`/${lang}/Influencer/signup?ref=NATTM001`);
    const partner = page.getByTestId('signup-partner-consent');
    await expect(partner).toBeVisible();
    await expect(partner).toContainText('Nat Talent Studio');
    await expect(partner.getByTestId('signup-partner-consent-check')).toBeVisible();
    await shoot(page, `${lang}-signup-partner-consent`);
    const href = await partner.getByTestId('signup-partner-consent-file').getAttribute('href');
    expect(href).toBe('/sv_influ_api/open/consent_file/NATTM001');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await file.text()).toContain('Nat Talent Studio');
    // Opening it from the page gives the file itself.
    const [download] = await Promise.all([page.waitForEvent('download'), partner.getByTestId('signup-partner-consent-file').click()]);
    expect(download.suggestedFilename()).toBe('kolify-talent-manager-consent-NATTM001.txt');

    // The invitation screen (acceptConsent) links the same file.
    await page.goto(`/${lang}/Influencer/acceptConsent?code=NATTM001`);
    const link = page.getByTestId('accept-consent').locator('a[href="/sv_influ_api/open/consent_file/NATTM001"]');
    await expect(link).toBeVisible();
  });

  test(`${lang}: a marketer sees that staff hid their public campaign, why, and what happens to the money`, async ({ page, setLanguageCookie, playwright, baseURL }) => {
    await setLanguageCookie(lang);
    const name = `Hidden ${lang} ${Date.now().toString(36)}`;
    const { brand } = await brandApi(playwright, baseURL!);
    const day = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
    const campaign = await api(brand, 'post', '/api/campaigns', inviteOnlyCampaign(name, { visibility: 'public', applyBy: day(3), postFrom: day(3), postTo: day(20) }));
    const id = campaign.id as string;
    await api(brand, 'post', `/api/campaigns/${id}/publish`, undefined, { 'idempotency-key': `told-${id}` });
    const staff = await sideContext(playwright, baseURL!, `198.19.3.${lang === 'th' ? 11 : 12}`);
    await api(staff, 'post', '/sv_authauth/admin/signin', { email: accounts.admin.email, password: demoPassword });
    const hide = await staff.put(`/api/admin/campaigns/${id}/hidden`, { data: { hidden: true, reason: copy[lang].reason } });
    expect(hide.status()).toBe(200);

    await signInByApi(page, 'brand');
    await page.goto(`/${lang}/Marketer/campaignDetail/${id}`);
    await expect(page.getByTestId('campaign-hidden-badge')).toHaveText(copy[lang].hidden);
    const notice = page.getByTestId('campaign-hidden');
    await expect(notice.getByTestId('campaign-hidden-reason')).toContainText(copy[lang].reason);
    await expect(notice.getByTestId('campaign-hidden-money')).toContainText(copy[lang].money);
    await shoot(page, `${lang}-marketer-hidden`);
    await staff.dispose();
    await brand.dispose();
  });
}
