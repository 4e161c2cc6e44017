import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from './harness';
import { startFakeOidcProvider, type FakeOidcProvider } from './fake-oidc-provider';
import { password } from './influencer-helpers';

/** Social sign-in against a real OIDC provider on loopback (tests/api/fake-oidc-provider.ts). */
let provider: FakeOidcProvider;
let server: TestServer;
beforeAll(async () => {
  provider = await startFakeOidcProvider();
  server = await startTestServer({ SOCIAL_LINE_CLIENT_ID: provider.clientId, SOCIAL_LINE_CLIENT_SECRET: provider.clientSecret, SOCIAL_LINE_ISSUER: provider.issuer });
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

/** A GET that does not follow redirects, keeping the client's cookies like a browser would. */
async function getManual(client: Client, path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...rest] = pair!.split('=');
    if (rest.join('=')) client.cookies.set(name!.trim(), rest.join('='));
  }
  return { status: response.status, headers: response.headers };
}

/** Follows the browser's redirects: our start → the provider's /authorize → our callback. */
async function signInWithLine(client: Client, lang = 'en') {
  const start = await getManual(client, `/sv_authauth/social/line/start?lang=${lang}`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  const back = await getManual(client, `${callback.pathname}${callback.search}`);
  return { authorize, callback, back, location: back.headers.get('location') ?? '' };
}

describe('social sign-in (OAuth 2.0 authorisation code + PKCE + state, OIDC)', () => {
  it('lists the configured providers in the sign-up configuration', async () => {
    expect((await new Client(server).get('/sv_influ_api/open/signup/config')).json.socialProviders).toEqual(['line']);
  });

  it('sends the browser to the provider with PKCE S256, state and nonce', async () => {
    const { authorize } = await signInWithLine(new Client(server));
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.config.publicUrl}/sv_authauth/social/line/callback`);
    // LINE Login offers to add the official account, so LINE messages reach the member.
    expect(authorize.searchParams.get('bot_prompt')).toBe('aggressive');
  });

  it('signs up a new member with the e-mail the provider vouched for (no code), then signs them straight in next time', async () => {
    provider.nextUser = { sub: 'line-42', email: 'Line.Person@Kolify.test', email_verified: true, name: 'Line Person' };
    const client = new Client(server);
    const { location } = await signInWithLine(client, 'th');
    expect(location).toMatch(/^\/th\/Influencer\/signup\?social=[\w-]{43}$/);
    const ticket = decodeURIComponent(location.split('social=')[1]!);
    const identity = await client.get(`/sv_authauth/social/ticket/${ticket}`);
    expect(identity.json).toEqual({ provider: 'line', email: 'line.person@kolify.test', emailVerified: true, name: 'Line Person' });
    const created = await client.post('/sv_influ_api/influSignup/createInfluMember', { consent: true, country: 'TH', nationality: 'TH', email: 'line.person@kolify.test', socialTicket: ticket, password });
    expect(created.status).toBe(200);
    // The ticket is single use.
    expect((await client.get(`/sv_authauth/social/ticket/${ticket}`)).status).toBe(400);

    const again = new Client(server);
    const second = await signInWithLine(again);
    expect(second.location).toBe('/en/Influencer/dashboard');
    expect((await again.get('/sv_authauth/status')).json).toMatchObject({ scope: 'influencer_logged_in', uuid: created.json.uuid });
  });

  it('needs an e-mail code when the member types another address than the one vouched for', async () => {
    provider.nextUser = { sub: 'line-43', email: 'vouched@kolify.test', email_verified: true, name: 'V' };
    const client = new Client(server);
    const { location } = await signInWithLine(client);
    const ticket = decodeURIComponent(location.split('social=')[1]!);
    const other = await client.post('/sv_influ_api/influSignup/createInfluMember', { consent: true, country: 'TH', nationality: 'TH', email: 'typed.other@kolify.test', socialTicket: ticket, password });
    expect(other.status).toBe(400);
    expect(other.json.type).toBe('verification_required');
  });

  it('does not trust an unverified provider e-mail', async () => {
    provider.nextUser = { sub: 'line-44', email: 'unverified@kolify.test', email_verified: false, name: 'U' };
    const client = new Client(server);
    const { location } = await signInWithLine(client);
    const ticket = decodeURIComponent(location.split('social=')[1]!);
    const created = await client.post('/sv_influ_api/influSignup/createInfluMember', { consent: true, country: 'TH', nationality: 'TH', email: 'unverified@kolify.test', socialTicket: ticket, password });
    expect(created.json.type).toBe('verification_required');
  });

  it('refuses a forged state, a replayed callback, and a code injected from another session (PKCE)', async () => {
    const client = new Client(server);
    const { callback } = await signInWithLine(client);
    // Replaying the same callback: the state was spent.
    const replay = await getManual(client, `${callback.pathname}${callback.search}`);
    expect(replay.headers.get('location')).toBe('/th/Influencer/signup?socialError=state_invalid');
    const forged = await getManual(client, `/sv_authauth/social/line/callback?code=abc&state=${'x'.repeat(43)}`);
    expect(forged.headers.get('location')).toBe('/th/Influencer/signup?socialError=state_invalid');

    // An attacker's code (issued for the attacker's PKCE challenge) pasted into the victim's flow.
    const attacker = new Client(server);
    const attackerStart = await getManual(attacker, '/sv_authauth/social/line/start');
    const attackerCode = new URL((await fetch(attackerStart.headers.get('location')!, { redirect: 'manual' })).headers.get('location')!).searchParams.get('code')!;
    const victim = new Client(server);
    const victimStart = await getManual(victim, '/sv_authauth/social/line/start');
    const victimState = new URL(victimStart.headers.get('location')!).searchParams.get('state')!;
    const injected = await getManual(victim, `/sv_authauth/social/line/callback?code=${attackerCode}&state=${victimState}`);
    expect(injected.headers.get('location')).toBe('/th/Influencer/signup?socialError=token_failed');
    expect(provider.refusals).toContain('pkce');
  });

  it('passes on a refusal at the provider and 404s an unconfigured provider', async () => {
    const denied = await getManual(new Client(server), '/sv_authauth/social/line/callback?error=access_denied&state=x');
    expect(denied.headers.get('location')).toBe('/th/Influencer/signup?socialError=access_denied');
    expect((await new Client(server).get('/sv_authauth/social/google/start')).status).toBe(404);
    expect((await new Client(server).get('/sv_authauth/social/myspace/start')).status).toBe(400);
  });
});
