import { deflateSync, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import type { AppEnv } from './env';

const threshold = 1024;
const varyHasAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const json = /^application\/(?:[\w.+-]+\+)?json\b/i;
const mayCompress = /\b(?:gzip|deflate)\b|\*/i;
const noTransform = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;

/** compress()'s choice (its selectEncoding): gzip, else deflate, by the client's q values. */
function encodingFor(header: string): 'gzip' | 'deflate' | undefined {
  const accepts = parseAccept(header);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: 'gzip' | 'deflate'; q: number } | undefined;
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * Hono's compress() (gzip/deflate above 1 KiB), minus two costs it has on small API answers:
 * - it adds `Vary: Accept-Encoding` through c.header() after the handler has answered, which
 *   copies the whole response on every request; here Vary is set in place first;
 * - a JSON answer carries no Content-Length, so compress() cannot see that it is under the
 *   threshold and gzips even `{"status":"ok"}` through a CompressionStream (3–5× the CPU of
 *   the rest of such a request). JSON answers are whole strings in memory anyway, so they are
 *   measured first when the client accepts an encoding; compress() then skips the small ones.
 * - a JSON answer above the threshold (a top-up's, with its QR code: 2.3 KB) went through a
 *   CompressionStream, ~0.65 ms of CPU for 2 KB where zlib's one-shot gzip of the same bytes in
 *   memory takes ~0.07 ms (issue 31, decision 091); it is encoded here, the same encoding
 *   compress() would choose, and compress() leaves an encoded answer alone.
 */
export function compressResponses(): MiddlewareHandler<AppEnv> {
  const inner = compress({ threshold });
  return (c, next) =>
    inner(c, async () => {
      await next();
      let headers: Headers;
      try {
        headers = c.res.headers;
        const type = headers.get('Content-Type');
        if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
        const vary = headers.get('Vary');
        if (!vary) headers.set('Vary', 'Accept-Encoding');
        else if (vary !== '*' && !varyHasAcceptEncoding.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
        if (!json.test(type) || headers.has('Content-Length') || headers.has('Content-Encoding')) return;
      } catch {
        return; // Immutable headers: compress() adds Vary its own way.
      }
      if (c.req.method === 'HEAD' || c.res.status === 206 || !mayCompress.test(c.req.header('Accept-Encoding') ?? '')) return;
      const text = textOf(c.res);
      if (text === undefined && !c.res.body) return;
      const { status } = c.res;
      const statusText = text === undefined ? c.res.statusText : undefined;
      const body = text === undefined ? new Uint8Array(await c.res.arrayBuffer()) : Buffer.from(text);
      const encoding = body.byteLength >= threshold && !noTransform.test(headers.get('Cache-Control') ?? '') ? encodingFor(c.req.header('Accept-Encoding') ?? '') : undefined;
      if (!encoding) {
        headers.set('Content-Length', String(body.byteLength));
        // The answer's own text stays its body: only its length was added, in place.
        if (text === undefined) c.res = new Response(body, { status, statusText, headers });
        return;
      }
      const encoded = encoding === 'gzip' ? gzipSync(body) : deflateSync(body);
      headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(encoded.byteLength));
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
      replaceResponse(c, new Response(new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength), { status, statusText, headers }));
    });
}

/**
 * The text of a JSON answer as the handler gave it (`c.json`), read without making it a full
 * Response (issue 31, decision 093). @hono/node-server's lightweight Response keeps
 * `[status, body, headers]` under a symbol of its own (described "cache") until something asks for
 * its body, its status text or a reader; asking made undici build a Response and a ReadableStream
 * around a string already in memory — with Hono's copy of every header when `c.res` was replaced,
 * about a tenth of an HTTP money request's CPU (the bench's profile). Undefined for any other
 * response (a stream, a full Response, another server), which takes the general way.
 */
let cacheKey: symbol | undefined;
function textOf(response: Response): string | undefined {
  cacheKey ??= Object.getOwnPropertySymbols(response).find((key) => key.description === 'cache');
  const cached = cacheKey ? (response as unknown as Record<symbol, unknown>)[cacheKey] : undefined;
  return Array.isArray(cached) && typeof cached[1] === 'string' ? cached[1] : undefined;
}

/**
 * `c.res = next` copies every header of the current response into `next` (hono's setter), reading
 * `next.body` first — which turns the lightweight response into a full one. `next` already carries
 * those headers (the same Headers object), so the current one is dropped first.
 */
function replaceResponse(c: Context<AppEnv>, next: Response) {
  c.res = undefined as unknown as Response;
  c.res = next;
}
