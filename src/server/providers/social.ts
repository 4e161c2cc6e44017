import { createHash, randomBytes } from 'node:crypto';
import type { SocialProviderConfig, SocialProviderName } from '../config';

/**
 * Social sign-in (LINE, Facebook, Google) over OAuth 2.0 / OpenID Connect: authorisation code
 * flow with PKCE (S256), state and nonce. Each provider is configured by environment
 * (SOCIAL_<NAME>_CLIENT_ID / _CLIENT_SECRET / _ISSUER …); an issuer means its discovery
 * document names the endpoints. The same layer will later connect social channels.
 */
export interface SocialIdentity {
  provider: SocialProviderName;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export class SocialProviderError extends Error {
  constructor(
    readonly reason: 'not_configured' | 'discovery_failed' | 'token_failed' | 'identity_failed' | 'invalid_token',
    message: string,
  ) {
    super(message);
  }
}

interface Endpoints {
  issuer?: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint?: string;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');
export const newPkce = () => {
  const verifier = base64url(randomBytes(32));
  return { verifier, challenge: base64url(createHash('sha256').update(verifier).digest()) };
};
export const randomToken = () => base64url(randomBytes(32));

const discoveryCache = new Map<string, { endpoints: Endpoints; at: number }>();

async function fetchJson(url: string, init: RequestInit, reason: SocialProviderError['reason']): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new SocialProviderError(reason, `${url}: ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SocialProviderError(reason, `${url}: answered ${response.status} with non-JSON`);
  }
  if (!response.ok || typeof body !== 'object' || body === null) throw new SocialProviderError(reason, `${url}: answered ${response.status}`);
  return body as Record<string, unknown>;
}

export async function endpointsOf(provider: SocialProviderConfig): Promise<Endpoints> {
  if (provider.authorizationEndpoint && provider.tokenEndpoint) {
    return { issuer: provider.issuer, authorizationEndpoint: provider.authorizationEndpoint, tokenEndpoint: provider.tokenEndpoint, userinfoEndpoint: provider.userinfoEndpoint };
  }
  if (!provider.issuer) throw new SocialProviderError('not_configured', `${provider.name}: no issuer and no endpoints`);
  const cached = discoveryCache.get(provider.issuer);
  if (cached && Date.now() - cached.at < 3_600_000) return cached.endpoints;
  const document = await fetchJson(`${provider.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {}, 'discovery_failed');
  if (typeof document.authorization_endpoint !== 'string' || typeof document.token_endpoint !== 'string') {
    throw new SocialProviderError('discovery_failed', `${provider.name}: discovery document lacks endpoints`);
  }
  const endpoints: Endpoints = {
    issuer: typeof document.issuer === 'string' ? document.issuer : provider.issuer,
    authorizationEndpoint: document.authorization_endpoint,
    tokenEndpoint: document.token_endpoint,
    userinfoEndpoint: typeof document.userinfo_endpoint === 'string' ? document.userinfo_endpoint : undefined,
  };
  discoveryCache.set(provider.issuer, { endpoints, at: Date.now() });
  return endpoints;
}

export async function authorizationUrl(provider: SocialProviderConfig, input: { redirectUri: string; state: string; codeChallenge: string; nonce: string; locale: string }) {
  const { authorizationEndpoint } = await endpointsOf(provider);
  const url = new URL(authorizationEndpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', input.state);
  url.searchParams.set('nonce', input.nonce);
  url.searchParams.set('code_challenge', input.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('ui_locales', input.locale);
  for (const [name, value] of Object.entries(provider.authorizationParams ?? {})) url.searchParams.set(name, value);
  return url.toString();
}

function decodeJwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) throw new SocialProviderError('invalid_token', 'id_token is not a JWT');
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new SocialProviderError('invalid_token', 'id_token payload is not JSON');
  }
}

/**
 * Exchanges the code (with the PKCE verifier) and reads who signed in. The ID token comes
 * straight from the token endpoint over TLS with client authentication, so (OIDC Core 3.1.3.7)
 * its issuer, audience, expiry and nonce are checked instead of its signature.
 */
export async function exchangeCode(provider: SocialProviderConfig, input: { code: string; redirectUri: string; codeVerifier: string; nonce: string }): Promise<SocialIdentity> {
  const endpoints = await endpointsOf(provider);
  const tokens = await fetchJson(
    endpoints.tokenEndpoint,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code_verifier: input.codeVerifier,
      }),
    },
    'token_failed',
  );
  const accessToken = typeof tokens.access_token === 'string' ? tokens.access_token : null;
  if (!accessToken) throw new SocialProviderError('token_failed', 'no access_token in the token response');

  let claims: Record<string, unknown> = {};
  if (typeof tokens.id_token === 'string') {
    claims = decodeJwtPayload(tokens.id_token);
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (endpoints.issuer && claims.iss !== endpoints.issuer) throw new SocialProviderError('invalid_token', 'id_token issuer mismatch');
    if (!audience.includes(provider.clientId)) throw new SocialProviderError('invalid_token', 'id_token audience mismatch');
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now() - 60_000) throw new SocialProviderError('invalid_token', 'id_token expired');
    if (claims.nonce !== input.nonce) throw new SocialProviderError('invalid_token', 'id_token nonce mismatch');
  }
  if (endpoints.userinfoEndpoint && (!claims.sub || !claims.email)) {
    const info = await fetchJson(endpoints.userinfoEndpoint, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } }, 'identity_failed');
    if (claims.sub && info.sub && info.sub !== claims.sub) throw new SocialProviderError('invalid_token', 'userinfo subject differs from the id_token');
    claims = { ...info, ...claims, email: claims.email ?? info.email, email_verified: claims.email_verified ?? info.email_verified };
  }
  const subject = claims.sub ?? claims.id;
  if (typeof subject !== 'string' && typeof subject !== 'number') throw new SocialProviderError('identity_failed', 'no subject');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  // Facebook only returns confirmed addresses and sends no flag.
  const emailVerified = email !== null && (claims.email_verified === true || claims.email_verified === 'true' || provider.name === 'facebook');
  return { provider: provider.name, subject: String(subject), email, emailVerified, name: typeof claims.name === 'string' ? claims.name : null };
}
