import { expect, expectTableFits, freshPassword, navigateInApp, screenshotsIn, signInOnForm, signUpInfluencerByApi, staffPage, test } from './fixtures';
import { fillDate } from './date-field';
import { oneWidthPerLanguage } from './one-width-per-language';

/**
 * Issue 15 in Chromium, Thai and English: staff find a fresh influencer, suspend them with a
 * reason, the influencer is refused at sign-in and told why in their language, staff reinstate
 * them and they sign in; an admin schedules a configuration change and finds it in the audit log;
 * support sees the home without money and is told the money screens are for admins.
 * Screens for review land in .tmp/screens/back-office.
 */
const shoot = screenshotsIn('screens/back-office');
/** Tables on a phone (390 px, Thai) and a desktop (1440 px, English): .tmp/screens/tables. */
const tables = screenshotsIn('screens/tables');
test.describe.configure({ timeout: 180_000 });

const copy = {
  th: { suspended: 'บัญชีของคุณถูกระงับชั่วคราวโดยทีมงาน Kolify', statusSuspended: 'ถูกระงับ', statusActive: 'ใช้งานได้', reason: 'ผู้ติดตามปลอมในทุกช่องทาง', referredByNone: 'ไม่มี (สมัครโดยไม่ใช้รหัส)', referrals: 'การแนะนำเพื่อน', reinstated: 'คืนสถานะบัญชีของ', statusLabel: 'สถานะ', statusSuspendedWord: 'ระงับ', statusActiveWord: 'ใช้งาน' },
  en: { suspended: 'Your account is suspended by Kolify staff', statusSuspended: 'Suspended', statusActive: 'Active', reason: 'Fake followers on every channel', referredByNone: 'Nobody (joined without a code)', referrals: 'Referrals', reinstated: 'reinstated', statusLabel: 'Status', statusSuspendedWord: 'Suspended', statusActiveWord: 'Active' },
} as const;

// Decision 081: each language at one width, the two journeys on opposite sides (both open the staff
// home and the audit log); the users list, a user's page, the settings and the audit log are walked
// by the admin axe walk in both languages at both widths, and the tables' fit runs at 390 and 1440.
for (const lang of ['th', 'en'] as const) {
  test(`${lang}: staff find a user, suspend them with a reason, the user is refused and told why, staff reinstate them`, oneWidthPerLanguage(lang, 'mobile'), async ({ page, browser, baseURL, config, setLanguageCookie }) => {
    await setLanguageCookie(lang);
    const member = await signUpInfluencerByApi(page, lang, baseURL!, config, 'suspend');

    // Staff sign in through the API (issue 31): their sign-in form is auth.spec.ts's subject and
    // the axe walk's way in; the member's sign-in below, refused and then let in, is this test's.
    const staff = await staffPage(browser, baseURL!, config, page.viewportSize(), 'admin');
    await staff.page.goto(`/${lang}/Admin`);
    await expect(staff.page.getByTestId('staff-queues')).toBeVisible();
    await shoot(staff.page, `${lang}-1-home`);

    // Keyboard: the users link, the search typed and sent with Enter.
    await staff.page.getByTestId('admin-users-link').click();
    await staff.page.getByTestId('staff-users-search').fill(member.email);
    await staff.page.getByTestId('staff-users-search').press('Enter');
    const row = staff.page.getByTestId('staff-user-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(member.email);
    await shoot(staff.page, `${lang}-2-users`);
    await expectTableFits(staff.page.getByTestId('staff-users-table'));
    await tables(staff.page, `${lang}-staff-users`);
    await row.getByRole('link').click();
    await expect(staff.page).toHaveURL(new RegExp(`/${lang}/Admin/users/${member.uuid}$`));
    await expect(staff.page.getByTestId('staff-user-sessions')).toBeVisible();
    // Referral attribution (issue 14): this member joined without a code and brought nobody yet.
    const referral = staff.page.getByTestId('staff-user-referral');
    await expect(referral).toContainText(copy[lang].referredByNone);
    await expect(staff.page.getByRole('heading', { name: copy[lang].referrals })).toBeVisible();
    await expect(referral.getByTestId('staff-user-referred')).toHaveCount(0);

    // Suspend: a reason is required.
    await staff.page.getByTestId('staff-user-suspend').click();
    const modal = staff.page.getByTestId('staff-status-modal');
    await modal.getByTestId('staff-status-confirm').click();
    await expect(modal.getByTestId('staff-status-reason')).toHaveAttribute('aria-invalid', 'true');
    await modal.getByTestId('staff-status-reason').fill(copy[lang].reason);
    await shoot(staff.page, `${lang}-3-suspend`, false);
    await modal.getByTestId('staff-status-confirm').click();
    await expect(staff.page.getByTestId('staff-user-status')).toHaveText(copy[lang].statusSuspended);
    await expect(staff.page.getByTestId('staff-user-reason')).toContainText(copy[lang].reason);
    await shoot(staff.page, `${lang}-4-suspended`);

    // The member's open session ends at once; signing in again is refused with the reason.
    await page.goto(`/${lang}/Influencer/dashboard`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/Influencer/preLogin/goto:login`));
    await signInOnForm(page, member.email, freshPassword);
    const refused = page.getByTestId('sign-in-error');
    await expect(refused).toContainText(copy[lang].suspended);
    await expect(refused).toContainText(copy[lang].reason);
    await shoot(page, `${lang}-5-refused`);

    // Reinstate; the member signs in.
    await staff.page.getByTestId('staff-user-reinstate').click();
    await staff.page.getByTestId('staff-status-reason').fill('Appeal accepted');
    await staff.page.getByTestId('staff-status-confirm').click();
    await expect(staff.page.getByTestId('staff-user-status')).toHaveText(copy[lang].statusActive);
    await signInOnForm(page, member.email, freshPassword);
    await expect(page).toHaveURL(new RegExp(`/${lang}/Influencer/dashboard$`));

    // Both actions are in the audit log (staff go there inside the app, as the menu's link does).
    await navigateInApp(staff.page, `/${lang}/Admin/audit`);
    await staff.page.getByTestId('staff-audit-search').fill(member.uuid);
    await staff.page.getByTestId('staff-audit-search').press('Enter');
    await expect(staff.page.getByTestId('staff-audit-row')).toHaveCount(2);
    // In words, not codes (issue 32): "Admin reinstated …'s account".
    await expect(staff.page.getByTestId('staff-audit-sentence').first()).toContainText(copy[lang].reinstated);
    await expect(staff.page.getByTestId('staff-audit-changes').first()).toContainText(`${copy[lang].statusLabel}: ${copy[lang].statusSuspendedWord} → ${copy[lang].statusActiveWord}`);
    await shoot(staff.page, `${lang}-6-audit`);
    await expectTableFits(staff.page.getByTestId('staff-audit-table'));
    await tables(staff.page, `${lang}-staff-audit`);
    await staff.close();
  });

  test(`${lang}: an admin schedules a configuration change and finds it in the audit log; support is kept out of money`, oneWidthPerLanguage(lang, 'desktop'), async ({ browser, baseURL, config, page }) => {
    // Staff sign in through the API (issue 31): the sign-in form is auth.spec.ts's subject.
    const admin = await staffPage(browser, baseURL!, config, page.viewportSize(), 'admin');
    await admin.page.goto(`/${lang}/Admin/config`);
    // A threshold far in the future: no other spec of the run sees it.
    const setting = admin.page.getByTestId('staff-config-channel.alistFollowers');
    await setting.getByRole('button').click();
    const modal = admin.page.getByTestId('staff-config-modal');
    await modal.getByTestId('staff-config-input').fill('1');
    await modal.getByTestId('staff-config-reason').fill('Out of range on purpose');
    await modal.getByTestId('staff-config-save').click();
    await expect(modal.getByTestId('staff-config-input')).toHaveAttribute('aria-invalid', 'true');
    const value = 100_000 + Math.floor(Math.random() * 1000);
    await modal.getByTestId('staff-config-input').fill(String(value));
    await fillDate(modal.getByTestId('staff-config-from'), `2099-0${lang === 'th' ? 1 : 2}-01 09:00`);
    await modal.getByTestId('staff-config-reason').fill('A-list threshold review, next year');
    await modal.getByTestId('staff-config-save').click();
    await expect(modal).toHaveCount(0);
    await expect(setting.getByTestId('staff-config-scheduled').filter({ hasText: value.toLocaleString('en-US') })).toBeVisible();
    await shoot(admin.page, `${lang}-7-config`);
    await navigateInApp(admin.page, `/${lang}/Admin/audit`);
    await admin.page.getByTestId('staff-audit-search').fill('channel.alistFollowers');
    await admin.page.getByTestId('staff-audit-search').press('Enter');
    await expect(admin.page.getByTestId('staff-audit-row').first()).toContainText(value.toLocaleString('en-US'));
    const download = admin.page.waitForEvent('download');
    await admin.page.getByTestId('staff-audit-export').click();
    expect((await download).suggestedFilename()).toBe('kolify-audit.csv');
    await admin.close();

    const support = await staffPage(browser, baseURL!, config, page.viewportSize(), 'support');
    await support.page.goto(`/${lang}/Admin`);
    await expect(support.page.getByTestId('admin-users-link')).toBeVisible();
    await expect(support.page.getByTestId('admin-payments-link')).toHaveCount(0);
    await expect(support.page.getByTestId('staff-queue-payments')).toHaveCount(0);
    await navigateInApp(support.page, `/${lang}/Admin/payments`);
    await expect(support.page.getByTestId('admins-only')).toBeVisible();
    await shoot(support.page, `${lang}-8-admins-only`);
    await support.close();
  });
}
