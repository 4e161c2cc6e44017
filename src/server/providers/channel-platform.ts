import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { engagementRateBp } from '#common/channels';
import type { ChannelPlatformConfig } from '../config';

/**
 * A social platform a channel is connected to (issue 10): OAuth 2.0 authorisation code with PKCE
 * and state, then the profile and the last posts read with the access token. Each platform is
 * configured by SOCIAL_<TYPE>_* (src/server/config.ts); the embedded default and the tests use
 * the fake platform on loopback (fake-social-platform.ts), which speaks this same shape.
 */
export class ChannelPlatformError extends Error {
  constructor(
    readonly reason: 'not_configured' | 'token_failed' | 'figures_failed',
    message: string,
  ) {
    super(message);
  }
}

export interface PlatformTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

export interface PlatformFigures {
  socialId: string;
  name: string;
  profileUrl: string | null;
  followers: number;
  following: number;
  isPublic: boolean;
  lastPostAt: Date | null;
  engagementRateBp: number;
}

async function call(url: string, init: RequestInit, reason: ChannelPlatformError['reason']): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new ChannelPlatformError(reason, `${url}: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok || typeof body !== 'object' || body === null) throw new ChannelPlatformError(reason, `${url}: answered ${response.status}`);
  return body as Record<string, unknown>;
}

export function platformAuthorizationUrl(platform: ChannelPlatformConfig, input: { redirectUri: string; state: string; codeChallenge: string; locale: string }) {
  const url = new URL(platform.authorizationEndpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', platform.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', platform.scope);
  url.searchParams.set('state', input.state);
  url.searchParams.set('code_challenge', input.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('ui_locales', input.locale);
  return url.toString();
}

const tokensOf = (body: Record<string, unknown>, previousRefresh: string | null): PlatformTokens => {
  if (typeof body.access_token !== 'string') throw new ChannelPlatformError('token_failed', 'no access_token');
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : previousRefresh,
    expiresAt: typeof body.expires_in === 'number' ? new Date(Date.now() + body.expires_in * 1000) : null,
  };
};

export async function platformExchangeCode(platform: ChannelPlatformConfig, input: { code: string; redirectUri: string; codeVerifier: string }): Promise<PlatformTokens> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri, client_id: platform.clientId, client_secret: platform.clientSecret, code_verifier: input.codeVerifier });
  return tokensOf(await call(platform.tokenEndpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body }, 'token_failed'), null);
}

export async function platformRefresh(platform: ChannelPlatformConfig, refreshToken: string): Promise<PlatformTokens> {
  const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: platform.clientId, client_secret: platform.clientSecret });
  return tokensOf(await call(platform.tokenEndpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body }, 'token_failed'), refreshToken);
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0);

/** Followers, following and the engagement of the last 10 posts. */
export async function platformFigures(platform: ChannelPlatformConfig, accessToken: string): Promise<PlatformFigures> {
  const headers = { authorization: `Bearer ${accessToken}`, accept: 'application/json' };
  const profile = await call(platform.profileEndpoint, { headers }, 'figures_failed');
  const posts = await call(platform.postsEndpoint, { headers }, 'figures_failed');
  if (typeof profile.id !== 'string' && typeof profile.id !== 'number') throw new ChannelPlatformError('figures_failed', 'profile has no id');
  const list = (Array.isArray(posts.data) ? posts.data : []) as Record<string, unknown>[];
  const dated = list
    .map((post) => ({ at: typeof post.posted_at === 'string' ? new Date(post.posted_at) : null, interactions: count(post.likes) + count(post.comments) + count(post.shares) }))
    .filter((post): post is { at: Date; interactions: number } => post.at !== null && !Number.isNaN(post.at.getTime()))
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, 10);
  const followers = count(profile.followers);
  return {
    socialId: String(profile.id),
    name: typeof profile.name === 'string' ? profile.name.slice(0, 100) : String(profile.id),
    profileUrl: typeof profile.profile_url === 'string' ? profile.profile_url : null,
    followers,
    following: count(profile.following),
    isPublic: profile.is_public !== false,
    lastPostAt: dated[0]?.at ?? null,
    engagementRateBp: engagementRateBp(followers, dated.map((post) => post.interactions)),
  };
}

/** PKCE verifier and its S256 challenge. */
export const newPkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/**
 * Platform tokens at rest: AES-256-GCM under a key derived from SECRET (its own purpose, so the
 * OTP HMAC key is never reused). `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
const keyOf = (secret: string) => createHash('sha256').update(`kolify:channel-tokens:${secret}`).digest();

export function encryptToken(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function decryptToken(secret: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed token');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
