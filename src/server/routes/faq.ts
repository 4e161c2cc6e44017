import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { adminFaqSchema, adminList, faqInput, faqListResponse, faqParam, idParam } from '#common/contracts/content';
import { requireJson, validate } from '../http/validate';
import { deleteFaq, listAdminFaq, listFaq, saveFaq } from '../services/content/faq';
import { adminDoc, audited, cached, publicDoc, publicJson } from './content-common';

/** FAQ: the public reads (SPEC §7 paths) and the staff's edits (/api/admin/content, guarded in content-common.ts). */
export const faqRoutes = new Hono<AppEnv>()
  .get('/sv_influ_api/open/:locale/:x/faq', publicDoc('FAQ for influencers or marketers', faqListResponse), cached, validate('param', faqParam), (c) => {
    const { locale, x } = c.req.valid('param');
    return publicJson(c, async () => ({ audience: x, locale, data: await listFaq(c.var.deps.db, x, locale, c.var.deps.config.country, c.var.deps.now()) }));
  })
  .get('/api/admin/content/faq', adminDoc('All FAQ entries', adminList(adminFaqSchema)), async (c) => c.json({ data: await listAdminFaq(c.var.deps.db) }))
  .post('/api/admin/content/faq', adminDoc('Create a FAQ entry', adminFaqSchema, { status: 201 }), requireJson, validate('json', faqInput), async (c) =>
    c.json(await audited(c, 'content.faq.create', (tx) => saveFaq(tx, c.req.valid('json'), c.var.deps.now()), (faq) => ({ type: 'faq', id: faq.id })), 201),
  )
  .put('/api/admin/content/faq/:id', adminDoc('Replace a FAQ entry', adminFaqSchema), validate('param', idParam), requireJson, validate('json', faqInput), async (c) =>
    c.json(await audited(c, 'content.faq.update', (tx) => saveFaq(tx, c.req.valid('json'), c.var.deps.now(), c.req.valid('param').id), { type: 'faq', id: c.req.valid('param').id })),
  )
  .delete('/api/admin/content/faq/:id', adminDoc('Delete a FAQ entry'), validate('param', idParam), async (c) => {
    await audited(c, 'content.faq.delete', (tx) => deleteFaq(tx, c.req.valid('param').id), { type: 'faq', id: c.req.valid('param').id });
    return c.body(null, 204);
  });
