import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env';
import { anyStaff } from '../http/middleware';
import { docFor } from '../http/openapi';
import { invalidatePublicCache, publicCache } from '../http/public-cache';
import type { Transaction } from '../db/client';
import { auditedWrite } from '../services/audit';
import { invalidateSeoHtml } from '../services/seo-html';

/**
 * What the content routes (articles, faq, pages, packages, jobs, partners, downloads, contact)
 * share: the cached public read and the staff guard of /api/admin/content.
 */

/** A cached public read: 200 with Cache-Control and ETag, 304 on a matching If-None-Match. */
export const publicDoc = docFor(['Content'], { 400: 'Bad query or path value', 404: 'Unknown id or slug' }, {
  description: 'OK (Cache-Control: public; ETag)',
  responses: { 304: { description: 'Not modified (If-None-Match matched the ETag)' } },
});

export const adminDoc = docFor(['Content back office'], {
  400: 'Bad input (problem+json naming the field)',
  401: 'Signed out',
  403: 'Not staff',
  404: 'Unknown id',
  409: 'Slug already used in this language',
});

/** Public reads are cached per process for a few seconds, with ETag/304 (src/server/http/public-cache.ts). */
export const cached = publicCache();
export const publicJson = async (c: Context<AppEnv>, produce: () => Promise<unknown>) => c.json((await produce()) as object);

export const localeQuery = v.object({ locale: v.optional(v.picklist(['th', 'en'], 'locale_invalid')) });

/**
 * Staff edit the public content (scope admin_logged_in) under /api/admin/content: mounted before
 * the content routes, so it guards every staff path of every kind. Every write clears the public caches.
 */
export const contentAdminGuard = new Hono<AppEnv>().use('/api/admin/content/*', anyStaff, async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
  if (c.req.method !== 'GET' && c.res.status < 400) {
    invalidatePublicCache();
    invalidateSeoHtml(c.var.deps.db);
  }
});

/** A staff content write and its audit row in one transaction (`auditedWrite`, services/audit.ts). */
export function audited<T>(c: Context<AppEnv>, action: string, work: (tx: Transaction) => Promise<T>, target: { type: string; id: string | number } | ((result: T) => { type: string; id: string | number })): Promise<T> {
  return auditedWrite(c.var.deps.db, c.var.session!.user, action, work, target);
}
