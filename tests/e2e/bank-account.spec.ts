import type { Browser, Page } from '@playwright/test';
import type { AppConfigResponse } from '#common/contracts/config';
import { expect, screenshotsIn, signInByApi, signUpInfluencerByApi, test, waitForAppOnLoad } from './fixtures';
import { oneWidthPerLanguage } from './one-width-per-language';

/**
 * Issue 13: the bank account in Chromium, Thai and English, at 1440 and 390 px. A fresh
 * influencer (with a profile name) adds an account with its documents, staff approve it in the
 * back office and the influencer sees it approved; another is rejected with a reason, reads it and
 * sends a fix. Every test leaves its screenshots in .tmp/screens/bank for review.
 */
const shoot = screenshotsIn('screens/bank');
// Two users and two sites of the app (influencer, back office) per test.
test.describe.configure({ timeout: 120_000 });

let counter = 0;
/** A real 1×1 PNG (the server reads the type from the bytes). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const copy = {
  th: { bank: 'ธนาคารกสิกรไทย', checking: 'กำลังตรวจสอบบัญชีธนาคารของคุณ', approved: 'บัญชีธนาคารได้รับการอนุมัติแล้ว', rejected: 'บัญชีธนาคารของคุณไม่ผ่านการตรวจสอบ', review: 'บัญชีธนาคารที่รอตรวจสอบ', fileType: 'รองรับเฉพาะรูป JPEG, PNG, WebP, GIF หรือไฟล์ PDF', mismatch: 'ชื่อบัญชีต้องตรงกับชื่อและนามสกุลในโปรไฟล์ของคุณ', length: 'จำนวนหลักไม่ถูกต้องสำหรับธนาคารนี้' },
  en: { bank: 'Kasikornbank', checking: 'We are checking your bank account', approved: 'Bank account approved', rejected: 'Your bank account was not approved', review: 'Bank accounts to review', fileType: 'Only JPEG, PNG, WebP, GIF images or a PDF.', mismatch: 'The account name must match the first and last name in your profile.', length: "This bank's account numbers have a different number of digits" },
} as const;

/** Letters only, so the name is a valid profile name and unique in the staff queue. */
const uniqueName = () => `Tester${Date.now().toString(36).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}${'abcdefghijklmnopqrstuvwxyz'[++counter % 26]}`;

/** A new influencer named `Somchai <lastName>`, signed in on the page (the API sets the session cookie). */
async function signUpNamed(page: Page, lang: 'th' | 'en', baseURL: string, config: AppConfigResponse, lastName: string) {
  const { uuid, email } = await signUpInfluencerByApi(page, lang, baseURL, config, 'bank');
  const headers = { origin: baseURL };
  expect((await page.request.patch(`/sv_influ_api/influ/profile/general/${uuid}`, { headers, data: { firstNameEn: 'Somchai', lastNameEn: lastName } })).status()).toBe(200);
  expect((await page.request.patch(`/sv_influ_api/influ/profile/prefs/${uuid}`, { headers, data: { notificationLanguage: lang } })).status()).toBe(200);
  return { uuid, email };
}

/**
 * Staff in their own browser context on the back-office screen, signed in through the API
 * (decision 081): staff sign-in on the form is auth.spec.ts's subject and the admin axe walk's way in.
 */
async function staffOn(browser: Browser, baseURL: string, config: AppConfigResponse, lang: 'th' | 'en', viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ viewport, locale: 'th-TH', timezoneId: 'Asia/Bangkok', extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  await context.addCookies([
    { name: config.cookies.acceptCookies, value: 'true', url: baseURL },
    { name: config.cookies.language, value: lang, url: baseURL },
  ]);
  const page = await context.newPage();
  await page.route(config.ipInfoUrl, (route) => route.abort('internetdisconnected'));
  waitForAppOnLoad(page);
  await signInByApi(page, 'admin');
  await page.goto(`/${lang}/Admin/bankAccounts`);
  await expect(page.getByRole('heading', { name: copy[lang].review })).toBeVisible();
  return { page, close: () => context.close() };
}

async function chooseBank(page: Page, name: string) {
  await page.getByTestId('bank-code').click();
  await page.getByRole('option', { name }).click();
}

async function attach(page: Page, kind: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId(`bank-document-${kind}-input`).setInputFiles(file);
}

// Decision 081: each language at one width, the two journeys on opposite sides: both go through
// the influencer's bank account screen and the staff review queue, which the influencer and admin
// axe walks also walk in both languages at both widths; nothing in them depends on the width.
for (const lang of ['th', 'en'] as const) {
  test(`${lang}: add a bank account with its documents, staff approve it beside the evidence, the influencer sees it approved`, oneWidthPerLanguage(lang, 'mobile'), async ({ page, browser, setLanguageCookie, baseURL, config }) => {
    await setLanguageCookie(lang);
    const lastName = uniqueName();
    await signUpNamed(page, lang, baseURL!, config, lastName);
    await page.goto(`/${lang}/Influencer/earn/bankAccount`);
    await expect(page.getByTestId('bank-state-none')).toBeVisible();
    await expect(page.getByTestId('bank-account-name')).toHaveValue(`Somchai ${lastName}`);
    await shoot(page, `${lang}-none`);

    // The rules say no before anything is sent: wrong length, a name that is not the profile's.
    await chooseBank(page, copy[lang].bank);
    await page.getByTestId('bank-account-number').fill('123-4-56789');
    await page.getByTestId('bank-account-name').fill('Somsri Someone');
    await page.getByTestId('bank-submit').click();
    await expect(page.getByTestId('bank-form')).toContainText(copy[lang].length);
    await expect(page.getByTestId('bank-form')).toContainText(copy[lang].mismatch);
    await shoot(page, `${lang}-form-errors`);

    await page.getByTestId('bank-account-number').fill('123-4-56789-0');
    await page.getByTestId('bank-account-name').fill(`  somchai ${lastName.toUpperCase()} `);
    await attach(page, 'id_card', { name: 'id-card.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('bank-document-id_card-name')).toHaveText('id-card.png');
    await attach(page, 'bank_book', { name: 'bank-book.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('bank-document-bank_book-name')).toHaveText('bank-book.png');
    await shoot(page, `${lang}-form-filled`);
    await page.getByTestId('bank-submit').click();
    await expect(page.getByTestId('bank-state-in_progress')).toBeVisible();
    await expect(page.getByTestId('bank-banner')).toContainText(copy[lang].checking);
    await expect(page.getByTestId('bank-summary-number')).toHaveText('123-4-56789-0');
    await shoot(page, `${lang}-in-progress`);

    const staff = await staffOn(browser, baseURL!, config, lang, page.viewportSize());
    const card = staff.page.getByTestId('bank-review-card').filter({ hasText: lastName });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('bank-review-number')).toHaveText('123-4-56789-0');
    await expect(card.getByTestId('bank-review-document-id_card').getByRole('img')).toBeVisible();
    await expect(card.getByTestId('bank-review-document-bank_book').getByRole('img')).toBeVisible();
    await shoot(staff.page, `${lang}-staff-queue`);
    await card.getByTestId('bank-review-approve').click();
    await expect(card).toHaveCount(0);
    await staff.close();

    await page.reload();
    await expect(page.getByTestId('bank-state-approve')).toBeVisible();
    await expect(page.getByTestId('bank-banner')).toContainText(copy[lang].approved);
    await expect(page.getByTestId('bank-summary-number')).toHaveText('•••• 7890');
    await expect(page.getByTestId('bank-summary-bank')).toHaveText(copy[lang].bank);
    await shoot(page, `${lang}-approved`);
    // Changing it warns first that it goes back to review.
    await page.getByTestId('bank-change').click();
    await expect(page.getByTestId('bank-change-warning')).toBeVisible();
    await shoot(page, `${lang}-change-warning`);
    await page.getByTestId('bank-cancel').click();
    await expect(page.getByTestId('bank-summary')).toBeVisible();
  });

  test(`${lang}: staff reject with a reason; the influencer reads it, sees which document to resend, and sends a fix`, oneWidthPerLanguage(lang, 'desktop'), async ({ page, browser, setLanguageCookie, baseURL, config }) => {
    await setLanguageCookie(lang);
    const lastName = uniqueName();
    const { uuid } = await signUpNamed(page, lang, baseURL!, config, lastName);
    // The first submission through the API (the form is covered above).
    const headers = { origin: baseURL! };
    const uploadOne = async (name: string) => (await (await page.request.post(`/sv_influ_api/influ/attachment/${uuid}`, { headers, multipart: { file: { name, mimeType: 'image/png', buffer: png } } })).json()) as { id: string };
    const [idCard, bankBook] = [await uploadOne('id-card.png'), await uploadOne('bank-book.png')];
    const sent = await page.request.put(`/sv_influ_api/influ/bankAccount/${uuid}`, { headers, data: { bankCode: '030', accountNumber: '0200 1234 5678', accountName: `Somchai ${lastName}`, holderType: 'individual', idCardUploadId: idCard.id, bankBookUploadId: bankBook.id } });
    expect(sent.status()).toBe(200);

    const reason = lang === 'th' ? 'รูปสมุดบัญชีไม่ชัด อ่านเลขบัญชีไม่ได้' : 'The bank book photo is blurry; the account number cannot be read.';
    const staff = await staffOn(browser, baseURL!, config, lang, page.viewportSize());
    const card = staff.page.getByTestId('bank-review-card').filter({ hasText: lastName });
    await card.getByTestId('bank-review-reject').click();
    const dialog = staff.page.getByRole('dialog');
    // A reason is required.
    await dialog.getByTestId('bank-review-reject-confirm').click();
    await expect(dialog.getByTestId('bank-review-reason')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByTestId('bank-review-reason').fill(reason);
    await dialog.getByTestId('bank-review-resend-bank_book').check();
    await shoot(staff.page, `${lang}-staff-reject`, false);
    await dialog.getByTestId('bank-review-reject-confirm').click();
    await expect(card).toHaveCount(0);
    await staff.close();

    await page.goto(`/${lang}/Influencer/earn/bankAccount`);
    await expect(page.getByTestId('bank-state-reject')).toBeVisible();
    await expect(page.getByTestId('bank-banner')).toContainText(copy[lang].rejected);
    await expect(page.getByTestId('bank-reject-reason')).toHaveText(reason);
    await expect(page.getByTestId('bank-document-bank_book-reason')).toContainText(reason);
    await shoot(page, `${lang}-rejected`);

    // A text file renamed .png is refused by the upload (the type is read from the bytes).
    await attach(page, 'bank_book', { name: 'bank-book.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await expect(page.getByTestId('bank-document-bank_book-error')).toHaveText(copy[lang].fileType);
    await attach(page, 'bank_book', { name: 'bank-book-2.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('bank-document-bank_book-name')).toHaveText('bank-book-2.png');
    await expect(page.getByTestId('bank-document-bank_book-error')).toHaveCount(0);
    await page.getByTestId('bank-submit').click();
    await expect(page.getByTestId('bank-state-in_progress')).toBeVisible();
    await expect(page.getByTestId('bank-summary-number')).toHaveText('0200-1234-5678');
  });
}

test('the demo influencer has an approved bank account; staff see the demo company account waiting', async ({ page, browser, setLanguageCookie, baseURL, config }) => {
  await setLanguageCookie('en');
  // The seeded data is the subject, not the sign-in (decision 081).
  await signInByApi(page, 'influencer');
  await page.goto('/en/Influencer/earn/bankAccount');
  await expect(page.getByTestId('bank-state-approve')).toBeVisible();
  await expect(page.getByTestId('bank-summary-number')).toHaveText('•••• 4567');
  await expect(page.getByTestId('bank-summary-document-id_card').getByRole('img')).toBeVisible();
  const staff = await staffOn(browser, baseURL!, config, 'en', page.viewportSize());
  const card = staff.page.getByTestId('bank-review-card').filter({ hasText: 'Nat Talent Studio Co., Ltd.' });
  await expect(card.getByTestId('bank-review-document-vat_registration').getByRole('img')).toBeVisible();
  await shoot(staff.page, 'en-staff-demo-queue');
  await staff.close();
});
