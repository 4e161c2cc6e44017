import { serve, type ServerType } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { signWebhook, type Charge } from './opn-gateway';

/**
 * A local Opn Payments on 127.0.0.1 speaking the parts of its API Kolify uses: POST /charges,
 * GET /charges/{id}, and test mode's POST /charges/{id}/mark_as_paid, which completes the charge
 * and sends the signed `charge.complete` webhook like the real one. The embedded default runs it
 * so a newcomer can buy credit with no account anywhere; API tests and e2e use it too.
 */
export interface LocalGateway {
  url: string;
  charges: Map<string, Charge>;
  /** Where webhooks go (set once the app listens). */
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
}

export async function startLocalGateway(options: { secretKey: string; webhookSecret: string; port?: number }): Promise<LocalGateway> {
  const charges = new Map<string, Charge>();
  const byIdempotencyKey = new Map<string, string>();
  let webhookUrl = '';
  const authorized = (header: string | undefined) => header === `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const error = (code: string, message: string) => ({ object: 'error', code, message });

  const app = new Hono()
    .use('*', async (c, next) => {
      if (!authorized(c.req.header('authorization'))) return c.json(error('authentication_failure', 'authentication failed'), 401);
      await next();
    })
    .post('/charges', async (c) => {
      const key = c.req.header('idempotency-key');
      if (key && byIdempotencyKey.has(key)) return c.json({ object: 'charge', ...charges.get(byIdempotencyKey.get(key)!)! });
      const body = (await c.req.json().catch(() => null)) as { amount?: number; currency?: string; source?: { type?: string }; metadata?: Record<string, string> } | null;
      if (!body || !Number.isInteger(body.amount) || body.amount! < 2000 || body.source?.type !== 'promptpay') return c.json(error('invalid_charge', 'amount or source is invalid'), 400);
      const charge: Charge = { id: `chrg_test_${randomBytes(8).toString('hex')}`, status: 'pending', amount: body.amount!, currency: body.currency ?? 'thb', metadata: body.metadata ?? {} };
      charges.set(charge.id, charge);
      if (key) byIdempotencyKey.set(key, charge.id);
      return c.json({ object: 'charge', ...charge });
    })
    .get('/charges/:id', (c) => {
      const charge = charges.get(c.req.param('id'));
      return charge ? c.json({ object: 'charge', ...charge }) : c.json(error('not_found', 'charge was not found'), 404);
    })
    .post('/charges/:id/mark_as_paid', async (c) => {
      const charge = charges.get(c.req.param('id'));
      if (!charge) return c.json(error('not_found', 'charge was not found'), 404);
      charge.status = 'successful';
      const event = JSON.stringify({ object: 'event', id: `evnt_test_${randomBytes(8).toString('hex')}`, key: 'charge.complete', data: { object: 'charge', ...charge } });
      const timestamp = Math.floor(Date.now() / 1000);
      if (webhookUrl) {
        await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'omise-signature': signWebhook(options.webhookSecret, timestamp, event), 'omise-signature-timestamp': String(timestamp) },
          body: event,
        }).catch(() => undefined);
      }
      return c.json({ object: 'charge', ...charge });
    });

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    charges,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
