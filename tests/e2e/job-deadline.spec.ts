import type { APIRequestContext } from '@playwright/test';
import { accounts, demoPassword, expect, screenshotsIn, signUpInfluencerByApi, test } from './fixtures';
import { api, inviteToNewJob } from './job-fixtures';

/**
 * Issue 12, a deadline firing in Chromium (th/en, 1440/390): an invitation left unanswered for
 * 72 hours is cancelled by the job queue (PRODUCT.md), not by anyone's click. This spec runs on the
 * second e2e server (TEST_CLOCK, playwright.config.ts), whose clock stands still until the test
 * moves it with POST /dev/clock, which then runs what fell due. Screens land in .tmp/screens/deadline.
 */
const shoot = screenshotsIn('screens/deadline');
// One clock for the whole server: the tests run one after the other in one project (desktop),
// and each looks at its screens at 1440 and at 390 px.
test.describe.configure({ timeout: 240_000, mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}` });

const texts = {
  th: { assign: 'รอการตอบรับ', cancel: 'ยกเลิกแล้ว', answerBy: 'ตอบรับภายใน', cancelled: 'งานนี้ถูกยกเลิกแล้ว' },
  en: { assign: 'Waiting for your answer', cancel: 'Cancelled', answerBy: 'Answer by', cancelled: 'This job was cancelled.' },
} as const;

const hour = 3_600_000;
async function moveClock(request: APIRequestContext, baseURL: string, advanceMs: number) {
  return (await api(request, 'post', '/dev/clock', { advanceMs }, { origin: baseURL })) as { now: string; ran: number };
}

for (const lang of ['th', 'en'] as const) {
  test(`${lang}: an invitation unanswered for 72 hours is cancelled by the deadline @desktop-only`, async ({ page, setLanguageCookie, baseURL, config, playwright }) => {
    const t = texts[lang];
    await setLanguageCookie(lang);
    const { uuid } = await signUpInfluencerByApi(page, lang, baseURL!, config, 'deadline');
    const { jobId, campaignId, brand } = await inviteToNewJob(page, playwright, baseURL!, uuid);

    await page.goto(`/${lang}/Influencer/jobMarket/detail/${campaignId}`);
    await expect(page.getByTestId('job-status')).toHaveText(t.assign);
    await expect(page.getByTestId('job-action-accept')).toBeVisible();
    // The screen says until when, from the server's deadline (72 h after the invitation).
    const job = await api(page.request, 'get', `/api/jobs/${jobId}`);
    expect(Date.parse(job.deadlineAt as string) - Date.parse(job.statusChangedAt as string)).toBe(72 * hour);
    await expect(page.getByTestId('job-deadline')).toContainText(t.answerBy);
    await shoot(page, `${lang}-1-invited-1440`);

    // 71 hours on: still waiting for an answer.
    await moveClock(page.request, baseURL!, 71 * hour);
    await page.reload();
    await expect(page.getByTestId('job-status')).toHaveText(t.assign);

    // Past 72 hours: the queue sends the deadline through the job machine.
    const moved = await moveClock(page.request, baseURL!, 2 * hour);
    expect(moved.ran).toBeGreaterThan(0);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.reload();
      await expect(page.getByTestId('job-status')).toHaveText(t.cancel);
      await expect(page.getByTestId('job-action-accept')).toHaveCount(0);
      await expect(page.getByTestId('job-deadline')).toHaveCount(0);
      await expect(page.getByTestId('job-earning')).toHaveCount(0);
      await expect(page.getByTestId('job-cancelled-note')).toContainText(t.cancelled);
      await shoot(page, `${lang}-2-cancelled-${width}`);
    }

    // The brand sees it too, and the history names the system as the sender.
    expect(await api(brand, 'get', `/api/jobs/${jobId}`)).toMatchObject({ status: 'CANCEL', allowedEvents: [] });
    const history = (await api(brand, 'get', `/api/jobs/${jobId}/history`)) as { items: { event: string; toStatus: string; actorRole: string }[] };
    expect(history.items.at(-1)).toMatchObject({ event: 'job.assignTimeout', toStatus: 'CANCEL', actorRole: 'system' });
    // The seat is open again: the campaign counts the job as cancelled.
    expect(await api(brand, 'get', `/api/campaigns/${campaignId}`)).toMatchObject({ status: 'published', jobCounts: { CANCEL: 1 } });
    await brand.dispose();
  });
}

// Issue 26 (decision 042): INSIGHT's deadline completes and pays the job; a channel whose platform
// gives no post metrics (a manual Lemon8 channel here) is "not reported" on the brand's report.
test('INSIGHT unanswered for 7 days: paid, and the report says "not reported" in th and en @desktop-only', async ({ page, browser, baseURL, config, playwright }) => {
  const { uuid } = await signUpInfluencerByApi(page, 'en', baseURL!, config, 'insight');
  const { jobId, campaignId, brand } = await inviteToNewJob(page, playwright, baseURL!, uuid);
  await api(page.request, 'post', `/api/jobs/${jobId}/events`, { type: 'job.accept' }, { origin: baseURL! });
  await api(page.request, 'post', `/api/jobs/${jobId}/events`, { type: 'job.submitPost', postUrl: 'https://www.lemon8-app.com/post/1' }, { origin: baseURL! });
  await api(brand, 'post', `/api/jobs/${jobId}/events`, { type: 'job.approve' });
  expect(await api(brand, 'get', `/api/jobs/${jobId}`)).toMatchObject({ status: 'INSIGHT' });

  const moved = await moveClock(page.request, baseURL!, 7 * 24 * hour + hour);
  expect(moved.ran).toBeGreaterThan(0);
  expect(await api(brand, 'get', `/api/jobs/${jobId}`)).toMatchObject({ status: 'COMPLETED', insight: null });

  // The brand's campaign screen, signed in through the API on this server (its own origin).
  const context = await browser.newContext({ baseURL });
  const brandPage = await context.newPage();
  const signedIn = await brandPage.request.post('/sv_authauth/marketer/authen/', { headers: { origin: baseURL! }, data: { email: accounts.brand.email, password: demoPassword } });
  expect(signedIn.status()).toBe(200);
  const { scope, uuid: brandUuid } = (await signedIn.json()) as { scope: string; uuid: string };
  const names = ((await (await brandPage.request.get('/sv_influ_api/open/config')).json()) as { cookies: { loginFlag: string; scope: string; uuid: string } }).cookies;
  await context.addCookies([
    { name: names.loginFlag, value: 'true', url: baseURL! },
    { name: names.scope, value: scope, url: baseURL! },
    { name: names.uuid, value: brandUuid, url: baseURL! },
  ]);
  for (const [lang, text] of [['th', 'ไม่ได้รายงาน'], ['en', 'Not reported']] as const) {
    for (const width of [1440, 390]) {
      await brandPage.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await brandPage.goto(`/${lang}/Marketer/campaignDetail/${campaignId}`);
      await expect(brandPage.getByTestId('campaign-report-not-reported').first()).toHaveText(text);
      await shoot(brandPage, `${lang}-3-not-reported-${width}`);
    }
  }
  await context.close();
  await brand.dispose();
});
