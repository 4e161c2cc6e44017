import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv, Deps } from './env';
import { cookieNames } from '../config';

/**
 * A cached answer as the whole stack wrote it, replayed (issue 31, decision 083).
 *
 * A public read (public-cache.ts) or page (seo-html.ts) served from memory still went through
 * every middleware on each request: the request's logger and id, six security headers set one
 * by one on a web `Headers` object, compression's checks, the session middleware, the route's
 * own middlewares, then the adapter turning that `Headers` back into Node's header object. For
 * the same URL and encoding all of it ends in the same status, headers and bytes while the cache
 * entry stands. So the first time a cache hit leaves the stack, this middleware (second, after
 * the metrics) keeps what it answered: status, every header but the request id, and the bytes;
 * while that entry is current, the same request gets those again, with its own request id, as a
 * plain header object the adapter writes directly.
 *
 * Only what the full stack would answer the same way is replayed: a GET, without an
 * Authorization header or a session cookie (a signed-in visitor always takes the full path: a
 * page is never shared with them, decision 043), without If-None-Match (the 304 is the full
 * path's), and only an answer that sets no cookie. The client's Accept-Encoding, as it sends it,
 * is part of the key. With the logger at debug the full path runs (it writes the cached hit's
 * access line). A cache marks an answer preparable only where nothing else of the request (a
 * language cookie's redirect, say) could change it.
 */

interface Prepared {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
  current: () => boolean;
}

/** What a cache that answered from memory hands this middleware (`c.set('preparable', …)`). */
export interface Preparable {
  /** The bytes it answered with (as encoded). */
  body: Uint8Array<ArrayBuffer>;
  /** Whether the cache entry those bytes came from still stands (content version, expiry). */
  current: () => boolean;
}

const answers = new Map<string, Prepared>();
const maxAnswers = 4_000;
let replays = 0;

/** How many answers this process has replayed (tests: a replay looks like the full path's answer on purpose). */
export const preparedReplays = () => replays;

/** Forgets every prepared answer (tests; a cache cleared as a whole). Entries also retire themselves through `current`. */
export function forgetPreparedAnswers(): void {
  answers.clear();
}

export function preparedAnswers(deps: Deps): MiddlewareHandler<AppEnv> {
  const tokenCookie = cookieNames(deps.config).token;
  return async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('authorization') !== undefined || c.req.header('if-none-match') !== undefined) return next();
    if (c.req.header('cookie') !== undefined && getCookie(c, tokenCookie) !== undefined) return next();
    if (deps.log.isLevelEnabled('debug')) return next();
    const url = c.req.url;
    // The raw path and query (as the caches key them), and what the client accepts, as it says it
    // (a client that takes deflate alone gets compress()'s deflate on the full path, not the stored copy).
    const key = `${c.req.header('accept-encoding') ?? ''}\n${url.slice(url.indexOf('/', url.indexOf('//') + 2))}`;
    const answer = answers.get(key);
    if (answer) {
      if (answer.current()) {
        const incoming = c.req.header('x-request-id');
        const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
        replays += 1;
        return new Response(answer.body, { status: answer.status, headers: { ...answer.headers, 'x-request-id': requestId } });
      }
      answers.delete(key);
    }
    await next();
    const preparable = c.get('preparable');
    if (!preparable || c.res.status !== 200) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of c.res.headers) {
      if (name === 'set-cookie') return;
      if (name !== 'x-request-id') headers[name] = value;
    }
    if (answers.size >= maxAnswers) answers.clear();
    answers.set(key, { status: 200, headers, body: preparable.body, current: preparable.current });
  };
}
