import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { routePath } from 'hono/route';
import type { AppEnv, Deps } from './env';
import { cookieNames } from '../config';
import { countRequest } from '../metrics';
import { requestIdFrom } from './middleware';

/**
 * A cached answer as the whole stack wrote it, replayed before the stack (issue 31, decisions 083, 086).
 *
 * A public read (public-cache.ts) or page (seo-html.ts) served from memory still went through
 * Hono's adapter (a web `Request` built from Node's headers as soon as a middleware reads one) and
 * every middleware on each request: the request's logger and id, six security headers set one by
 * one, compression's checks, the session middleware, the route's own middlewares, then the
 * adapter turning `Headers` back into Node's header object. For the same URL and encoding all of it
 * ends in the same status, headers and bytes while the cache entry stands. So the first time a
 * cache hit leaves the stack, `keep` (second middleware, after the metrics) keeps what it
 * answered: status, every header but the request id, and the bytes; while that entry is current,
 * the Node request listener in front of Hono (`serveApp`) writes them again to the same request,
 * with its own request id, and counts it in the metrics as the full path would.
 *
 * Only what the full stack would answer the same way is replayed: a GET, without an
 * Authorization header or a session cookie (a signed-in visitor always takes the full path: a
 * page is never shared with them, decision 043), without If-None-Match (the 304 is the full
 * path's), and only an answer that sets no cookie. The client's Accept-Encoding, as it sends it,
 * and the raw path and query are the key. With the logger at debug the full path runs (it writes
 * the cached hit's access line). A cache marks an answer preparable only where nothing else of
 * the request (a language cookie's redirect, say) could change it.
 */

interface Prepared {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
  current: () => boolean;
  /** The route pattern the full path matched, for the metrics. */
  route: string;
}

/** What a cache that answered from memory hands `keep` (`c.set('preparable', …)`). */
export interface Preparable {
  /** The bytes it answered with (as encoded). */
  body: Uint8Array<ArrayBuffer>;
  /** Whether the cache entry those bytes came from still stands (content version, expiry). */
  current: () => boolean;
}

const maxAnswers = 4_000;
let replays = 0;
/** One app's answers: the API suite runs several apps, each on its own database, in one process. */
const stores = new WeakMap<Deps, Map<string, Prepared>>();

function storeOf(deps: Deps): Map<string, Prepared> {
  let answers = stores.get(deps);
  if (!answers) stores.set(deps, (answers = new Map()));
  return answers;
}

/** How many answers this process has replayed (tests: a replay looks like the full path's answer on purpose). */
export const preparedReplays = () => replays;

/** The key of a request: the encodings the client accepts, as it says them (a client that takes deflate alone gets compress()'s deflate on the full path, not a stored copy), and the raw path and query. */
const keyOf = (acceptEncoding: string | undefined, rawUrl: string) => `${acceptEncoding ?? ''}\n${rawUrl}`;

/** Whether a `Cookie` header carries the named cookie (the session's), read the way a cookie parser would find its name. */
function carriesCookie(header: string | undefined, name: string): boolean {
  if (header === undefined) return false;
  for (const part of header.split(';')) if (part.trimStart().startsWith(`${name}=`)) return true;
  return false;
}

/** Keeps a cache hit's answer as the stack wrote it (second middleware, after the metrics). */
export function keepPreparedAnswers(deps: Deps): MiddlewareHandler<AppEnv> {
  const answers = storeOf(deps);
  const tokenCookie = cookieNames(deps.config).token;
  return async (c, next) => {
    await next();
    const preparable = c.get('preparable');
    if (!preparable || c.res.status !== 200 || c.req.method !== 'GET') return;
    // The same conditions the replay asks of a request: what it would replay is what this request got.
    if (c.req.header('authorization') !== undefined || c.req.header('if-none-match') !== undefined || getCookie(c, tokenCookie) !== undefined) return;
    const rawUrl = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.url;
    if (rawUrl === undefined) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of c.res.headers) {
      if (name === 'set-cookie') return;
      if (name !== 'x-request-id') headers[name] = value;
    }
    headers['content-length'] = String(preparable.body.byteLength);
    if (answers.size >= maxAnswers) answers.clear();
    answers.set(keyOf(c.req.header('accept-encoding'), rawUrl), { status: 200, headers, body: preparable.body, current: preparable.current, route: routePath(c, -1) || 'unmatched' });
  };
}

/** Node's request listener with the replay in front of Hono's. */
function replayFirst(deps: Deps, fullPath: RequestListener): RequestListener {
  const answers = storeOf(deps);
  const tokenCookie = cookieNames(deps.config).token;
  return (request: IncomingMessage, response: ServerResponse) => {
    const { headers } = request;
    const answer =
      request.method === 'GET' && headers.authorization === undefined && headers['if-none-match'] === undefined && !carriesCookie(headers.cookie, tokenCookie) && !deps.log.isLevelEnabled('debug')
        ? answers.get(keyOf(headers['accept-encoding'], request.url ?? ''))
        : undefined;
    if (!answer) return fullPath(request, response);
    if (!answer.current()) {
      answers.delete(keyOf(headers['accept-encoding'], request.url ?? ''));
      return fullPath(request, response);
    }
    const started = performance.now();
    replays += 1;
    const incoming = headers['x-request-id'];
    response.writeHead(answer.status, { ...answer.headers, 'x-request-id': requestIdFrom(typeof incoming === 'string' ? incoming : undefined) });
    response.end(answer.body);
    countRequest({ method: 'GET', route: answer.route, status: String(answer.status) }, performance.now() - started);
  };
}

/** The app on a Node HTTP server, cached answers replayed in front of it (main.ts, the API suite's servers). */
export function serveApp(app: Hono<AppEnv>, deps: Deps, options: { port: number; hostname: string }, listening?: (info: { port: number }) => void): ServerType {
  const withReplay = ((serverOptions: object, listener: RequestListener) => createServer(serverOptions, replayFirst(deps, listener))) as typeof createServer;
  return serve({ fetch: app.fetch, port: options.port, hostname: options.hostname, createServer: withReplay }, listening);
}
