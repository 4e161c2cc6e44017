import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import type { AppEnv } from './env';

/**
 * Hono's compress() with one cost removed: it adds `Vary: Accept-Encoding` through c.header()
 * after the handler has answered, which copies the whole response on every request (even
 * when the client accepts no encoding). Here Vary is set in place first, so compress() finds it
 * and leaves the response alone unless it really compresses it.
 */
export function compressResponses(): MiddlewareHandler<AppEnv> {
  const inner = compress();
  return (c, next) =>
    inner(c, async () => {
      await next();
      try {
        const headers = c.res.headers;
        const type = headers.get('Content-Type');
        if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
        const vary = headers.get('Vary');
        if (!vary) headers.set('Vary', 'Accept-Encoding');
        else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
      } catch {
        // Immutable headers: compress() adds Vary its own way.
      }
    });
}
