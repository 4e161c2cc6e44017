import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env';
import { docFor } from '../http/openapi';
import { ProblemError } from '../http/problem';
import { pagePayload, type PageAssets } from '../services/seo-html';
import { chooseEncoding } from '../stored-encodings';

const doc = docFor(['Pages'], { 404: 'The path has no first screen: no language, no page there, a page behind sign-in, or one not found' });

/** The first screen's data as the page embeds it: TanStack Query's dehydrated cache and the build's route rules. */
const payloadSchema = v.object({
  queries: v.object({ mutations: v.array(v.unknown()), queries: v.array(v.object({ queryKey: v.array(v.unknown()), queryHash: v.string(), state: v.unknown() })) }),
  routeRules: v.unknown(),
});

const suffix = '/_payload.json';

/**
 * SPEC §7 `GET {path}/_payload.json` (decision 061): the data the server-rendered page at
 * `{path}` embeds for its first screen, as JSON, for any public page (`/th/_payload.json`,
 * `/en/articles/_payload.json?page=2`). Kept like the page (per content version, a minute at most)
 * with a strong ETag, revalidated (`no-cache`) and answered 304 while it stands. It is made from
 * public reads only and never reads the session, so a signed-in visitor gets the same bytes as
 * anyone: nothing of theirs can be in it.
 */
export function pagePayloadRoutes(assets: Pick<PageAssets, 'knownRoute' | 'routeRules'> | null) {
  return new Hono<AppEnv>().get(
    '/:path{.+}/_payload.json',
    doc("A public page's first-screen data (what its HTML embeds), cached per content version with an ETag", payloadSchema, {
      responses: { 304: { description: 'Not modified (If-None-Match matched the ETag)' } },
    }),
    async (c) => {
      const { deps } = c.var;
      const url = new URL(c.req.url);
      const pagePath = url.pathname.slice(0, -suffix.length) || '/';
      const payload = await pagePayload(deps.db, deps.config, assets, pagePath, url.search.slice(1), deps.now());
      if (!payload) throw new ProblemError(404, 'not_found', { detail: `No first-screen data for ${pagePath}` });
      if (payload.cache === 'hit') c.set('fromCache', true);
      c.header('X-Page-Cache', payload.cache);
      c.header('ETag', payload.etag);
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Accept-Encoding');
      const match = c.req.header('if-none-match');
      if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === payload.etag)) return c.body(null, 304);
      c.header('Content-Type', 'application/json; charset=UTF-8');
      // The stored bytes, brotli- or gzip-encoded once per version for a browser; compressResponses() leaves an encoded body alone.
      const encoding = chooseEncoding(c.req.header('accept-encoding'), payload.bytes.byteLength);
      if (encoding) {
        c.header('Content-Encoding', encoding);
        return c.body(await payload.encoded(encoding), 200);
      }
      return c.body(payload.bytes, 200);
    },
  );
}
