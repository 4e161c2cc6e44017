import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { EventObject } from 'xstate';
import { paymentMachine, type PaymentEvent } from '#machines/lifecycles/payment.machine';
import { creditLots, paymentEvents, payments } from '#server/db/schema/money';
import { transitionPaths } from '../model/harness';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { signInAs } from './campaigns-helpers';
import { moneyOf } from './campaigns-money';

/**
 * The payment lifecycle's generated paths (decision 050) replayed over HTTP: a PromptPay top-up
 * the gateway confirms, fails or expires (its signed webhook, read back from the local gateway),
 * staff cancel or refund. After every step the stored status is the machine's, the marketer's
 * credit holds the amount exactly while the payment is paid, and the payment's event log grew by
 * one. Every event the machine refuses in that state leaves the row, the log and the money as
 * they were: staff are answered 409 illegal_transition naming the state and the event; the
 * gateway's late word (a webhook) is taken and ignored, never a 409 Opn would retry.
 */
let server: TestServer;
let staff: Client;
let marketer: { client: Client; id: string };
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  marketer = await signInAs(server, 'brand@kolify.test');
  staff = new Client(server, { ip: '198.51.100.15' });
  expect((await staff.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
}, 240_000);
afterAll(() => server?.close());

const amount = 100_000;
const events: PaymentEvent[] = [{ type: 'payment.confirm' }, { type: 'payment.fail' }, { type: 'payment.expire' }, { type: 'payment.cancel' }, { type: 'payment.refund' }];
const allowed = (status: string, event: PaymentEvent) => paymentMachine.resolveState({ value: status, context: { purpose: 'credit' } }).can(event);
/** The payment event each status is entered with. */
const loggedAs: Record<string, string> = { pending: 'created', paid: 'confirmed_by_gateway', failed: 'failed_at_gateway', expired: 'expired_at_gateway', cancelled: 'cancelled_by_staff', refunded: 'refunded_by_staff' };
const staffAction = { 'payment.confirm': 'confirm', 'payment.cancel': 'cancel', 'payment.refund': 'refund' } as const;

describe('payment paths over HTTP', () => {
  const { paths, edgeKinds } = transitionPaths(paymentMachine, { events: events as EventObject[], input: { purpose: 'credit' } });

  it('covers every transition between statuses', () => {
    expect([...edgeKinds].sort()).toEqual(['paid --payment.refund--> refunded', 'pending --payment.cancel--> cancelled', 'pending --payment.confirm--> paid', 'pending --payment.expire--> expired', 'pending --payment.fail--> failed']);
  });

  it('a package purchase cannot be refunded (the machine’s guard)', () => {
    expect(paymentMachine.resolveState({ value: 'paid', context: { purpose: 'package' } }).can({ type: 'payment.refund' })).toBe(false);
  });

  for (const path of paths) {
    const steps = path.steps.slice(1).map((step) => ({ event: step.event as PaymentEvent, status: String(step.state.value) }));
    it(`${steps.map((step) => step.event.type.slice('payment.'.length)).join(' → ')} ⇒ ${String(path.state.value)}`, async () => {
      const ids = { marketerId: marketer.id };
      const before = await moneyOf(server, ids);
      const created = await marketer.client.post(`/api/credits/marketers/${marketer.id}/topups`, { amount, method: 'promptpay' }, { 'idempotency-key': `test-${randomUUID()}` });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const id = created.json.id as string;
      const [{ chargeId }] = (await server.database.db.select({ chargeId: payments.chargeId }).from(payments).where(eq(payments.id, id))) as [{ chargeId: string }];
      const gateway = server.deps.localGateway!;
      const atGateway = (action: 'mark_as_paid' | 'mark_as_failed') =>
        fetch(`${gateway.url}/charges/${chargeId}/${action}`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from(`${server.config.gateway.secretKey}:`).toString('base64')}` } });

      /** One event as it really arrives: the gateway's (its signed webhook follows at once) or staff's request. */
      const request = async (event: PaymentEvent): Promise<{ by: 'gateway'; accepted: boolean } | { by: 'staff'; answer: Awaited<ReturnType<Client['post']>> }> => {
        if (event.type === 'payment.fail') return { by: 'gateway', accepted: (await atGateway('mark_as_failed')).ok };
        if (event.type === 'payment.confirm') return { by: 'gateway', accepted: (await atGateway('mark_as_paid')).ok };
        if (event.type === 'payment.expire') return { by: 'gateway', accepted: (await gateway.expireCharge(chargeId))?.status === 'expired' };
        return { by: 'staff', answer: await staff.post(`/api/admin/payments/${id}/actions`, { action: staffAction[event.type] }, { 'idempotency-key': `test-${randomUUID()}` }) };
      };
      const stored = async () => {
        const [row] = await server.database.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id));
        const log = await server.database.db.select({ action: paymentEvents.action }).from(paymentEvents).where(eq(paymentEvents.paymentId, id)).orderBy(asc(paymentEvents.id));
        const lots = await server.database.db.select({ remaining: creditLots.remaining }).from(creditLots).where(eq(creditLots.paymentId, id));
        return { status: row!.status, log: log.map((entry) => entry.action), lots: lots.map((lot) => lot.remaining) };
      };

      let log = ['created'];
      const check = async (status: string) => {
        const row = await stored();
        expect(row.status).toBe(status);
        expect(row.log).toEqual(log);
        // The credit is the marketer's exactly while the payment is paid; a refund takes it back whole.
        expect(row.lots).toEqual(status === 'paid' ? [amount] : status === 'refunded' ? [0] : []);
        const money = await moneyOf(server, ids);
        expect(money.available - before.available).toBe(status === 'paid' ? amount : 0);
        for (const event of events) {
          if (allowed(status, event)) continue;
          const refused = await request(event);
          if (refused.by === 'staff') {
            expect(refused.answer.status, `${event.type} in ${status}`).toBe(409);
            expect(refused.answer.headers.get('content-type')).toContain('application/problem+json');
            expect(refused.answer.json).toMatchObject({ type: 'illegal_transition', title: 'Not allowed in the current state', state: status, event: event.type });
          }
          expect(await stored(), `${event.type} in ${status}`).toEqual(row);
          expect((await moneyOf(server, ids)).available - before.available).toBe(status === 'paid' ? amount : 0);
        }
      };

      await check('pending');
      for (const step of steps) {
        const response = await request(step.event);
        if (response.by === 'staff') expect(response.answer.status, JSON.stringify(response.answer.json)).toBe(200);
        else expect(response.accepted, step.event.type).toBe(true);
        log = [...log, loggedAs[step.status]!];
        await check(step.status);
      }
    });
  }
});
