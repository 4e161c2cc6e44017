import { currencyOf } from '#common/money';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { adminList, adminPackageSchema, idParam, offerFindParam, offerQuery, packageInput, packageSchema, paged } from '#common/contracts/content';
import { ProblemError } from '../http/problem';
import { requireJson, validate } from '../http/validate';
import { archivePackage, findPackage, getAdminPackage, listAdminPackages, listPackages, savePackage } from '../services/content/packages';
import { adminDoc, audited, cached, publicDoc, publicJson } from './content-common';

/** Package offers: the public reads (SPEC §7 paths) and the staff's edits (/api/admin/content, guarded in content-common.ts). */
export const packagesRoutes = new Hono<AppEnv>()
  .get('/api/package/home/list', publicDoc('Packages for the homepage (status=publish, page=1, limit=6, perPage=6)', paged(packageSchema), { tags: ['Packages'] }), cached, validate('query', offerQuery), (c) => {
    const query = c.req.valid('query');
    if (query.status && query.status !== 'publish') throw new ProblemError(403, 'forbidden', { detail: 'Only published packages are public.' });
    return publicJson(c, () => listPackages(c.var.deps.db, query.locale ?? 'th', 'publish', { page: query.page ?? 1, perPage: query.perPage ?? query.limit ?? 6 }));
  })
  .get('/sv_package/offer', publicDoc('Package offers (public: status publish only)', paged(packageSchema), { tags: ['Packages'] }), cached, validate('query', offerQuery), (c) => {
    const query = c.req.valid('query');
    // Drafts and archived offers are for staff: never public.
    if (query.status && query.status !== 'publish') throw new ProblemError(403, 'forbidden', { detail: 'Only published packages are public.' });
    return publicJson(c, () => listPackages(c.var.deps.db, query.locale ?? 'th', 'publish', query));
  })
  .get('/sv_package/offer/find/:a/:b', publicDoc('One published package: {locale}/{slug or id}', packageSchema, { tags: ['Packages'] }), cached, validate('param', offerFindParam), (c) => {
    const { a, b } = c.req.valid('param');
    return publicJson(c, () => findPackage(c.var.deps.db, a, b));
  })
  .get('/api/admin/content/packages', adminDoc('All package offers, drafts and archived included', adminList(adminPackageSchema)), async (c) => c.json({ data: await listAdminPackages(c.var.deps.db) }))
  .post('/api/admin/content/packages', adminDoc('Create a package offer', adminPackageSchema, { status: 201 }), requireJson, validate('json', packageInput), async (c) =>
    c.json(await audited(c, 'content.package.create', (tx) => savePackage(tx, c.req.valid('json'), currencyOf(c.var.deps.config.country), c.var.deps.now()), (offer) => ({ type: 'package', id: offer.id })), 201),
  )
  .get('/api/admin/content/packages/:id', adminDoc('One package offer', adminPackageSchema), validate('param', idParam), async (c) => c.json(await getAdminPackage(c.var.deps.db, c.req.valid('param').id)))
  .put('/api/admin/content/packages/:id', adminDoc('Replace a package offer', adminPackageSchema), validate('param', idParam), requireJson, validate('json', packageInput), async (c) =>
    c.json(await audited(c, 'content.package.update', (tx) => savePackage(tx, c.req.valid('json'), currencyOf(c.var.deps.config.country), c.var.deps.now(), c.req.valid('param').id), { type: 'package', id: c.req.valid('param').id })),
  )
  .delete('/api/admin/content/packages/:id', adminDoc('Archive a package offer (never deleted: purchases refer to it)'), validate('param', idParam), async (c) => {
    await audited(c, 'content.package.archive', (tx) => archivePackage(tx, c.req.valid('param').id, c.var.deps.now()), { type: 'package', id: c.req.valid('param').id });
    return c.body(null, 204);
  });
