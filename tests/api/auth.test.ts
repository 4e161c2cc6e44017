import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { codeFrom, signUp } from './influencer-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

let ipCounter = 0;
/** Each test signs in from its own address so per-IP throttling does not leak between tests. */
const browser = (options: { origin?: string | null } = {}) => new Client(server, { ip: `198.51.100.${++ipCounter}`, ...options });
const tokenCookie = () => `${server.config.cookiePrefix}_token`;

describe('POST /sv_authauth/signin/influencer', () => {
  it('signs in by e-mail (any case), sets an HttpOnly cookie and hides the token from browsers', async () => {
    const client = browser();
    const response = await client.post('/sv_authauth/signin/influencer', { email: '  Influencer@Kolify.TEST ', password: demoPassword });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ scope: 'influencer_logged_in', user: { email: 'influencer@kolify.test', role: 'influencer' } });
    expect(response.json.token).toBeUndefined();
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${tokenCookie()}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=86399|Max-Age=86400/);
  });

  it('signs in by phone', async () => {
    const response = await browser().post('/sv_authauth/signin/influencer', { phone: '+66810000001', password: demoPassword });
    expect(response.status).toBe(200);
    expect(response.json.user.email).toBe('influencer@kolify.test');
  });

  it('gives the same 401 for a wrong password and an unknown account', async () => {
    const wrong = await browser().post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', password: 'not-the-password' });
    const unknown = await browser().post('/sv_authauth/signin/influencer', { email: 'nobody@kolify.test', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.headers.get('content-type')).toBe('application/problem+json');
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.type).toBe('invalid_credentials');
  });

  it('refuses a marketer on the influencer endpoint', async () => {
    const response = await browser().post('/sv_authauth/signin/influencer', { email: 'brand@kolify.test', password: demoPassword });
    expect(response.status).toBe(401);
  });

  it('answers 400 problem+json naming each bad field', async () => {
    const response = await browser().post('/sv_authauth/signin/influencer', { email: 'not-an-email', password: '' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.json.type).toBe('validation');
    expect(response.json.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'password']);
  });

  it('needs exactly one of e-mail and phone', async () => {
    const neither = await browser().post('/sv_authauth/signin/influencer', { password: demoPassword });
    const both = await browser().post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', phone: '+66810000001', password: demoPassword });
    expect(neither.status).toBe(400);
    expect(both.status).toBe(400);
  });

  it('answers 400 to malformed JSON and 415 to a non-JSON body', async () => {
    const bad = await browser().post('/sv_authauth/signin/influencer', '{"email":', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect(bad.json.type).toBe('bad_request');
    const form = await browser().post('/sv_authauth/signin/influencer', 'email=a', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
  });

  it('accepts the same site through either loopback name (localhost or 127.0.0.1) outside production', async () => {
    const other = new URL(server.origin);
    other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const response = await browser({ origin: other.origin }).post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', password: demoPassword });
    expect(response.status).toBe(200);
    // Another port on loopback is another site.
    other.port = String(Number(other.port || 80) + 1);
    const elsewhere = await browser({ origin: other.origin }).post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', password: demoPassword });
    expect(elsewhere.status).toBe(403);
  });

  it('refuses a sign-in posted from another origin', async () => {
    const response = await browser({ origin: 'https://evil.example' }).post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', password: demoPassword });
    expect(response.status).toBe(403);
    expect(response.json.type).toBe('cross_origin');
  });
});

describe('sign-in throttling', () => {
  it('the attacker: 5 failures on one account from one IP lock that pair (429 and Retry-After, even for the right password)', async () => {
    const email = 'agency@kolify.test';
    const attacker = new Client(server, { ip: '203.0.113.50' });
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await attacker.post('/sv_authauth/marketer/authen/', { email, password: `wrong-${attempt}` });
      expect(response.status).toBe(401);
    }
    const locked = await attacker.post('/sv_authauth/marketer/authen/', { email, password: demoPassword });
    expect(locked.status).toBe(429);
    expect(locked.json.type).toBe('rate_limited');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another account is not affected.
    const other = await browser().post('/sv_authauth/marketer/authen/', { email: 'brand@kolify.test', password: demoPassword });
    expect(other.status).toBe(200);
  });

  it('the owner (issue 26, OWASP lockout as denial of service): failures from many IPs stop those IPs, not the owner from a clean one', async () => {
    const email = 'individual@kolify.test';
    const attackers = Array.from({ length: 5 }, (_, index) => new Client(server, { ip: `203.0.113.${60 + index}` }));
    for (const attacker of attackers) expect((await attacker.post('/sv_authauth/marketer/authen/', { email, password: 'guess-123456' })).status).toBe(401);
    // The account's count is past its limit: an IP that already failed on it waits…
    const again = await attackers[0]!.post('/sv_authauth/marketer/authen/', { email, password: demoPassword });
    expect(again.status).toBe(429);
    // …the owner, from an IP without failures, gets in with the right password.
    expect((await browser().post('/sv_authauth/marketer/authen/', { email, password: demoPassword })).status).toBe(200);
  });

  it('the owner locked out on their own IP gets in after a password reset by e-mail code', async () => {
    const { email } = await signUp(server);
    const own = new Client(server, { ip: '203.0.113.90' });
    for (let attempt = 0; attempt < 5; attempt++) expect((await own.post('/sv_authauth/signin/influencer', { email, password: `typo-${attempt}-xx` })).status).toBe(401);
    expect((await own.post('/sv_authauth/signin/influencer', { email, password: 'Recovered passphrase 9' })).status).toBe(429);
    await own.post('/api/notification/requestOtpEmail', { email, purpose: 'reset_password' });
    const verified = await own.post('/api/notification/verifyEmailOtp', { email, code: await codeFrom(own, email), purpose: 'reset_password' });
    expect(verified.status).toBe(200);
    expect((await own.patch(`/sv_influ_api/influ/changePasswordByEmail/${verified.json.uuid}`, { email, verificationToken: verified.json.verificationToken, newPassword: 'Recovered passphrase 9' })).status).toBe(200);
    expect((await own.post('/sv_authauth/signin/influencer', { email, password: 'Recovered passphrase 9' })).status).toBe(200);
  });

  it('locks one address after 20 failures across accounts', async () => {
    const client = new Client(server, { ip: '203.0.113.77' });
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await client.post('/sv_authauth/signin/influencer', { email: `user${attempt}@kolify.test`, password: 'wrong-password' });
      expect(response.status).toBe(401);
    }
    const locked = await client.post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', password: demoPassword });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('status, sessions and sign-out', () => {
  it('is open when signed out', async () => {
    const response = await browser().get('/sv_authauth/status');
    expect(response.json).toEqual({ token: null, scope: 'open', uuid: '', user: null });
  });

  it('knows the marketer after sign-in and forgets them after sign-out (session revoked)', async () => {
    const client = browser();
    const signIn = await client.post('/sv_authauth/marketer/authen/', { email: 'brand@kolify.test', password: demoPassword });
    expect(signIn.status).toBe(200);
    const stolenCookie = client.cookies.get(tokenCookie())!;

    const status = await client.get('/sv_authauth/status');
    expect(status.json).toMatchObject({ scope: 'marketer_logged_in', uuid: signIn.json.uuid, token: null, user: { marketerType: 'brand' } });

    const signOut = await client.post('/sv_authauth/signout');
    expect(signOut.status).toBe(200);
    expect(client.cookies.has(tokenCookie())).toBe(false);

    // The old token no longer works, even if someone kept a copy.
    const replay = await new Client(server).get('/sv_authauth/status', { cookie: `${tokenCookie()}=${stolenCookie}` });
    expect(replay.json.scope).toBe('open');
  });

  it('accepts a Bearer token from a non-browser client', async () => {
    const api = new Client(server, { origin: null, ip: '192.0.2.10' });
    const signIn = await api.post('/sv_authauth/signin/influencer', { email: 'manager@kolify.test', password: demoPassword });
    expect(signIn.status).toBe(200);
    expect(signIn.json.token).toMatch(/^[\w-]{43}$/);
    const status = await new Client(server, { origin: null }).get('/sv_authauth/status', { authorization: `Bearer ${signIn.json.token}` });
    expect(status.json).toMatchObject({ scope: 'influencer_logged_in', token: signIn.json.token, user: { isTalentManager: true } });
  });

  it('refuses a cookie-authenticated POST without an Origin header', async () => {
    const client = browser();
    await client.post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', password: demoPassword });
    const noOrigin = new Client(server, { origin: null });
    noOrigin.cookies = client.cookies;
    const response = await noOrigin.post('/sv_authauth/signout');
    expect(response.status).toBe(403);
    expect(response.json.type).toBe('cross_origin');
  });

  it('expires sessions after 24 hours', async () => {
    const client = browser();
    await client.post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', password: demoPassword });
    await server.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    const status = await client.get('/sv_authauth/status');
    expect(status.json.scope).toBe('open');
  });

  it('stores no plain token and no plain password', async () => {
    const client = browser();
    await client.post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', password: demoPassword });
    const token = client.cookies.get(tokenCookie())!;
    const sessions = await server.database.db.execute(sql`select token_hash from sessions`);
    const users = await server.database.db.execute(sql`select password_hash from users`);
    const dump = JSON.stringify([(sessions as { rows: unknown[] }).rows, (users as { rows: unknown[] }).rows]);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(demoPassword);
  });

  it('lets staff sign in to the admin scope only', async () => {
    const admin = await browser().post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword });
    expect(admin.json.scope).toBe('admin_logged_in');
    const notAdmin = await browser().post('/sv_authauth/admin/signin', { email: 'brand@kolify.test', password: demoPassword });
    expect(notAdmin.status).toBe(401);
  });

  it('refuses a suspended account with a clear reason and ends its live sessions', async () => {
    const client = browser();
    await client.post('/sv_authauth/signin/influencer', { email: 'manager@kolify.test', password: demoPassword });
    await server.database.db.execute(sql`update users set status = 'suspended' where email = 'manager@kolify.test'`);
    try {
      expect((await client.get('/sv_authauth/status')).json.scope).toBe('open');
      const response = await browser().post('/sv_authauth/signin/influencer', { email: 'manager@kolify.test', password: demoPassword });
      expect(response.status).toBe(403);
      expect(response.json).toMatchObject({ type: 'account_inactive' });
      expect(response.json.detail).toContain('suspended');
    } finally {
      await server.database.db.execute(sql`update users set status = 'active' where email = 'manager@kolify.test'`);
    }
  });
});

describe('platform', () => {
  it('runs on the database the suite was asked for', () => {
    expect(server.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('GET /healthz checks the database', async () => {
    const response = await browser().get('/healthz');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok' });
  });

  it('answers unknown API routes with 404 problem+json', async () => {
    const response = await browser().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('sends security headers and a request id', async () => {
    const response = await browser().get('/healthz');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(response.headers.get('strict-transport-security')).toBeNull(); // HSTS only in production
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const response = await browser().get('/openapi.json');
    expect(response.json.openapi).toMatch(/^3\./);
    expect(Object.keys(response.json.paths)).toEqual(expect.arrayContaining(['/sv_authauth/status', '/sv_authauth/signin/influencer', '/sv_authauth/marketer/authen/']));
    const reference = await browser().get('/openapi');
    expect(reference.text).toContain('/sv_authauth/signin/influencer');
  });

  it('serves the public app configuration with cookie names from environment and country', async () => {
    const response = await browser().get('/sv_influ_api/open/config');
    expect(response.json.cookies.token).toBe('kolify_test_th_token');
    expect(response.json.currency).toBe('THB');
    expect(response.json.avialable_country[0]).toMatchObject({ code: 'th', tag: 'THAILAND' });
  });
});

describe('public reads are cached with ETags', () => {
  it('answers 304 to a matching If-None-Match and sends Cache-Control', async () => {
    const first = await browser().get('/sv_influ_api/open/config');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const again = await browser().get('/sv_influ_api/open/config', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    const changed = await browser().get('/sv_influ_api/open/config', { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
  });
});
