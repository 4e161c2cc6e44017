import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, ledgerPostings, outboxMessages, withdrawals } from '#server/db/schema/index';
import { balances, credit, debit, influencerAccount, platformAccount, post } from '#server/ledger/ledger';
import { signWebhook } from '#server/payments/opn-gateway';
import { sendTransfer, transferPollDelayMs } from '#server/services/payouts';
import { payoutJobs } from '#server/services/earnings';
import { sql } from 'drizzle-orm';
import { demoPassword, startTestServer, type Client, type TestServer } from './harness';
import { browser, idempotency, signInAs } from './campaigns-helpers';

/**
 * Issue 27: payouts by Opn transfer. Shapes from https://docs.opn.ooo/recipients-api and
 * https://docs.opn.ooo/transfers-api (`sent`, `paid`, `failure_code`, `failure_message`); events
 * from https://docs.opn.ooo/api-webhooks. The local gateway plays Opn's test mode (mark_as_sent,
 * mark_as_paid; mark_as_failed stands for the bank refusing).
 */
let server: TestServer;
let ploy: { client: Client; id: string };
let staff: Client;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true', OPN_PAYOUTS: 'transfer' });
  ploy = await signInAs(server, 'influencer@kolify.test');
  staff = browser(server);
  expect((await staff.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
  await server.database.db.delete(bankAccounts).where(eq(bankAccounts.influencerId, ploy.id));
  await server.database.db.insert(bankAccounts).values({ influencerId: ploy.id, bankCode: '004', accountNumber: '123-4-56789-0', accountName: 'พลอย ศรีสุข', holderType: 'individual', status: 'approve' });
  // 2,000 THB of earnings, as a completed job would leave them.
  await server.database.db.transaction((tx) =>
    post(tx, { kind: 'test.grant', reference: `payouts:${ploy.id}`, currency: 'THB', at: new Date(), entries: [debit(platformAccount('bank', 'THB'), 2_000_00), credit(influencerAccount(ploy.id, 'earnings_available', 'THB'), 2_000_00)] }),
  );
}, 240_000);
afterAll(() => server.close());

const available = async () => (await balances(server.database.db, [influencerAccount(ploy.id, 'earnings_available', 'THB')]))[0]!;
const mine = async (id: string) => ((await ploy.client.get(`/sv_influ_api/influ/withdraw/${ploy.id}`)).json.data as { id: string }[]).find((row) => row.id === id) as Record<string, unknown>;
const gatewayMove = (withdrawalId: string, action: string) => ploy.client.post(`/dev/gateway/withdrawals/${withdrawalId}/${action}`);

async function approvedWithTransfer(amount: number) {
  const asked = await ploy.client.post(`/sv_influ_api/influ/withdraw/${ploy.id}`, { amount }, idempotency());
  expect(asked.status, JSON.stringify(asked.json)).toBe(201);
  const approved = await staff.post(`/api/admin/withdrawals/${asked.json.id}/approve`);
  expect(approved.status, JSON.stringify(approved.json)).toBe(200);
  // The transfer job runs after the approval commits.
  await server.deps.queue.runDue();
  const [row] = await server.database.db.select().from(withdrawals).where(eq(withdrawals.id, asked.json.id));
  expect(row!.transferId).toMatch(/^trsf_test_/);
  return row!;
}

describe('an approved withdrawal is paid by an Opn transfer', () => {
  it('creates the recipient and one transfer of the net amount; sent then paid move it to complete with dates; staff see the transfer id', async () => {
    const before = await available();
    const row = await approvedWithTransfer(500_00);
    const gateway = server.deps.localGateway!;
    const transfer = gateway.transfers.get(row.transferId!)!;
    expect(transfer).toMatchObject({ object: 'transfer', amount: row.netMinor, currency: 'THB', sent: false, paid: false, metadata: { withdrawalId: row.id } });
    const recipient = gateway.recipients.get(transfer.recipient)!;
    expect(recipient).toMatchObject({ object: 'recipient', type: 'individual', name: 'พลอย ศรีสุข', bank_account: { object: 'bank_account', brand: 'kbank', last_digits: '7890' } });
    const [bank] = await server.database.db.select().from(bankAccounts).where(eq(bankAccounts.influencerId, ploy.id));
    expect(bank!.gatewayRecipientId).toBe(recipient.id);
    // A retried job (same Idempotency-Key) makes no second transfer.
    const transfers = gateway.transfers.size;
    await sendTransfer(server.deps, row.id);
    expect(gateway.transfers.size).toBe(transfers);
    // Held by its transfer: staff can no longer reject it or put it in a bank file.
    expect((await staff.post(`/api/admin/withdrawals/${row.id}/reject`, { reason: 'Changed my mind' }, idempotency())).status).toBe(409);
    expect((await staff.post('/api/admin/withdrawals/batches', { withdrawalIds: [row.id] }, idempotency())).status).toBe(409);
    const listed = ((await staff.get('/api/admin/withdrawals?status=approve')).json.data as { id: string; transferId: string }[]).find((w) => w.id === row.id);
    expect(listed?.transferId).toBe(row.transferId);

    expect((await gatewayMove(row.id, 'mark_as_sent')).status).toBe(200);
    expect(await mine(row.id)).toMatchObject({ status: 'sent', completedAt: null });
    expect((await mine(row.id)).sentAt).toBeTruthy();
    expect((await gatewayMove(row.id, 'mark_as_paid')).status).toBe(200);
    const paid = await mine(row.id);
    expect(paid).toMatchObject({ status: 'complete', failedAt: null });
    expect(paid.completedAt).toBeTruthy();
    // The net left the Opn balance; the gross left the influencer's withdrawing earnings; once.
    const payouts = await server.database.db.select().from(ledgerPostings).where(and(eq(ledgerPostings.kind, 'withdrawal.payout'), eq(ledgerPostings.reference, row.id)));
    expect(payouts).toHaveLength(1);
    expect(await available()).toBe(before - 500_00);
    const mails = await server.deps.queue.runDue().then(() => server.database.db.select().from(outboxMessages).where(eq(outboxMessages.destination, 'influencer@kolify.test')));
    expect(mails.some((mail) => mail.body.includes('is on its way') || mail.body.includes('ถูกส่งไปยังบัญชี'))).toBe(true);
  });

  it('a duplicate or replayed transfer webhook answers 200 and moves nothing', async () => {
    const event = [...server.deps.localGateway!.events.values()].find((e) => e.key === 'transfer.pay')!;
    const body = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);
    const response = await fetch(`${server.url}/api/payments/webhooks/opn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'omise-signature': signWebhook(server.config.gateway.webhookSecret, now, body), 'omise-signature-timestamp': String(now) },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: 'duplicate' });
  });

  it('a failed transfer returns the gross to the available earnings by a reversing posting and tells the influencer why', async () => {
    const before = await available();
    const row = await approvedWithTransfer(400_00);
    expect(await available()).toBe(before - 400_00);
    expect((await gatewayMove(row.id, 'mark_as_sent')).status).toBe(200);
    expect((await gatewayMove(row.id, 'mark_as_failed')).status).toBe(200);
    const failed = await mine(row.id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'the bank account is closed', completedAt: null });
    expect(failed.failedAt).toBeTruthy();
    expect(await available()).toBe(before);
    const [request] = await server.database.db.select().from(ledgerPostings).where(and(eq(ledgerPostings.kind, 'withdrawal.request'), eq(ledgerPostings.reference, row.id)));
    const [returned] = await server.database.db.select().from(ledgerPostings).where(and(eq(ledgerPostings.kind, 'withdrawal.return'), eq(ledgerPostings.reference, row.id)));
    expect(returned!.reverses).toBe(request!.id);
    await server.deps.queue.runDue();
    const mails = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.destination, 'influencer@kolify.test'));
    expect(mails.some((mail) => mail.body.includes('the bank account is closed'))).toBe(true);
    // A late "paid" for a failed transfer moves nothing.
    expect((await gatewayMove(row.id, 'mark_as_paid')).status).toBe(409);
    expect((await mine(row.id)).status).toBe('failed');
  });

  it('a transfer whose webhooks never arrive is polled (GET /transfers/{id}) until paid, then no longer', async () => {
    const gateway = server.deps.localGateway!;
    const later = (ms: number) => server.clock.setTime(server.clock.now() + ms + 1000);
    const pollsWaiting = async () =>
      ((await server.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${payoutJobs.pollTransfer} and state in ('created', 'retry')`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    gateway.control.dropWebhooks = true;
    try {
      const before = await available();
      const row = await approvedWithTransfer(300_00);
      expect(await pollsWaiting()).toBeGreaterThan(0);
      expect((await gatewayMove(row.id, 'mark_as_sent')).status).toBe(200);
      // The webhook is lost: nothing moved yet.
      expect((await mine(row.id)).status).toBe('approve');
      await later(transferPollDelayMs(0));
      await server.deps.queue.runDue();
      expect((await mine(row.id)).status).toBe('sent');
      expect((await gatewayMove(row.id, 'mark_as_paid')).status).toBe(200);
      expect((await mine(row.id)).status).toBe('sent');
      await later(transferPollDelayMs(1));
      await server.deps.queue.runDue();
      expect(await mine(row.id)).toMatchObject({ status: 'complete' });
      expect(await server.database.db.select().from(ledgerPostings).where(and(eq(ledgerPostings.kind, 'withdrawal.payout'), eq(ledgerPostings.reference, row.id)))).toHaveLength(1);
      expect(await available()).toBe(before - 300_00);
      // Paid: no further poll is scheduled.
      expect(await pollsWaiting()).toBe(0);
    } finally {
      gateway.control.dropWebhooks = false;
    }
  });

  it('approving a bank account creates its Opn recipient (after the approval commits)', async () => {
    const gateway = server.deps.localGateway!;
    const [account] = await server.database.db
      .update(bankAccounts)
      .set({ status: 'in_progress', gatewayRecipientId: null, accountNumber: '222-3-44444-5', updatedAt: new Date() })
      .where(eq(bankAccounts.influencerId, ploy.id))
      .returning();
    const recipients = gateway.recipients.size;
    const approved = await staff.post(`/api/admin/bank-accounts/${account!.id}/approve`);
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    // Nothing is asked of Opn inside the approval's transaction: the queue does it after.
    expect(gateway.recipients.size).toBe(recipients);
    await server.deps.queue.runDue();
    expect(gateway.recipients.size).toBe(recipients + 1);
    const [bank] = await server.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, account!.id));
    expect(bank!.gatewayRecipientId).toMatch(/^recp_test_/);
    expect(gateway.recipients.get(bank!.gatewayRecipientId!)).toMatchObject({ object: 'recipient', type: 'individual', bank_account: { object: 'bank_account', brand: 'kbank', last_digits: '4445' } });
  });

  it('another influencer cannot move my transfer (404)', async () => {
    const other = await signInAs(server, 'manager@kolify.test');
    const [row] = await server.database.db.select().from(withdrawals).where(eq(withdrawals.influencerId, ploy.id));
    expect((await other.client.post(`/dev/gateway/withdrawals/${row!.id}/mark_as_paid`)).status).toBe(404);
  });
});
