import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { engagementRateBp } from '#common/channels';
import type { ChannelPlatformConfig, ChannelPlatformType } from '../config';
import { facebookPageAdapter, facebookProfileAdapter } from './channel-platforms/facebook';
import { instagramAdapter } from './channel-platforms/instagram';
import { ChannelPlatformError, platformApi, postsWanted, requestJson, type PlatformAdapter, type PlatformPostMetrics } from './channel-platforms/platform-api';
import { tiktokAdapter } from './channel-platforms/tiktok';
import { xAdapter } from './channel-platforms/x';
import { youtubeAdapter } from './channel-platforms/youtube';

/**
 * A social platform a channel is connected to (issue 10, decision 015): OAuth 2.0 authorisation
 * code with PKCE and state, then the profile and the last posts read with the access token by the
 * platform's adapter (channel-platforms/), which speaks that platform's own API and maps it to
 * one shape. Each platform is configured by SOCIAL_<TYPE>_* (src/server/config.ts); the embedded
 * default and the tests use the fake platform on loopback (fake-social-platform.ts), which serves
 * each platform's API shape.
 */
export const platformAdapters: Record<ChannelPlatformType, PlatformAdapter> = {
  INSTAGRAM: instagramAdapter,
  FACEBOOK_PAGE: facebookPageAdapter,
  FACEBOOK_PROFILE: facebookProfileAdapter,
  YOUTUBE: youtubeAdapter,
  TIKTOK: tiktokAdapter,
  X: xAdapter,
};

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

export function platformAuthorizationUrl(platform: ChannelPlatformConfig, input: { redirectUri: string; state: string; codeChallenge: string; locale: string }) {
  const oauth = platformAdapters[platform.type].oauth;
  const url = new URL(platform.authorizationEndpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set(oauth?.clientIdParam ?? 'client_id', platform.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', platform.scope);
  url.searchParams.set('state', input.state);
  url.searchParams.set('code_challenge', input.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('ui_locales', input.locale);
  for (const [name, value] of Object.entries(oauth?.authorizeParams ?? {})) url.searchParams.set(name, value);
  return url.toString();
}

const nonEmptyText = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

const tokensOf = (answer: Record<string, unknown>, previousRefresh: string | null, now = new Date()): PlatformTokens => {
  // Instagram Login answers { data: [{ access_token, user_id, permissions }] }; the others are flat.
  const body = Array.isArray(answer.data) && typeof answer.data[0] === 'object' && answer.data[0] !== null ? (answer.data[0] as Record<string, unknown>) : answer;
  const accessToken = nonEmptyText(body.access_token);
  if (!accessToken) throw new ChannelPlatformError('token_failed', 'no access_token');
  return {
    accessToken,
    refreshToken: nonEmptyText(body.refresh_token) ?? previousRefresh,
    expiresAt: typeof body.expires_in === 'number' ? new Date(now.getTime() + body.expires_in * 1000) : null,
  };
};

/** The token endpoint, with the client authenticated the way the platform wants. */
async function tokenRequest(platform: ChannelPlatformConfig, form: Record<string, string>) {
  const oauth = platformAdapters[platform.type].oauth;
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  const body = new URLSearchParams({ ...form, [oauth?.clientIdParam ?? 'client_id']: platform.clientId });
  if (oauth?.tokenAuth === 'basic') {
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(platform.clientId)}:${encodeURIComponent(platform.clientSecret)}`).toString('base64')}`;
  } else {
    body.set('client_secret', platform.clientSecret);
  }
  return requestJson(platform.tokenEndpoint, { method: 'POST', headers, body }, 'token_failed', `${platform.type} token`);
}

export async function platformExchangeCode(platform: ChannelPlatformConfig, input: { code: string; redirectUri: string; codeVerifier: string }): Promise<PlatformTokens> {
  const tokens = tokensOf(await tokenRequest(platform, { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri, code_verifier: input.codeVerifier }), null);
  const longLived = platformAdapters[platform.type].oauth?.longLived;
  return longLived ? { ...(await longLived(platform, tokens.accessToken)), refreshToken: tokens.refreshToken } : tokens;
}

/**
 * Trades the refresh token for a new access token. X and TikTok rotate: the answer's
 * `refresh_token` replaces the one spent, and the caller must store both in one write. A refusal
 * (400 invalid_grant, 401) is `token_rejected`: revoked, spent or expired, only a reconnect helps.
 */
export async function platformRefresh(platform: ChannelPlatformConfig, refreshToken: string, now = new Date()): Promise<PlatformTokens> {
  try {
    return tokensOf(await tokenRequest(platform, { grant_type: 'refresh_token', refresh_token: refreshToken }), refreshToken, now);
  } catch (error) {
    if (error instanceof ChannelPlatformError && (error.status === 400 || error.status === 401)) throw new ChannelPlatformError('token_rejected', error.message, error.status);
    throw error;
  }
}

/** Followers, following and the engagement of the last 10 posts, read by the platform's adapter. */
export async function platformFigures(platform: ChannelPlatformConfig, accessToken: string): Promise<PlatformFigures> {
  const reading = await platformAdapters[platform.type].read(platformApi(platform.type, platform.apiBaseUrl, accessToken));
  const dated = [...reading.posts].sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, postsWanted);
  return {
    socialId: reading.socialId,
    name: reading.name.slice(0, 100) || reading.socialId,
    profileUrl: reading.profileUrl,
    followers: reading.followers,
    following: reading.following,
    isPublic: reading.isPublic,
    lastPostAt: dated[0]?.at ?? null,
    engagementRateBp: engagementRateBp(reading.followers, dated.map((post) => post.interactions)),
  };
}

/**
 * One post's reach, impressions and engagement read from its platform with the channel's token
 * (issue 26: a job's INSIGHT deadline); null when the platform's adapter cannot read post metrics
 * or the account has no post at that link. A failed call throws ChannelPlatformError.
 */
export async function platformPostMetrics(platform: ChannelPlatformConfig, accessToken: string, postUrl: string): Promise<PlatformPostMetrics | null> {
  const adapter = platformAdapters[platform.type];
  if (!adapter.postMetrics) return null;
  return adapter.postMetrics(platformApi(platform.type, platform.apiBaseUrl, accessToken), postUrl);
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
