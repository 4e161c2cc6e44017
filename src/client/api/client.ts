import { FetchError, ofetch, type FetchContext, type FetchOptions } from 'ofetch';
import { readCookie } from './cookies';
import { loadingStore } from './loading-store';

/**
 * The one HTTP client of the SPA (SPEC §7 "The calls it makes"):
 * - sends credentials and, when the access-token cookie is readable, a bearer header
 *   (normally it is HttpOnly, so the cookie alone authenticates: PRODUCT.md "Sessions");
 * - joins array query values with commas;
 * - retries 0 times for PATCH/POST/PUT/DELETE and once otherwise, on 408/409/425/429/5xx;
 * - throws on any 4xx/5xx (FetchError whose `data` is the problem+json body);
 * - feeds the global loading flag and logs failed calls (SPEC §8).
 */

export const retryStatusCodes = [408, 409, 425, 429, 500, 502, 503, 504];
const payloadMethods = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);

let tokenCookieName: string | null = null;
let onUnauthorized: (() => void) | null = null;

/** Called once the app configuration names the access-token cookie. */
export function setTokenCookieName(name: string | null): void {
  tokenCookieName = name;
}

/** Called when an API call answers 401 `unauthorized`: the session has expired. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

export function retriesFor(method: string | undefined): number {
  return payloadMethods.has((method ?? 'GET').toUpperCase()) ? 0 : 1;
}

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/** SPEC §7: array query values travel as one comma-joined string. */
export function joinArrayQuery(query: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!query) return query;
  const joined: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    joined[key] = Array.isArray(value) ? value.join(',') : value;
  }
  return joined;
}

const isWrite = (context: FetchContext) => payloadMethods.has((context.options.method ?? 'GET').toUpperCase());

function onRequest(context: FetchContext): void {
  loadingStore.start(isWrite(context));
  const query = joinArrayQuery(context.options.query);
  context.options.query = query;
  context.options.params = query;
  const token = tokenCookieName ? readCookie(tokenCookieName) : null;
  if (token) {
    const headers = context.options.headers instanceof Headers ? context.options.headers : new Headers(context.options.headers);
    headers.set('Authorization', `Bearer ${token}`);
    context.options.headers = headers;
  }
}

function onResponseError(context: FetchContext): void {
  // SPEC §8: an API error logs its status and body.
  console.error(`[api] ${context.response?.status ?? '???'} ${context.options.method ?? 'GET'} ${String(context.request)}`, context.response?._data);
  if (context.response?.status === 401 && (context.response._data as { type?: unknown } | undefined)?.type === 'unauthorized') onUnauthorized?.();
}

const base = ofetch.create({
  baseURL: import.meta.env?.VITE_API_BASE ?? '',
  credentials: 'include',
  retryStatusCodes,
  onRequest,
  // onResponse runs once per attempt, for success and error answers alike.
  onResponse: (context) => loadingStore.finish(isWrite(context)),
  onRequestError: (context) => loadingStore.finish(isWrite(context)),
  onResponseError,
});

export type ApiOptions = Omit<FetchOptions<'json'>, 'onRequest' | 'onResponse' | 'onRequestError' | 'onResponseError' | 'query' | 'params'> & {
  query?: Record<string, QueryValue>;
};

export function api<T>(request: string, options: ApiOptions = {}): Promise<T> {
  return base<T>(request, { ...options, retry: options.retry ?? retriesFor(options.method) });
}

export { FetchError };
