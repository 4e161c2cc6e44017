import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { eq, sql } from 'drizzle-orm';
import { signWebhook } from '#server/payments/opn-gateway';
import { payments } from '#server/db/schema/money';
import { auditLog } from '#server/db/schema/auth';
import { datesFrom, publishedCampaign } from './campaigns-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
}, 120_000);
afterAll(() => server.close());

let address = 0;
const browser = () => new Client(server, { ip: `198.51.100.${(++address % 250) + 1}` });
async function signIn(email: string, path = '/sv_authauth/marketer/authen/') {
  const client = browser();
  const response = await client.post(path, { email, password: demoPassword });
  expect(response.status).toBe(200);
  return { client, uuid: response.json.uuid as string };
}
const key = () => `test-${randomUUID()}`;

async function topUp(client: Client, uuid: string, amount: number, method = 'promptpay', idempotencyKey = key()) {
  return client.post(`/api/credits/marketers/${uuid}/topups`, { amount, method }, { 'idempotency-key': idempotencyKey });
}
/** The QR is paid at the local gateway, which sends its signed webhook to the app. */
async function pay(client: Client, paymentId: string) {
  const paid = await client.post(`/dev/gateway/payments/${paymentId}/pay`);
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  return paid.json;
}

describe('buying credit by PromptPay through the gateway', () => {
  it('creates an Opn charge with a promptpay source, shows the QR Opn returned (never a self-drawn one), then credits it on the signed webhook', async () => {
    const { client, uuid } = await signIn('brand@kolify.test');
    const before = (await client.get(`/api/credits/marketers/${uuid}/total`)).json;
    const created = await topUp(client, uuid, 150_000);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json).toMatchObject({ amount: 150_000, vat: 10_500, total: 160_500, currency: 'THB', status: 'pending', method: 'promptpay', localGateway: true });
    // No QR of Kolify's own: a payment to the company's PromptPay id is invisible to Opn.
    expect(created.json).toMatchObject({ promptpayPayload: null, qrSvg: null });
    // https://docs.opn.ooo/charges-api and https://docs.opn.ooo/promptpay: the charge's source carries the QR.
    const charge = server.deps.localGateway!.charges.get(await chargeOf(created.json.id))!;
    expect(charge).toMatchObject({ object: 'charge', status: 'pending', amount: 160_500, currency: 'THB', paid: false, source: { object: 'source', type: 'promptpay', flow: 'offline', scannable_code: { object: 'barcode', type: 'qr', image: { object: 'document' } } } });
    expect(created.json.qrImageUrl).toBe(`/api/credits/marketers/${uuid}/payments/${created.json.id}/qr`);
    expect(Date.parse(created.json.expiresAt)).toBe(Date.parse(charge.expires_at!));
    // The image Kolify serves is the gateway's own (source.scannable_code.image.download_uri).
    const image = await client.get(created.json.qrImageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    const original = await fetch(charge.source!.scannable_code!.image.download_uri).then((r) => r.text());
    expect(image.text).toBe(original);
    // Another marketer cannot read it.
    const other = await signIn('agency@kolify.test');
    expect((await other.client.get(created.json.qrImageUrl)).status).toBe(404);
    const paid = await pay(client, created.json.id);
    expect(paid).toMatchObject({ status: 'paid', qrSvg: null, qrImageUrl: null });
    expect((await client.get(created.json.qrImageUrl)).status).toBe(404);
    const after = (await client.get(`/api/credits/marketers/${uuid}/total`)).json;
    expect(after.available - before.available).toBe(150_000);
    const lot = after.lots.find((l: { amount: number; remaining: number }) => l.amount === 150_000);
    const days = (Date.parse(lot.expiresAt) - server.deps.now().getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
  });

  it('replays the same Idempotency-Key and body, refuses another body (422) and a missing key (400)', async () => {
    const { client, uuid } = await signIn('agency@kolify.test');
    const k = key();
    const first = await topUp(client, uuid, 100_000, 'promptpay', k);
    const again = await topUp(client, uuid, 100_000, 'promptpay', k);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json.id).toBe(first.json.id);
    const other = await topUp(client, uuid, 200_000, 'promptpay', k);
    expect(other.status).toBe(422);
    expect(other.headers.get('content-type')).toMatch(/problem\+json/);
    expect(other.json.type).toBe('idempotency_key_reused');
    const missing = await client.post(`/api/credits/marketers/${uuid}/topups`, { amount: 100_000, method: 'promptpay' });
    expect(missing.status).toBe(400);
    expect(missing.json.errors[0].path).toBe('Idempotency-Key');
  });

  it('refuses less than 1,000 THB, non-integers and unknown methods with a problem naming the field', async () => {
    const { client, uuid } = await signIn('brand@kolify.test');
    for (const [body, message] of [
      [{ amount: 99_999, method: 'promptpay' }, 'amount_too_small'],
      [{ amount: 100_000.5, method: 'promptpay' }, 'amount_invalid'],
      [{ amount: 100_000, method: 'cash' }, 'method_invalid'],
    ] as const) {
      const response = await client.post(`/api/credits/marketers/${uuid}/topups`, body, { 'idempotency-key': key() });
      expect(response.status).toBe(400);
      expect(response.json.errors.map((e: { message: string }) => e.message)).toContain(message);
    }
  });

  it('answers 404 for another marketer’s id, 401 signed out, 403 for an influencer', async () => {
    const { client } = await signIn('brand@kolify.test');
    const other = await signIn('agency@kolify.test');
    expect((await client.get(`/api/credits/marketers/${other.uuid}/total`)).status).toBe(404);
    expect((await topUp(client, other.uuid, 100_000)).status).toBe(404);
    expect((await client.get(`/api/credits/marketers/${other.uuid}/statement`)).status).toBe(404);
    expect((await client.get(`/api/credits/marketers/${other.uuid}/expired`)).status).toBe(404);
    expect((await client.get(`/api/packages/marketers/${other.uuid}/balance`)).status).toBe(404);
    expect((await client.get(`/api/credits/marketers/not-a-uuid/total`)).status).toBe(404);
    // Another marketer's payment is not found either.
    const theirs = await topUp(other.client, other.uuid, 100_000);
    expect((await client.get(`/api/credits/marketers/${other.uuid}/payments/${theirs.json.id}`)).status).toBe(404);
    expect((await client.post(`/dev/gateway/payments/${theirs.json.id}/pay`)).status).toBe(404);
    expect((await browser().get(`/api/credits/marketers/${other.uuid}/total`)).status).toBe(401);
    const influencer = browser();
    await influencer.post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', password: demoPassword });
    expect((await influencer.get(`/api/credits/marketers/${other.uuid}/total`)).status).toBe(403);
    expect((await influencer.get('/api/marketers/alert-credits-package-before-expire')).status).toBe(403);
  });
});

const chargeOf = async (paymentId: string) => {
  const [row] = await server.database.db.select({ chargeId: payments.chargeId }).from(payments).where(eq(payments.id, paymentId));
  return row!.chargeId!;
};

describe('the gateway webhook', () => {
  const secret = () => server.config.gateway.webhookSecret;
  const send = (body: string, headers: Record<string, string>) =>
    fetch(`${server.url}/api/payments/webhooks/opn`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then(async (r) => ({ status: r.status, json: await r.json() }));

  it('refuses a forged signature, an old timestamp and a replayed event; credits nothing for them', async () => {
    const { client, uuid } = await signIn('brand@kolify.test');
    const created = await topUp(client, uuid, 100_000);
    const chargeId = await chargeOf(created.json.id);
    const charge = server.deps.localGateway!.charges.get(chargeId)!;
    Object.assign(charge, { status: 'successful', paid: true });
    const event = JSON.stringify({ object: 'event', id: `evnt_${randomUUID()}`, key: 'charge.complete', data: { object: 'charge', id: chargeId } });
    const now = Math.floor(Date.now() / 1000);
    const forged = await send(event, { 'omise-signature': signWebhook(Buffer.from('not-the-secret').toString('base64'), now, event), 'omise-signature-timestamp': String(now) });
    expect(forged.status).toBe(401);
    const old = await send(event, { 'omise-signature': signWebhook(secret(), now - 3600, event), 'omise-signature-timestamp': String(now - 3600) });
    expect(old.status).toBe(401);
    expect((await send(event, {})).status).toBe(401);
    expect((await client.get(`/api/credits/marketers/${uuid}/payments/${created.json.id}`)).json.status).toBe('pending');
    const good = await send(event, { 'omise-signature': signWebhook(secret(), now, event), 'omise-signature-timestamp': String(now) });
    expect(good).toEqual({ status: 200, json: { result: 'confirmed' } });
    // A duplicate answers 200 (a 409 would make Opn retry it) and moves nothing.
    const replay = await send(event, { 'omise-signature': signWebhook(secret(), now, event), 'omise-signature-timestamp': String(now) });
    expect(replay).toEqual({ status: 200, json: { result: 'duplicate' } });
    const total = (await client.get(`/api/credits/marketers/${uuid}/statement?kind=topup`)).json;
    expect(total.data.filter((row: { reference: string }) => row.reference === `payment:${created.json.id}`)).toHaveLength(1);
  });

  it('ignores a signed event whose charge the gateway does not say is paid', async () => {
    const { client, uuid } = await signIn('brand@kolify.test');
    const created = await topUp(client, uuid, 100_000);
    const chargeId = await chargeOf(created.json.id);
    const event = JSON.stringify({ object: 'event', id: `evnt_${randomUUID()}`, key: 'charge.complete', data: { object: 'charge', id: chargeId, status: 'successful' } });
    const now = Math.floor(Date.now() / 1000);
    const response = await send(event, { 'omise-signature': signWebhook(secret(), now, event), 'omise-signature-timestamp': String(now) });
    expect(response).toEqual({ status: 200, json: { result: 'ignored' } });
    expect((await client.get(`/api/credits/marketers/${uuid}/payments/${created.json.id}`)).json.status).toBe('pending');
  });
});

describe('the gateway as Opn answers (https://docs.opn.ooo/promptpay, https://docs.opn.ooo/api-errors)', () => {
  const paymentsOf = async (marketerId: string) => (await server.database.db.select({ id: payments.id }).from(payments).where(eq(payments.marketerId, marketerId))).length;

  it('refuses a PromptPay total over Opn’s 150,000 THB with a 422 naming the limit before asking Opn; a bank transfer of it is fine', async () => {
    const { client, uuid } = await signIn('agency@kolify.test');
    const charges = server.deps.localGateway!.charges.size;
    const before = await paymentsOf(uuid);
    // 140,200 THB + 7 % VAT = 150,014 THB: over the limit by the VAT.
    const over = await topUp(client, uuid, 14_020_000);
    expect(over.status).toBe(422);
    expect(over.headers.get('content-type')).toMatch(/problem\+json/);
    expect(over.json).toMatchObject({ type: 'gateway_limit', errors: [{ path: 'amount', message: 'amount_above_gateway_max' }] });
    expect(over.json.detail).toMatch(/150,000\.00 THB/);
    expect(server.deps.localGateway!.charges.size).toBe(charges);
    expect(await paymentsOf(uuid)).toBe(before);
    // 140,000 THB + VAT = 149,800 THB: within.
    expect((await topUp(client, uuid, 14_000_000)).status).toBe(201);
    expect((await topUp(client, uuid, 14_020_000, 'bank_transfer')).status).toBe(201);
  });

  it('answers problem+json when Opn refuses (502) or does not answer (503), and writes nothing', async () => {
    const { client, uuid } = await signIn('agency@kolify.test');
    const before = await paymentsOf(uuid);
    const control = server.deps.localGateway!.control;
    // The error object of https://docs.opn.ooo/api-errors.
    control.nextError = { status: 400, code: 'invalid_charge', message: 'amount must be at least 2000' };
    const refused = await topUp(client, uuid, 100_000);
    expect(refused.status).toBe(502);
    expect(refused.headers.get('content-type')).toMatch(/problem\+json/);
    expect(refused.json).toMatchObject({ type: 'payment_provider_refused' });
    expect(refused.json.detail).toMatch(/invalid_charge/);
    control.nextError = 'unreachable';
    const down = await topUp(client, uuid, 100_000);
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ type: 'payment_provider_unreachable' });
    expect(await paymentsOf(uuid)).toBe(before);
    // The same request once Opn answers again goes through.
    expect((await topUp(client, uuid, 100_000)).status).toBe(201);
  });

  it('a lost webhook loses no money: the poll job asks GET /charges/{id} and credits the payment', async () => {
    const { client, uuid } = await signIn('brand@kolify.test');
    const gateway = server.deps.localGateway!;
    const created = await topUp(client, uuid, 110_000);
    const chargeId = await chargeOf(created.json.id);
    const before = (await client.get(`/api/credits/marketers/${uuid}/total`)).json.available;
    gateway.control.dropWebhooks = true;
    try {
      const marked = await fetch(`${gateway.url}/charges/${chargeId}/mark_as_paid`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from(`${server.config.gateway.secretKey}:`).toString('base64')}` } });
      expect((await marked.json()).status).toBe('successful');
    } finally {
      gateway.control.dropWebhooks = false;
    }
    expect((await client.get(`/api/credits/marketers/${uuid}/payments/${created.json.id}`)).json.status).toBe('pending');
    // The first poll is due 15 s after the charge was made.
    await server.clock.setTime(server.deps.now().getTime() + 16_000);
    await server.deps.queue.runDue();
    await expect.poll(async () => (await client.get(`/api/credits/marketers/${uuid}/payments/${created.json.id}`)).json.status, { timeout: 10_000 }).toBe('paid');
    expect((await client.get(`/api/credits/marketers/${uuid}/total`)).json.available - before).toBe(110_000);
  });

  it('an expired charge marks the payment expired (charge.expire webhook) and e-mails the marketer; it can no longer be paid', async () => {
    const { client, uuid } = await signIn('individual@kolify.test');
    const created = await topUp(client, uuid, 130_000);
    const chargeId = await chargeOf(created.json.id);
    const expired = await server.deps.localGateway!.expireCharge(chargeId);
    expect(expired).toMatchObject({ status: 'expired', expired: true, paid: false, failure_code: 'payment_expired' });
    const payment = (await client.get(`/api/credits/marketers/${uuid}/payments/${created.json.id}`)).json;
    expect(payment).toMatchObject({ status: 'expired', qrImageUrl: null, localGateway: false });
    await server.deps.queue.runDue();
    await expect
      .poll(async () => ((await client.get('/dev/outbox.json?to=individual%40kolify.test')).json.messages as { subject: string; body: string }[]).find((message) => /1,391\.00/.test(message.body)), { timeout: 10_000 })
      .toBeTruthy();
    expect((await client.post(`/dev/gateway/payments/${created.json.id}/pay`)).status).toBe(409);
  });

  it('a failed charge (test mode mark_as_failed) marks the payment failed and credits nothing', async () => {
    const { client, uuid } = await signIn('brand@kolify.test');
    const created = await topUp(client, uuid, 100_000);
    const chargeId = await chargeOf(created.json.id);
    const before = (await client.get(`/api/credits/marketers/${uuid}/total`)).json.available;
    await fetch(`${server.deps.localGateway!.url}/charges/${chargeId}/mark_as_failed`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from(`${server.config.gateway.secretKey}:`).toString('base64')}` } });
    await expect.poll(async () => (await client.get(`/api/credits/marketers/${uuid}/payments/${created.json.id}`)).json.status, { timeout: 10_000 }).toBe('failed');
    expect((await client.get(`/api/credits/marketers/${uuid}/total`)).json.available).toBe(before);
  });
});

describe('bank transfer confirmed by staff, the payments queue', () => {
  it('lists the pending transfer, confirms it once (logged with who and when), refuses a marketer and a second confirm', async () => {
    const { client, uuid } = await signIn('agency@kolify.test');
    const created = await topUp(client, uuid, 300_000, 'bank_transfer');
    // The manual method keeps the self-drawn QR to the company's PromptPay id (labelled so on screen); no gateway charge.
    expect(created.json).toMatchObject({ method: 'bank_transfer', qrImageUrl: null });
    // EMVCo: payload format 01, PromptPay AID, THB (764), amount 3210.00, CRC last.
    expect(created.json.promptpayPayload).toMatch(/^000201010212.*A000000677010111.*5303764.*54073210\.00.*6304[0-9A-F]{4}$/);
    expect(created.json.qrSvg).toMatch(/^<svg/);
    expect(await chargeOf(created.json.id).catch(() => null)).toBeNull();
    const staff = await signIn('admin@kolify.test', '/sv_authauth/admin/signin');
    const queue = await staff.client.get('/api/admin/payments?status=pending');
    expect(queue.json.data.map((p: { id: string }) => p.id)).toContain(created.json.id);
    expect((await client.get('/api/admin/payments')).status).toBe(403);
    expect((await staff.client.get('/api/admin/payments?status=lost')).status).toBe(400);
    const before = (await client.get(`/api/credits/marketers/${uuid}/total`)).json.available;
    const confirm = await staff.client.post(`/api/admin/payments/${created.json.id}/actions`, { action: 'confirm' }, { 'idempotency-key': key() });
    expect(confirm.status, JSON.stringify(confirm.json)).toBe(200);
    expect((await client.get(`/api/credits/marketers/${uuid}/total`)).json.available - before).toBe(300_000);
    const again = await staff.client.post(`/api/admin/payments/${created.json.id}/actions`, { action: 'confirm' }, { 'idempotency-key': key() });
    expect(again.status).toBe(409);
    const paid = await staff.client.get('/api/admin/payments?status=paid');
    const row = paid.json.data.find((p: { id: string }) => p.id === created.json.id);
    expect(row.events.map((e: { action: string; actorEmail: string | null }) => [e.action, e.actorEmail])).toEqual([
      ['created', null],
      ['confirmed_by_staff', 'admin@kolify.test'],
    ]);
    // Issue 15: the confirmation is in the audit log once; the refused second one rolled its row back.
    const audited = await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, created.json.id));
    expect(audited.map((entry) => [entry.action, entry.actorEmail, entry.before])).toEqual([['payment.confirm', 'admin@kolify.test', { status: 'pending', amountMinor: 300_000 }]]);
    expect((await staff.client.post(`/api/admin/payments/${randomUUID()}/actions`, { action: 'confirm' }, { 'idempotency-key': key() })).status).toBe(404);
  });

  it('refunds an untouched top-up: the credit leaves, the statement shows it', async () => {
    const { client, uuid } = await signIn('agency@kolify.test');
    const created = await topUp(client, uuid, 100_000, 'bank_transfer');
    const staff = await signIn('admin@kolify.test', '/sv_authauth/admin/signin');
    await staff.client.post(`/api/admin/payments/${created.json.id}/actions`, { action: 'confirm' }, { 'idempotency-key': key() });
    const before = (await client.get(`/api/credits/marketers/${uuid}/total`)).json.available;
    const refund = await staff.client.post(`/api/admin/payments/${created.json.id}/actions`, { action: 'refund' }, { 'idempotency-key': key() });
    expect(refund.status, JSON.stringify(refund.json)).toBe(200);
    expect(before - (await client.get(`/api/credits/marketers/${uuid}/total`)).json.available).toBe(100_000);
  });
});

describe('expiry, the alert and Marketer/expired (job queue, test clock)', () => {
  it('alerts 30 days before (banner and e-mail), expires after 365 days, lists what expired', async () => {
    const { client, uuid } = await signIn('individual@kolify.test');
    const created = await topUp(client, uuid, 120_000);
    await pay(client, created.json.id);
    expect((await client.get('/api/marketers/alert-credits-package-before-expire')).json.alert).toBe(false);
    await server.clock.setTime(server.deps.now().getTime() + 336 * 86_400_000);
    await server.deps.queue.runDue();
    const alert = (await client.get('/api/marketers/alert-credits-package-before-expire')).json;
    expect(alert).toMatchObject({ alert: true, credit: { amount: 120_000 } });
    const outbox = (await client.get('/dev/outbox.json?to=individual%40kolify.test')).json.messages;
    expect(outbox[0].body).toMatch(/1,200\.00/);
    await server.clock.setTime(server.deps.now().getTime() + 30 * 86_400_000);
    await server.deps.queue.runDue();
    const total = (await client.get(`/api/credits/marketers/${uuid}/total`)).json;
    expect(total.lots.find((l: { amount: number }) => l.amount === 120_000)).toBeUndefined();
    const expired = (await client.get(`/api/credits/marketers/${uuid}/expired`)).json.data;
    expect(expired[0]).toMatchObject({ amount: 120_000, expiredAmount: 120_000 });
    const statement = (await client.get(`/api/credits/marketers/${uuid}/statement?kind=expire`)).json.data;
    expect(statement[0]).toMatchObject({ kind: 'expire', amount: -120_000 });
  });

  // Decision 086: a top-up queues one job per lot (the alert); the alert queues the expiry when it
  // runs. Each still happens once, at its time: nothing a minute before, once after, nothing more
  // when the queue runs again.
  it('a top-up queues the alert alone; the alert queues the expiry; each runs once at its time', async () => {
    const { client, uuid } = await signIn('agency@kolify.test');
    const created = await topUp(client, uuid, 131_000);
    await pay(client, created.json.id);
    const lot = (await client.get(`/api/credits/marketers/${uuid}/total`)).json.lots.find((row: { amount: number }) => row.amount === 131_000) as { id: number; expiresAt: string };
    const expiresAt = Date.parse(lot.expiresAt);
    const alertAt = expiresAt - 30 * 86_400_000;
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const jobs = async () =>
      (await rows<{ name: string; at: string | number }>(sql`select name, (extract(epoch from start_after) * 1000)::bigint as at from pgboss.job where singleton_key = ${`lot:${lot.id}`} order by name`)).map((job) => [job.name, Number(job.at)]);
    const state = async () => (await rows<{ alerted: boolean; expired: boolean }>(sql`select alerted_at is not null as alerted, expired_at is not null as expired from credit_lots where id = ${lot.id}`))[0];
    const mails = async () => ((await client.get('/dev/outbox.json?to=agency%40kolify.test')).json.messages as { body: string }[]).filter((message) => /1,310\.00/.test(message.body)).length;
    const expiries = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from ledger_postings where kind = 'expire' and reference = ${`lot:${lot.id}`}`))[0]!.n;
    expect(await jobs()).toEqual([['credits.alert-lot', alertAt]]);

    await server.clock.setTime(alertAt - 60_000);
    await server.deps.queue.runDue();
    expect(await state()).toEqual({ alerted: false, expired: false });
    expect(await jobs()).toEqual([['credits.alert-lot', alertAt]]);
    await server.clock.setTime(alertAt + 1_000);
    await server.deps.queue.runDue();
    await server.deps.queue.runDue();
    expect(await state()).toEqual({ alerted: true, expired: false });
    expect(await mails()).toBe(1);
    expect(await jobs()).toEqual([
      ['credits.alert-lot', alertAt],
      ['credits.expire-lot', expiresAt],
    ]);

    await server.clock.setTime(expiresAt - 60_000);
    await server.deps.queue.runDue();
    expect(await state()).toEqual({ alerted: true, expired: false });
    await server.clock.setTime(expiresAt + 1_000);
    await server.deps.queue.runDue();
    await server.deps.queue.runDue();
    expect(await state()).toEqual({ alerted: true, expired: true });
    expect(await expiries()).toBe(1);
    expect(await mails()).toBe(1);
  });
});

describe('packages', () => {
  it('buys a published package: slots and 180-day validity once paid; unknown slug 404', async () => {
    const { client, uuid } = await signIn('brand@kolify.test');
    const bought = await client.post(`/api/packages/marketers/${uuid}/purchases`, { slug: 'micro-starter', method: 'promptpay' }, { 'idempotency-key': key() });
    expect(bought.status, JSON.stringify(bought.json)).toBe(201);
    expect(bought.json).toMatchObject({ purpose: 'package', packageSlug: 'micro-starter', amount: 12_900_00, vat: 903_00, total: 13_803_00 });
    await pay(client, bought.json.id);
    const balance = (await client.get(`/api/packages/marketers/${uuid}/balance?locale=en`)).json.data;
    const mine = balance.find((p: { slug: string }) => p.slug === 'micro-starter');
    expect(mine).toMatchObject({ slots: 5, slotsRemaining: 5, expired: false });
    expect(Math.round((Date.parse(mine.expiresAt) - server.deps.now().getTime()) / 86_400_000)).toBe(180);
    expect((await client.post(`/api/packages/marketers/${uuid}/purchases`, { slug: 'no-such-package', method: 'promptpay' }, { 'idempotency-key': key() })).status).toBe(404);
    expect((await client.post(`/api/packages/marketers/${uuid}/purchases`, { slug: '', method: 'promptpay' }, { 'idempotency-key': key() })).status).toBe(400);
  });
});

describe('the statement', () => {
  it('pages with a keyset cursor, filters by kind and date, exports CSV and a PDF', async () => {
    const { client, uuid } = await signIn('agency@kolify.test');
    for (let i = 0; i < 3; i += 1) await pay(client, (await topUp(client, uuid, 100_000 + i)).json.id);
    const first = (await client.get(`/api/credits/marketers/${uuid}/statement?kind=topup&limit=2`)).json;
    expect(first.data).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = (await client.get(`/api/credits/marketers/${uuid}/statement?kind=topup&limit=2&cursor=${first.nextCursor}`)).json;
    expect(second.data[0].id).toBeLessThan(first.data[1].id);
    // Running balance: each row's balance is the next older row's balance plus its amount.
    expect(first.data[0].balance).toBe(first.data[1].balance + first.data[0].amount);
    expect((await client.get(`/api/credits/marketers/${uuid}/statement?from=2000-01-01&to=2000-01-31`)).json.data).toEqual([]);
    expect((await client.get(`/api/credits/marketers/${uuid}/statement?kind=steal`)).status).toBe(400);
    expect((await client.get(`/api/credits/marketers/${uuid}/statement?from=yesterday`)).status).toBe(400);
    const csv = await client.get(`/api/credits/marketers/${uuid}/statement?format=csv`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    // (fetch's text() drops the byte-order mark that tells spreadsheets the file is UTF-8.)
    expect(csv.text.split('\r\n')[0]).toBe('"date","kind","account","campaign","influencer","reference","amount","balance","slots"');
    expect(csv.text).toMatch(/"topup","available","","","payment:[^"]+","1000\.02"/);
    const pdf = await fetch(`${server.url}/api/credits/marketers/${uuid}/statement?format=pdf&locale=th`, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The Thai font is embedded in the file.
    expect(bytes.toString('latin1')).toMatch(/FontFile2|FontFile3/);
  });

  it('names the campaign of a reservation on its line (issue 32)', async () => {
    const { client, uuid } = await signIn('individual@kolify.test');
    await pay(client, (await topUp(client, uuid, 100_000)).json.id);
    const name = `Statement names me ${randomUUID().slice(0, 8)}`;
    // Dated by the server's clock, which earlier tests in this file move forward.
    const campaign = await publishedCampaign(client, { name, visibility: 'invite_only', influencerCount: 1, pricePerInfluencerMinor: 50_000, ...datesFrom(server.deps.now()) });
    const reserve = (await client.get(`/api/credits/marketers/${uuid}/statement?kind=reserve`)).json.data.find((row: { reference: string }) => row.reference === `campaign:${campaign.id}`);
    expect(reserve.campaign).toMatchObject({ name });
    // A top-up belongs to no campaign.
    const topup = (await client.get(`/api/credits/marketers/${uuid}/statement?kind=topup`)).json.data[0];
    expect(topup.campaign).toBeNull();
  });

  it('the dashboard carries credit, packages and 12 months of spend', async () => {
    const { client, uuid } = await signIn('brand@kolify.test');
    await pay(client, (await topUp(client, uuid, 100_000)).json.id);
    const dashboard = (await client.get('/api/marketers/dashboard')).json;
    expect(dashboard.money.byMonth).toHaveLength(12);
    expect(dashboard.money.available).toBeGreaterThanOrEqual(100_000);
    expect(dashboard.money.byMonth.at(-1).bought).toBeGreaterThanOrEqual(100_000);
    expect(dashboard.money.packages.active).toBeGreaterThanOrEqual(1);
    expect(dashboard.credit.balance).toBe(dashboard.money.available);
  });
});
