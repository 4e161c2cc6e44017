import { expect, screenshotsIn, signUpInfluencerByApi, test } from './fixtures';
import { oneWidthPerLanguage } from './one-width-per-language';

/**
 * Issue 27: the member removes Kolify's access on the platform (its own "apps and websites"
 * settings page, served by the fake platform the server starts on loopback). Kolify's next read is
 * refused with the token's own error (Graph's 400 code 190); the channel then says it needs
 * reconnecting, on its page and in the dashboard's list, and connecting the same account again
 * brings back the same channel. Thai at 390 px and English at 1440 px (decision 075).
 */
const shoot = screenshotsIn('screens/channel-reconnect');
// Two sites (Kolify and the platform) and two consent round trips: longer than one page's budget.
test.describe.configure({ timeout: 120_000 });

const copy = {
  th: { needs: 'แพลตฟอร์มไม่ยอมรับการเชื่อมต่อของช่องทางนี้แล้ว', qualified: 'ผ่านเกณฑ์: ช่องทางของคุณรับงานได้แล้ว' },
  en: { needs: "The platform no longer accepts this channel's connection.", qualified: 'Qualified: your channel can take jobs' },
} as const;

// Removing access stops every token of that platform account, so each run has its own account.
const accountsByRun: Record<string, { id: string; name: string }> = {
  'desktop-th': { id: 'kol-500', name: 'Just Ploy' },
  'desktop-en': { id: 'kol-ratio-200', name: 'Friendly Ploy' },
  'mobile-th': { id: 'kol-er-050', name: 'Some Fans Ploy' },
  'mobile-en': { id: 'kol-100000', name: 'A-list Ploy' },
};

for (const lang of ['th', 'en'] as const) {
  test(`${lang}: access removed on the platform → "needs reconnecting" → reconnected, the same channel`, oneWidthPerLanguage(lang, 'mobile'), async ({ page, baseURL, config, setLanguageCookie }) => {
    const account = accountsByRun[`${test.info().project.name}-${lang}`]!;
    await setLanguageCookie(lang);
    await signUpInfluencerByApi(page, lang, baseURL!, config, 'reconnect');

    const connect = async () => {
      await page.goto(`/${lang}/Influencer/channelAdd`);
      await page.getByTestId('channel-type-INSTAGRAM').click();
      await expect(page).toHaveURL(/\/INSTAGRAM\/authorize\?/);
      const platformOrigin = new URL(page.url()).origin;
      await page.getByRole('button', { name: account.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/Influencer/channelAdd\\?channel=`));
      await expect(page.getByTestId('channel-result-qualified').getByTestId('channel-result-title')).toHaveText(copy[lang].qualified);
      return { platformOrigin, channelId: new URL(page.url()).searchParams.get('channel')! };
    };
    const first = await connect();

    // On the platform: its settings page, "Remove Kolify" for this account.
    await page.goto(`${first.platformOrigin}/INSTAGRAM/apps`);
    await page.locator(`button[name="account"][value="${account.id}"]`).click();
    await expect(page.getByRole('heading', { name: 'Kolify no longer has access' })).toBeVisible();

    // Back on Kolify: reading the figures again is refused; the page says to reconnect, no refresh button.
    await page.goto(`/${lang}/Influencer/channelDetail?id=${first.channelId}`);
    await page.getByTestId('channel-refresh').click();
    const notice = page.getByTestId('channel-detail-reconnect');
    await expect(notice).toBeVisible();
    await expect(page.getByTestId('channel-refresh')).toHaveCount(0);
    await shoot(page, `${lang}-detail-needs-reconnect`);

    // The dashboard's list says it too, with the way back.
    await page.goto(`/${lang}/Influencer/dashboard`);
    const row = page.getByTestId('channel-reconnect-INSTAGRAM');
    await expect(row).toContainText(copy[lang].needs);
    await shoot(page, `${lang}-dashboard-needs-reconnect`);

    // Connecting the same account again: the same channel, qualified, the notice gone.
    const second = await connect();
    expect(second.channelId).toBe(first.channelId);
    await page.goto(`/${lang}/Influencer/channelDetail?id=${first.channelId}`);
    await expect(page.getByTestId('channel-refresh')).toBeVisible();
    await expect(page.getByTestId('channel-detail-reconnect')).toHaveCount(0);
    const refreshed = page.waitForResponse((response) => response.url().includes('/channel/refresh/'));
    await page.getByTestId('channel-refresh').click();
    expect((await refreshed).status()).toBe(200);
    await page.goto(`/${lang}/Influencer/dashboard`);
    await expect(page.getByTestId('channel-row-INSTAGRAM')).toBeVisible();
    await expect(page.getByTestId('channel-reconnect-INSTAGRAM')).toHaveCount(0);
  });
}
