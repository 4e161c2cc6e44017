import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../http/env';
import { problem } from '../http/openapi';
import { ProblemError } from '../http/problem';
import { handleWhatsappWebhook, whatsappChallenge } from '../services/whatsapp-webhook';

/** WhatsApp Cloud API's webhook (issue 27): Meta's URL check, then signed message statuses. */
export const messageWebhookRoutes = new Hono<AppEnv>()
  .get(
    '/whatsapp',
    describeRoute({
      tags: ['Messages'],
      summary: "Meta's verification of the callback URL: hub.mode=subscribe with our WHATSAPP_VERIFY_TOKEN answers hub.challenge as text",
      responses: { 200: { description: 'The challenge' }, 403: { description: 'Not our verify token', content: problem } },
    }),
    (c) => {
      const challenge = whatsappChallenge(c.var.deps.config.whatsappVerifyToken, { mode: c.req.query('hub.mode'), token: c.req.query('hub.verify_token'), challenge: c.req.query('hub.challenge') });
      if (challenge === null) throw new ProblemError(403, 'forbidden', { detail: 'hub.verify_token does not match.' });
      return c.text(challenge);
    },
  )
  .post(
    '/whatsapp',
    describeRoute({
      tags: ['Messages'],
      summary: 'Message statuses (signed: X-Hub-Signature-256): delivered and read recorded on the outbox row, forward only; failed sends the member the message by e-mail, once',
      responses: { 200: { description: 'Handled' }, 400: { description: 'Not a WhatsApp notification', content: problem }, 401: { description: 'Bad signature', content: problem } },
    }),
    async (c) => c.json(await handleWhatsappWebhook(c.var.deps, await c.req.text(), c.req.header('x-hub-signature-256'))),
  );
