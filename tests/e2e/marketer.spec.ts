import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { EventObject } from 'xstate';
import { signupEvents } from './marketer-signup-paths';
import type { MarketerType } from '../../src/common/enums';

/**
 * Marketer accounts in Chromium (issue 5). The sign-up steps are generated from the
 * marketerSignup machine (marketer-signup-paths.ts); each event becomes what a person does on
 * the screen, and each actor outcome what they then see. The phone code is read from the
 * outbox. Then the marketer changes the password and deactivates the account. Thai and English.
 */

const password = 'sunflower-harbour-2026';
const newPassword = 'moonlight-harbour-2027';
let counter = Date.now() % 100_000;

async function lastCode(page: Page, to: string): Promise<string> {
  await expect.poll(async () => ((await (await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as { messages: unknown[] }).messages.length).toBeGreaterThan(0);
  const outbox = (await (await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as { messages: { body: string }[] };
  return /\b(\d{6})\b/.exec(outbox.messages[0]!.body)![1]!;
}

async function typeCode(page: Page, code: string) {
  await page.getByTestId('otp-box-0').click();
  await page.keyboard.type(code);
}

function actionsFor(page: Page, person: { type: MarketerType; email: string; phone: string; lang: 'th' | 'en' }) {
  const wizard = page.getByTestId('marketer-signup');
  const state = (value: string) => expect(wizard).toHaveAttribute('data-state', value, { timeout: 15_000 });
  const answers: Record<string, string> = {};
  return async (event: EventObject & Record<string, unknown>) => {
    switch (event.type) {
      case 'xstate.done.actor.loadProgress':
        return state('type');
      case 'signup.chooseType':
        return page.getByTestId(`type-${person.type}`).click();
      case 'signup.next':
        return page.getByTestId('signup-next').click();
      case 'signup.back':
        return page.getByTestId('signup-back').click();
      case 'signup.submitAccount':
        if (person.type !== 'individual') await page.getByTestId('account-company').fill(`E2E ${person.type} ${person.lang}`);
        await page.getByTestId('account-contact').fill('Anong Prasert');
        await page.getByTestId('account-email').fill(person.email);
        await page.getByTestId('account-password').fill(password);
        return page.getByTestId('account-submit').click();
      case 'xstate.done.actor.createAccount':
        return state('phone');
      case 'signup.requestCode':
        await page.getByTestId('code-destination').fill(`0${person.phone.slice(3)}`);
        await page.getByTestId('code-send').click();
        return expect(page.getByTestId('otp-reference')).toContainText(/Ref: [A-Z]{4}/);
      case 'xstate.done.actor.otp':
        return typeCode(page, await lastCode(page, person.phone));
      case 'xstate.done.actor.savePhone':
        return state('questionnaire');
      case 'signup.answer': {
        const field = event.field as string;
        answers[field] = event.value as string;
        return page.getByTestId(`answer-${field}-${event.value as string}`).click();
      }
      case 'xstate.done.actor.saveQuestionnaire':
        return state('profile');
      case 'signup.submitProfile':
        await page.getByTestId('profile-contact-name').fill('Anong Prasert');
        // A wrong Thai check digit is refused before anything is sent …
        await page.getByTestId('profile-tax-id').fill('0994000165669');
        await expect(page.getByTestId('marketer-signup').getByText(person.lang === 'th' ? 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง' : 'This tax ID is not valid', { exact: false })).toBeVisible();
        // … the right one passes.
        await page.getByTestId('profile-tax-id').fill(person.type === 'individual' ? '1101700207030' : '0994000165668');
        await page.getByTestId('profile-address-line').fill('12 Sukhumvit 24');
        await page.getByTestId('profile-district').fill('Khlong Toei');
        await page.getByTestId('profile-province').fill('Bangkok');
        await page.getByTestId('profile-postcode').fill('10110');
        await page.getByTestId('profile-industry').selectOption({ index: 1 });
        return page.getByTestId('profile-submit').click();
      case 'xstate.done.actor.saveProfile':
        return expect(page.getByTestId('signup-done')).toBeVisible({ timeout: 15_000 });
      default:
        throw new Error(`No screen action for ${event.type}`);
    }
  };
}

const types: MarketerType[] = ['brand', 'agency', 'individual'];
// A whole sign-up with real password hashing takes ~25 s; two cores run several at once.
test.describe.configure({ timeout: 120_000 });
for (const lang of ['th', 'en'] as const) {
  for (const [index, type] of types.entries()) {
    // At 390 px one type per language walks the whole flow (the screens are the same for all types).
    test(`${lang}: a ${type} signs up (path from the machine), changes the password and deactivates${type === 'individual' ? '' : ' @desktop-only'}`, async ({ page }) => {
      const n = ++counter;
      const person = { type, lang, email: `e2e-${type}-${lang}-${n}@kolify.test`, phone: `+66830${String(n).padStart(6, '0').slice(-6)}` };
      await page.goto(`/${lang}/Marketer/signup`);
      const act = actionsFor(page, person);
      // One run per language also takes the back transitions.
      for (const event of signupEvents(type, { withBack: index === 0 })) await act(event as EventObject & Record<string, unknown>);

      // Dashboard: the profile is 75 % complete (no image yet).
      await page.goto(`/${lang}/Marketer/dashboard`);
      await expect(page.getByTestId('dashboard-completeness')).toHaveText('75%');
      // A new marketer has bought and spent nothing: the spend chart's empty state, no chart.
      await expect(page.getByTestId('dashboard-spend-empty')).toBeVisible();
      await expect(page.getByTestId('dashboard-spend-chart')).toHaveCount(0);

      // Change password.
      await page.goto(`/${lang}/Marketer/changePassword`);
      await page.getByTestId('password-current').fill(password);
      await page.getByTestId('password-new').fill(newPassword);
      await page.getByTestId('password-confirm').fill(newPassword);
      await page.getByTestId('password-save').click();
      await expect(page.getByTestId('password-done')).toBeVisible();
      // The new password signs in (the old one is refused: tests/api/marketer.test.ts; a wrong
      // password here would count against the shared sign-in limit of 127.0.0.1).
      const withNew = await page.request.post('/sv_authauth/marketer/authen/', { data: { email: person.email, password: newPassword }, headers: { origin: new URL(page.url()).origin } });
      expect(withNew.status()).toBe(200);

      // Deactivate: signs out; the account cannot sign in afterwards.
      await page.goto(`/${lang}/Marketer/account`);
      await page.getByTestId('deactivate-open').click();
      await page.getByTestId('deactivate-reason-hard_to_use').click();
      await page.getByTestId('deactivate-confirm').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/deactivateSucceed`));
      const status = (await (await page.request.get('/sv_authauth/status')).json()) as { scope: string };
      expect(status.scope).toBe('open');
      const refused = await page.request.post('/sv_authauth/marketer/authen/', { data: { email: person.email, password: newPassword }, headers: { origin: new URL(page.url()).origin } });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { type: string }).type).toBe('account_inactive');
    });
  }

  test(`${lang}: sign-up resumes at the step it reached after a reload`, async ({ page }) => {
    const n = ++counter;
    const person = { type: 'agency' as const, lang, email: `e2e-resume-${lang}-${n}@kolify.test`, phone: `+66831${String(n).padStart(6, '0').slice(-6)}` };
    await page.goto(`/${lang}/Marketer/signup`);
    const act = actionsFor(page, person);
    const events = signupEvents('agency');
    const untilQuestionnaire = events.findIndex((event) => event.type === 'xstate.done.actor.savePhone');
    for (const event of events.slice(0, untilQuestionnaire + 1)) await act(event as EventObject & Record<string, unknown>);
    await page.reload();
    await expect(page.getByTestId('marketer-signup')).toHaveAttribute('data-state', 'questionnaire', { timeout: 15_000 });
  });
}
