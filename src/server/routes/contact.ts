import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { adminMessageListResponse, contactBody, contactResponse, idParam, messageHandledBody, messageListQuery } from '#common/contracts/content';
import { problem } from '../http/openapi';
import { clientIp } from '../http/middleware';
import { requireJson, validate } from '../http/validate';
import { receiveContact } from '../services/contact';
import { listMessages, setMessageHandled } from '../services/content/messages';
import { describeRoute } from 'hono-openapi';
import { json } from '../http/openapi';
import { adminDoc, audited } from './content-common';

/** Contact and partnership messages: the public forms and the staff's inbox (/api/admin/content, guarded in content-common.ts). */
export const contactRoutes = new Hono<AppEnv>()
  .post(
    '/api/contact',
    describeRoute({
      tags: ['Content'],
      summary: 'Contact form: stored, e-mailed to staff, rate-limited per IP',
      responses: { 201: { description: 'Received', content: json(contactResponse) }, 400: { description: 'Bad input', content: problem }, 429: { description: 'Too many', content: problem } },
    }),
    requireJson,
    validate('json', contactBody),
    async (c) => c.json(await receiveContact(c.var.deps, 'contact', c.req.valid('json'), clientIp(c)), 201),
  )
  .post(
    '/api/partnership',
    describeRoute({
      tags: ['Content'],
      summary: 'Partnership form: stored, e-mailed to the partnerships team, rate-limited per IP',
      responses: { 201: { description: 'Received', content: json(contactResponse) }, 400: { description: 'Bad input', content: problem }, 429: { description: 'Too many', content: problem } },
    }),
    requireJson,
    validate('json', contactBody),
    async (c) => c.json(await receiveContact(c.var.deps, 'partnership', c.req.valid('json'), clientIp(c)), 201),
  )
  .get('/api/admin/content/messages', adminDoc('Contact and partnership messages: unanswered first, then newest; filter by handled and kind', adminMessageListResponse), validate('query', messageListQuery), async (c) =>
    c.json(await listMessages(c.var.deps.db, c.req.valid('query'))),
  )
  .patch('/api/admin/content/messages/:id', adminDoc('Mark a message handled (records who and when) or reopen it'), validate('param', idParam), requireJson, validate('json', messageHandledBody), async (c) =>
    c.json(await audited(c, c.req.valid('json').handled ? 'content.message.handled' : 'content.message.reopened', (tx) => setMessageHandled(tx, c.req.valid('param').id, c.req.valid('json').handled, c.var.session!.user.uuid, c.var.deps.now()), { type: 'contact_message', id: c.req.valid('param').id })),
  );
