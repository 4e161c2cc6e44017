import type { APIRequestContext, Page } from '@playwright/test';
import { expect, freshPassword as password, screenshotsIn, signInOnForm, signUpInfluencerByApi, test } from './fixtures';
import { api, inviteToNewJob as inviteFresh } from './job-fixtures';
import { oneWidthPerLanguage } from './one-width-per-language';

/**
 * Issue 13, leaving and the dashboard, in Chromium (th/en, 1440/390). A fresh influencer signs up
 * through the API and gets a real job: a manual channel approved by staff, an invitation from the
 * demo brand. Blocked (a new job) → the job is declined → reason → password → /deactivateSucceed
 * → sign-in refused. And a completed job: the dashboard shows the earning and its chart, and the
 * money left blocks closing until it is withdrawn. Screens land in .tmp/screens/leave.
 */
const shoot = screenshotsIn('screens/leave');
test.describe.configure({ timeout: 240_000 });

const texts = {
  th: { blocked: 'ยังปิดบัญชีไม่ได้ในตอนนี้', newJob: 'คุณมีงานใหม่ที่รอการตอบรับ', remaining: 'ยังมีเงินคงเหลืออยู่ในบัญชีของคุณ', noBank: 'ยังไม่มีบัญชีธนาคารที่ได้รับการอนุมัติ', done: 'ปิดบัญชีของคุณเรียบร้อยแล้ว', refused: 'บัญชีนี้', thisMonth: 'รายได้เดือนนี้', wrong: 'รหัสผ่านหรือรหัสยืนยันไม่ถูกต้อง' },
  en: { blocked: 'Your account cannot be closed yet', newJob: 'You have a new job waiting for an answer.', remaining: 'Money is still in your account.', noBank: 'no approved bank account', done: 'Your account is closed', refused: "This account can't sign in", thisMonth: 'Earned this month', wrong: 'The password or code is not right' },
} as const;

const jobEvent = (request: APIRequestContext, baseURL: string, jobId: string, body: Record<string, unknown>) => api(request, 'post', `/api/jobs/${jobId}/events`, body, { origin: baseURL });

async function openClose(page: Page, lang: 'th' | 'en') {
  await page.goto(`/${lang}/Influencer/account`);
  await page.getByTestId('deactivate-open').click();
}

// Decision 081: each language at one width, the two journeys on opposite sides: both open the
// closing dialog from the account screen; the account, the dashboard, /deactivateSucceed and the
// sign-in screen are walked by the axe walks in both languages at both widths.
for (const lang of ['th', 'en'] as const) {
  test(`${lang}: closing is blocked by a new job, then allowed: reason, password, deactivateSucceed, sign-in refused`, oneWidthPerLanguage(lang, 'mobile'), async ({ page, setLanguageCookie, baseURL, config, playwright }) => {
    const t = texts[lang];
    await setLanguageCookie(lang);
    const { email, uuid } = await signUpInfluencerByApi(page, lang, baseURL!, config, 'leave');
    const { jobId, brand } = await inviteFresh(page, playwright, baseURL!, uuid);

    await openClose(page, lang);
    const blockers = page.getByTestId('deactivate-blockers');
    await expect(blockers).toContainText(t.blocked);
    await expect(page.getByTestId('deactivate-blocker-has_new_job')).toContainText(t.newJob);
    await expect(page.getByTestId('deactivate-fix-has_new_job')).toHaveAttribute('href', `/${lang}/Influencer/jobs`);
    await expect(page.getByTestId('deactivate-confirm')).toHaveCount(0);
    await shoot(page, `${lang}-blocked-new-job`, false);

    // Declined: checking again leads to the reasons.
    await jobEvent(page.request, baseURL!, jobId, { type: 'job.decline' });
    await page.getByTestId('deactivate-recheck').click();
    await expect(page.getByTestId('deactivate-reasons')).toBeVisible();
    await page.getByTestId('deactivate-reason-other').click();
    await page.getByTestId('deactivate-detail').fill(lang === 'th' ? 'ย้ายไปต่างประเทศ' : 'Moving abroad');
    await shoot(page, `${lang}-reason`, false);
    await page.getByTestId('deactivate-next').click();
    await expect(page.getByTestId('deactivate-proof')).toBeVisible();
    // A wrong password is refused and the dialog stays.
    await page.getByTestId('deactivate-password').fill('not my password');
    await page.getByTestId('deactivate-confirm').click();
    await expect(page.getByTestId('deactivate-error')).toContainText(t.wrong);
    await page.getByTestId('deactivate-password').fill(password);
    await shoot(page, `${lang}-confirm`, false);
    await page.getByTestId('deactivate-password').press('Enter');

    await expect(page).toHaveURL(new RegExp(`/${lang}/deactivateSucceed$`));
    await expect(page.getByTestId('deactivate-succeed')).toContainText(t.done);
    await shoot(page, `${lang}-succeed`);
    // A visitor now: a fresh load renders the page without a session.
    await page.reload();
    await expect(page.getByTestId('deactivate-succeed')).toContainText(t.done);

    await page.goto(`/${lang}/Influencer/preLogin/goto:login`);
    await signInOnForm(page, email, password);
    await expect(page.getByTestId('sign-in-error')).toContainText(t.refused);
    await expect(page).not.toHaveURL(/Influencer\/dashboard/);
    await brand.dispose();
  });

  test(`${lang}: a completed job shows on the dashboard, and the money left blocks closing`, oneWidthPerLanguage(lang, 'desktop'), async ({ page, setLanguageCookie, baseURL, config, playwright }) => {
    const t = texts[lang];
    await setLanguageCookie(lang);
    const { uuid } = await signUpInfluencerByApi(page, lang, baseURL!, config, 'leave');
    await page.goto(`/${lang}/Influencer/dashboard`);
    await expect(page.getByTestId('dash-chart-empty')).toBeVisible();
    await expect(page.getByTestId('dash-next-channel')).toBeVisible();

    const { jobId, brand } = await inviteFresh(page, playwright, baseURL!, uuid);
    await jobEvent(page.request, baseURL!, jobId, { type: 'job.accept' });
    await jobEvent(page.request, baseURL!, jobId, { type: 'job.submitPost', postUrl: 'https://www.lemon8-app.com/post/leave' });
    await jobEvent(brand, baseURL!, jobId, { type: 'job.approve' });
    await page.goto(`/${lang}/Influencer/dashboard`);
    await expect(page.getByTestId('dash-pending-value')).toHaveText('฿400');
    await jobEvent(page.request, baseURL!, jobId, { type: 'job.submitInsight', insight: { reach: 1000, impressions: 1500, engagement: 90 } });

    await page.reload();
    await expect(page.getByTestId('dash-this-month')).toContainText(t.thisMonth);
    await expect(page.getByTestId('dash-this-month-value')).toHaveText('฿400');
    await expect(page.getByTestId('dash-available-value')).toHaveText('฿400');
    await expect(page.getByTestId('dash-jobs-COMPLETED')).toBeVisible();
    await expect(page.getByTestId('dash-chart').locator('.recharts-bar-rectangle path').last()).toBeVisible();
    await shoot(page, `${lang}-dashboard`);

    await openClose(page, lang);
    await expect(page.getByTestId('deactivate-blocker-bank_account_is_empty')).toContainText(t.noBank);
    await expect(page.getByTestId('deactivate-blocker-balance_remaining_in_account')).toContainText(t.remaining);
    await expect(page.getByTestId('deactivate-fix-bank_account_is_empty')).toHaveAttribute('href', `/${lang}/Influencer/earn/bankAccount`);
    await expect(page.getByTestId('deactivate-fix-balance_remaining_in_account')).toHaveAttribute('href', `/${lang}/Influencer/earn/withdraw`);
    await shoot(page, `${lang}-blocked-money`, false);
    await brand.dispose();
  });
}
