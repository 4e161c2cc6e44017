import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import type { AppEnv } from './env';

const threshold = 1024;
const varyHasAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const json = /^application\/(?:[\w.+-]+\+)?json\b/i;
const mayCompress = /\b(?:gzip|deflate)\b|\*/i;

/**
 * Hono's compress() (gzip/deflate above 1 KiB), minus two costs it has on small API answers:
 * - it adds `Vary: Accept-Encoding` through c.header() after the handler has answered, which
 *   copies the whole response on every request; here Vary is set in place first;
 * - a JSON answer carries no Content-Length, so compress() cannot see that it is under the
 *   threshold and gzips even `{"status":"ok"}` through a CompressionStream (3–5× the CPU of
 *   the rest of such a request). JSON answers are whole strings in memory anyway, so they are
 *   measured first when the client accepts an encoding; compress() then skips the small ones.
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
      if (c.req.method === 'HEAD' || c.res.status === 206 || !mayCompress.test(c.req.header('Accept-Encoding') ?? '') || !c.res.body) return;
      const { status, statusText } = c.res;
      const body = new Uint8Array(await c.res.arrayBuffer());
      headers.set('Content-Length', String(body.byteLength));
      c.res = new Response(body, { status, statusText, headers });
    });
}
