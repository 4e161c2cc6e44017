import { getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { Page } from '@playwright/test';
import { influencerSignupMachine } from '#machines/screens/influencer-signup.machine';
import { modelOf, transitionPaths, leafPath } from '../model/harness';
import { demoPassword, expect, signOut, test } from './fixtures';

/**
 * Influencer accounts end to end (issue 4), in real Chromium against the built server.
 * Sign-up journeys are generated from the `influencerSignup` machine: every `signup.back`
 * transition of the e-mail route gets a journey that takes it, then finishes the wizard;
 * each step of a journey is a user action (or the screen the server's answer leads to).
 */
const password = 'Jasmine rice at dawn 42';
let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(++counter).toString(36)}${Math.floor(Math.random() * 1e4)}@kolify.test`;
const uniquePhone = () => `08${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;

async function codeFor(page: Page, to: string): Promise<string> {
  let body = '';
  await expect(async () => {
    const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
    body = ((await response.json()) as { messages: { body: string }[] }).messages[0]?.body ?? '';
    expect(body).toMatch(/\b\d{6}\b/);
  }).toPass({ timeout: 7_000 });
  return /\b(\d{6})\b/.exec(body)![1]!;
}

/** Types a code into the one-time-code boxes, one key at a time (the way a person does). */
async function typeCode(page: Page, code: string) {
  await page.getByTestId('otp-box-0').click();
  await page.keyboard.type(code, { delay: 20 });
}

// ---------- journeys generated from the machine ----------

const userEvents = [
  { type: 'signup.acceptConsent' },
  { type: 'signup.setLocation', country: 'TH', nationality: 'TH' },
  { type: 'signup.setEmail', email: 'x@kolify.test' },
  { type: 'signup.setPassword', password },
  { type: 'signup.back' },
  { type: 'xstate.done.actor.saveConsent', output: {} },
  { type: 'xstate.done.actor.saveLocation', output: {} },
  { type: 'xstate.done.actor.saveEmail', output: {} },
  { type: 'xstate.done.actor.verifyEmail', output: { verificationToken: 'proof' } },
  { type: 'xstate.done.actor.createMember', output: { uuid: 'u' } },
] as EventObject[];
/** The forward move from each step (used to finish a journey after its `back`). */
const forward: Record<string, EventObject> = {
  'consent.editing': userEvents[0]!,
  'consent.saving': userEvents[5]!,
  'location.editing': userEvents[1]!,
  'location.saving': userEvents[6]!,
  'email.editing': userEvents[2]!,
  'email.saving': userEvents[7]!,
  'email.code': userEvents[8]!,
  'password.editing': userEvents[3]!,
  'password.creating': userEvents[9]!,
};

function journeys() {
  const model = modelOf(influencerSignupMachine);
  const { paths } = transitionPaths(influencerSignupMachine, { events: userEvents, input: {} });
  const finish = (steps: EventObject[], last: AnyMachineSnapshot) => {
    let snapshot = last;
    const all = [...steps];
    while (snapshot.status !== 'done' && all.length < 40) {
      const event = forward[leafPath(snapshot.value as never)];
      if (!event) break;
      snapshot = getNextSnapshot(model, snapshot, event as never) as AnyMachineSnapshot;
      all.push(event);
    }
    return all;
  };
  const chosen = paths.filter((path) => path.steps.at(-1)!.event.type === 'signup.back').map((path) => finish(path.steps.map((step) => step.event), path.state));
  const straight = paths.find((path) => path.state.status === 'done');
  return [straight ? straight.steps.map((step) => step.event) : [], ...chosen].filter((steps) => steps.length > 0);
}

const describeStep = (event: EventObject) => event.type.replace('xstate.done.actor.', 'server ok: ').replace('xstate.error.actor.', 'server refuses: ').replace('signup.', '');

async function play(page: Page, steps: EventObject[], lang: 'th' | 'en', email: string) {
  for (const [index, event] of steps.entries()) {
    const next = steps[index + 1]?.type;
    switch (event.type) {
      case 'xstate.init':
        break;
      case 'signup.acceptConsent':
        await page.getByTestId('signup-consent').check();
        await page.getByTestId('signup-next').click();
        break;
      case 'signup.setLocation':
        await page.getByTestId('signup-nationality').selectOption({ label: lang === 'th' ? 'ไทย' : 'Thai' });
        await page.getByTestId('signup-next').click();
        break;
      case 'signup.setEmail':
        await page.getByTestId('signup-email').fill(email);
        await page.getByTestId('signup-next').click();
        break;
      case 'signup.back':
        await page.getByRole('button', { name: lang === 'th' ? 'ย้อนกลับ' : 'Back' }).click();
        break;
      case 'xstate.done.actor.saveConsent':
        await expect(page.getByTestId('signup-nationality')).toBeVisible();
        break;
      case 'xstate.done.actor.saveLocation':
        await expect(page.getByTestId('signup-email')).toBeVisible();
        break;
      case 'xstate.done.actor.saveEmail':
        // A new code, or (back from the password step, same address) straight on with the proof.
        // (A second request within 60 s is refused; the first code stays valid and the boxes show.)
        await expect(page.getByTestId('otp-box-0').or(page.getByTestId('signup-password'))).toBeVisible();
        break;
      case 'xstate.done.actor.verifyEmail':
        await typeCode(page, await codeFor(page, email));
        await expect(page.getByTestId('signup-password')).toBeVisible();
        break;
      case 'signup.setPassword':
        // The server refusing the member: a password from the common-password list.
        await page.getByTestId('signup-password').fill(next === 'xstate.error.actor.createMember' ? 'password123' : password);
        await page.getByTestId('signup-create').click();
        break;
      case 'xstate.error.actor.createMember':
        await expect(page.getByText(lang === 'th' ? 'รหัสผ่านนี้ง่ายเกินไป กรุณาเลือกรหัสผ่านอื่น' : 'This password is too common. Choose another.')).toBeVisible();
        break;
      case 'xstate.done.actor.createMember':
        await expect(page).toHaveURL(`/${lang}/Influencer/signup/success`);
        break;
      default:
        throw new Error(`no UI action for ${event.type}`);
    }
  }
}

test.describe('sign-up journeys generated from the influencerSignup machine', () => {
  const all = journeys();
  all.forEach((steps, index) => {
    const lang = index % 2 === 0 ? 'en' : 'th';
    // Every journey runs on desktop; mobile runs the straight one.
    test(`${lang}: ${steps.map(describeStep).join(' → ')}${index > 0 ? ' @desktop-only' : ''}`, async ({ page }) => {
      const email = uniqueEmail(`journey${index}`);
      await page.goto(`/${lang}/Influencer/signup`);
      await play(page, steps, lang, email);
      await expect(page.getByTestId('signup-success')).toBeVisible();
    });
  });
});

test.describe('a new influencer, start to finish', () => {
  // Desktop; the journeys above cover mobile.
  test('signs up with a referral, resumes after a reload, completes the profile, verifies the phone, signs out and in @desktop-only', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('ploy.friend');
    await page.goto('/en/Influencer/signup?ref=PLOY2026');
    await expect(page.getByTestId('signup-referrer')).toHaveText('Invited by Ploy Srisuk');
    await page.getByTestId('signup-consent').check();
    await page.getByTestId('signup-next').click();
    await page.getByTestId('signup-nationality').selectOption({ label: 'Thai' });
    await page.getByTestId('signup-next').click();
    // A reload resumes at the step the sign-up step cookie names.
    await page.reload();
    await expect(page.getByTestId('signup-email')).toBeVisible();
    await page.getByTestId('signup-email').fill(email.toUpperCase());
    await page.getByTestId('signup-next').click();
    await expect(page.getByTestId('otp-reference')).toHaveText(/^Ref: [A-Z]{4}$/);
    // A wrong code shows the tries left.
    await typeCode(page, (await codeFor(page, email)) === '000000' ? '111111' : '000000');
    await expect(page.getByTestId('otp-error')).toHaveText('Wrong code. 4 tries left.');
    await typeCode(page, await codeFor(page, email));
    await page.getByTestId('signup-password').fill('password123');
    await page.getByTestId('signup-create').click();
    await expect(page.getByText('This password is too common. Choose another.')).toBeVisible();
    await page.getByTestId('signup-password').fill(password);
    await page.getByTestId('signup-create').click();
    await expect(page).toHaveURL('/en/Influencer/signup/success');

    await page.getByTestId('success-profile').click();
    await expect(page).toHaveURL('/en/Influencer/signUpProfile');
    await page.getByTestId('profile-first-en').fill('Mali');
    await page.getByTestId('profile-last-en').fill('Jaidee');
    await page.getByTestId('profile-display-name').fill('Mali Eats BKK');
    await page.getByTestId('profile-gender').click();
    await page.getByRole('option', { name: 'Female' }).click();
    // Profile image with progress; a non-image renamed .png is refused by the server.
    await page.getByTestId('profile-image-button').click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('profile-image-button').click();
    await (await chooser).setFiles({ name: 'cat.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await expect(page.getByTestId('profile-image-error')).toHaveText('Only JPEG, PNG, WebP or GIF images.');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const chooser2 = page.waitForEvent('filechooser');
    await page.getByTestId('profile-image-button').click();
    await (await chooser2).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('profile-image-error')).toHaveCount(0);
    await expect(page.getByTestId('profile-avatar').locator('img')).toBeVisible();
    // Birth date with the picker: the calendar opens on a date 20 years back; pick the 15th.
    await page.getByTestId('profile-birth-date').click();
    await page.locator('table button:not([data-outside])').filter({ hasText: /^15$/ }).first().click();
    await expect(page.getByTestId('profile-birth-date')).toHaveValue(/^15\/\d{2}\/\d{4}$/);
    await page.getByTestId('currentAddress-house').fill('12/3 Soi Ari 4');
    await page.getByTestId('currentAddress-subDistrict').fill('Samsen Nai');
    await page.getByTestId('currentAddress-district').fill('Phaya Thai');
    // The province is one of the country's list (issue 30), typed to filter and then picked.
    await page.getByTestId('currentAddress-province').fill('Bangk');
    await page.getByRole('option', { name: 'Bangkok', exact: true }).click();
    await page.getByTestId('currentAddress-postcode').fill('1040');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText('5 digits.')).toBeVisible();
    await expect(page.getByText('Choose at least one interest.')).toBeVisible();
    await page.getByTestId('currentAddress-postcode').fill('10400');
    await page.getByText('Food', { exact: true }).click();
    await page.getByTestId('profile-save').click();

    await expect(page).toHaveURL('/en/Influencer/verifyMobilePhone');
    const phone = uniquePhone();
    await page.getByTestId('contact-value').fill(phone);
    await page.getByTestId('contact-send').click();
    const e164 = `+66${phone.slice(1)}`;
    await typeCode(page, await codeFor(page, e164));
    await expect(page.getByTestId('contact-done')).toBeVisible();

    await page.goto('/en/Influencer/dashboard');
    await expect(page.getByTestId('profile-completeness')).toHaveText('100%');
    await signOut(page);
    await expect(page).toHaveURL('/en');
    await page.goto('/en/Influencer/preLogin/goto:login');
    const form = page.locator('form[data-testid^="sign-in-form"]');
    await form.getByRole('textbox', { name: /email/i }).fill(email);
    await form.getByLabel(/^password/i).fill(password);
    await form.getByTestId('sign-in-submit').click();
    await expect(page).toHaveURL('/en/Influencer/dashboard');
    await page.goto('/en/Influencer/account');
    // Written the local way, like the marketer's account screen (issue 17).
    await expect(page.getByTestId('account-phone')).toContainText(`${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`);
    await expect(page.getByTestId('account-email')).toHaveText(email);
  });
});

test.describe('account settings', () => {
  async function newMember(page: Page, lang: 'th' | 'en') {
    const email = uniqueEmail(`member.${lang}`);
    const response = await page.request.post('/api/notification/requestOtpEmail', { data: { email, locale: lang }, headers: { origin: new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin } });
    expect(response.status()).toBe(200);
    const verified = await page.request.post('/api/notification/verifyEmailOtpSignUp', { data: { email, code: await codeFor(page, email) }, headers: { origin: test.info().project.use.baseURL! } });
    const { verificationToken } = (await verified.json()) as { verificationToken: string };
    const created = await page.request.post('/sv_influ_api/influSignup/createInfluMember', {
      data: { consent: true, country: 'TH', nationality: 'TH', email, verificationToken, password, locale: lang },
      headers: { origin: test.info().project.use.baseURL! },
    });
    expect(created.status()).toBe(200);
    return email;
  }

  async function signIn(page: Page, lang: 'th' | 'en', email: string, secret = password) {
    await page.goto(`/${lang}/Influencer/preLogin/goto:login`);
    const form = page.locator('form[data-testid^="sign-in-form"]');
    await form.getByRole('textbox', { name: /email|อีเมล/i }).fill(email);
    await form.getByLabel(/^(password|รหัสผ่าน)/i).fill(secret);
    await form.getByTestId('sign-in-submit').click();
    await expect(page).toHaveURL(`/${lang}/Influencer/dashboard`);
  }

  test('Thai: recovers a forgotten password with an e-mail code', async ({ page }) => {
    const email = await newMember(page, 'th');
    await page.context().clearCookies();
    await page.goto('/th/Influencer/recovery');
    await expect(page.getByRole('heading', { name: 'ลืมรหัสผ่าน?' })).toBeVisible();
    await page.getByTestId('recovery-destination').fill(email);
    await page.getByTestId('recovery-send').click();
    await expect(page.getByTestId('otp-reference')).toBeVisible();
    await typeCode(page, await codeFor(page, email));
    await page.getByTestId('recovery-password-new').fill('A whole new passphrase 7');
    await page.getByTestId('recovery-password-confirm').fill('A whole new passphrase 7');
    await page.getByTestId('recovery-save').click();
    await expect(page.getByTestId('recovery-done')).toHaveText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว ทุกอุปกรณ์ถูกออกจากระบบ');
    await signIn(page, 'th', email, 'A whole new passphrase 7');
  });

  test('English: changes the e-mail with the password and a code to the new address', async ({ page }) => {
    const email = await newMember(page, 'en');
    await signIn(page, 'en', email);
    await page.goto('/en/Influencer/account');
    await expect(page.getByTestId('account-email')).toHaveText(email);
    await page.getByRole('link', { name: 'Change' }).first().click();
    await expect(page).toHaveURL('/en/Influencer/changeEmail');
    const next = uniqueEmail('moved');
    await page.getByTestId('contact-value').fill(next);
    await page.getByTestId('contact-password').fill(password);
    await page.getByTestId('contact-send').click();
    await typeCode(page, await codeFor(page, next));
    await expect(page.getByTestId('contact-done')).toHaveText(`Your e-mail is now ${next}.`);
    await page.goto('/en/Influencer/account');
    await expect(page.getByTestId('account-email')).toHaveText(next);
  });

  test('Thai: notification channels and language', async ({ page }) => {
    const email = await newMember(page, 'th');
    await signIn(page, 'th', email);
    await page.goto('/th/Influencer/lineNotification');
    await page.getByTestId('channel-sms').check();
    await page.getByTestId('prefs-save').click();
    await expect(page.getByTestId('prefs-saved')).toHaveText('บันทึกแล้ว');
    await page.reload();
    await expect(page.getByTestId('channel-sms')).toBeChecked();
  });

  test('English: change password needs the current one', async ({ page }) => {
    const email = await newMember(page, 'en');
    await signIn(page, 'en', email);
    await page.goto('/en/Influencer/changePassword');
    await page.getByTestId('password-current').fill('not my password');
    await page.getByTestId('password-new').fill('Another fine passphrase 8');
    await page.getByTestId('password-confirm').fill('Another fine passphrase');
    await page.getByTestId('password-save').click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByTestId('password-confirm').fill('Another fine passphrase 8');
    await page.getByTestId('password-save').click();
    await expect(page.getByText('The password is not correct.')).toBeVisible();
    await page.getByTestId('password-current').fill(password);
    await page.getByTestId('password-save').click();
    await expect(page.getByTestId('password-done')).toBeVisible();
  });
});

test.describe('one-time-code input paste rules (SPEC §5)', () => {
  for (const lang of ['en', 'th'] as const) {
    test(`${lang}: digits paste into the boxes, anything else is refused with 'Invalid pasted data'`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`/${lang}/Influencer/recovery`);
      await page.getByTestId('recovery-destination').fill(uniqueEmail('paste'));
      await page.getByTestId('recovery-send').click();
      const first = page.getByTestId('otp-box-0');
      await expect(first).toBeVisible();
      const paste = async (text: string) => {
        await first.focus();
        await first.evaluate((element, value) => {
          const data = new DataTransfer();
          data.setData('text', value);
          element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        }, text);
      };
      await paste('12ab56');
      await expect(page.getByTestId('otp-error')).toHaveText(lang === 'en' ? 'Invalid pasted data' : /.+/);
      for (let index = 0; index < 6; index++) await expect(page.getByTestId(`otp-box-${index}`)).toHaveValue('');
      // Digits fill the boxes from the one pasted into.
      await paste('123');
      await expect(page.getByTestId('otp-error')).toHaveCount(0);
      await expect(page.getByTestId('otp-box-0')).toHaveValue('1');
      await expect(page.getByTestId('otp-box-2')).toHaveValue('3');
      await expect(page.getByTestId('otp-box-3')).toHaveValue('');
      // Letters typed into a number box are ignored.
      await page.getByTestId('otp-box-3').click();
      await page.keyboard.type('a');
      await expect(page.getByTestId('otp-box-3')).toHaveValue('');
      // The last three digits complete the code: the completion event submits it (not the code sent).
      await page.getByTestId('otp-box-3').evaluate((element) => {
        const data = new DataTransfer();
        data.setData('text', '456');
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      // The address has no account, and the answer is a wrong code's, as for an account (issue 29).
      await expect(page.getByTestId('otp-error')).toHaveText(lang === 'en' ? 'Wrong code. 4 tries left.' : 'รหัสไม่ถูกต้อง เหลืออีก 4 ครั้ง');
    });
  }
});

export { demoPassword };
