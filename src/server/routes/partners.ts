import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { adminList, adminPartnerSchema, idParam, limitQuery, partnerInput, partnerListResponse } from '#common/contracts/content';
import { requireJson, validate } from '../http/validate';
import { deletePartner, listAdminPartners, listPartners, savePartner } from '../services/content/partners';
import { adminDoc, audited, cached, publicDoc, publicJson } from './content-common';

/** Homepage partner channels: the public reads (SPEC §7 paths) and the staff's edits (/api/admin/content, guarded in content-common.ts). */
export const partnersRoutes = new Hono<AppEnv>()
  .get('/api/middle-config/channels/display-homepage', publicDoc('Influencer partners shown on the homepage', partnerListResponse), cached, validate('query', limitQuery), (c) =>
    publicJson(c, async () => ({ data: await listPartners(c.var.deps.db, c.req.valid('query').limit ?? 8) })),
  )
  .get('/api/admin/content/partners', adminDoc('Homepage partner channels', adminList(adminPartnerSchema)), async (c) => c.json({ data: await listAdminPartners(c.var.deps.db) }))
  .post('/api/admin/content/partners', adminDoc('Add a homepage partner', adminPartnerSchema, { status: 201 }), requireJson, validate('json', partnerInput), async (c) =>
    c.json(await audited(c, 'content.partner.create', (tx) => savePartner(tx, c.req.valid('json'), c.var.deps.now()), (partner) => ({ type: 'partner', id: partner.id })), 201),
  )
  .put('/api/admin/content/partners/:id', adminDoc('Replace a homepage partner', adminPartnerSchema), validate('param', idParam), requireJson, validate('json', partnerInput), async (c) =>
    c.json(await audited(c, 'content.partner.update', (tx) => savePartner(tx, c.req.valid('json'), c.var.deps.now(), c.req.valid('param').id), { type: 'partner', id: c.req.valid('param').id })),
  )
  .delete('/api/admin/content/partners/:id', adminDoc('Remove a homepage partner'), validate('param', idParam), async (c) => {
    await audited(c, 'content.partner.delete', (tx) => deletePartner(tx, c.req.valid('param').id), { type: 'partner', id: c.req.valid('param').id });
    return c.body(null, 204);
  });
