import type { APIRequestContext } from '@playwright/test';
import { expect, screenshotsIn, signUpInfluencerByApi, test } from './fixtures';
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
