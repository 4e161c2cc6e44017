import { serve, type ServerType } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import QRCode from 'qrcode';
import generatePromptPayPayload from 'promptpay-qr';
import { PROMPTPAY_LIMITS, signWebhook, type Charge, type ChargeStatus, type Recipient, type Transfer } from './opn-gateway';

/**
 * A local Opn Payments on 127.0.0.1 answering with the shapes of its published reference
 * (https://docs.opn.ooo/charges-api, https://docs.opn.ooo/sources-api, https://docs.opn.ooo/api-errors,
 * https://docs.opn.ooo/events-api): POST /charges with a `promptpay` source returns a pending
 * charge whose `source.scannable_code.image.download_uri` serves the QR; GET /charges/{id};
 * GET /events/{id}; and test mode's POST /charges/{id}/mark_as_paid and mark_as_failed, which
 * complete the charge and send the signed webhook like the real one. The embedded default runs it
 * so a newcomer can buy credit with no account anywhere; API tests and e2e use it too.
 */
export interface LocalGateway {
  url: string;
  charges: Map<string, Charge>;
  recipients: Map<string, Recipient>;
  transfers: Map<string, Transfer>;
  events: Map<string, { object: 'event'; id: string; key: string; created_at: string; data: unknown }>;
  /** Where webhooks go (set once the app listens). */
  setWebhookUrl(url: string): void;
  /** Tests: drop webhooks (a lost webhook must not lose money), or make the next API call fail. */
  control: { dropWebhooks: boolean; nextError: { status: number; code: string; message: string } | 'unreachable' | null };
  /** Tests: the charge passes its expiry, as an unpaid PromptPay QR does (`charge.expire` event). */
  expireCharge(id: string): Promise<Charge | undefined>;
  close(): Promise<void>;
}

/** Opn's PromptPay QR lives 24 hours unless the charge says otherwise (checked in the sandbox, docs/go-live.md). */
const CHARGE_TTL_MS = 24 * 60 * 60 * 1000;

export async function startLocalGateway(options: { secretKey: string; webhookSecret: string; port?: number }): Promise<LocalGateway> {
  const charges = new Map<string, Charge>();
  const recipients = new Map<string, Recipient>();
  const transfers = new Map<string, Transfer>();
  const events: LocalGateway['events'] = new Map();
  const qrPayloads = new Map<string, string>();
  const byIdempotencyKey = new Map<string, string>();
  const control: LocalGateway['control'] = { dropWebhooks: false, nextError: null };
  let webhookUrl = '';
  let base = '';
  const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
  const authorized = (header: string | undefined) => header === `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  // https://docs.opn.ooo/api-errors: every error is this object, with a link to its explanation.
  const error = (code: string, message: string) => ({ object: 'error', location: `https://www.omise.co/api-errors#${code.replace(/_/g, '-')}`, code, message });

  async function emit(key: string, data: Charge | Transfer | Recipient) {
    const event = { object: 'event' as const, id: id('evnt'), livemode: false, location: '', key, created_at: new Date().toISOString(), data: structuredClone(data) };
    event.location = `/events/${event.id}`;
    events.set(event.id, event);
    if (!webhookUrl || control.dropWebhooks) return;
    const body = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000);
    await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'omise-signature': signWebhook(options.webhookSecret, timestamp, body), 'omise-signature-timestamp': String(timestamp) },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
  }

  function settle(charge: Charge, status: ChargeStatus, failure?: { code: string; message: string }) {
    charge.status = status;
    charge.paid = status === 'successful';
    charge.paid_at = status === 'successful' ? new Date().toISOString() : null;
    charge.expired = status === 'expired';
    charge.failure_code = failure?.code ?? null;
    charge.failure_message = failure?.message ?? null;
    if (charge.source) charge.source.charge_status = status;
  }

  /** An unpaid charge past its expiry is expired when next looked at, as at Opn. */
  async function lazilyExpire(charge: Charge) {
    if (charge.status === 'pending' && charge.expires_at && Date.parse(charge.expires_at) <= Date.now()) {
      settle(charge, 'expired', { code: 'payment_expired', message: 'payment expired' });
      await emit('charge.expire', charge);
    }
  }

  const key = (c: { req: { header(name: string): string | undefined } }) => c.req.header('idempotency-key');
  const byTransferKey = new Map<string, string>();
  const byRecipientKey = new Map<string, string>();

  const app = new Hono()
    // The QR image is a public download, as Opn's document download_uri.
    .get('/charges/:id/documents/:doc/downloads/qr.svg', async (c) => {
      const payload = qrPayloads.get(c.req.param('id'));
      if (!payload) return c.json(error('not_found', 'document was not found'), 404);
      return c.body(await QRCode.toString(payload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }), 200, { 'content-type': 'image/svg+xml' });
    })
    .use('*', async (c, next) => {
      if (!authorized(c.req.header('authorization'))) return c.json(error('authentication_failure', 'authentication failed'), 401);
      const failure = control.nextError;
      if (failure) {
        control.nextError = null;
        if (failure === 'unreachable') return c.text('Bad Gateway', 502);
        return c.json(error(failure.code, failure.message), failure.status as 400);
      }
      await next();
    })
    .post('/charges', async (c) => {
      const key = c.req.header('idempotency-key');
      if (key && byIdempotencyKey.has(key)) return c.json(charges.get(byIdempotencyKey.get(key)!)!);
      const body = (await c.req.json().catch(() => null)) as { amount?: number; currency?: string; source?: { type?: string }; metadata?: Record<string, string> } | null;
      if (!body || body.source?.type !== 'promptpay') return c.json(error('invalid_charge', 'source type is not supported'), 400);
      if (!Number.isInteger(body.amount) || body.amount! < PROMPTPAY_LIMITS.min) return c.json(error('invalid_charge', `amount must be at least ${PROMPTPAY_LIMITS.min}`), 400);
      if (body.amount! > PROMPTPAY_LIMITS.max) return c.json(error('invalid_charge', `amount must be less than ${PROMPTPAY_LIMITS.max + 1}`), 400);
      if ((body.currency ?? 'thb').toLowerCase() !== 'thb') return c.json(error('invalid_charge', 'currency is currently not supported'), 400);
      const now = new Date();
      const chargeId = id('chrg');
      const sourceId = id('src');
      const docId = id('docu');
      const charge: Charge = {
        object: 'charge',
        id: chargeId,
        livemode: false,
        location: `/charges/${chargeId}`,
        status: 'pending',
        amount: body.amount!,
        currency: 'THB',
        paid: false,
        paid_at: null,
        expired: false,
        expires_at: new Date(now.getTime() + CHARGE_TTL_MS).toISOString(),
        failure_code: null,
        failure_message: null,
        metadata: body.metadata ?? {},
        source: {
          object: 'source',
          id: sourceId,
          livemode: false,
          location: `/sources/${sourceId}`,
          type: 'promptpay',
          flow: 'offline',
          amount: body.amount!,
          currency: 'THB',
          charge_status: 'pending',
          scannable_code: {
            object: 'barcode',
            type: 'qr',
            image: {
              object: 'document',
              id: docId,
              livemode: false,
              location: `/charges/${chargeId}/documents/${docId}`,
              filename: 'qrcode.svg',
              kind: 'qr',
              download_uri: `${base}/charges/${chargeId}/documents/${docId}/downloads/qr.svg`,
              created_at: now.toISOString(),
            },
          },
          created_at: now.toISOString(),
        },
        created_at: now.toISOString(),
      };
      // The QR pays Opn (its own biller), never the merchant's PromptPay id.
      qrPayloads.set(chargeId, generatePromptPayPayload('0994000165501', { amount: body.amount! / 100 }));
      charges.set(chargeId, charge);
      if (key) byIdempotencyKey.set(key, chargeId);
      return c.json(charge);
    })
    .get('/charges/:id', async (c) => {
      const charge = charges.get(c.req.param('id'));
      if (!charge) return c.json(error('not_found', 'charge was not found'), 404);
      await lazilyExpire(charge);
      return c.json(charge);
    })
    .get('/events/:id', (c) => {
      const event = events.get(c.req.param('id'));
      return event ? c.json(event) : c.json(error('not_found', 'event was not found'), 404);
    })
    .post('/charges/:id/mark_as_paid', async (c) => {
      const charge = charges.get(c.req.param('id'));
      if (!charge) return c.json(error('not_found', 'charge was not found'), 404);
      await lazilyExpire(charge);
      if (charge.status !== 'pending') return c.json(error('failed_capture', `charge is ${charge.status}`), 400);
      settle(charge, 'successful');
      await emit('charge.complete', charge);
      return c.json(charge);
    })
    // https://docs.opn.ooo/recipients-api: new recipients are unverified; test mode verifies at once here.
    .post('/recipients', async (c) => {
      const k = key(c);
      if (k && byRecipientKey.has(k)) return c.json(recipients.get(byRecipientKey.get(k)!)!);
      const body = (await c.req.json().catch(() => null)) as { name?: string; email?: string; type?: string; bank_account?: { brand?: string; number?: string; name?: string } } | null;
      if (!body?.name || !body.bank_account?.brand || !body.bank_account.number || !body.bank_account.name) return c.json(error('invalid_recipient', 'name and bank account are required'), 400);
      if (body.type !== 'individual' && body.type !== 'corporation') return c.json(error('invalid_recipient', 'type is not one of individual, corporation'), 400);
      const recipientId = id('recp');
      const recipient: Recipient = {
        object: 'recipient',
        id: recipientId,
        livemode: false,
        location: `/recipients/${recipientId}`,
        verified: true,
        active: true,
        name: body.name,
        email: body.email ?? null,
        type: body.type,
        bank_account: { object: 'bank_account', brand: body.bank_account.brand, last_digits: body.bank_account.number.slice(-4), name: body.bank_account.name },
        failure_code: null,
        created_at: new Date().toISOString(),
      };
      recipients.set(recipientId, recipient);
      if (k) byRecipientKey.set(k, recipientId);
      return c.json(recipient);
    })
    .get('/recipients/:id', (c) => {
      const recipient = recipients.get(c.req.param('id'));
      return recipient ? c.json(recipient) : c.json(error('not_found', 'recipient was not found'), 404);
    })
    .post('/transfers', async (c) => {
      const k = key(c);
      if (k && byTransferKey.has(k)) return c.json(transfers.get(byTransferKey.get(k)!)!);
      const body = (await c.req.json().catch(() => null)) as { amount?: number; recipient?: string; metadata?: Record<string, string> } | null;
      const recipient = body?.recipient ? recipients.get(body.recipient) : undefined;
      if (!recipient) return c.json(error('not_found', 'recipient was not found'), 404);
      if (!recipient.verified || !recipient.active) return c.json(error('failed_transfer', 'recipient is not verified or not active'), 400);
      if (!Number.isInteger(body!.amount) || body!.amount! < 3_000) return c.json(error('invalid_amount', 'amount must be at least 3000'), 400);
      const transferId = id('trsf');
      const transfer: Transfer = {
        object: 'transfer',
        id: transferId,
        livemode: false,
        location: `/transfers/${transferId}`,
        recipient: recipient.id,
        amount: body!.amount!,
        currency: 'THB',
        fee: 0,
        sent: false,
        paid: false,
        sent_at: null,
        paid_at: null,
        failure_code: null,
        failure_message: null,
        metadata: body!.metadata ?? {},
        created_at: new Date().toISOString(),
      };
      transfers.set(transferId, transfer);
      if (k) byTransferKey.set(k, transferId);
      await emit('transfer.create', transfer);
      return c.json(transfer);
    })
    .get('/transfers/:id', (c) => {
      const transfer = transfers.get(c.req.param('id'));
      return transfer ? c.json(transfer) : c.json(error('not_found', 'transfer was not found'), 404);
    })
    // Test mode: a transfer is marked sent, then paid (or it fails, e.g. the account was closed).
    .post('/transfers/:id/mark_as_sent', async (c) => {
      const transfer = transfers.get(c.req.param('id'));
      if (!transfer) return c.json(error('not_found', 'transfer was not found'), 404);
      if (transfer.sent || transfer.failure_code) return c.json(error('failed_transfer', 'transfer was already sent'), 400);
      Object.assign(transfer, { sent: true, sent_at: new Date().toISOString() });
      await emit('transfer.send', transfer);
      return c.json(transfer);
    })
    .post('/transfers/:id/mark_as_paid', async (c) => {
      const transfer = transfers.get(c.req.param('id'));
      if (!transfer) return c.json(error('not_found', 'transfer was not found'), 404);
      if (!transfer.sent || transfer.paid || transfer.failure_code) return c.json(error('failed_transfer', 'transfer is not sent'), 400);
      Object.assign(transfer, { paid: true, paid_at: new Date().toISOString() });
      await emit('transfer.pay', transfer);
      return c.json(transfer);
    })
    .post('/transfers/:id/mark_as_failed', async (c) => {
      const transfer = transfers.get(c.req.param('id'));
      if (!transfer) return c.json(error('not_found', 'transfer was not found'), 404);
      if (transfer.paid || transfer.failure_code) return c.json(error('failed_transfer', 'transfer is already final'), 400);
      Object.assign(transfer, { failure_code: 'account_closed', failure_message: 'the bank account is closed' });
      await emit('transfer.fail', transfer);
      return c.json(transfer);
    })
    .post('/charges/:id/mark_as_failed', async (c) => {
      const charge = charges.get(c.req.param('id'));
      if (!charge) return c.json(error('not_found', 'charge was not found'), 404);
      if (charge.status !== 'pending') return c.json(error('failed_capture', `charge is ${charge.status}`), 400);
      settle(charge, 'failed', { code: 'payment_rejected', message: 'payment was rejected' });
      await emit('charge.complete', charge);
      return c.json(charge);
    });

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    charges,
    recipients,
    transfers,
    events,
    control,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    expireCharge: async (chargeId) => {
      const charge = charges.get(chargeId);
      if (!charge) return undefined;
      charge.expires_at = new Date(Date.now() - 1000).toISOString();
      await lazilyExpire(charge);
      return charge;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
