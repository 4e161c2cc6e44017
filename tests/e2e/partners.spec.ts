import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, demoPassword, expect, navigateInApp, screenshotsIn, secondBrowser, signInByApi, test } from './fixtures';
import { oneWidthPerLanguage } from './one-width-per-language';

/**
 * Issue 14 in Chromium (th/en, 1440/390): a talent manager shares the invitation link, the demo
 * influencer opens it and accepts the partner consent, and the manager sees the partner (channels,
 * tier, estimate) and the partner's job; an influencer's invite-a-friend page shows the code, the
 * link, LINE sharing, the QR code and who joined. Screens for review land in .tmp/screens/partners.
 */
const shoot = screenshotsIn('screens/partners');
test.describe.configure({ timeout: 240_000 });

const texts = {
  th: { signedUp: 'สมัครแล้ว', partnerSince: 'เป็นพาร์ทเนอร์ตั้งแต่', matched: /สมัครแล้ว|ไม่ตรงเงื่อนไข/ },
  en: { signedUp: 'Signed up', partnerSince: 'Partner since', matched: /Applied/ },
} as const;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A published public campaign of the demo brand (it has credit), made over the API. */
async function publishCampaign(request: APIRequestContext, baseURL: string, name: string) {
  const headers = { origin: baseURL };
  expect((await request.post('/sv_authauth/marketer/authen/', { headers, data: { email: accounts.brand.email, password: demoPassword } })).status()).toBe(200);
  const created = await request.post('/api/campaigns', {
    headers,
    data: {
      visibility: 'public',
      funding: 'credit',
      name,
      briefHtml: '<p>Film your first sip.</p>',
      objective: 'awareness',
      channelTypes: ['INSTAGRAM', 'TIKTOK'],
      postTypes: ['reel'],
      tier: 'micro',
      interests: ['INTEREST_FOOD'],
      influencerCount: 1,
      pricePerInfluencerMinor: 150_000,
      packageOfferId: null,
      productShipping: false,
      applyBy: inDays(10),
      postFrom: inDays(12),
      postTo: inDays(20),
      hashtags: ['Kolify'],
      couponCode: null,
      dos: [],
      donts: [],
      attachments: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`/api/campaigns/${id}/publish`, { headers: { ...headers, 'idempotency-key': `e2e-partners-${id}` } });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/** The demo influencer applies with their Instagram channel, over the API of the signed-in page. */
async function applyAsDemoInfluencer(page: Page, baseURL: string, campaignId: string) {
  const status = (await (await page.request.get('/sv_authauth/status')).json()) as { uuid: string };
  const account = (await (await page.request.get(`/sv_influ_api/influ/account/${status.uuid}`)).json()) as { channels: { id: string; type: string }[] };
  const channel = account.channels.find((item) => item.type === 'INSTAGRAM')!;
  const applied = await page.request.post('/api/jobs/apply', { headers: { origin: baseURL }, data: { campaignId, channelId: channel.id } });
  expect(applied.status(), await applied.text()).toBe(201);
}

// Decision 081: each language at one width, the two journeys on opposite sides. My influencers,
// partner friends and partner jobs are the manager axe walk's, invite-a-friend and the sign-up the
// influencer and public walks' (both languages, both widths); the consent page is opened in all
// four by influencer-consent.spec.ts. Sign-ins go through the API straight to the screen.
for (const lang of ['th', 'en'] as const) {
  test(`a manager shares the invitation, the influencer accepts, the manager sees the partner and their job, ${lang}`, oneWidthPerLanguage(lang, 'mobile'), async ({ page, browser, baseURL, config, setLanguageCookie, playwright }, testInfo) => {
    const t = texts[lang];
    const campaignName = `${lang === 'th' ? 'ชาใบบัว' : 'Lotus tea'} ${testInfo.project.name} ${Date.now() % 100000}`;

    // The manager: the invitation link on "my influencers".
    await setLanguageCookie(lang);
    await signInByApi(page, 'manager');
    await page.goto(`/${lang}/Influencer/myInfluencers`);
    const linkField = page.getByTestId('my-influencers-link');
    await expect(linkField).toHaveValue(/acceptConsent\?code=NATTM001$/);
    const invitation = await linkField.inputValue();
    await shoot(page, `${lang}-1-my-influencers`);

    // The influencer, in their own browser: a job from a brand, then the invitation, accepted.
    const brand = await playwright.request.newContext({ baseURL });
    const campaignId = await publishCampaign(brand, baseURL!, campaignName);
    await brand.dispose();
    const { context: influencerContext, page: influencer } = await secondBrowser(browser, baseURL!, config, lang, page.viewportSize());
    await signInByApi(influencer, 'influencer');
    await applyAsDemoInfluencer(influencer, baseURL!, campaignId);
    await influencer.goto(invitation);
    await expect(influencer.getByTestId('accept-consent')).toContainText('Nat Talent Studio');
    await expect(influencer.getByTestId('consent-decline')).toBeVisible();
    await influencer.getByRole('checkbox').check();
    await shoot(influencer, `${lang}-2-accept-consent`);
    await influencer.getByTestId('consent-accept').click();
    await expect(influencer.getByTestId('consent-accepted')).toBeVisible();
    await influencerContext.close();

    // The manager: partner friends, then that partner's jobs (keyboard: the card's link).
    await navigateInApp(page, `/${lang}/Influencer/myInfluencers/partnerFriend`);
    const card = page.getByTestId('partner-card').filter({ hasText: accounts.influencer.name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(t.partnerSince);
    // The two seeded channels, and any that other specs of the same run connected to this demo influencer.
    await expect(card.getByTestId('partner-channel').nth(1)).toBeVisible();
    await shoot(page, `${lang}-3-partner-friends`);
    const seeJobs = card.getByRole('link', { name: lang === 'th' ? 'ดูงาน' : 'See jobs' });
    await seeJobs.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/partnerJobs\?partner=/);
    const job = page.getByTestId('partner-job').filter({ hasText: campaignName });
    await expect(job).toBeVisible();
    await expect(job).toContainText(accounts.influencer.name);
    await expect(job).toContainText('1,500');
    await shoot(page, `${lang}-4-partner-jobs`);

    // The status filter: Completed hides the new job (other specs of a full run complete this
    // influencer's jobs, so the list need not be empty), and every job left is completed.
    await page.getByTestId('partner-jobs-status').click();
    await page.getByRole('option', { name: lang === 'th' ? 'เสร็จสมบูรณ์' : 'Completed' }).click();
    await expect(page).toHaveURL(/status=COMPLETED/);
    await expect(page.getByTestId('partner-jobs-empty').or(page.getByTestId('partner-job').first().filter({ hasNotText: campaignName }))).toBeVisible();
    await expect(page.getByTestId('partner-job').filter({ hasText: campaignName })).toHaveCount(0);
  });

  test(`an influencer's invite-a-friend page: code, link, LINE, QR and who joined, ${lang}`, oneWidthPerLanguage(lang, 'desktop'), async ({ page, baseURL, setLanguageCookie, request }) => {
    const t = texts[lang];
    // A friend signs up with Ploy's code (over the API, in another visitor's session).
    const email = `friend.${lang}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@kolify.test`;
    const headers = { origin: baseURL! };
    expect((await request.post('/api/notification/requestOtpEmail', { headers, data: { email, locale: lang, purpose: 'signup' } })).status()).toBe(200);
    let code = '';
    await expect(async () => {
      const outbox = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: { body: string }[] };
      code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1] ?? '';
      expect(code).not.toBe('');
    }).toPass({ timeout: 7_000 });
    const { verificationToken } = (await (await request.post('/api/notification/verifyEmailOtpSignUp', { headers, data: { email, code } })).json()) as { verificationToken: string };
    const created = await request.post('/sv_influ_api/influSignup/createInfluMember', { headers, data: { consent: true, country: 'TH', nationality: 'TH', email, verificationToken, password: 'Jasmine rice at dawn 42', locale: lang, referralCode: 'PLOY2026' } });
    expect(created.status()).toBe(200);

    await setLanguageCookie(lang);
    await signInByApi(page, 'influencer');
    await page.goto(`/${lang}/Influencer/inviteFriend`);
    await expect(page.getByTestId('invite-code')).toHaveText('PLOY2026');
    await expect(page.getByTestId('invite-link')).toHaveValue(new RegExp(`/${lang}/Influencer/signup\\?ref=PLOY2026$`));
    await expect(page.getByTestId('invite-line')).toHaveAttribute('href', /^https:\/\/line\.me\/R\/share\?text=.*PLOY2026/);
    await expect(page.getByTestId('invite-qr')).toBeVisible();
    const friend = page.getByTestId('invite-friend-row').filter({ hasText: email.split('@')[0]! });
    await expect(friend).toContainText(t.signedUp);
    // Nothing about money while the platform pays no referral reward (the default) and none was ever paid.
    await expect(page.getByTestId('invite-reward')).toHaveCount(0);
    await expect(page.getByTestId('invite-friend')).not.toContainText('฿');
    await shoot(page, `${lang}-5-invite-friend`);

    // The link itself, for a visitor: it opens the sign-up with the code filled in.
    await page.context().clearCookies();
    await setLanguageCookie(lang);
    await page.goto(`/${lang}/Influencer/signup?ref=PLOY2026`);
    await expect(page.getByTestId('signup-referral')).toHaveValue('PLOY2026');
  });
}
