import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appConfig, sessions, users } from '#server/db/schema/index';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { codeFrom, freshEmail, signInDemo } from './influencer-helpers';

/** Issue 16, "found from outside": each defect, as an outsider would meet it. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await server.close();
});

const browser = (ip = '198.51.100.7') => new Client(server, { ip });
async function signIn(path: string, email: string, ip?: string) {
  const client = browser(ip);
  const response = await client.post(path, { email, password: demoPassword });
  expect(response.status).toBe(200);
  return { client, uuid: response.json.uuid as string };
}

describe('a NUL character is refused at the contract, naming the field', () => {
  it('in a JSON string (influencer profile, marketer profile)', async () => {
    const { client, uuid } = await signInDemo(server);
    const profile = await client.patch(`/sv_influ_api/influ/profile/general/${uuid}`, { firstNameEn: 'Pl\u0000oy', currentAddress: { house: '1\u0000', subDistrict: 'a', district: 'b', province: 'Bangkok', postcode: '10110' } });
    expect(profile.status).toBe(400);
    expect(profile.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(profile.json.errors).toEqual([
      { path: 'firstNameEn', message: 'nul_character' },
      { path: 'currentAddress.house', message: 'nul_character' },
    ]);
    const marketer = await signIn('/sv_authauth/marketer/authen/', 'brand@kolify.test');
    const patched = await marketer.client.patch('/sv_marketer_profile/', { contactName: 'Siri\u0000porn' });
    expect(patched.status).toBe(400);
    expect(patched.json.errors).toEqual([{ path: 'contactName', message: 'nul_character' }]);
  });

  it('in a JSON key', async () => {
    const { client, uuid } = await signInDemo(server);
    const response = await client.request('PATCH', `/sv_influ_api/influ/profile/prefs/${uuid}`, '{"a\\u0000b": 1}');
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual([{ path: 'a\u0000b', message: 'nul_character' }]);
  });

  it('half a surrogate pair, which JSON can spell but jsonb refuses, is refused the same way (fuzz seed 351967865 found a 500)', async () => {
    const { client, uuid } = await signInDemo(server);
    const address = (district: string) => `{"house":"1","subDistrict":"a","district":"${district}","province":"Bangkok","postcode":"10110"}`;
    const lone = await client.request('PATCH', `/sv_influ_api/influ/profile/general/${uuid}`, `{"shippingChoice":"another","shippingAddress":${address('\\udfff\\ud800')}}`);
    expect(lone.status).toBe(400);
    expect(lone.json.errors).toEqual([{ path: 'shippingAddress.district', message: 'invalid_unicode' }]);
    // A whole pair is text like any other.
    const pair = await client.request('PATCH', `/sv_influ_api/influ/profile/general/${uuid}`, `{"shippingChoice":"another","shippingAddress":${address('\\ud83d\\ude00')}}`);
    expect(pair.status).toBe(200);
  });

  it('in a query value (back-office search) and in a path segment (article slug)', async () => {
    const staff = await signIn('/sv_authauth/admin/signin', 'admin@kolify.test');
    const search = await staff.client.get('/api/admin/content/posts?q=a%00b');
    expect(search.status).toBe(400);
    expect(search.json.errors).toEqual([{ path: 'query.q', message: 'nul_character' }]);
    const slug = await browser().get('/api/blogs/lang/en/slug/a%00b');
    expect(slug.status).toBe(400);
    expect(slug.json.errors).toEqual([{ path: 'path', message: 'nul_character' }]);
  });
});

it('a sort order beyond the 32-bit column is a 400 naming it, not a 500', async () => {
  const staff = await signIn('/sv_authauth/admin/signin', 'admin@kolify.test');
  const response = await staff.client.post('/api/admin/content/faq', { audience: 'marketer', locale: 'th', question: 'How long?', answerHtml: '<p>Soon</p>', sort: -2147483649 });
  expect(response.status).toBe(400);
  expect(response.json.errors).toEqual([{ path: 'sort', message: 'sort_invalid' }]);
});

it('`[]` as the body of a profile PATCH is a 400, not a 200', async () => {
  const { client, uuid } = await signInDemo(server);
  const response = await client.request('PATCH', `/sv_influ_api/influ/profile/general/${uuid}`, '[]');
  expect(response.status).toBe(400);
  expect(response.json.type).toBe('validation');
  const marketer = await signIn('/sv_authauth/marketer/authen/', 'agency@kolify.test');
  expect((await marketer.client.request('PATCH', '/sv_marketer_profile/', '[]')).status).toBe(400);
});

it('a 100 KB query string answers problem+json (not Node’s bare 431)', async () => {
  const response = await fetch(`${server.url}/api/blogs/lang/en?q=${'a'.repeat(100 * 1024)}`);
  expect(response.status).toBe(431);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  expect(await response.json()).toMatchObject({ type: 'bad_request', status: 431 });
});

it('the sign-in lock stops the addresses that failed on an account, by e-mail or phone, and lets its owner in from a clean one (issue 26)', async () => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const wrong = await browser(`198.51.100.${20 + attempt}`).post('/sv_authauth/signin/influencer', { email: 'manager@kolify.test', password: 'not the password' });
    expect(wrong.status).toBe(401);
  }
  // An address that failed on this account is stopped, whichever identifier it uses now.
  const byPhone = await browser('198.51.100.20').post('/sv_authauth/signin/influencer', { phone: '+66810000002', password: demoPassword });
  expect(byPhone.status).toBe(429);
  expect(Number(byPhone.headers.get('retry-after'))).toBeGreaterThan(0);
  // The owner, from an address without failures, is not locked out (OWASP: lockout as denial of service).
  expect((await browser('198.51.100.40').post('/sv_authauth/signin/influencer', { phone: '+66810000002', password: demoPassword })).status).toBe(200);
  // Another account is not touched.
  expect((await browser('198.51.100.41').post('/sv_authauth/signin/influencer', { phone: '+66810000001', password: demoPassword })).status).toBe(200);
});

it('sending codes has a per-IP cap from app_config (429 + Retry-After); another address is free', async () => {
  await server.database.db.insert(appConfig).values({ key: 'otp.maxPerIp', value: 3 }).onConflictDoUpdate({ target: [appConfig.key, appConfig.effectiveFrom], set: { value: 3 } });
  try {
    const ip = '198.51.100.60';
    for (let index = 0; index < 3; index += 1) {
      expect((await browser(ip).post('/api/notification/requestOtpEmail', { email: freshEmail('cap'), purpose: 'signup', locale: 'en' })).status).toBe(200);
    }
    // A fourth destination, a password reset for an unknown address, a marketer code: all the same cap.
    const fourth = await browser(ip).post('/api/notification/requestOtpEmail', { email: freshEmail('cap'), purpose: 'signup', locale: 'en' });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('content-type')).toBe('application/problem+json');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await browser(ip).post('/api/notification/requestOtpEmail', { email: 'nobody@kolify.test', purpose: 'reset_password', locale: 'en' })).status).toBe(429);
    expect((await browser(ip).post('/api/notification/marketer/requestOtp', { email: 'nobody@kolify.test', purpose: 'reset_password' })).status).toBe(429);
    expect((await browser('198.51.100.61').post('/api/notification/requestOtpEmail', { email: freshEmail('cap'), purpose: 'signup', locale: 'en' })).status).toBe(200);
  } finally {
    await server.database.db.delete(appConfig).where(eq(appConfig.key, 'otp.maxPerIp'));
  }
});

describe('influencer sign-up', () => {
  it('the step cookie holds no e-mail address', async () => {
    const client = browser('198.51.100.80');
    const email = freshEmail('step');
    const response = await client.post('/sv_influ_api/influSignup/signup', { step: 'email', route: 'email', consent: true, country: 'TH', nationality: 'TH', email });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.includes('_signup_step='));
    expect(cookie).toBeDefined();
    expect(decodeURIComponent(cookie!)).not.toContain(email);
    expect(JSON.parse(decodeURIComponent(cookie!.split(';')[0]!.split('=').slice(1).join('=')))).toMatchObject({ step: 'email', route: 'email' }); // the sign-up machine waits for the code in the email step
  });

  it('a finished sign-up leaves one session', async () => {
    const client = browser('198.51.100.81');
    const email = freshEmail('one');
    expect((await client.post('/api/notification/requestOtpEmail', { email, purpose: 'signup', locale: 'en' })).status).toBe(200);
    const verified = await client.post('/api/notification/verifyEmailOtpSignUp', { email, code: await codeFrom(client, email) });
    const created = await client.post('/sv_influ_api/influSignup/createInfluMember', { consent: true, country: 'TH', nationality: 'TH', email, verificationToken: verified.json.verificationToken, password: 'Jasmine rice at dawn 42', locale: 'en' });
    expect(created.status).toBe(200);
    // The screen adopts this session (auth.adopt, tests/model/auth.model.test.ts) instead of signing in again.
    expect((await client.get('/sv_authauth/status')).json.scope).toBe('influencer_logged_in');
    const open = await server.database.db.select().from(sessions).where(eq(sessions.userId, created.json.uuid));
    expect(open).toHaveLength(1);
  });
});

describe('password reset is not an oracle', () => {
  it('influencer: the same answer whether or not the e-mail belongs to the id', async () => {
    const [member] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'influencer@kolify.test'));
    const body = (email: string) => ({ email, verificationToken: 'not-a-real-proof', newPassword: 'Recovered passphrase 9' });
    const belongs = await browser().patch(`/sv_influ_api/influ/changePasswordByEmail/${member!.id}`, body('influencer@kolify.test'));
    const other = await browser().patch(`/sv_influ_api/influ/changePasswordByEmail/${member!.id}`, body('manager@kolify.test'));
    const nobody = await browser().patch(`/sv_influ_api/influ/changePasswordByEmail/${member!.id}`, body('nobody@kolify.test'));
    expect(belongs.status).toBe(400);
    expect(other.status).toBe(belongs.status);
    expect(nobody.status).toBe(belongs.status);
    expect(other.text).toBe(belongs.text);
    expect(nobody.text).toBe(belongs.text);
  });

  it('marketer: the same answer whether or not the e-mail belongs to the id', async () => {
    const [brand] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'brand@kolify.test'));
    const body = (email: string) => ({ email, verificationToken: 'not-a-real-proof', newPassword: 'reset-by-mail-2026' });
    const belongs = await browser().patch(`/api/marketers/reset-password/${brand!.id}`, body('brand@kolify.test'));
    const other = await browser().patch(`/api/marketers/reset-password/${brand!.id}`, body('agency@kolify.test'));
    expect(belongs.status).toBe(400);
    expect(other.status).toBe(belongs.status);
    expect(other.text).toBe(belongs.text);
  });
});

it('the same-origin check compares Origin with PUBLIC_URL, not with the Host header', async () => {
  const { client } = await signInDemo(server);
  const cookie = [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  const { port } = new URL(server.url);
  const post = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/sv_authauth/signout', method: 'POST', headers: { cookie, 'content-type': 'application/json', ...headers } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.end('{}');
    });
  // An attacker's page whose Host the request claims: refused.
  expect(await post({ origin: 'http://evil.example', host: 'evil.example' })).toBe(403);
  // The site itself (PUBLIC_URL), whatever the Host header says.
  expect(await post({ origin: server.origin, host: 'internal:8080' })).toBe(200);
});
