import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectTableFits, screenshotsIn, signInByApi, test } from './fixtures';
import { oneWidthPerLanguage } from './one-width-per-language';

/**
 * Issue 3 back office, the parts added after the first session: messages marked handled, case-study
 * figures, and downloads edited and replaced. Thai and English, at 1440 and 390 px; each test leaves
 * screenshots in .tmp/gaps3 for review.
 */

const shoot = screenshotsIn('gaps3');
/** Tables on a phone (390 px, Thai) and a desktop (1440 px, English): .tmp/screens/tables. */
const tables = screenshotsIn('screens/tables');

const copy = {
  th: { published: 'เผยแพร่แล้ว', draft: 'ฉบับร่าง', edit: 'แก้ไข', handledBy: 'โดย Kolify Staff', saved: 'บันทึกแล้ว', bookings: 'คืนที่จอง', titleRequired: 'กรุณากรอกหัวข้อ', metricValue: 'กรอกตัวเลขตั้งแต่ 0 ขึ้นไป', download: 'ดาวน์โหลด' },
  en: { published: 'Published', draft: 'Draft', edit: 'Edit', handledBy: 'by Kolify Staff', saved: 'Saved.', bookings: 'Room-nights booked', titleRequired: 'A title is required.', metricValue: 'Enter a number of 0 or more', download: 'Download' },
} as const;

const unique = () => `${test.info().project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

/**
 * Staff signed in through the API, then the tab (decision 081): staff sign-in on the form is
 * auth.spec.ts's subject ("admin signs in at /Admin") and the admin axe walk's way in.
 */
async function signInAsStaff(page: Page, lang: 'th' | 'en', tab: string) {
  await signInByApi(page, 'admin');
  await page.goto(`/${lang}/Admin/content?tab=${tab}`);
}

/** Calls the API as the page's signed-in user (same cookies, same-origin header). */
const apiAs = (page: Page): APIRequestContext => page.request;
const origin = (baseURL: string | undefined) => ({ origin: baseURL! });

function pdf(text: string) {
  return { name: `${text}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n`, 'latin1') };
}

// Decision 081: the messages, packages and downloads journeys run each language at one width
// (oneWidthPerLanguage): their tabs are walked by the admin axe walk in both languages at both
// widths; messages and packages take opposite sides, and the downloads table's fit runs at 390 in
// Thai and at 1440 in English. The case-study journey (its editor is walked nowhere else) keeps all four.
for (const lang of ['th', 'en'] as const) {
  test(`${lang}: staff mark a contact message handled, see who and when, and reopen it`, oneWidthPerLanguage(lang, 'desktop'), async ({ page, baseURL }) => {
    const name = `Somsri ${unique()}`;
    const sent = await page.request.post('/api/contact', {
      headers: origin(baseURL),
      data: { name, email: 'somsri@example.co.th', topic: 'payment', message: 'When is the next withdrawal round? Thank you.', consent: true, locale: lang },
    });
    expect(sent.status()).toBe(201);

    await signInAsStaff(page, lang, 'messages');
    const card = page.getByTestId('message-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('data-handled', 'false');
    await shoot(page, `${lang}-messages-to-handle`);

    await card.getByTestId('message-toggle').click();
    // Handled: it leaves the "to handle" list…
    await expect(card).toHaveCount(0);
    // …and shows under "handled" with who and when.
    await page.getByTestId('messages-filter').getByText(lang === 'th' ? 'จัดการแล้ว' : 'Handled').click();
    const handled = page.getByTestId('message-card').filter({ hasText: name });
    await expect(handled).toHaveAttribute('data-handled', 'true');
    await expect(handled.getByTestId('message-handled-by')).toContainText(copy[lang].handledBy);
    await shoot(page, `${lang}-messages-handled`);

    await handled.getByTestId('message-toggle').click();
    await expect(handled).toHaveCount(0);
    await page.getByTestId('messages-filter').getByText(lang === 'th' ? 'รอจัดการ' : 'To handle').click();
    await expect(page.getByTestId('message-card').filter({ hasText: name })).toHaveAttribute('data-handled', 'false');
  });

  test(`${lang}: staff edit a case study’s figures and a visitor sees them`, async ({ page, browser, baseURL }) => {
    test.setTimeout(60_000);
    const slug = `figures-${unique()}`;
    await signInAsStaff(page, lang, 'cases');
    await expect(page.getByTestId('new-post')).toBeVisible();
    await expectTableFits(page.getByTestId('admin-posts-table'));
    await tables(page, `${lang}-content-case-studies`);
    // A case study of this test's own, so parallel runs never edit the same one.
    const created = await apiAs(page).post('/api/admin/content/posts', {
      headers: origin(baseURL),
      data: {
        kind: 'case_study',
        categoryId: 10,
        status: 'publish',
        brandName: 'Chiang Mai Roasters',
        metrics: { reach: 250_000, sales: 900 },
        th: { slug: `${slug}-th`, title: `กาแฟเชียงใหม่ ${slug}`, bodyHtml: '<p>แคมเปญกาแฟ Chiang Mai Roasters 2026</p>' },
        en: { slug, title: `Chiang Mai coffee ${slug}`, bodyHtml: '<p>A coffee campaign.</p>' },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await page.goto(`/${lang}/Admin/content/${id}`);
    const rows = page.getByTestId('metric-row');
    await expect(rows).toHaveCount(2);

    // A figure added without a value: the server names it and the form shows why.
    await page.getByTestId('metric-add').click();
    await rows.nth(2).getByTestId('metric-key').click();
    await page.getByRole('option', { name: copy[lang].bookings }).click();
    await page.getByTestId('save').click();
    await expect(page.getByTestId('editor-error')).toBeVisible();
    await expect(rows.nth(2)).toContainText(copy[lang].metricValue);
    await shoot(page, `${lang}-case-study-figures-error`);

    await rows.nth(2).getByTestId('metric-value').fill('77');
    await rows.nth(0).getByTestId('metric-value').fill('1500000');
    // Remove "sales".
    await rows.nth(1).getByRole('button').click();
    await expect(rows).toHaveCount(2);
    await page.getByTestId('save').click();
    await expect(page.getByRole('status').filter({ hasText: copy[lang].saved })).toBeVisible();
    await shoot(page, `${lang}-case-study-figures-saved`);

    const visitor = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/${lang}/caseStudy/detail/${encodeURIComponent(lang === 'th' ? `${slug}-th` : slug)}`);
    await expect(visitorPage.getByText(copy[lang].bookings)).toBeVisible();
    await expect(visitorPage.getByText('77', { exact: true })).toBeVisible();
    await expect(visitorPage.getByText(lang === 'th' ? 'ยอดขาย' : 'Sales', { exact: true })).toHaveCount(0);
    await visitor.close();
  });

  test(`${lang}: the packages tab names each status, post type and tier in the reader's language`, oneWidthPerLanguage(lang, 'mobile'), async ({ page }) => {
    await signInAsStaff(page, lang, 'packages');
    const panel = page.getByRole('tabpanel');
    const badges = panel.locator('.mantine-Badge-root');
    await expect(badges.filter({ hasText: copy[lang].published }).first()).toBeVisible();
    await expect(badges.filter({ hasText: copy[lang].draft }).first()).toBeVisible();
    // No raw key (the badge upper-cases it: it showed PUBLISH / DRAFT in Thai too). Case-sensitive:
    // English says "Draft".
    await expect(badges.filter({ hasText: /^(publish|draft|archived)$/ })).toHaveCount(0);
    await tables(page, `${lang}-content-packages`);
    const draft = panel.getByRole('row').filter({ has: page.locator('.mantine-Badge-root', { hasText: copy[lang].draft }) }).first();
    await draft.getByRole('button', { name: copy[lang].edit }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(lang === 'th' ? 'สถานะ' : 'Status', { exact: true })).toHaveValue(copy[lang].draft);
    await shoot(page, `${lang}-package-edit`, false);
  });

  test(`${lang}: staff add a download, edit its titles, replace its file and delete it`, oneWidthPerLanguage(lang, 'mobile'), async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const tag = unique();
    await signInAsStaff(page, lang, 'downloads');
    await page.getByTestId('new-download').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles(pdf(`rates-${tag}`));
    await expect(dialog.getByTestId('download-current-file')).toContainText(`rates-${tag}.pdf`);
    // Saving without titles: each missing title is named on the form.
    await dialog.getByTestId('download-save').click();
    await expect(dialog.getByTestId('download-error')).toBeVisible();
    await expect(dialog).toContainText(copy[lang].titleRequired);
    await shoot(page, `${lang}-download-form-error`);

    await dialog.getByTestId('download-title-th').fill(`เรตการ์ด ${tag}`);
    await dialog.getByTestId('download-title-en').fill(`Rate card ${tag}`);
    await dialog.getByTestId('download-save').click();
    await expect(dialog).toHaveCount(0);
    const row = page.getByTestId('download-row').filter({ hasText: `rates-${tag}.pdf` });
    await expect(row).toBeVisible();

    // Edit: new English title and a replacement file.
    await row.getByTestId('download-edit').click();
    await dialog.getByTestId('download-title-en').fill(`Rate card 2026 ${tag}`);
    await dialog.locator('input[type=file]').setInputFiles(pdf(`rates-v2-${tag}`));
    await expect(dialog.getByTestId('download-current-file')).toContainText(`rates-v2-${tag}.pdf`);
    await shoot(page, `${lang}-download-edit`);
    await dialog.getByTestId('download-save').click();
    await expect(dialog).toHaveCount(0);
    const edited = page.getByTestId('download-row').filter({ hasText: `rates-v2-${tag}.pdf` });
    await expect(edited).toBeVisible();
    await shoot(page, `${lang}-downloads-list`);
    await expectTableFits(page.getByTestId('admin-downloads-table'));
    await tables(page, `${lang}-content-downloads`);

    // A visitor sees the new title and the new file.
    const href = await edited.getByRole('link').getAttribute('href');
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(href!);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(lang === 'th' ? `เรตการ์ด ${tag}` : `Rate card 2026 ${tag}`);
    await expect(visitorPage.getByText(`rates-v2-${tag}.pdf`)).toBeVisible();
    await expect(visitorPage.getByRole('link', { name: copy[lang].download })).toBeVisible();

    page.once('dialog', (confirm) => void confirm.accept());
    await edited.getByTestId('download-delete').click();
    await expect(edited).toHaveCount(0);
    await visitor.close();
    // A new visitor (nothing cached) finds no such download.
    const later = await browser.newContext({ baseURL });
    const laterPage = await later.newPage();
    await laterPage.goto(href!);
    await expect(laterPage.locator('body')).toContainText(/404|ไม่พบ|not found/i);
    await later.close();
  });
}
