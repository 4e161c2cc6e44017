import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import type { MarketerType } from '#common/enums';
import { campaigns, jobs, users } from '#server/db/schema/index';

let server: TestServer;
beforeAll(async () => {
  // Each browser below is its own visitor address: sign-up is limited per IP.
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

let counter = 0;
const unique = () => ++counter;
const phoneFor = (n: number) => `+6682${String(4_000_000 + n * 97).padStart(7, '0')}`;
let addressCounter = 0;
const nextAddress = () => `192.0.2.${(++addressCounter % 250) + 1}`;
const browser = (ip = nextAddress()) => new Client(server, { ip });
const password = 'sunflower-harbour-2026';
const taxIdBrand = '0994000165668';
const validProfile = {
  contactName: 'Anong Prasert',
  companyName: 'Lotus Leaf Tea',
  country: 'TH',
  taxId: taxIdBrand,
  address: { line: '12 Sukhumvit 24', district: 'Khlong Toei', province: 'Bangkok', postcode: '10110' },
  website: 'https://lotusleaf.example',
  industry: 'food_beverage',
};

async function lastCode(client: Client, to: string) {
  const outbox = await client.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
  return /\b(\d{6})\b/.exec(outbox.json.messages[0].body)![1]!;
}

async function signSomeoneIn(email: string) {
  const client = browser();
  const response = await client.post('/sv_authauth/marketer/authen/', { email, password: demoPassword });
  expect(response.status).toBe(200);
  return { client, uuid: response.json.uuid as string };
}

/** The account step only. */
async function createAccount(type: MarketerType) {
  const n = unique();
  const client = browser();
  const email = `${type}${n}@signup.kolify.test`;
  const response = await client.post('/api/marketers/create-email', { type, email, password, contactName: 'Anong Prasert', ...(type === 'individual' ? {} : { companyName: `Company ${n}` }), locale: 'en' });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return { client, email, uuid: response.json.uuid as string, phone: phoneFor(n) };
}

async function verifyPhone(client: Client, phone: string) {
  const sent = await client.post('/api/notification/marketer/requestOtp', { phone, purpose: 'signup' });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  expect(sent.json.reference).toMatch(/^[A-Z]{4}$/);
  const verified = await client.post('/api/notification/marketer/verifyOtp', { phone, code: await lastCode(client, phone), purpose: 'signup' });
  expect(verified.status).toBe(200);
  return verified.json.verificationToken as string;
}

/** The whole sign-up over HTTP: account → phone code → questionnaire → profile. */
async function signUp(type: MarketerType) {
  const account = await createAccount(type);
  const { client, phone } = account;
  const token = await verifyPhone(client, phone);
  const afterPhone = await client.post('/api/marketers/update-marketer-profile', { step: 'phone', phone, verificationToken: token });
  expect(afterPhone.status, JSON.stringify(afterPhone.json)).toBe(200);
  expect(afterPhone.json).toMatchObject({ phone, phoneVerified: true, signupStep: 'questionnaire' });
  const afterQuestionnaire = await client.post('/api/marketers/update-marketer-profile', { step: 'questionnaire', objective: 'traffic', budget: '30000-50000', campaignStart: '3-6_months' });
  expect(afterQuestionnaire.json.signupStep).toBe('profile');
  const profile = { ...validProfile, ...(type === 'individual' ? { companyName: null, taxId: '1101700207030' } : {}) };
  const done = await client.post('/api/marketers/update-marketer-profile', { step: 'profile', ...profile });
  expect(done.status, JSON.stringify(done.json)).toBe(200);
  expect(done.json.signupStep).toBe('done');
  return { ...account, profile: done.json };
}

describe('marketer sign-up over HTTP, per type', () => {
  for (const type of ['brand', 'agency', 'individual'] as const) {
    it(`${type}: account → SMS code → questionnaire → profile, then signs in with the new password`, async () => {
      const { email, uuid, profile } = await signUp(type);
      expect(profile).toMatchObject({
        uuid,
        email,
        type,
        companyName: type === 'individual' ? null : 'Lotus Leaf Tea',
        questionnaire: { objective: 'traffic', budget: '30000-50000', campaignStart: '3-6_months' },
        industry: 'food_beverage',
        classification: null,
      });
      const again = browser();
      const signIn = await again.post('/sv_authauth/marketer/authen/', { email, password });
      expect(signIn.status).toBe(200);
      expect(signIn.json.user).toMatchObject({ marketerType: type, role: 'marketer' });
      const status = await again.get('/sv_authauth/status');
      expect(status.json.scope).toBe('marketer_logged_in');
    });
  }

  it('keeps the step on the server, so a reload resumes there (GET /sv_marketer_profile/)', async () => {
    const { client, phone } = await createAccount('brand');
    expect((await client.get('/sv_marketer_profile/')).json.signupStep).toBe('phone');
    // A step not reached yet is refused.
    const early = await client.post('/api/marketers/update-marketer-profile', { step: 'questionnaire', objective: 'traffic', budget: '30000-50000', campaignStart: '3-6_months' });
    expect(early.status).toBe(409);
    const token = await verifyPhone(client, phone);
    await client.post('/api/marketers/update-marketer-profile', { step: 'phone', phone, verificationToken: token });
    expect((await client.get('/sv_marketer_profile/')).json.signupStep).toBe('questionnaire');
  });

  it('requires a company name for brand and agency, not for individual', async () => {
    const response = await browser().post('/api/marketers/create-email', { type: 'agency', email: `noco${unique()}@kolify.test`, password, contactName: 'X' });
    expect(response.status).toBe(400);
    expect(response.json.errors).toContainEqual({ path: 'companyName', message: 'company_name_required' });
    const individual = await browser().post('/api/marketers/create-email', { type: 'individual', email: `ind${unique()}@kolify.test`, password, contactName: 'X' });
    expect(individual.status).toBe(201);
  });

  it('refuses a taken e-mail (409 naming the field), a common password and an unknown type', async () => {
    const taken = await browser().post('/api/marketers/create-email', { type: 'brand', email: 'Brand@Kolify.test', password, contactName: 'X', companyName: 'Y' });
    expect(taken.status).toBe(409);
    expect(taken.json.errors).toEqual([{ path: 'email', message: 'email_taken' }]);
    const common = await browser().post('/api/marketers/create-email', { type: 'brand', email: `c${unique()}@kolify.test`, password: 'password123', contactName: 'X', companyName: 'Y' });
    expect(common.status).toBe(400);
    expect(common.json.errors).toEqual([{ path: 'password', message: 'password_too_common' }]);
    const badType = await browser().post('/api/marketers/create-email', { type: 'influencer', email: `t${unique()}@kolify.test`, password, contactName: 'X', companyName: 'Y' });
    expect(badType.json.errors).toContainEqual({ path: 'type', message: 'type_invalid' });
  });

  it('refuses a phone that belongs to someone else (409 naming phone) and a wrong code', async () => {
    const { client } = await createAccount('brand');
    const taken = await client.post('/api/notification/marketer/requestOtp', { phone: '+66810000001', purpose: 'signup' });
    expect(taken.status).toBe(409);
    expect(taken.json.errors).toEqual([{ path: 'phone', message: 'phone_taken' }]);
    const phone = phoneFor(unique());
    await client.post('/api/notification/marketer/requestOtp', { phone, purpose: 'signup' });
    const code = await lastCode(client, phone);
    const wrong = await client.post('/api/notification/marketer/verifyOtp', { phone, code: code === '000000' ? '000001' : '000000', purpose: 'signup' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ type: 'otp_invalid', triesLeft: 4 });
    const again = await client.post('/api/notification/marketer/requestOtp', { phone, purpose: 'signup' });
    expect(again.status).toBe(429);
    expect(again.json.type).toBe('otp_resend_too_soon');
    // A proof for another number does not verify this one.
    const bogus = await client.post('/api/marketers/update-marketer-profile', { step: 'phone', phone, verificationToken: 'made-up-proof' });
    expect(bogus.status).toBe(400);
    expect(bogus.json.type).toBe('verification_required');
  });

  it('asks for a session for sign-up codes (401) and refuses an influencer (403)', async () => {
    expect((await browser().post('/api/notification/marketer/requestOtp', { phone: phoneFor(unique()), purpose: 'signup' })).status).toBe(401);
    const influencer = browser();
    await influencer.post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', password: demoPassword });
    expect((await influencer.post('/api/notification/marketer/requestOtp', { phone: phoneFor(unique()), purpose: 'signup' })).status).toBe(403);
  });
});

describe('questionnaire and profile validation', () => {
  it('answers 400 naming each questionnaire field outside the enumerations', async () => {
    const { client } = await signUp('brand');
    const response = await client.post('/api/marketers/update-marketer-profile', { step: 'questionnaire', objective: 'fame', budget: '5-10', campaignStart: 'tomorrow' });
    expect(response.status).toBe(400);
    expect(response.json.type).toBe('validation');
    expect(response.json.errors).toEqual([
      { path: 'objective', message: 'objective_invalid' },
      { path: 'budget', message: 'budget_invalid' },
      { path: 'campaignStart', message: 'campaign_start_invalid' },
    ]);
    const patch = await client.patch('/sv_marketer_profile/', { ...validProfile, questionnaire: { objective: 'awareness', budget: 'a lot', campaignStart: 'no_start_date' } });
    expect(patch.status).toBe(400);
    expect(patch.json.errors).toEqual([{ path: 'questionnaire.budget', message: 'budget_invalid' }]);
  });

  it('refuses a Thai tax id with a wrong check digit (400 naming taxId) and accepts it with dashes', async () => {
    const { client } = await signSomeoneIn('brand@kolify.test');
    const wrong = await client.patch('/sv_marketer_profile/', { ...validProfile, taxId: '0994000165669' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([{ path: 'taxId', message: 'tax_id_invalid' }]);
    const dashed = await client.patch('/sv_marketer_profile/', { ...validProfile, companyName: 'Siam Glow Cosmetics', taxId: '0-9940-00165-66-8' });
    expect(dashed.status).toBe(200);
    expect(dashed.json.taxId).toBe('0994000165668');
  });

  it('requires the Colombian fields only when the country is CO', async () => {
    const { client } = await signSomeoneIn('agency@kolify.test');
    const colombia = { ...validProfile, country: 'CO', taxId: '900123456-8' };
    const missing = await client.patch('/sv_marketer_profile/', colombia);
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual([
      { path: 'classification', message: 'classification_required' },
      { path: 'taxRegimen', message: 'tax_regimen_required' },
      { path: 'accountHolderType', message: 'account_holder_type_required' },
    ]);
    const complete = await client.patch('/sv_marketer_profile/', { ...colombia, classification: 'big-contributor', taxRegimen: 'ORANGE_ECONOMY', accountHolderType: 'company' });
    expect(complete.status).toBe(200);
    expect(complete.json).toMatchObject({ country: 'CO', classification: 'big-contributor', taxRegimen: 'ORANGE_ECONOMY', accountHolderType: 'company', taxId: '9001234568' });
    // Back in Thailand they are not required and are dropped.
    const thailand = await client.patch('/sv_marketer_profile/', { ...validProfile, classification: 'big-contributor' });
    expect(thailand.status).toBe(200);
    expect(thailand.json).toMatchObject({ country: 'TH', classification: null, taxRegimen: null, accountHolderType: null });
    const badValue = await client.patch('/sv_marketer_profile/', { ...colombia, classification: 'small', taxRegimen: 'NONE', accountHolderType: 'company' });
    expect(badValue.json.errors).toContainEqual({ path: 'classification', message: 'classification_invalid' });
  });

  it('names missing profile fields', async () => {
    const { client } = await signSomeoneIn('brand@kolify.test');
    const response = await client.patch('/sv_marketer_profile/', { contactName: '', taxId: '', address: { line: '', district: 'x', province: 'y', postcode: '!' }, industry: 'spaceships', website: 'not a site' });
    expect(response.status).toBe(400);
    const paths = response.json.errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['contactName', 'taxId', 'address.line', 'address.postcode', 'industry', 'website']));
  });
});

describe('profile, id checks and scopes', () => {
  it('GET /api/marketers/{id}: own id 200, another marketer’s id 404, a non-uuid 404, signed out 401, influencer 403', async () => {
    const { client, uuid } = await signSomeoneIn('brand@kolify.test');
    const own = await client.get(`/api/marketers/${uuid}`);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ email: 'brand@kolify.test', type: 'brand', signupStep: 'done' });
    const other = await signSomeoneIn('agency@kolify.test');
    expect((await client.get(`/api/marketers/${other.uuid}`)).status).toBe(404);
    expect((await client.get('/api/marketers/not-a-uuid')).status).toBe(404);
    expect((await browser().get(`/api/marketers/${uuid}`)).status).toBe(401);
    const influencer = browser();
    await influencer.post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', password: demoPassword });
    for (const [method, path] of [
      ['GET', `/api/marketers/${uuid}`],
      ['GET', '/sv_marketer_profile/'],
      ['PATCH', '/sv_marketer_profile/notification/'],
      ['GET', '/sv_marketer_profile/deactivate/'],
      ['GET', '/api/marketers/dashboard'],
      ['POST', '/api/marketers/update-marketer-profile'],
    ] as const) {
      const response = await influencer.request(method, path, method === 'GET' ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });

  it('every {id} endpoint answers 404 for another marketer’s id', async () => {
    const { client } = await signSomeoneIn('brand@kolify.test');
    const other = await signSomeoneIn('individual@kolify.test');
    expect((await client.patch(`/api/marketers/${other.uuid}/change-password`, { currentPassword: demoPassword, newPassword: password })).status).toBe(404);
    expect((await client.patch(`/api/marketers/${other.uuid}/change-email`, { email: 'x@kolify.test', currentPassword: demoPassword, verificationToken: 'x' })).status).toBe(404);
    expect((await client.patch(`/api/marketers/${other.uuid}/change-phone`, { phone: '+66899999999', currentPassword: demoPassword, verificationToken: 'x' })).status).toBe(404);
    expect((await client.request('PATCH', `/api/marketers/${other.uuid}/upload-profile-image`, undefined)).status).toBe(404);
    expect((await client.get(`/api/marketers/${other.uuid}/profile-image`)).status).toBe(404);
  });

  it('GET /sv_marketer_profile/ signed out: 401 problem+json', async () => {
    const response = await browser().get('/sv_marketer_profile/');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/problem\+json/);
  });

  it('PATCH /sv_marketer_profile/notification/: channels and language; bad channel 400', async () => {
    const { client } = await signSomeoneIn('individual@kolify.test');
    const saved = await client.patch('/sv_marketer_profile/notification/', { channels: ['line', 'email'], language: 'en' });
    expect(saved.status).toBe(200);
    expect(saved.json.notification).toEqual({ channels: ['line', 'email'], language: 'en' });
    const bad = await client.patch('/sv_marketer_profile/notification/', { channels: ['pigeon'], language: 'fr' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([
      { path: 'channels.0', message: 'channel_invalid' },
      { path: 'language', message: 'language_invalid' },
    ]);
    const none = await client.patch('/sv_marketer_profile/notification/', { channels: [], language: 'th' });
    expect(none.json.errors).toEqual([{ path: 'channels', message: 'channels_required' }]);
    const repeated = await client.patch('/sv_marketer_profile/notification/', { channels: ['line', 'line'], language: 'th' });
    expect([repeated.status, repeated.json.errors]).toEqual([400, [{ path: 'channels', message: 'channel_invalid' }]]);
  });

  it('GET /api/marketers/dashboard: completeness and next steps from what exists', async () => {
    const { client } = await createAccount('agency');
    const fresh = await client.get('/api/marketers/dashboard');
    expect(fresh.status).toBe(200);
    expect(fresh.json).toMatchObject({ completeness: 0, signupStep: 'phone', credit: { balance: 0, currency: 'THB' } });
    const { client: done } = await signSomeoneIn('agency@kolify.test');
    const full = await done.get('/api/marketers/dashboard');
    expect(full.json.steps).toEqual([
      { key: 'phone', done: true },
      { key: 'questionnaire', done: true },
      { key: 'profile', done: true },
      { key: 'profile_image', done: false },
    ]);
    expect(full.json.completeness).toBe(75);
  });
});

// Smallest valid PNG (1×1).
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

describe('PATCH /api/marketers/{id}/upload-profile-image', () => {
  const upload = (client: Client, uuid: string, file: Blob | null, name = 'me.png') => {
    const form = new FormData();
    if (file) form.set('file', file, name);
    return fetch(`${server.url}/api/marketers/${uuid}/upload-profile-image`, {
      method: 'PATCH',
      body: form,
      headers: { origin: server.origin, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
  };

  it('stores a real PNG and serves it back; the dashboard counts it', async () => {
    const { client, uuid } = await createAccount('brand');
    const response = await upload(client, uuid, new Blob([png], { type: 'image/png' }));
    expect(response.status).toBe(200);
    const { profileImageUrl } = (await response.json()) as { profileImageUrl: string };
    expect(profileImageUrl).toBe(`/api/marketers/${uuid}/profile-image?v=1`);
    const image = await client.get(profileImageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // The marketer's own file: never kept by a shared cache (docs/decisions/014-file-storage.md).
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    expect((await client.get('/api/marketers/dashboard')).json.steps).toContainEqual({ key: 'profile_image', done: true });
  });

  it('judges the type by the bytes, not the name or declared type', async () => {
    const { client, uuid } = await createAccount('brand');
    const response = await upload(client, uuid, new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'evil.png');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([{ path: 'file', message: 'file_type_invalid' }]);
  });

  it('accepts exactly 4,096,000 bytes and refuses 4,096,001 (413); a missing file is 400', async () => {
    const { client, uuid } = await createAccount('brand');
    const exact = Buffer.alloc(4_096_000);
    png.copy(exact);
    expect((await upload(client, uuid, new Blob([exact], { type: 'image/png' }))).status).toBe(200);
    const over = Buffer.alloc(4_096_001);
    png.copy(over);
    const tooBig = await upload(client, uuid, new Blob([over], { type: 'image/png' }));
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { errors: unknown[] }).errors).toEqual([{ path: 'file', message: 'file_too_large' }]);
    const missing = await upload(client, uuid, null);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: unknown[] }).errors).toEqual([{ path: 'file', message: 'file_required' }]);
  });

  it('signed out: 401', async () => {
    const { uuid } = await createAccount('brand');
    expect((await upload(browser(), uuid, new Blob([png]))).status).toBe(401);
  });
});

describe('passwords and contact changes', () => {
  it('changes the password after the current one and signs out the other sessions', async () => {
    const { client, uuid, email } = await createAccount('individual');
    const other = browser();
    await other.post('/sv_authauth/marketer/authen/', { email, password });
    const wrong = await client.patch(`/api/marketers/${uuid}/change-password`, { currentPassword: 'not-it-at-all', newPassword: 'another-long-phrase-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([{ path: 'currentPassword', message: 'password_incorrect' }]);
    const short = await client.patch(`/api/marketers/${uuid}/change-password`, { currentPassword: password, newPassword: 'short' });
    expect(short.json.errors).toEqual([{ path: 'newPassword', message: 'password_too_short' }]);
    const changed = await client.patch(`/api/marketers/${uuid}/change-password`, { currentPassword: password, newPassword: 'another-long-phrase-1' });
    expect(changed.status).toBe(200);
    expect((await client.get('/sv_marketer_profile/')).status).toBe(200);
    expect((await other.get('/sv_marketer_profile/')).status).toBe(401);
    expect((await browser().post('/sv_authauth/marketer/authen/', { email, password: 'another-long-phrase-1' })).status).toBe(200);
    expect((await browser().patch(`/api/marketers/${uuid}/change-password`, { currentPassword: password, newPassword: 'x-long-enough-1' })).status).toBe(401);
  });

  it('resets a forgotten password with an SMS code; the code’s account id must match', async () => {
    const { email, phone, uuid } = await signUp('brand');
    const visitor = browser();
    const sent = await visitor.post('/api/notification/marketer/requestOtp', { phone, purpose: 'reset_password' });
    expect(sent.status).toBe(200);
    const verified = await visitor.post('/api/notification/marketer/verifyOtp', { phone, code: await lastCode(visitor, phone), purpose: 'reset_password' });
    expect(verified.json.uuid).toBe(uuid);
    const other = await signSomeoneIn('agency@kolify.test');
    // Another account's id answers like a bad proof (issue 16: no oracle), and does not spend the proof.
    const misdirected = await visitor.patch(`/api/marketers/reset-password/${other.uuid}`, { phone, verificationToken: verified.json.verificationToken, newPassword: 'reset-by-sms-2026' });
    expect(misdirected.status).toBe(400);
    expect(misdirected.json.type).toBe('verification_required');
    const reset = await visitor.patch(`/api/marketers/reset-password/${uuid}`, { phone, verificationToken: verified.json.verificationToken, newPassword: 'reset-by-sms-2026' });
    expect(reset.status).toBe(200);
    expect((await browser().post('/sv_authauth/marketer/authen/', { email, password: 'reset-by-sms-2026' })).status).toBe(200);
    // The proof is single-use.
    const replay = await visitor.patch(`/api/marketers/reset-password/${uuid}`, { phone, verificationToken: verified.json.verificationToken, newPassword: 'reset-again-2026x' });
    expect(replay.status).toBe(400);
  });

  it('answers a reset request for an unknown phone like any other, without sending anything', async () => {
    const visitor = browser();
    const phone = phoneFor(unique());
    const sent = await visitor.post('/api/notification/marketer/requestOtp', { phone, purpose: 'reset_password' });
    expect(sent.status).toBe(200);
    expect(sent.json.codeLength).toBe(6);
    expect((await visitor.get(`/dev/outbox.json?to=${encodeURIComponent(phone)}`)).json.messages).toEqual([]);
  });

  it('changes the e-mail with the current password and a code sent to the new address', async () => {
    const { client, uuid } = await createAccount('agency');
    const newEmail = `moved${unique()}@kolify.test`;
    const taken = await client.post('/api/notification/marketer/requestOtp', { email: 'brand@kolify.test', purpose: 'change_email' });
    expect(taken.status).toBe(409);
    await client.post('/api/notification/marketer/requestOtp', { email: newEmail, purpose: 'change_email' });
    const verified = await client.post('/api/notification/marketer/verifyOtp', { email: newEmail, code: await lastCode(client, newEmail), purpose: 'change_email' });
    const wrongPassword = await client.patch(`/api/marketers/${uuid}/change-email`, { email: newEmail, currentPassword: 'nope-nope-nope', verificationToken: verified.json.verificationToken });
    expect(wrongPassword.status).toBe(400);
    const changed = await client.patch(`/api/marketers/${uuid}/change-email`, { email: newEmail, currentPassword: password, verificationToken: verified.json.verificationToken });
    expect(changed.status).toBe(200);
    expect(changed.json.email).toBe(newEmail);
  });

  it('changes the phone the same way; a sign-up code cannot be used for it', async () => {
    const { client, uuid } = await signUp('individual');
    const newPhone = phoneFor(unique());
    await client.post('/api/notification/marketer/requestOtp', { phone: newPhone, purpose: 'signup' });
    const signupCode = await lastCode(client, newPhone);
    const wrongPurpose = await client.post('/api/notification/marketer/verifyOtp', { phone: newPhone, code: signupCode, purpose: 'change_phone' });
    expect(wrongPurpose.json.type).toBe('otp_expired');
    const sent = await client.post('/api/notification/marketer/requestOtp', { phone: newPhone, purpose: 'change_phone' });
    expect(sent.status).toBe(200);
    const verified = await client.post('/api/notification/marketer/verifyOtp', { phone: newPhone, code: await lastCode(client, newPhone), purpose: 'change_phone' });
    const changed = await client.patch(`/api/marketers/${uuid}/change-phone`, { phone: newPhone, currentPassword: password, verificationToken: verified.json.verificationToken });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ phone: newPhone, phoneVerified: true });
  });
});

describe('deactivation', () => {
  it('GET says nothing blocks it; PATCH with a reason signs out and the account can no longer sign in', async () => {
    const { client, email } = await signUp('agency');
    const check = await client.get('/sv_marketer_profile/deactivate/');
    expect(check.json).toEqual({ canDeactivate: true, blockers: [], reasons: ['another_account_exists', 'influencers_do_not_match_jobs', 'hard_to_use', 'other'] });
    const noReason = await client.patch('/sv_marketer_profile/deactivate/', { reason: 'other' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors).toEqual([{ path: 'detail', message: 'detail_required' }]);
    const badReason = await client.patch('/sv_marketer_profile/deactivate/', { reason: 'bored' });
    expect(badReason.json.errors).toEqual([{ path: 'reason', message: 'reason_invalid' }]);
    const done = await client.patch('/sv_marketer_profile/deactivate/', { reason: 'hard_to_use' });
    expect(done.status).toBe(200);
    expect((await client.get('/sv_authauth/status')).json.scope).toBe('open');
    expect((await client.get('/sv_marketer_profile/')).status).toBe(401);
    const signIn = await browser().post('/sv_authauth/marketer/authen/', { email, password });
    expect(signIn.status).toBe(403);
    expect(signIn.json.type).toBe('account_inactive');
  });

  it('signed out: 401', async () => {
    expect((await browser().patch('/sv_marketer_profile/deactivate/', { reason: 'hard_to_use' })).status).toBe(401);
  });
});

describe('create-email per-IP limit', () => {
  const account = (n: number) => ({ type: 'individual', email: `limit${n}-${unique()}@signup.kolify.test`, password, contactName: 'Pim Limit', locale: 'th' });

  it('allows 10 sign-ups an hour from one address, then answers 429 with Retry-After; other addresses are free', async () => {
    const ip = '198.18.200.1';
    for (let i = 0; i < 10; i += 1) expect((await browser(ip).post('/api/marketers/create-email', account(i))).status).toBe(201);
    const blocked = await browser(ip).post('/api/marketers/create-email', account(11));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('content-type')).toBe('application/problem+json');
    expect(blocked.json.type).toBe('rate_limited');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(blocked.json.retryAfter).toBe(retryAfter);
    // Nothing was created by the refused attempt.
    expect(await server.database.db.select().from(users).where(eq(users.email, account(11).email))).toHaveLength(0);
    expect((await browser('198.18.200.2').post('/api/marketers/create-email', account(12))).status).toBe(201);
  });

  it('counts refused attempts (a taken e-mail) too, so one address cannot probe e-mails without end', async () => {
    const ip = '198.18.200.3';
    for (let i = 0; i < 10; i += 1) {
      const taken = await browser(ip).post('/api/marketers/create-email', { ...account(i), email: 'brand@kolify.test' });
      expect(taken.status).toBe(409);
    }
    expect((await browser(ip).post('/api/marketers/create-email', { ...account(1), email: 'brand@kolify.test' })).status).toBe(429);
  });

  it('does not count bad input (400 naming the field first)', async () => {
    const ip = '198.18.200.4';
    for (let i = 0; i < 12; i += 1) {
      const bad = await browser(ip).post('/api/marketers/create-email', { ...account(i), email: 'not-an-email' });
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toEqual([{ path: 'email', message: 'email_invalid' }]);
    }
    expect((await browser(ip).post('/api/marketers/create-email', account(13))).status).toBe(201);
  });
});

describe('deactivation blockers from campaigns and jobs', () => {
  async function campaignFor(marketerId: string, status: 'draft' | 'published' | 'closed' | 'cancelled') {
    const [row] = await server.database.db
      .insert(campaigns)
      .values({
        marketerId,
        brandName: 'Blocker Test Co',
        locale: 'en',
        name: `Blocker test ${status}`,
        brief: 'A test campaign.',
        objective: 'awareness',
        channelTypes: ['INSTAGRAM'],
        postTypes: ['photoPost'],
        influencerCount: 1,
        funding: 'credit',
        pricePerInfluencerMinor: 300_000,
        applyBy: '2030-01-01',
        postFrom: '2030-01-02',
        postTo: '2030-01-10',
        visibility: 'public',
        status,
      })
      .returning({ id: campaigns.id });
    return row!.id;
  }
  const influencerId = async () => (await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'influencer@kolify.test')))[0]!.id;

  it('the demo brand, with published campaigns, is blocked: GET names it and PATCH answers 409', async () => {
    const { client } = await signSomeoneIn('brand@kolify.test');
    const check = await client.get('/sv_marketer_profile/deactivate/');
    // The demo's published campaigns have applicants (issue 32), so new jobs block too.
    expect(check.json).toMatchObject({ canDeactivate: false, blockers: ['has_open_campaign', 'has_new_job'] });
    const refused = await client.patch('/sv_marketer_profile/deactivate/', { reason: 'hard_to_use' });
    expect(refused.status).toBe(409);
    expect(refused.json.errors).toEqual([
      { path: 'blockers', message: 'has_open_campaign' },
      { path: 'blockers', message: 'has_new_job' },
    ]);
    expect((await client.get('/sv_marketer_profile/')).status).toBe(200);
  });

  it('drafts and closed campaigns do not block; jobs under way or waiting for an answer do', async () => {
    const { client, uuid } = await signUp('brand');
    const influencer = await influencerId();
    await campaignFor(uuid, 'draft');
    const closed = await campaignFor(uuid, 'closed');
    await server.database.db.insert(jobs).values({ campaignId: closed, influencerId: influencer, channelType: 'INSTAGRAM', socialId: 'ig-done', status: 'COMPLETED' });
    expect((await client.get('/sv_marketer_profile/deactivate/')).json).toMatchObject({ canDeactivate: true, blockers: [] });

    const [working] = await server.database.db
      .insert(jobs)
      .values({ campaignId: closed, influencerId: influencer, channelType: 'INSTAGRAM', socialId: 'ig-working', status: 'READY' })
      .returning({ id: jobs.id });
    expect((await client.get('/sv_marketer_profile/deactivate/')).json.blockers).toEqual(['has_working_job']);
    await server.database.db.insert(jobs).values({ campaignId: closed, influencerId: influencer, channelType: 'INSTAGRAM', socialId: 'ig-new', status: 'ASSIGN' });
    await campaignFor(uuid, 'published');
    expect((await client.get('/sv_marketer_profile/deactivate/')).json.blockers).toEqual(['has_open_campaign', 'has_working_job', 'has_new_job']);
    // A cancelled job no longer blocks. (The demo brand's published campaigns never blocked this marketer.)
    await server.database.db.update(jobs).set({ status: 'CANCEL' }).where(eq(jobs.id, working!.id));
    expect((await client.get('/sv_marketer_profile/deactivate/')).json.blockers).toEqual(['has_open_campaign', 'has_new_job']);
  });

  it('an influencer session is refused (403)', async () => {
    const client = browser();
    expect((await client.post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', password: demoPassword })).status).toBe(200);
    expect((await client.get('/sv_marketer_profile/deactivate/')).status).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('lists every marketer path at its exact SPEC §7 spelling', async () => {
    const paths = Object.keys((await browser().get('/openapi.json')).json.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/sv_marketer_profile/',
        '/sv_marketer_profile/notification/',
        '/sv_marketer_profile/deactivate/',
        '/api/marketers/create-email',
        '/api/marketers/update-marketer-profile',
        '/api/marketers/dashboard',
        '/api/marketers/reset-password/{id}',
        '/api/marketers/{id}/change-password',
        '/api/marketers/{id}/upload-profile-image',
        '/api/marketers/{id}',
        '/api/notification/marketer/requestOtp',
        '/api/notification/marketer/verifyOtp',
      ]),
    );
  });
});
