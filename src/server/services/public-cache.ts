import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';

/**
 * Public reads are the same for every visitor, so each answer is kept in memory for a few
 * seconds (per process, per database) and carries a strong ETag; a matching If-None-Match
 * gets 304. Staff writes clear this process's entries at once; other processes behind a load
 * balancer catch up within the TTL (acceptable staleness for marketing content).
 */
interface Entry {
  body: string;
  etag: string;
  expiresAt: number;
}

const ttlMs = 10_000;
const maxEntries = 2_000;
const caches = new WeakMap<object, Map<string, Entry>>();

function cacheOf(owner: object): Map<string, Entry> {
  let cache = caches.get(owner);
  if (!cache) caches.set(owner, (cache = new Map()));
  return cache;
}

export function invalidatePublicCache(owner: object): void {
  caches.get(owner)?.clear();
}

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

export const publicCacheControl = 'public, max-age=30, stale-while-revalidate=300';

/** Answers JSON from the cache (or `produce`), with Cache-Control and ETag, and 304 when it matches. */
export async function publicJson(c: Context<AppEnv>, produce: () => Promise<unknown>): Promise<Response> {
  const cache = cacheOf(c.var.deps.db);
  const key = c.req.url.slice(c.req.url.indexOf('/', 8));
  const now = Date.now();
  let entry = cache.get(key);
  if (!entry || entry.expiresAt < now) {
    const body = JSON.stringify(await produce());
    entry = { body, etag: etagOf(body), expiresAt: now + ttlMs };
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    cache.set(key, entry);
  }
  c.header('Cache-Control', publicCacheControl);
  c.header('ETag', entry.etag);
  c.header('Vary', 'Accept-Encoding');
  if (etagMatches(c.req.header('if-none-match'), entry.etag)) return c.body(null, 304);
  return c.body(entry.body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}
