import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { bumpContentVersion } from '../content-version';
import { chooseEncoding, storedEncodings, type StoredEncoding } from '../stored-encodings';

/**
 * Public reads (scope open) are the same for every visitor, so each process keeps the
 * latest answer for a few seconds and serves it without touching the database (PGlite
 * spends ~0.5 ms of the only thread on each real query). Every answer carries an ETag and
 * Cache-Control, and a matching If-None-Match gets 304. Staff writes call
 * invalidatePublicCache(); other processes catch up within the TTL.
 */
interface Entry {
  /**
   * A Uint8Array, not an ArrayBuffer: @hono/node-server writes a Uint8Array body straight to the
   * socket, while any other body goes through a web Response and its stream reader (issue 31:
   * that was most of a cached read's own cost).
   */
  body: Uint8Array<ArrayBuffer>;
  /** The body brotli- or gzip-encoded once per entry, on the first request that accepts it (a browser). */
  encoded: (encoding: StoredEncoding) => Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>>;
  contentType: string;
  etag: string;
  expiresAt: number;
}

const entries = new Map<string, Entry>();
const inflight = new Map<string, Promise<void>>();
const maxEntries = 2000;

export function invalidatePublicCache(prefix = ''): void {
  // What changes a public read may change a server-rendered page too (the job board, content).
  bumpContentVersion();
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}

export function publicCache(options: { ttlMs?: number; maxAgeSeconds?: number } = {}): MiddlewareHandler<AppEnv> {
  const ttlMs = options.ttlMs ?? 5_000;
  const cacheControl = `public, max-age=${options.maxAgeSeconds ?? 60}, stale-while-revalidate=300`;
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    // The raw (percent-encoded) path and query: c.req.path is decoded, so a Thai slug would not
    // be found inside c.req.url and every such URL would share one key.
    // (Sliced after the origin rather than parsed by new URL(): the same key for the same request.)
    const url = c.req.url;
    const key = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const now = Date.now();
    let entry = entries.get(key);
    // Concurrent misses for one key wait for the first one instead of all querying the database.
    if ((!entry || entry.expiresAt <= now) && inflight.has(key)) {
      await inflight.get(key);
      entry = entries.get(key);
    }
    const hit = entry && entry.expiresAt > now ? entry : null;
    if (hit) c.set('fromCache', true);
    if (!entry || entry.expiresAt <= now) {
      let done!: () => void;
      inflight.set(key, new Promise<void>((resolve) => (done = resolve)));
      try {
        await next();
        if (c.res.status !== 200) return;
        const body = new Uint8Array(await c.res.clone().arrayBuffer());
        entry = {
          body,
          encoded: storedEncodings(() => body),
          contentType: c.res.headers.get('content-type') ?? 'application/json',
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          expiresAt: now + ttlMs,
        };
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      } finally {
        inflight.delete(key);
        done();
      }
    }
    const headers = { 'Content-Type': entry.contentType, ETag: entry.etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
    const match = c.req.header('if-none-match');
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
      c.res = new Response(null, { status: 304, headers: { ETag: entry.etag, 'Cache-Control': cacheControl } });
      return;
    }
    // The stored brotli or gzip for a browser (compressResponses() leaves an encoded answer alone),
    // instead of compressing the same bytes through a stream on every request.
    const encoding = chooseEncoding(c.req.header('accept-encoding'), entry.body.byteLength);
    const body = encoding ? await entry.encoded(encoding) : entry.body;
    // A hit may be replayed by the front of the stack while this entry stands (decision 083).
    if (hit) c.set('preparable', { body, current: () => entries.get(key) === hit && hit.expiresAt > Date.now() });
    c.res = new Response(body, { status: 200, headers: encoding ? { ...headers, 'Content-Encoding': encoding } : headers });
  };
}
