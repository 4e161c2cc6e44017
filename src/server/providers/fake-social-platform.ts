import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { channelPlatformDefaults, channelPlatformTypes, type ChannelPlatformConfig, type ChannelPlatformType } from '../config';
import { fakeApiAnswer, type FakeSocialAccount } from './fake-social-apis';

/**
 * A local social platform on loopback (issue 10) for tests and the embedded default: a real
 * HTTP server speaking OAuth 2.0 authorisation code with PKCE (S256) and state, with a consent
 * page where the visitor picks one of the demo accounts, a token endpoint, and under
 * `/<TYPE>/api` each platform's own API shape (fake-social-apis.ts) that its adapter reads. Its
 * accounts reach every SPEC §8 result and each PRODUCT.md threshold on both sides. One server
 * plays every OAuth platform (the path starts with the type); never started in production.
 */
export interface FakeSocialPlatform {
  url: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, FakeSocialAccount>;
  /** Tests: /authorize consents at once as this account instead of showing the page. */
  autoConsent: string | null;
  refusals: string[];
  /** Posts per page at most, whatever a request asks (so adapters must follow the paging). */
  pageSize: number;
  /** Every API call, in order (`GET /INSTAGRAM/api/me/media?...`). */
  apiCalls: string[];
  /** Tests: answer an API call with this instead (a string body is sent as text, not JSON). */
  override: ((call: { type: ChannelPlatformType; method: string; path: string }) => { status: number; body: unknown } | undefined) | null;
  /**
   * Issue 27: the platform's clock (tests set it to the server's test clock). Access tokens expire
   * by it (`expires_in`); an expired one answers the platform's 401, as the real one does.
   */
  now: () => number;
  /** Tests: the user revoked the app — every token of the account stops working (refresh → invalid_grant). */
  revoke(accountId: string): void;
  /** Tests: the next token or API call answers 429 with this Retry-After (seconds), as a rate-limited platform does. */
  rateLimitNext: { retryAfterSeconds: number } | null;
  /** Every refresh grant the token endpoint answered (`<type> <account> ok`, `<type> refused`), in order. */
  refreshes: string[];
  configs: () => ChannelPlatformConfig[];
  env: () => Record<string, string>;
  close: () => Promise<void>;
}

/** The demo accounts: each hits one result (or one side of one threshold). */
export const fakeSocialAccounts: FakeSocialAccount[] = [
  { id: 'kol-micro-10k', name: 'Ploy Lifestyle', followers: 10_000, following: 300, isPublic: true, lastPostDaysAgo: 2, interactionsPerPost: 300, note: 'qualified, micro (10,000 followers, ER 3 %)' },
  { id: 'kol-alist-150k', name: 'Ploy Big Stage', followers: 150_000, following: 900, isPublic: true, lastPostDaysAgo: 1, interactionsPerPost: 2250, note: 'qualified, alist (150,000 followers, ER 1.5 %)' },
  { id: 'kol-private', name: 'Private Ploy', followers: 8_000, following: 200, isPublic: false, lastPostDaysAgo: 3, interactionsPerPost: 240, note: 'not_public' },
  { id: 'kol-499', name: 'Small Ploy', followers: 499, following: 100, isPublic: true, lastPostDaysAgo: 2, interactionsPerPost: 20, note: 'error_friends (499 followers)' },
  { id: 'kol-500', name: 'Just Ploy', followers: 500, following: 100, isPublic: true, lastPostDaysAgo: 2, interactionsPerPost: 20, note: 'qualified at 500 followers' },
  { id: 'kol-61-days', name: 'Quiet Ploy', followers: 5_000, following: 100, isPublic: true, lastPostDaysAgo: 61, interactionsPerPost: 150, note: 'error_post_not_found (last post 61 days ago)' },
  { id: 'kol-60-days', name: 'Almost Quiet Ploy', followers: 5_000, following: 100, isPublic: true, lastPostDaysAgo: 59.9, interactionsPerPost: 150, note: 'qualified (last post within 60 days)' },
  { id: 'kol-er-049', name: 'Silent Fans Ploy', followers: 1_000, following: 100, isPublic: true, lastPostDaysAgo: 2, interactionsPerPost: 4.9, note: 'error_engagement (ER 0.49 %)' },
  { id: 'kol-er-050', name: 'Some Fans Ploy', followers: 1_000, following: 100, isPublic: true, lastPostDaysAgo: 2, interactionsPerPost: 5, note: 'qualified at ER 0.5 %' },
  { id: 'kol-ratio-201', name: 'Follow Back Ploy', followers: 1_000, following: 2_010, isPublic: true, lastPostDaysAgo: 2, interactionsPerPost: 30, note: 'error_ratio (following/followers 2.01)' },
  { id: 'kol-ratio-200', name: 'Friendly Ploy', followers: 1_000, following: 2_000, isPublic: true, lastPostDaysAgo: 2, interactionsPerPost: 30, note: 'qualified at ratio 2.0' },
  { id: 'kol-99999', name: 'Nearly A-list Ploy', followers: 99_999, following: 500, isPublic: true, lastPostDaysAgo: 2, interactionsPerPost: 3000, note: 'qualified, micro (99,999 followers)' },
  { id: 'kol-100000', name: 'A-list Ploy', followers: 100_000, following: 500, isPublic: true, lastPostDaysAgo: 2, interactionsPerPost: 3000, note: 'qualified, alist (100,000 followers)' },
  // The demo influencer's seeded Instagram and TikTok channel: on another account → already_signup.
  { id: 'ploy-demo', name: 'Ploy (demo influencer)', followers: 24_000, following: 410, isPublic: true, lastPostDaysAgo: 1, interactionsPerPost: 840, note: 'already connected by influencer@kolify.test (already_signup elsewhere)' },
];

export const fakePlatformClientId = 'kolify-fake-platform';

/** Instagram's and Graph's token exchanges (short-lived → 60 days), under the API base. */
const facebookExchange = { path: '/oauth/access_token', grant: 'fb_exchange_token', token: 'fb_exchange_token' };
const metaExchanges: Partial<Record<ChannelPlatformType, { path: string; grant: string; token: string }>> = {
  INSTAGRAM: { path: '/access_token', grant: 'ig_exchange_token', token: 'access_token' },
  FACEBOOK_PAGE: facebookExchange,
  FACEBOOK_PROFILE: facebookExchange,
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(request: IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

export async function startFakeSocialPlatform(options: { clientSecret?: string } = {}): Promise<FakeSocialPlatform> {
  const clientSecret = options.clientSecret ?? randomBytes(16).toString('hex');
  const codes = new Map<string, { challenge: string; redirectUri: string; account: string; scope: string; used: boolean }>();
  const tokens = new Map<string, string>();
  /** The scope each access token was granted (the authorisation request's `scope`), carried to the long-lived and refreshed token. */
  const grants = new Map<string, string>();
  /** Access tokens' expiry (platform clock, ms); refresh tokens live in their own map, spent once where the platform rotates them. */
  const expiries = new Map<string, number>();
  const refreshTokens = new Map<string, string>();
  const base = { url: '' };
  const platform: FakeSocialPlatform = {
    url: '',
    clientId: fakePlatformClientId,
    clientSecret,
    accounts: new Map(fakeSocialAccounts.map((account) => [account.id, { ...account }])),
    autoConsent: null,
    refusals: [],
    pageSize: 4,
    apiCalls: [],
    override: null,
    now: () => Date.now(),
    revoke(accountId) {
      for (const map of [tokens, refreshTokens]) for (const [token, account] of map) if (account === accountId) map.delete(token);
    },
    rateLimitNext: null,
    refreshes: [],
    configs: () =>
      channelPlatformTypes.map((type) => ({
        type,
        clientId: fakePlatformClientId,
        clientSecret,
        authorizationEndpoint: `${base.url}/${type}/authorize`,
        tokenEndpoint: `${base.url}/${type}/token`,
        apiBaseUrl: `${base.url}/${type}/api`,
        scope: channelPlatformDefaults[type].scope,
      })),
    env: () =>
      Object.fromEntries(
        platform.configs().flatMap((c) => [
          [`SOCIAL_${c.type}_CLIENT_ID`, c.clientId],
          [`SOCIAL_${c.type}_CLIENT_SECRET`, c.clientSecret],
          [`SOCIAL_${c.type}_AUTHORIZE_URL`, c.authorizationEndpoint],
          [`SOCIAL_${c.type}_TOKEN_URL`, c.tokenEndpoint],
          [`SOCIAL_${c.type}_API_URL`, c.apiBaseUrl],
        ]),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  const redirect = (response: ServerResponse, to: URL) => {
    response.writeHead(302, { location: to.toString() });
    response.end();
  };
  const grant = (response: ServerResponse, params: URLSearchParams, accountId: string) => {
    const code = randomBytes(16).toString('hex');
    codes.set(code, { challenge: params.get('code_challenge')!, redirectUri: params.get('redirect_uri')!, account: accountId, scope: params.get('scope') ?? '', used: false });
    const back = new URL(params.get('redirect_uri')!);
    back.searchParams.set('code', code);
    back.searchParams.set('state', params.get('state')!);
    redirect(response, back);
  };
  // TikTok names the client id client_key, in the authorisation URL and at the token endpoint.
  const clientIdParam = (type: ChannelPlatformType) => (type === 'TIKTOK' ? 'client_key' : 'client_id');
  const validAuthorize = (type: ChannelPlatformType, q: URLSearchParams) =>
    q.get(clientIdParam(type)) === fakePlatformClientId && q.get('response_type') === 'code' && q.get('code_challenge_method') === 'S256' && Boolean(q.get('code_challenge') && q.get('state') && q.get('redirect_uri'));
  const issueToken = (accountId: string) => {
    const token = randomBytes(16).toString('hex');
    tokens.set(token, accountId);
    return token;
  };
  /** The client as the platform authenticates it: X by HTTP Basic, the others by the form. */
  const clientOf = (type: ChannelPlatformType, request: IncomingMessage, form: URLSearchParams) => {
    if (type === 'X') {
      const [id, secret] = Buffer.from(request.headers.authorization?.replace(/^Basic /, '') ?? '', 'base64')
        .toString()
        .split(':')
        .map((part) => {
          try {
            return decodeURIComponent(part);
          } catch {
            return null;
          }
        });
      return { id, secret };
    }
    return { id: form.get(clientIdParam(type)), secret: form.get('client_secret') };
  };
  /** Each platform's token answer: Instagram wraps it in data[], TikTok adds open_id, Facebook has no refresh token. */
  const expiresInOf = (type: ChannelPlatformType) => (type === 'TIKTOK' ? 86_400 : type === 'FACEBOOK_PAGE' || type === 'FACEBOOK_PROFILE' ? 5400 : 3600);
  const issueAccess = (type: ChannelPlatformType, accountId: string) => {
    const token = issueToken(accountId);
    expiries.set(token, platform.now() + expiresInOf(type) * 1000);
    return token;
  };
  const issueRefresh = (accountId: string) => {
    const token = randomBytes(16).toString('hex');
    refreshTokens.set(token, accountId);
    return token;
  };
  const tokenAnswer = (type: ChannelPlatformType, accountId: string, scope: string) => {
    const accessToken = issueAccess(type, accountId);
    grants.set(accessToken, scope);
    const refreshToken = issueRefresh(accountId);
    switch (type) {
      case 'INSTAGRAM':
        return { data: [{ access_token: accessToken, user_id: accountId, permissions: scope }] };
      case 'FACEBOOK_PAGE':
      case 'FACEBOOK_PROFILE':
        return { access_token: accessToken, token_type: 'bearer', expires_in: 5400 };
      case 'TIKTOK':
        return { access_token: accessToken, expires_in: 86_400, open_id: accountId, refresh_expires_in: 31_536_000, refresh_token: refreshToken, scope: 'user.info.basic,video.list', token_type: 'Bearer' };
      default:
        return { access_token: accessToken, refresh_token: refreshToken, token_type: 'Bearer', expires_in: 3600 };
    }
  };
  const readJson = async (request: IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    try {
      const parsed = JSON.parse(body) as unknown;
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base.url);
    const [, typeText, ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    if (!typeText || !(channelPlatformTypes as readonly string[]).includes(typeText)) return json(response, 404, { error: 'not_found' });
    const type = typeText as ChannelPlatformType;
    if (platform.rateLimitNext && (path === '/token' || path.startsWith('/api/'))) {
      // RFC 9110 §10.2.3 Retry-After, in seconds; X also sends x-rate-limit-reset (https://docs.x.com/x-api/fundamentals/rate-limits).
      const { retryAfterSeconds } = platform.rateLimitNext;
      platform.rateLimitNext = null;
      for await (const chunk of request) void chunk;
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) });
      return response.end(JSON.stringify({ error: { message: 'Too Many Requests', code: 429 } }));
    }

    if (path === '/authorize' && request.method === 'GET') {
      const q = url.searchParams;
      if (!validAuthorize(type, q)) return json(response, 400, { error: 'invalid_request' });
      if (platform.autoConsent) return grant(response, q, platform.autoConsent);
      const hidden = ['response_type', clientIdParam(type), 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method', 'scope'].map((name) => `<input type="hidden" name="${name}" value="${escape(q.get(name) ?? '')}">`).join('');
      const rows = [...platform.accounts.values()]
        .map((a) => `<li><button name="account" value="${escape(a.id)}">${escape(a.name)}</button> <small>@${escape(a.id)} · ${escape(a.note)}</small></li>`)
        .join('');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(type)} · Allow Kolify</title>` +
          `<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}li{margin:.5rem 0}button{font-size:1rem;padding:.4rem .8rem}</style></head><body>` +
          `<h1>Fake ${escape(type)}</h1><p>Kolify asks to read your profile, followers and recent posts. Sign in as:</p>` +
          `<form method="post" action="/${escape(type)}/authorize">${hidden}<ul>${rows}</ul><p><button name="deny" value="1">Cancel</button></p></form></body></html>`,
      );
    }
    if (path === '/authorize' && request.method === 'POST') {
      const form = await readForm(request);
      if (!validAuthorize(type, form)) return json(response, 400, { error: 'invalid_request' });
      if (form.get('deny') || !platform.accounts.has(form.get('account') ?? '')) {
        const back = new URL(form.get('redirect_uri')!);
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('state', form.get('state')!);
        return redirect(response, back);
      }
      return grant(response, form, form.get('account')!);
    }
    // The platform's own settings page, "apps and websites" (Meta's Business Integrations, Google's
    // third-party access, TikTok's and X's connected apps): the member removes Kolify's access there,
    // and every token Kolify holds for that account stops working — in the browser, as in life.
    if (path === '/apps' && request.method === 'GET') {
      const rows = [...platform.accounts.values()].map((a) => `<li>${escape(a.name)} <button name="account" value="${escape(a.id)}">Remove Kolify</button></li>`).join('');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(type)} · Apps and websites</title></head><body><h1>Fake ${escape(type)}: apps and websites</h1><form method="post" action="/${escape(type)}/apps"><ul>${rows}</ul></form></body></html>`);
    }
    if (path === '/apps' && request.method === 'POST') {
      const account = (await readForm(request)).get('account') ?? '';
      if (!platform.accounts.has(account)) return json(response, 404, { error: 'not_found' });
      platform.revoke(account);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(type)} · Removed</title></head><body><h1>Kolify no longer has access</h1><p>${escape(platform.accounts.get(account)!.name)}</p></body></html>`);
    }
    if (path === '/token' && request.method === 'POST') {
      const form = await readForm(request);
      const refuse = (why: string) => {
        platform.refusals.push(why);
        return json(response, 400, { error: 'invalid_grant', error_description: why });
      };
      const client = clientOf(type, request, form);
      if (client.id !== fakePlatformClientId || client.secret !== clientSecret) return refuse('client');
      if (form.get('grant_type') === 'refresh_token') {
        // X and TikTok rotate: a refresh token is spent by its use and the answer carries the next
        // one (https://docs.x.com/resources/fundamentals/authentication/oauth-2-0/user-access-token,
        // https://developers.tiktok.com/doc/oauth-user-access-token-management); the others keep theirs.
        const presented = form.get('refresh_token') ?? '';
        const account = refreshTokens.get(presented);
        if (!account) {
          platform.refreshes.push(`${type} refused`);
          return refuse('refresh_token');
        }
        platform.refreshes.push(`${type} ${account} ok`);
        const rotates = type === 'X' || type === 'TIKTOK';
        if (rotates) refreshTokens.delete(presented);
        const next = rotates ? issueRefresh(account) : undefined;
        const answer = { access_token: issueAccess(type, account), token_type: 'Bearer', expires_in: expiresInOf(type), ...(next ? { refresh_token: next } : {}) };
        return json(response, 200, type === 'TIKTOK' ? { ...answer, open_id: account, refresh_expires_in: 31_536_000, scope: 'user.info.basic,video.list' } : answer);
      }
      const entry = codes.get(form.get('code') ?? '');
      if (!entry || entry.used) return refuse('code');
      entry.used = true;
      if (entry.redirectUri !== form.get('redirect_uri')) return refuse('redirect_uri');
      if (createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url') !== entry.challenge) return refuse('pkce');
      return json(response, 200, tokenAnswer(type, entry.account, entry.scope));
    }
    if (path.startsWith('/api/')) {
      const apiPath = path.slice('/api'.length);
      platform.apiCalls.push(`${request.method} /${type}/api${apiPath}${url.search}`);
      const body = request.method === 'POST' ? await readJson(request) : null;
      const overridden = platform.override?.({ type, method: request.method ?? 'GET', path: apiPath });
      // Meta's exchange of a short-lived token for a 60-day one: the token comes in the query.
      const exchange = metaExchanges[type];
      if (!overridden && exchange && apiPath === exchange.path) {
        const q = url.searchParams;
        const account = tokens.get(q.get(exchange.token) ?? '');
        const clientOk = q.get('client_secret') === clientSecret && (type === 'INSTAGRAM' || q.get('client_id') === fakePlatformClientId);
        if (q.get('grant_type') !== exchange.grant || !clientOk || !account) {
          platform.refusals.push('long_lived');
          return json(response, 400, { error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } });
        }
        // A long-lived token lives 60 days by the platform's clock.
        const longLived = issueToken(account);
        grants.set(longLived, grants.get(q.get(exchange.token) ?? '') ?? '');
        expiries.set(longLived, platform.now() + 5_183_944_000);
        return json(response, 200, { access_token: longLived, token_type: 'bearer', expires_in: 5_183_944 });
      }
      // Instagram's refresh of a long-lived token (https://developers.facebook.com/docs/instagram-platform/reference/refresh_access_token):
      // GET /refresh_access_token?grant_type=ig_refresh_token&access_token=… answers a new 60-day token
      // (the fake rotates it: the old one stops working); an expired or unknown token is Graph's 400 OAuthException 190.
      if (!overridden && type === 'INSTAGRAM' && apiPath === '/refresh_access_token') {
        const q = url.searchParams;
        const old = q.get('access_token') ?? '';
        const expiry = expiries.get(old);
        const account = expiry !== undefined && expiry <= platform.now() ? undefined : tokens.get(old);
        if (q.get('grant_type') !== 'ig_refresh_token' || !account) {
          platform.refreshes.push(`INSTAGRAM ${account ?? '?'} refused`);
          return json(response, 400, { error: { message: 'Error validating access token: Session has expired.', type: 'OAuthException', code: 190, fbtrace_id: 'AbCdEfGh' } });
        }
        tokens.delete(old);
        expiries.delete(old);
        const fresh = issueToken(account);
        grants.set(fresh, grants.get(old) ?? '');
        grants.delete(old);
        expiries.set(fresh, platform.now() + 5_183_944_000);
        platform.refreshes.push(`INSTAGRAM ${account} ok`);
        return json(response, 200, { access_token: fresh, token_type: 'bearer', expires_in: 5_183_944 });
      }
      if (overridden) {
        if (typeof overridden.body === 'string') {
          response.writeHead(overridden.status, { 'content-type': 'text/html; charset=utf-8' });
          return response.end(overridden.body);
        }
        return json(response, overridden.status, overridden.body);
      }
      // Graph API also takes the token as ?access_token=.
      const token = request.headers.authorization?.replace(/^Bearer /, '') || url.searchParams.get('access_token') || '';
      const expiry = expiries.get(token);
      const accountId = expiry !== undefined && expiry <= platform.now() ? undefined : tokens.get(token);
      const answer = fakeApiAnswer({
        type,
        method: request.method ?? 'GET',
        path: apiPath,
        query: url.searchParams,
        body,
        account: accountId ? platform.accounts.get(accountId) : undefined,
        scopes: (grants.get(token) ?? '').split(/[\s,]+/).filter(Boolean),
        pageSize: platform.pageSize,
        issueToken,
        now: Date.now(),
      });
      return json(response, answer.status, answer.body);
    }
    json(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  platform.url = base.url;
  return platform;
}
