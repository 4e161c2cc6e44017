import { expect, expectTableFits, navigateInApp, screenshotsIn, staffPage, test } from './fixtures';
import { oneWidthPerLanguage } from './one-width-per-language';
import { api, brandApi, inviteOnlyCampaign } from './job-fixtures';

/**
 * Issue 32, decision 054 in Chromium, Thai and English: a visitor sees a new public campaign on
 * the job board; staff hide it from the back office (confirmed with a reason); the board no longer
 * shows it and its public detail is not found, while its marketer still has it; the audit log
 * says who hid which campaign; staff show it again and it is back. Screens in .tmp/screens/campaign-hidden.
 */
const shoot = screenshotsIn('screens/campaign-hidden');
test.describe.configure({ timeout: 180_000 });

const copy = {
  th: { reason: 'ภาพในแคมเปญไม่เหมาะสมกับแบรนด์', back: 'ข้อร้องเรียนได้รับการแก้ไขแล้ว', hidSentence: 'ซ่อนแคมเปญ', shown: 'แสดงบนบอร์ด', hidden: 'ซ่อนอยู่', reasonRequired: 'กรุณาระบุเหตุผล' },
  en: { reason: 'Imagery not safe for the brand', back: 'Complaint resolved', hidSentence: 'hid the campaign', shown: 'On the board', hidden: 'Hidden', reasonRequired: 'Write a reason' },
} as const;

/** A public credit campaign whose apply-by and posting window open in 3 days (so it stays on the board). */
const publicCampaign = (name: string) => {
  const day = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  return inviteOnlyCampaign(name, { visibility: 'public', applyBy: day(3), postFrom: day(3), postTo: day(20) });
};

// Decision 081: each language at one width (Thai at 390, English at 1440): the job board is walked
// by the public axe walk, and the staff campaigns screen and the audit log by the admin axe walk, in
// both languages at both widths; the campaigns table's fit runs at 390 and 1440. Staff go from
// screen to screen inside the app: the board's fresh loads (reload) stay, they are the visitor's view.
for (const lang of ['th', 'en'] as const) {
  test(`${lang}: staff hide a public campaign from the board (with a reason, audited), its marketer keeps it, staff show it again`, oneWidthPerLanguage(lang, 'mobile'), async ({ page, browser, baseURL, config, setLanguageCookie, playwright }) => {
    await setLanguageCookie(lang);
    const name = `Board ${lang} ${Date.now().toString(36)}`;
    const { brand } = await brandApi(playwright, baseURL!);
    const campaign = await api(brand, 'post', '/api/campaigns', publicCampaign(name));
    const id = campaign.id as string;
    await api(brand, 'post', `/api/campaigns/${id}/publish`, undefined, { 'idempotency-key': `hide-${id}` });

    // A visitor finds it on the board (newest first).
    await page.goto(`/${lang}/jobMarketBoard`);
    await expect(page.getByTestId('job-card').filter({ hasText: name })).toHaveCount(1);

    // Staff: the campaigns screen, found by name, hidden after a confirmation that asks for a reason.
    const staff = await staffPage(browser, baseURL!, config, page.viewportSize(), 'support');
    await staff.page.goto(`/${lang}/Admin/campaigns`);
    await staff.page.getByTestId('staff-campaigns-search').fill(name);
    await staff.page.getByTestId('staff-campaigns-search').press('Enter');
    const row = staff.page.getByTestId('staff-campaign-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('staff-campaign-shown')).toHaveText(copy[lang].shown);
    await expectTableFits(staff.page.getByTestId('staff-campaigns-table'));
    await shoot(staff.page, `${lang}-1-list`);
    await row.getByTestId('staff-campaign-hide').click();
    const modal = staff.page.getByRole('dialog');
    await expect(modal).toContainText(name);
    await modal.getByTestId('staff-campaign-confirm').click();
    await expect(modal).toContainText(copy[lang].reasonRequired);
    await modal.getByTestId('staff-campaign-reason').fill(copy[lang].reason);
    await shoot(staff.page, `${lang}-2-confirm`, false);
    await modal.getByTestId('staff-campaign-confirm').click();
    await expect(modal).toBeHidden();
    await expect(staff.page.getByTestId('staff-campaigns-done')).toContainText(name);
    await expect(row.getByTestId('staff-campaign-hidden')).toHaveText(copy[lang].hidden);
    await shoot(staff.page, `${lang}-3-hidden`);

    // Publicly gone: off the board, its detail not found; its marketer still has it, published.
    await page.reload();
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    await expect(page.getByTestId('job-card').filter({ hasText: name })).toHaveCount(0);
    expect((await page.request.get(`/api/campaigns/public/job/${id}`)).status()).toBe(404);
    expect((await api(brand, 'get', `/api/campaigns/${id}`)).status).toBe('published');

    // The audit log says it in the reader's language, with the reason.
    await navigateInApp(staff.page, `/${lang}/Admin/audit`);
    await staff.page.getByTestId('staff-audit-search').fill(id);
    await staff.page.getByTestId('staff-audit-search').press('Enter');
    const auditRow = staff.page.getByTestId('staff-audit-row');
    await expect(auditRow).toHaveCount(1);
    await expect(auditRow.getByTestId('staff-audit-sentence')).toContainText(copy[lang].hidSentence);
    await expect(auditRow.getByTestId('staff-audit-sentence')).toContainText(name);
    await expect(auditRow).toContainText(copy[lang].reason);
    await shoot(staff.page, `${lang}-4-audit`);

    // Shown again: back on the board.
    await navigateInApp(staff.page, `/${lang}/Admin/campaigns`);
    await staff.page.getByTestId('staff-campaigns-search').fill(name);
    await staff.page.getByTestId('staff-campaigns-search').press('Enter');
    await row.getByTestId('staff-campaign-show').click();
    await modal.getByTestId('staff-campaign-reason').fill(copy[lang].back);
    await modal.getByTestId('staff-campaign-confirm').click();
    await expect(row.getByTestId('staff-campaign-shown')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('job-card').filter({ hasText: name })).toHaveCount(1);
    expect((await page.request.get(`/api/campaigns/public/job/${id}`)).status()).toBe(200);
    await staff.close();
    await brand.dispose();
  });
}
