import { expect, screenshotsIn, secondBrowser, signInByApi, signUpInfluencerByApi, test } from './fixtures';
import { api, approvedChannel, brandApi, inviteOnlyCampaign } from './job-fixtures';

/**
 * Issue 12 in Chromium (th/en, 1440/390): an invite-only campaign by package. The demo brand buys
 * a package (the local gateway pays the QR) and publishes an invite-only campaign on its slots;
 * on the campaign screen the marketer finds a fresh influencer with the discovery filters and
 * invites their channel; the influencer sees the invitation with its deadline and accepts it.
 * Screens land in .tmp/screens/invite-package.
 */
const shoot = screenshotsIn('screens/invite-package');
test.describe.configure({ timeout: 300_000 });

const texts = {
  th: { invited: 'เชิญแล้ว', assign: 'รอการตอบรับ', ready: 'พร้อมโพสต์', answerBy: 'ตอบรับภายใน' },
  en: { invited: 'Invited', assign: 'Waiting for your answer', ready: 'Ready to post', answerBy: 'Answer by' },
} as const;

for (const lang of ['th', 'en'] as const) {
  test(`${lang}: an invite-only campaign by package: found by the filters, invited, accepted`, async ({ page, browser, setLanguageCookie, baseURL, config, playwright }) => {
    const t = texts[lang];
    // The influencer, in their own browser: a fresh account and a Lemon8 channel with a follower
    // count no other channel has, so the filters find exactly this one.
    const { context: influencerContext, page: influencer } = await secondBrowser(browser, baseURL!, config, lang, page.viewportSize());
    const { uuid } = await signUpInfluencerByApi(influencer, lang, baseURL!, config, 'invitepkg');
    const followers = 20_000 + Math.floor(Math.random() * 70_000);
    await approvedChannel(influencer, playwright, baseURL!, uuid, followers);

    // The brand buys a package and publishes an invite-only campaign on one of its slots.
    const { brand, brandId } = await brandApi(playwright, baseURL!);
    const offer = (await api(brand, 'get', '/sv_package/offer/find/en/micro-starter')) as { id: number; slug: string };
    const key = `${lang}-${uuid}`;
    const purchase = await api(brand, 'post', `/api/packages/marketers/${brandId}/purchases`, { slug: offer.slug, method: 'promptpay' }, { 'idempotency-key': `buy-${key}` });
    await api(brand, 'post', `/dev/gateway/payments/${purchase.id as string}/pay`);
    const name = `${lang === 'th' ? 'แคมเปญเชิญ' : 'Invite-only'} ${followers}`;
    const campaign = await api(brand, 'post', '/api/campaigns', inviteOnlyCampaign(name, { funding: 'package', packageOfferId: offer.id, pricePerInfluencerMinor: null }));
    await api(brand, 'post', `/api/campaigns/${campaign.id as string}/publish`, undefined, { 'idempotency-key': `publish-${key}` });
    await brand.dispose();

    // The marketer: the campaign screen's discovery panel, filtered to that follower count.
    await setLanguageCookie(lang);
    await signInByApi(page, 'brand');
    await page.goto(`/${lang}/Marketer/campaignDetail/${campaign.id as string}`);
    const panel = page.getByTestId('discover-panel');
    await expect(panel).toBeVisible();
    // Paid by package slots, not a price per influencer.
    await expect(page.getByText(lang === 'th' ? 'สิทธิ์ในแพ็กเกจ' : 'Package slots', { exact: true })).toBeVisible();
    await panel.getByRole('textbox', { name: lang === 'th' ? 'ผู้ติดตามตั้งแต่' : 'Followers from' }).fill(String(followers));
    await panel.getByRole('textbox', { name: lang === 'th' ? 'ผู้ติดตามไม่เกิน' : 'Followers up to' }).fill(String(followers));
    const found = panel.getByTestId('discover-item');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText('Lemon8');
    await shoot(page, `${lang}-1-discover`);
    await found.getByTestId('discover-invite').click();
    await expect(found).toContainText(t.invited);
    await expect(page.getByTestId('campaign-job-status')).toHaveText(t.assign);
    await shoot(page, `${lang}-2-invited`);

    // The influencer: the invitation in their jobs, with until when; they accept.
    await influencer.goto(`/${lang}/Influencer/jobs`);
    await expect(influencer.getByTestId('my-job').filter({ hasText: name })).toBeVisible();
    await influencer.getByRole('link', { name }).click();
    await expect(influencer.getByTestId('job-status')).toHaveText(t.assign);
    await expect(influencer.getByTestId('job-deadline')).toContainText(t.answerBy);
    await shoot(influencer, `${lang}-3-invitation`);
    await influencer.getByTestId('job-action-accept').first().click();
    await expect(influencer.getByTestId('job-status')).toHaveText(t.ready);
    await shoot(influencer, `${lang}-4-accepted`);

    await page.reload();
    await expect(page.getByTestId('campaign-job-status')).toHaveText(t.ready);
    await influencerContext.close();
  });
}
