import * as v from 'valibot';
import type { ChannelPlatformConfig } from '../../config';

/**
 * What every platform adapter shares (decision 015): the error a failed platform answer becomes,
 * the one internal shape an adapter maps its platform's answers to, an HTTP client bound to the
 * platform's API base and token, valibot reading of answers (a missing or mistyped field is a
 * clear error naming the field, never a crash), and paging until the last 10 posts are read.
 */
export class ChannelPlatformError extends Error {
  constructor(
    /** `token_rejected`: the platform refused the refresh token or, on a read, the access token (revoked, spent or expired): only a reconnect helps. */
    readonly reason: 'not_configured' | 'token_failed' | 'figures_failed' | 'token_rejected',
    message: string,
    /** The platform's HTTP status, when it answered. */
    readonly status: number | null = null,
    /** A 429 (or 503) with Retry-After: seconds to wait before asking again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Seconds a rate-limited answer asks us to wait: Retry-After in seconds or as an HTTP date
 * (RFC 9110 §10.2.3, https://www.rfc-editor.org/rfc/rfc9110#field.retry-after), else X's
 * x-rate-limit-reset (epoch seconds, https://docs.x.com/x-api/fundamentals/rate-limits), else a minute.
 */
export function retryAfterOf(headers: Headers, now = Date.now()): number {
  const retryAfter = headers.get('retry-after');
  if (retryAfter && /^\d+$/.test(retryAfter.trim())) return Math.max(1, Number(retryAfter.trim()));
  if (retryAfter && !Number.isNaN(Date.parse(retryAfter))) return Math.max(1, Math.ceil((Date.parse(retryAfter) - now) / 1000));
  const reset = headers.get('x-rate-limit-reset');
  if (reset && /^\d+$/.test(reset.trim())) return Math.max(1, Number(reset.trim()) - Math.floor(now / 1000));
  return 60;
}

/** One post as qualification reads it: when, and its interactions (likes + comments + shares, as the platform counts them). */
export interface PlatformPost {
  at: Date;
  interactions: number;
}

/** What an adapter reads, in the internal shape. */
export interface PlatformReading {
  socialId: string;
  name: string;
  profileUrl: string | null;
  followers: number;
  following: number;
  isPublic: boolean;
  /** The last posts (up to `postsWanted`), any order. */
  posts: PlatformPost[];
}

export interface PlatformApi {
  /** GET base + path; `token` replaces the user's token (a Facebook page's own token). */
  get(path: string, query?: Record<string, string>, options?: { token?: string }): Promise<unknown>;
  post(path: string, query: Record<string, string>, body: unknown): Promise<unknown>;
}

export interface PlatformAdapter {
  /** Where the platform's OAuth differs from the common flow (client id + secret in the form body). */
  oauth?: {
    /** TikTok names the client id `client_key`. */
    clientIdParam?: string;
    /** X wants confidential clients to authenticate with HTTP Basic. */
    tokenAuth?: 'basic' | 'body';
    /** Extra authorisation parameters (Google: a refresh token needs access_type=offline). */
    authorizeParams?: Record<string, string>;
    /** Meta's code gives a token of an hour or two; this trades it for a 60-day one. */
    longLived?: (platform: ChannelPlatformConfig, shortLivedToken: string) => Promise<PlatformTokenAnswer>;
  };
  read(api: PlatformApi): Promise<PlatformReading>;
  /**
   * One post's lifetime figures, found by its public link (the job's post URL); null when the
   * account has no such post. Absent: the platform's adapter cannot read a post's metrics yet.
   */
  postMetrics?(api: PlatformApi, postUrl: string): Promise<PlatformPostMetrics | null>;
}

/** A post's figures as a job's insight holds them (issue 26: the INSIGHT deadline reads them). */
export interface PlatformPostMetrics {
  reach: number;
  impressions: number;
  engagement: number;
}

/** A post link compared without its query, fragment, trailing slash, `www.` or letter case of the host. */
export function samePostUrl(a: string, b: string): boolean {
  const key = (text: string) => {
    try {
      const url = new URL(text);
      return `${url.hostname.replace(/^www\./, '').toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
    } catch {
      return null;
    }
  };
  const left = key(a);
  return left !== null && left === key(b);
}

export interface PlatformTokenAnswer {
  accessToken: string;
  expiresAt: Date | null;
}

/** Posts qualification reads (PRODUCT.md: the engagement of the last 10 posts). */
export const postsWanted = 10;
/** Pages of posts read at most, whatever a platform's page size. */
export const maxPages = 5;

const errorText = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const error = record.error;
  if (typeof error === 'object' && error !== null && typeof (error as Record<string, unknown>).message === 'string') return (error as { message: string }).message;
  if (typeof record.error_description === 'string') return record.error_description;
  if (typeof record.detail === 'string') return record.detail;
  if (Array.isArray(record.errors) && typeof record.errors[0]?.message === 'string') return record.errors[0].message as string;
  return typeof error === 'string' ? error : null;
};

/**
 * The platform refused the access token itself (the member removed Kolify's access in the
 * platform's settings, or it lapsed): only a reconnect helps. Google, TikTok and X answer 401
 * (https://developers.google.com/youtube/v3/docs/errors, https://developers.tiktok.com/doc/tiktok-api-v2-error-handling,
 * https://docs.x.com/x-api/fundamentals/response-codes-and-errors); Meta's Graph API answers 400
 * with error code 190, "Invalid OAuth 2.0 Access Token" (https://developers.facebook.com/docs/graph-api/guides/error-handling).
 */
const accessTokenRefused = (status: number, body: unknown) => status === 401 || (status === 400 && typeof body === 'object' && body !== null && (body as { error?: { code?: unknown } }).error?.code === 190);

/** One HTTP call answering a JSON object; anything else is a ChannelPlatformError with the reason given (a refused token on a read: `token_rejected`). */
export async function requestJson(url: string, init: RequestInit, reason: ChannelPlatformError['reason'], what = url): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new ChannelPlatformError(reason, `${what}: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const limited = response.status === 429 || (response.status === 503 && response.headers.has('retry-after'));
    throw new ChannelPlatformError(reason === 'figures_failed' && accessTokenRefused(response.status, body) ? 'token_rejected' : reason, `${what}: answered ${response.status}${errorText(body) ? ` (${errorText(body)})` : ''}`, response.status, limited ? retryAfterOf(response.headers) : null);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ChannelPlatformError(reason, `${what}: answered ${response.status} without a JSON object`);
  return body as Record<string, unknown>;
}

export function platformApi(label: string, baseUrl: string, accessToken: string): PlatformApi {
  const urlOf = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  };
  const headers = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json' });
  return {
    get: (path, query, options) => requestJson(urlOf(path, query).toString(), { headers: headers(options?.token ?? accessToken) }, 'figures_failed', `${label} GET ${path}`),
    post: (path, query, body) =>
      requestJson(urlOf(path, query).toString(), { method: 'POST', headers: { ...headers(accessToken), 'content-type': 'application/json' }, body: JSON.stringify(body) }, 'figures_failed', `${label} POST ${path}`),
  };
}

/** Reads a platform answer with its schema; a missing or mistyped field names itself in the error. */
export function readAnswer<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown, what: string): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const path = v.getDotPath(issue) ?? '(answer)';
  throw new ChannelPlatformError('figures_failed', `${what}: ${path}: ${issue.message}`);
}

/** Reads pages until `wanted` items, no next page, or `maxPages`. */
export async function collectPages<T>(readPage: (cursor: string | null) => Promise<{ items: T[]; next: string | null }>, wanted = postsWanted): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const answer = await readPage(cursor);
    items.push(...answer.items);
    if (items.length >= wanted || !answer.next) break;
    cursor = answer.next;
  }
  return items.slice(0, wanted);
}

// ---- schemas of what platforms answer ------------------------------------------------------

export const idSchema = v.pipe(v.string(), v.nonEmpty('empty'));
export const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Google answers counts as decimal strings ("10000"). */
export const countStringSchema = v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'not a count'), v.transform(Number));

/** ISO 8601, including Graph API's `+0000` offsets ("2026-11-20T10:00:00+0000"). */
export const timeSchema = v.pipe(
  v.string(),
  v.transform((text) => new Date(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))),
  v.check((date) => !Number.isNaN(date.getTime()), 'not a date'),
);
/** Unix seconds (TikTok's create_time). */
export const unixSecondsSchema = v.pipe(
  countSchema,
  v.transform((seconds) => new Date(seconds * 1000)),
);

const longLivedSchema = v.object({ access_token: idSchema, expires_in: v.optional(v.pipe(v.number(), v.minValue(0))) });
/** GET a token exchange (Instagram's ig_exchange_token, Graph's fb_exchange_token) and read its answer. */
export async function exchangeToken(url: URL, what: string): Promise<PlatformTokenAnswer> {
  const body = await requestJson(url.toString(), { headers: { accept: 'application/json' } }, 'token_failed', what);
  const parsed = v.safeParse(longLivedSchema, body);
  if (!parsed.success) throw new ChannelPlatformError('token_failed', `${what}: ${v.getDotPath(parsed.issues[0]) ?? '(answer)'}: ${parsed.issues[0].message}`);
  return { accessToken: parsed.output.access_token, expiresAt: parsed.output.expires_in === undefined ? null : new Date(Date.now() + parsed.output.expires_in * 1000) };
}
