import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { influencerProfiles } from '#server/db/schema/index';
import { listPartners } from '#server/services/partners';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { codeFrom, freshEmail, password, pngOfSize, signInDemo, signUp, upload } from './influencer-helpers';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nowLocalDate } from '#common/calendar';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true', UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'kolify-uploads-')) });
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

const clock = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};
const anonymous = () => new Client(server, { ip: `198.18.0.${Math.floor(Math.random() * 250) + 1}` });
const fullProfile = {
  firstNameTh: 'มะลิ',
  lastNameTh: 'ใจดี',
  firstNameEn: 'Mali',
  lastNameEn: 'Jaidee',
  displayName: 'Mali Eats BKK',
  gender: 'female',
  birthDate: '2000-02-29',
  nationality: 'TH',
  country: 'TH',
  currentAddress: { house: '12/3 Soi Ari 4', subDistrict: 'Samsen Nai', district: 'Phaya Thai', province: 'Bangkok', postcode: '10400' },
  shippingChoice: 'another',
  shippingAddress: { house: '88 Nimman Rd', subDistrict: 'Suthep', district: 'Mueang Chiang Mai', province: 'Chiang Mai', postcode: '50200' },
  interests: ['INTEREST_FOOD', 'INTEREST_TRAVEL'],
};

describe('sign-up over HTTP (PRODUCT.md "Influencer sign-up and profile")', () => {
  it('serves the sign-up configuration, countries and nationalities', async () => {
    const config = await anonymous().get('/sv_influ_api/open/signup/config');
    expect(config.status).toBe(200);
    expect(config.json).toMatchObject({ steps: ['consent', 'location', 'email', 'password'], socialSteps: ['consent', 'email', 'password'], otpLength: 6, uploadMaxBytes: 4_096_000 });
    expect(config.json.countries).toEqual([{ code: 'TH', name: { en: 'Thailand', th: 'ไทย' } }]);
    const nationalities = await anonymous().get('/sv_influ_api/open/nationality/th');
    expect(nationalities.json.items).toContainEqual({ code: 'TH', name: 'ไทย', icon: 'th' });
    const countries = await anonymous().get('/sv_influ_api/open/country/en');
    expect(countries.json.items).toContainEqual({ code: 'JP', name: 'Japan', icon: 'jp' });
    expect((await anonymous().get('/sv_influ_api/open/country/xx')).status).toBe(400);
  });

  it('checks referral codes', async () => {
    const known = await anonymous().get('/sv_influ_api/influSignup/checkRefCode/ploy2026');
    expect(known.status).toBe(200);
    expect(known.json).toEqual({ code: 'PLOY2026', referrer: { displayName: 'Ploy Srisuk', isTalentManager: false } });
    expect((await anonymous().get('/sv_influ_api/influSignup/checkRefCode/NOPE1234')).status).toBe(404);
    const bad = await anonymous().get('/sv_influ_api/influSignup/checkRefCode/x!');
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0]).toEqual({ path: 'code', message: 'referral_code_invalid' });
  });

  it('checks each wizard step and records progress in the sign-up step cookie', async () => {
    const client = anonymous();
    const noConsent = await client.post('/sv_influ_api/influSignup/signup', { step: 'consent', consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.json.errors).toEqual([{ path: 'consent', message: 'consent_required' }]);
    const consent = await client.post('/sv_influ_api/influSignup/signup?utm_source=tiktok', { step: 'consent', consent: true, referralCode: 'PLOY2026' });
    expect(consent.json).toEqual({ step: 'consent', next: 'location' });
    const stepCookie = client.cookies.get(`${server.config.cookiePrefix}_signup_step`)!;
    expect(JSON.parse(decodeURIComponent(stepCookie))).toMatchObject({ step: 'location', consent: true, referralCode: 'PLOY2026' });
    expect(client.cookies.get(`${server.config.cookiePrefix}_utm`)).toBeTruthy();
    const location = await client.post('/sv_influ_api/influSignup/signup', { step: 'location', consent: true, country: 'XX' });
    expect(location.status).toBe(400);
    expect(location.json.errors[0]).toEqual({ path: 'country', message: 'country_invalid' });
    const missing = await client.post('/sv_influ_api/influSignup/signup', { step: 'location', country: 'TH' });
    expect(missing.json.errors).toEqual([{ path: 'nationality', message: 'nationality_required' }]);
    expect((await client.post('/sv_influ_api/influSignup/signup', { step: 'location', country: 'TH', nationality: 'JP' })).json.next).toBe('email');
    const social = await client.post('/sv_influ_api/influSignup/signup', { step: 'consent', route: 'social', consent: true });
    expect(social.json.next).toBe('email');
    const unknownRef = await client.post('/sv_influ_api/influSignup/signup', { step: 'consent', consent: true, referralCode: 'NOPE1234' });
    expect(unknownRef.json.errors).toEqual([{ path: 'referralCode', message: 'referral_code_unknown' }]);
  });

  it('signs up end to end: code from the outbox, member created and signed in, referrer linked', async () => {
    const { client, uuid, email } = await signUp(server, { referralCode: 'PLOY2026' });
    const status = await client.get('/sv_authauth/status');
    expect(status.json).toMatchObject({ scope: 'influencer_logged_in', uuid, user: { email, role: 'influencer' } });
    const rows = (await server.database.db.execute(sql`select p.referrer_id, u.email as referrer from influencer_profiles p join users u on u.id = p.referrer_id where p.user_id = ${uuid}`)) as { rows: { referrer: string }[] };
    expect(rows.rows[0]!.referrer).toBe('influencer@kolify.test');
    expect(client.cookies.has(`${server.config.cookiePrefix}_signup_step`)).toBe(false);
    // The proof was spent: the same token cannot create a second member.
  });

  it('refuses createInfluMember without a proof, with a spent proof, with a weak password', async () => {
    const client = anonymous();
    const email = freshEmail();
    const base = { consent: true, country: 'TH', nationality: 'TH', email, password };
    const noProof = await client.post('/sv_influ_api/influSignup/createInfluMember', base);
    expect(noProof.status).toBe(400);
    expect(noProof.json.type).toBe('verification_required');
    await client.post('/api/notification/requestOtpEmail', { email, purpose: 'signup' });
    const { verificationToken } = (await client.post('/api/notification/verifyEmailOtpSignUp', { email, code: await codeFrom(client, email) })).json;
    const weak = await client.post('/sv_influ_api/influSignup/createInfluMember', { ...base, verificationToken, password: 'password123' });
    expect(weak.json.errors).toEqual([{ path: 'password', message: 'password_too_common' }]);
    const short = await client.post('/sv_influ_api/influSignup/createInfluMember', { ...base, verificationToken, password: 'seven77' });
    expect(short.json.errors).toEqual([{ path: 'password', message: 'password_too_short' }]);
    const noConsent = await client.post('/sv_influ_api/influSignup/createInfluMember', { ...base, consent: false, verificationToken });
    expect(noConsent.json.errors[0].path).toBe('consent');
    expect((await client.post('/sv_influ_api/influSignup/createInfluMember', { ...base, verificationToken })).status).toBe(200);
    const again = await anonymous().post('/sv_influ_api/influSignup/createInfluMember', { ...base, email: freshEmail(), verificationToken });
    expect(again.json.type).toBe('verification_required');
  });

  it('treats an e-mail in another case as taken (409 naming the field) at every step', async () => {
    const client = anonymous();
    const step = await client.post('/sv_influ_api/influSignup/signup', { step: 'email', email: 'INFLUENCER@Kolify.Test' });
    expect(step.status).toBe(409);
    expect(step.json.errors).toEqual([{ path: 'email', message: 'email_taken' }]);
    const code = await client.post('/api/notification/requestOtpEmail', { email: 'Influencer@KOLIFY.test', purpose: 'signup' });
    expect(code.status).toBe(409);
    expect(code.json.errors).toEqual([{ path: 'email', message: 'email_taken' }]);
  });
});

describe('one-time code rules over HTTP, at their boundaries', () => {
  it('expires a sign-up code at 5:00 + 1 s', async () => {
    const client = anonymous();
    const email = freshEmail('exp');
    clock('2026-11-22T01:00:00Z');
    await client.post('/api/notification/requestOtpEmail', { email });
    const code = await codeFrom(client, email);
    vi.setSystemTime(new Date('2026-11-22T01:05:01Z'));
    const late = await client.post('/api/notification/verifyEmailOtpSignUp', { email, code });
    expect(late.status).toBe(400);
    expect(late.json.type).toBe('otp_expired');
  });

  it('refuses the 6th try even with the right code', async () => {
    const client = anonymous();
    const email = freshEmail('tries');
    await client.post('/api/notification/requestOtpEmail', { email });
    const code = await codeFrom(client, email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await client.post('/api/notification/verifyEmailOtpSignUp', { email, code: wrong });
      expect(answer.json).toMatchObject({ type: 'otp_invalid', triesLeft: 5 - attempt });
    }
    expect((await client.post('/api/notification/verifyEmailOtpSignUp', { email, code })).json.type).toBe('otp_expired');
  });

  it('refuses a resend at 59 s with Retry-After 1 and sends at 60 s', async () => {
    const client = anonymous();
    const email = freshEmail('resend');
    clock('2026-11-22T02:00:00Z');
    expect((await client.post('/api/notification/requestOtpEmail', { email })).status).toBe(200);
    vi.setSystemTime(new Date('2026-11-22T02:00:59Z'));
    const early = await client.post('/api/notification/requestOtpEmail', { email });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('1');
    expect(early.json.type).toBe('otp_resend_too_soon');
    vi.setSystemTime(new Date('2026-11-22T02:01:00Z'));
    expect((await client.post('/api/notification/requestOtpEmail', { email })).status).toBe(200);
  });

  it('answers the 6th code in an hour with 429', async () => {
    const client = anonymous();
    const email = freshEmail('hour');
    const start = Date.parse('2026-11-22T03:00:00Z');
    clock('2026-11-22T03:00:00Z');
    for (let index = 0; index < 5; index++) {
      vi.setSystemTime(new Date(start + index * 60_000));
      expect((await client.post('/api/notification/requestOtpEmail', { email })).status).toBe(200);
    }
    vi.setSystemTime(new Date(start + 5 * 60_000));
    const sixth = await client.post('/api/notification/requestOtpEmail', { email });
    expect(sixth.status).toBe(429);
    expect(sixth.json.type).toBe('rate_limited');
    expect(Number(sixth.headers.get('retry-after'))).toBe(3600 - 300);
  });

  it('validates the code format and the purpose', async () => {
    const client = anonymous();
    const bad = await client.post('/api/notification/verifyEmailOtpSignUp', { email: 'a@kolify.test', code: '12ab' });
    expect(bad.json.errors).toEqual([{ path: 'code', message: 'otp_code_invalid' }]);
    const purpose = await client.post('/api/notification/requestOtpEmail', { email: 'a@kolify.test', purpose: 'steal' });
    expect(purpose.json.errors[0].path).toBe('purpose');
    expect((await client.post('/api/notification/requestOtp', { phone: '+66812345678' })).status).toBe(401);
  });
});

describe('profile, preferences and account', () => {
  it('creates the sign-up profile, marks it ready and reports completeness', async () => {
    const { client, uuid } = await signUp(server, { locale: 'th' });
    const before = await client.get(`/sv_influ_api/influ/account/${uuid}`);
    expect(before.json).toMatchObject({ completeness: 0, missing: ['profile', 'phone', 'image', 'interests', 'shipping'], ready: false });
    const notReady = await client.patch(`/sv_influ_api/influ/profile/ready/${uuid}`);
    expect(notReady.status).toBe(400);
    const created = await client.post(`/sv_influ_api/influ/profile/createProfile/${uuid}`, fullProfile);
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ displayName: 'Mali Eats BKK', birthDate: '2000-02-29', shippingChoice: 'another', interests: ['INTEREST_FOOD', 'INTEREST_TRAVEL'] });
    expect((await client.patch(`/sv_influ_api/influ/profile/ready/${uuid}`)).json).toEqual({ ready: true });
    const after = await client.get(`/sv_influ_api/influ/account/${uuid}`);
    expect(after.json).toMatchObject({ completeness: 60, missing: ['phone', 'image'], ready: true });
    const country = await client.get(`/sv_influ_api/influ/getMemberCountry/${uuid}`);
    expect(country.json).toEqual({ country: 'TH', nationality: 'TH', isThai: true });
  });

  it('validates the profile fields (birth date 13+, shipping address, postcode, interests)', async () => {
    const { client, uuid } = await signInDemo(server);
    // The boundary, in Bangkok: 13 years old today is allowed, 13 tomorrow is not.
    const today = nowLocalDate();
    const thirteenToday = today.subtract({ years: 13 }).toString();
    const thirteenTomorrow = today.subtract({ years: 13 }).add({ days: 1 }).toString();
    const young = await client.patch(`/sv_influ_api/influ/profile/general/${uuid}`, { birthDate: thirteenTomorrow });
    expect(young.json.errors).toEqual([{ path: 'birthDate', message: 'birth_date_too_young' }]);
    expect((await client.patch(`/sv_influ_api/influ/profile/general/${uuid}`, { birthDate: thirteenToday })).status).toBe(200);
    await client.patch(`/sv_influ_api/influ/profile/general/${uuid}`, { birthDate: '1998-04-12' });
    expect((await client.patch(`/sv_influ_api/influ/profile/general/${uuid}`, { birthDate: '2001-02-29' })).json.errors[0]).toEqual({ path: 'birthDate', message: 'birth_date_invalid' });
    const shipping = await client.patch(`/sv_influ_api/influ/profile/general/${uuid}`, { shippingChoice: 'another' });
    expect(shipping.json.errors).toEqual([{ path: 'shippingAddress', message: 'shipping_address_required' }]);
    const postcode = await client.post(`/sv_influ_api/influ/profile/createProfile/${uuid}`, { ...fullProfile, currentAddress: { ...fullProfile.currentAddress, postcode: '1040' } });
    expect(postcode.json.errors).toEqual([{ path: 'currentAddress.postcode', message: 'postcode_invalid' }]);
    const interests = await client.post(`/sv_influ_api/influ/profile/createProfile/${uuid}`, { ...fullProfile, interests: [] });
    expect(interests.json.errors).toEqual([{ path: 'interests', message: 'interests_required' }]);
  });

  it('reads and changes notification preferences', async () => {
    const { client, uuid } = await signInDemo(server);
    expect((await client.get(`/sv_influ_api/influ/profile/prefs/${uuid}`)).json).toEqual({ notificationChannels: ['email', 'line'], notificationLanguage: 'th', lineId: null });
    const changed = await client.patch(`/sv_influ_api/influ/profile/prefs/${uuid}`, { notificationChannels: ['sms', 'whatsapp'], notificationLanguage: 'en', lineId: '@ploy' });
    expect(changed.json).toEqual({ notificationChannels: ['sms', 'whatsapp'], notificationLanguage: 'en', lineId: '@ploy' });
    const bad = await client.patch(`/sv_influ_api/influ/profile/prefs/${uuid}`, { notificationChannels: ['fax'] });
    expect(bad.json.errors[0]).toEqual({ path: 'notificationChannels.0', message: 'channel_invalid' });
    expect((await client.patch(`/sv_influ_api/influ/profile/prefs/${uuid}`, { notificationChannels: [] })).json.errors[0].message).toBe('channels_required');
    const repeated = await client.patch(`/sv_influ_api/influ/profile/prefs/${uuid}`, { notificationChannels: ['email', 'email'] });
    expect([repeated.status, repeated.json.errors]).toEqual([400, [{ path: 'notificationChannels', message: 'channel_invalid' }]]);
    await client.patch(`/sv_influ_api/influ/profile/prefs/${uuid}`, { notificationChannels: ['email', 'line'], notificationLanguage: 'th', lineId: null });
  });

  it('remembers dismissed notices', async () => {
    const { client, uuid } = await signUp(server);
    expect((await client.patch(`/sv_influ_api/influ/toast/${uuid}`, { key: 'welcome' })).json).toEqual({ toastsSeen: ['welcome'] });
    expect((await client.patch(`/sv_influ_api/influ/toast/${uuid}`, { key: 'welcome' })).json).toEqual({ toastsSeen: ['welcome'] });
    expect((await client.patch(`/sv_influ_api/influ/toast/${uuid}`, { key: 'No Spaces!' })).status).toBe(400);
  });
});

describe('uploads (SPEC §5: 4,096,000 bytes, real file type)', () => {
  it('takes a profile image of exactly 4,096,000 bytes and serves it back to its owner only', async () => {
    const { client, uuid } = await signUp(server);
    const ok = await upload(client, `/sv_influ_api/influ/profile/image/${uuid}`, pngOfSize(4_096_000));
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ mime: 'image/png', bytes: 4_096_000 });
    const file = await client.get(ok.json.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const other = await signInDemo(server);
    expect((await other.client.get(ok.json.url)).status).toBe(404);
    expect((await client.get(`/sv_influ_api/influ/account/${uuid}`)).json.imageUrl).toBe(ok.json.url);
  });

  it('refuses 4,096,001 bytes with 413', async () => {
    const { client, uuid } = await signUp(server);
    const big = await upload(client, `/sv_influ_api/influ/profile/image/${uuid}`, pngOfSize(4_096_001));
    expect(big.status).toBe(413);
    expect(big.json.errors).toEqual([{ path: 'file', message: 'file_too_large' }]);
  });

  it('refuses a non-image renamed .png, and a missing file', async () => {
    const { client, uuid } = await signUp(server);
    const fake = await upload(client, `/sv_influ_api/influ/profile/image/${uuid}`, new Blob(['just some text pretending'], { type: 'image/png' }), 'cat.png');
    expect(fake.status).toBe(415);
    expect(fake.json.errors).toEqual([{ path: 'file', message: 'file_type_not_allowed' }]);
    const none = await upload(client, `/sv_influ_api/influ/profile/image/${uuid}`, null);
    expect(none.status).toBe(400);
    expect(none.json.errors).toEqual([{ path: 'file', message: 'file_required' }]);
  });

  it('takes a PDF attachment but not as a profile image', async () => {
    const { client, uuid } = await signUp(server);
    const pdf = new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], { type: 'application/pdf' });
    expect((await upload(client, `/sv_influ_api/influ/attachment/${uuid}`, pdf, 'doc.pdf')).json).toMatchObject({ mime: 'application/pdf' });
    expect((await upload(client, `/sv_influ_api/influ/profile/image/${uuid}`, pdf, 'doc.pdf')).status).toBe(415);
  });
});

describe('phone, e-mail and password', () => {
  it('verifies a first phone by SMS code, then needs the password to change it', async () => {
    const { client, uuid } = await signUp(server);
    const phone = `+6689${String(Date.now()).slice(-7)}`;
    expect((await client.post('/api/notification/requestOtp', { phone: '0812345678' })).json.errors[0]).toEqual({ path: 'phone', message: 'phone_invalid' });
    const taken = await client.post('/api/notification/requestOtp', { phone: '+66810000001' });
    expect(taken.status).toBe(409);
    expect(taken.json.errors).toEqual([{ path: 'phone', message: 'phone_taken' }]);
    expect((await client.post('/api/notification/requestOtp', { phone, locale: 'th' })).status).toBe(200);
    const sms = await client.get(`/dev/outbox.json?to=${encodeURIComponent(phone)}`);
    expect(sms.json.messages[0]).toMatchObject({ channel: 'sms', locale: 'th' });
    expect((await client.post('/api/notification/verifyOtp', { phone, code: await codeFrom(client, phone) })).json.changed).toBe('phone');
    expect((await client.get(`/sv_influ_api/influ/account/${uuid}`)).json).toMatchObject({ phone, phoneVerified: true });

    const next = `+6688${String(Date.now()).slice(-7)}`;
    await client.post('/api/notification/requestOtp', { phone: next, purpose: 'change_phone' });
    const code = await codeFrom(client, next);
    const noPassword = await client.post('/api/notification/verifyOtp', { phone: next, code, purpose: 'change_phone' });
    expect(noPassword.json.errors).toEqual([{ path: 'currentPassword', message: 'password_required' }]);
    const wrongPassword = await client.post('/api/notification/verifyOtp', { phone: next, code, purpose: 'change_phone', currentPassword: 'not it at all' });
    expect(wrongPassword.json.errors).toEqual([{ path: 'currentPassword', message: 'password_incorrect' }]);
    // A wrong password did not burn the code.
    expect((await client.post('/api/notification/verifyOtp', { phone: next, code, purpose: 'change_phone', currentPassword: password })).status).toBe(200);
    expect((await client.get(`/sv_influ_api/influ/account/${uuid}`)).json.phone).toBe(next);
  });

  it('changes the e-mail with the password and a code sent to the new address', async () => {
    const { client, uuid } = await signUp(server);
    const next = freshEmail('moved');
    expect((await client.post('/api/notification/requestOtpEmail', { email: 'brand@kolify.test', purpose: 'change_email' })).status).toBe(409);
    expect((await anonymous().post('/api/notification/requestOtpEmail', { email: next, purpose: 'change_email' })).status).toBe(401);
    await client.post('/api/notification/requestOtpEmail', { email: next, purpose: 'change_email' });
    const changed = await client.post('/api/notification/verifyEmailOtp', { email: next, code: await codeFrom(client, next), purpose: 'change_email', currentPassword: password });
    expect(changed.json.changed).toBe('email');
    expect((await client.get(`/sv_influ_api/influ/profile/general/${uuid}`)).json.email).toBe(next);
    const signIn = await anonymous().post('/sv_authauth/signin/influencer', { email: next, password });
    expect(signIn.status).toBe(200);
  });

  it('changes the password with the current one and signs out other sessions', async () => {
    const { client, uuid, email } = await signUp(server);
    const second = anonymous();
    await second.post('/sv_authauth/signin/influencer', { email, password });
    const wrong = await client.patch(`/sv_influ_api/influ/changePassword/${uuid}`, { currentPassword: 'nope nope nope', newPassword: 'A brand new passphrase' });
    expect(wrong.json.errors).toEqual([{ path: 'currentPassword', message: 'password_incorrect' }]);
    const common = await client.patch(`/sv_influ_api/influ/changePassword/${uuid}`, { currentPassword: password, newPassword: 'qwertyuiop' });
    expect(common.json.errors).toEqual([{ path: 'newPassword', message: 'password_too_common' }]);
    expect((await client.patch(`/sv_influ_api/influ/changePassword/${uuid}`, { currentPassword: password, newPassword: 'A brand new passphrase' })).status).toBe(200);
    expect((await second.get('/sv_authauth/status')).json.scope).toBe('open');
    expect((await client.get('/sv_authauth/status')).json.scope).toBe('influencer_logged_in');
  });

  it('recovers a forgotten password by e-mail code; unknown addresses get the same answer', async () => {
    const { email } = await signUp(server);
    const client = anonymous();
    const unknown = await client.post('/api/notification/requestOtpEmail', { email: 'ghost@kolify.test', purpose: 'reset_password' });
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.json).sort()).toEqual(['codeLength', 'destination', 'expiresAt', 'reference', 'resendAt']);
    const requested = await client.post('/api/notification/requestOtpEmail', { email, purpose: 'reset_password' });
    expect(Object.keys(requested.json).sort()).toEqual(Object.keys(unknown.json).sort());
    const verified = await client.post('/api/notification/verifyEmailOtp', { email, code: await codeFrom(client, email), purpose: 'reset_password' });
    expect(verified.status).toBe(200);
    const { verificationToken, uuid } = verified.json;
    const otherId = (await signInDemo(server)).uuid;
    // Another member's id answers like a bad proof (issue 16: no oracle), and does not spend the proof.
    const misdirected = await client.patch(`/sv_influ_api/influ/changePasswordByEmail/${otherId}`, { email, verificationToken, newPassword: 'Recovered passphrase 9' });
    expect(misdirected.status).toBe(400);
    expect(misdirected.json.type).toBe('verification_required');
    expect((await client.patch(`/sv_influ_api/influ/changePasswordByEmail/${uuid}`, { email, verificationToken, newPassword: 'Recovered passphrase 9' })).status).toBe(200);
    expect((await anonymous().post('/sv_authauth/signin/influencer', { email, password: 'Recovered passphrase 9' })).status).toBe(200);
    // The proof is single use.
    expect((await client.patch(`/sv_influ_api/influ/changePasswordByEmail/${uuid}`, { email, verificationToken, newPassword: 'Another passphrase 10' })).status).toBe(400);
  });
});

describe('talent-manager consent', () => {
  it('shows the consent, serves its file and links the partner', async () => {
    const shown = await anonymous().get('/sv_influ_api/open/display_consent/talentmanager/NATTM001');
    expect(shown.json).toMatchObject({ code: 'NATTM001', manager: { displayName: 'Nat Talent Studio' }, fileUrl: '/sv_influ_api/open/consent_file/NATTM001' });
    expect(shown.json.paragraphs.th.length).toBeGreaterThan(0);
    const file = await anonymous().get('/sv_influ_api/open/consent_file/NATTM001');
    expect(file.headers.get('content-disposition')).toMatch(/attachment/);
    expect(file.text).toContain('Nat Talent Studio');
    // A plain influencer's code is not a talent manager's.
    expect((await anonymous().get('/sv_influ_api/open/display_consent/talentmanager/PLOY2026')).status).toBe(404);
    const { client, uuid } = await signUp(server);
    expect((await client.post(`/sv_influ_api/influ/consent/${uuid}`, { code: 'NATTM001' })).json).toEqual({ manager: { displayName: 'Nat Talent Studio' } });
    expect((await client.get(`/sv_influ_api/influ/account/${uuid}`)).json.talentManager).toEqual({ displayName: 'Nat Talent Studio', consentAt: expect.any(String) });
    expect((await client.post(`/sv_influ_api/influ/consent/${uuid}`, { code: 'PLOY2026' })).status).toBe(404);
  });

  it('withdraws the consent: the link ends at once and the manager no longer lists the partner', async () => {
    const { db } = server.database;
    const manager = await signInDemo(server, 'manager@kolify.test');
    const { client, uuid } = await signUp(server);
    expect((await client.post(`/sv_influ_api/influ/consent/${uuid}`, { code: 'NATTM001' })).status).toBe(200);
    expect((await listPartners(db, manager.uuid, { limit: 50 }, new Date())).items.map((partner) => partner.id)).toContain(uuid);

    const withdrawn = await client.request('DELETE', `/sv_influ_api/influ/consent/${uuid}`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json).toEqual({ withdrawn: true, manager: { displayName: 'Nat Talent Studio' } });
    expect((await client.get(`/sv_influ_api/influ/account/${uuid}`)).json.talentManager).toBeNull();
    expect((await listPartners(db, manager.uuid, { limit: 50 }, new Date())).items.map((partner) => partner.id)).not.toContain(uuid);
    const [row] = await db.select({ managerId: influencerProfiles.talentManagerId, at: influencerProfiles.talentManagerConsentAt }).from(influencerProfiles).where(eq(influencerProfiles.userId, uuid));
    expect(row).toEqual({ managerId: null, at: null });

    // Nothing left to withdraw: 404 problem+json. The consent can be accepted again afterwards.
    const again = await client.request('DELETE', `/sv_influ_api/influ/consent/${uuid}`);
    expect(again.status).toBe(404);
    expect(again.headers.get('content-type')).toBe('application/problem+json');
    expect(again.json).toMatchObject({ type: 'not_found', status: 404 });
    expect((await client.post(`/sv_influ_api/influ/consent/${uuid}`, { code: 'NATTM001' })).status).toBe(200);
    expect((await listPartners(db, manager.uuid, { limit: 50 }, new Date())).items.map((partner) => partner.id)).toContain(uuid);
  });

  it('404s a withdrawal that was never accepted, another user\'s id, and refuses the signed-out and marketers', async () => {
    const { client, uuid } = await signUp(server);
    expect((await client.request('DELETE', `/sv_influ_api/influ/consent/${uuid}`)).status).toBe(404);

    // Another influencer's id: 404, and the victim's link stays.
    const victim = await signUp(server);
    expect((await victim.client.post(`/sv_influ_api/influ/consent/${victim.uuid}`, { code: 'NATTM001' })).status).toBe(200);
    const foreign = await client.request('DELETE', `/sv_influ_api/influ/consent/${victim.uuid}`);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('content-type')).toBe('application/problem+json');
    expect((await victim.client.get(`/sv_influ_api/influ/account/${victim.uuid}`)).json.talentManager).toMatchObject({ displayName: 'Nat Talent Studio' });

    const signedOut = await anonymous().request('DELETE', `/sv_influ_api/influ/consent/${victim.uuid}`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('content-type')).toBe('application/problem+json');

    const marketer = anonymous();
    expect((await marketer.post('/sv_authauth/marketer/authen/', { email: 'brand@kolify.test', password: demoPassword })).status).toBe(200);
    expect((await marketer.request('DELETE', `/sv_influ_api/influ/consent/${victim.uuid}`)).status).toBe(403);
    expect((await victim.client.get(`/sv_influ_api/influ/account/${victim.uuid}`)).json.talentManager).not.toBeNull();
  });
});

describe('every {id} endpoint: signed out 401, another user 404, bad input 400', () => {
  const endpoints: { method: 'get' | 'patch' | 'post' | 'delete'; path: (id: string) => string; body?: unknown }[] = [
    { method: 'patch', path: (id) => `/sv_influ_api/influ/changePassword/${id}`, body: { currentPassword: demoPassword, newPassword: 'Whatever passphrase 1' } },
    { method: 'patch', path: (id) => `/sv_influ_api/influ/profile/ready/${id}` },
    { method: 'get', path: (id) => `/sv_influ_api/influ/profile/general/${id}` },
    { method: 'patch', path: (id) => `/sv_influ_api/influ/profile/general/${id}`, body: { displayName: 'Hacker' } },
    { method: 'get', path: (id) => `/sv_influ_api/influ/profile/prefs/${id}` },
    { method: 'patch', path: (id) => `/sv_influ_api/influ/profile/prefs/${id}`, body: { notificationLanguage: 'en' } },
    { method: 'get', path: (id) => `/sv_influ_api/influ/account/${id}` },
    { method: 'get', path: (id) => `/sv_influ_api/influ/getMemberCountry/${id}` },
    { method: 'post', path: (id) => `/sv_influ_api/influ/profile/createProfile/${id}`, body: fullProfile },
    { method: 'post', path: (id) => `/sv_influ_api/influ/consent/${id}`, body: { code: 'NATTM001' } },
    { method: 'delete', path: (id) => `/sv_influ_api/influ/consent/${id}` },
    { method: 'patch', path: (id) => `/sv_influ_api/influ/toast/${id}`, body: { key: 'welcome' } },
  ];

  it.each(endpoints)('$method $path', async ({ method, path, body }) => {
    const victim = (await signInDemo(server, 'manager@kolify.test')).uuid;
    const { client: attacker } = await signUp(server);
    const send = (client: Client) => client.request(method.toUpperCase(), path(victim), method === 'get' || method === 'delete' ? undefined : (body ?? {}));
    expect((await send(anonymous())).status).toBe(401);
    const response = await send(attacker);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('404s the upload endpoints for another user and 401s them signed out', async () => {
    const victim = (await signInDemo(server, 'manager@kolify.test')).uuid;
    const { client } = await signUp(server);
    expect((await upload(client, `/sv_influ_api/influ/profile/image/${victim}`, pngOfSize(100))).status).toBe(404);
    expect((await upload(client, `/sv_influ_api/influ/attachment/${victim}`, pngOfSize(100))).status).toBe(404);
    expect((await upload(anonymous(), `/sv_influ_api/influ/attachment/${victim}`, pngOfSize(100))).status).toBe(401);
  });

  it('answers 400 naming the field for bad bodies', async () => {
    const { client, uuid } = await signUp(server);
    const response = await client.patch(`/sv_influ_api/influ/profile/general/${uuid}`, { gender: 'robot', interests: ['INTEREST_CATS'] });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual(expect.arrayContaining([{ path: 'gender', message: 'gender_invalid' }, { path: 'interests.0', message: 'interest_invalid' }]));
    expect((await client.patch(`/sv_influ_api/influ/profile/general/not-a-uuid`, { displayName: 'x' })).status).toBe(404);
  });
});

describe('secrets at rest', () => {
  it('a database dump holds no plain code or password', async () => {
    const client = anonymous();
    const email = freshEmail('dump');
    await client.post('/api/notification/requestOtpEmail', { email });
    const code = await codeFrom(client, email);
    const { verificationToken } = (await client.post('/api/notification/verifyEmailOtpSignUp', { email, code })).json;
    const secretPassword = 'Unique dump check passphrase 77';
    await client.post('/sv_influ_api/influSignup/createInfluMember', { consent: true, country: 'TH', nationality: 'TH', email, verificationToken, password: secretPassword });
    const tables = ['users', 'sessions', 'otp_codes', 'influencer_profiles', 'social_logins', 'rate_limit_hits'];
    let dump = '';
    for (const table of tables) dump += JSON.stringify(((await server.database.db.execute(sql.raw(`select * from ${table}`))) as { rows: unknown[] }).rows);
    expect(dump).toContain(email);
    expect(dump).not.toContain(secretPassword);
    expect(dump).not.toContain(verificationToken);
    // The code may appear by chance as digits inside a hash; it must not appear as a value of its own.
    expect(dump).not.toMatch(new RegExp(`"${code}"`));
  });
});
