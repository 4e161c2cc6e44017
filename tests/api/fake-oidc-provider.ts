import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenID Connect provider on loopback for tests: a real HTTP server speaking the
 * authorisation code flow with PKCE (S256). It checks the client, the redirect URI, the code
 * verifier and single use of codes, and signs its ID tokens (HS256 with the client secret).
 * `nextUser` decides who "signs in" at the next /authorize.
 */
export interface FakeUser {
  sub: string;
  email: string | null;
  email_verified: boolean;
  name: string;
}

export interface FakeOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  nextUser: FakeUser;
  /** Every token request the provider refused, with why. */
  refusals: string[];
  close: () => Promise<void>;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function readBody(request: IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

export async function startFakeOidcProvider(options: { clientId?: string; clientSecret?: string } = {}): Promise<FakeOidcProvider> {
  const clientId = options.clientId ?? 'kolify-test-client';
  const clientSecret = options.clientSecret ?? randomBytes(16).toString('hex');
  const codes = new Map<string, { challenge: string; redirectUri: string; nonce: string; user: FakeUser; used: boolean }>();
  const accessTokens = new Map<string, FakeUser>();
  const state: { issuer: string } = { issuer: '' };
  const provider: FakeOidcProvider = {
    issuer: '',
    clientId,
    clientSecret,
    nextUser: { sub: 'line-user-1', email: 'social.user@kolify.test', email_verified: true, name: 'Social User' },
    refusals: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const json = (response: import('node:http').ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', state.issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(response, 200, {
        issuer: state.issuer,
        authorization_endpoint: `${state.issuer}/authorize`,
        token_endpoint: `${state.issuer}/token`,
        userinfo_endpoint: `${state.issuer}/userinfo`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      if (q.get('client_id') !== clientId || q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge') || !q.get('state') || !q.get('redirect_uri')) {
        return json(response, 400, { error: 'invalid_request' });
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, { challenge: q.get('code_challenge')!, redirectUri: q.get('redirect_uri')!, nonce: q.get('nonce') ?? '', user: provider.nextUser, used: false });
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state')!);
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = await readBody(request);
      const refuse = (why: string) => {
        provider.refusals.push(why);
        return json(response, 400, { error: 'invalid_grant', error_description: why });
      };
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return refuse('client');
      const entry = codes.get(form.get('code') ?? '');
      if (!entry || entry.used) return refuse('code');
      entry.used = true;
      if (entry.redirectUri !== form.get('redirect_uri')) return refuse('redirect_uri');
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== entry.challenge) return refuse('pkce');
      const accessToken = randomBytes(16).toString('hex');
      accessTokens.set(accessToken, entry.user);
      const now = Math.floor(Date.now() / 1000);
      const header = b64({ alg: 'HS256', typ: 'JWT' });
      const payload = b64({ iss: state.issuer, aud: clientId, sub: entry.user.sub, email: entry.user.email, email_verified: entry.user.email_verified, name: entry.user.name, nonce: entry.nonce, iat: now, exp: now + 600 });
      const signature = createHmac('sha256', clientSecret).update(`${header}.${payload}`).digest('base64url');
      return json(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 600, id_token: `${header}.${payload}.${signature}` });
    }
    if (url.pathname === '/userinfo') {
      const user = accessTokens.get(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
      if (!user) return json(response, 401, { error: 'invalid_token' });
      return json(response, 200, user);
    }
    json(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.issuer = state.issuer;
  return provider;
}
