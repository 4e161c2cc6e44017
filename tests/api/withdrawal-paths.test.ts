import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { withdrawalStatusMachine, type WithdrawalStatusEvent } from '#machines/lifecycles/withdrawal.machine';
import { bankAccounts, withdrawals } from '#server/db/schema/index';
import { balances, credit, debit, influencerAccount, platformAccount, post } from '#server/ledger/ledger';
import { eventPaths } from '../model/harness';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { idempotency } from './campaigns-helpers';
import { freshMember } from './job-setup';

/**
 * The withdrawal lifecycle's generated paths (decisions 024, 045) replayed over HTTP with payouts
 * by bank file (the transfer events are the gateway's, covered in payouts.test.ts): the influencer
 * asks, staff approve or reject, batch and mark the batch paid. After every step the stored status
 * (and whether it is in a batch) is the machine's and the influencer's earnings are where the
 * status says: held while asked or approved, back when rejected, gone when paid. Every event the
 * machine refuses in that state answers 409 illegal_transition and moves neither the row nor the money.
 */
let server: TestServer;
let staff: Client;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  staff = new Client(server, { ip: '198.51.100.19' });
  expect((await staff.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
}, 240_000);
afterAll(() => server?.close());

const granted = 1_000_00;
const amount = 500_00;
const events: WithdrawalStatusEvent[] = [{ type: 'withdrawal.approve' }, { type: 'withdrawal.reject', reason: 'Bank book name does not match' }, { type: 'withdrawal.batch' }, { type: 'withdrawal.pay' }];
const allowed = (status: string, batched: boolean, event: WithdrawalStatusEvent) => withdrawalStatusMachine.resolveState({ value: status, context: { batched } }).can(event);

describe('withdrawal paths over HTTP (bank file)', () => {
  // Staff's events only: the gateway's transfer.* (a transfer instead of a bank file) are in payouts.test.ts.
  const { paths, edgeKinds } = eventPaths(withdrawalStatusMachine, { events, input: { batched: false } });

  it('covers every transition between statuses', () => {
    expect([...edgeKinds].sort()).toEqual(['approve --withdrawal.batch--> approve', 'approve --withdrawal.pay--> complete', 'approve --withdrawal.reject--> reject', 'in_progress --withdrawal.approve--> approve', 'in_progress --withdrawal.reject--> reject']);
  });

  for (const path of paths) {
    const steps = path.steps.map((step) => ({ event: step.event as WithdrawalStatusEvent, status: String(step.value), batched: (step.context as { batched: boolean }).batched }));
    it(`${steps.map((step) => step.event.type.slice('withdrawal.'.length)).join(' → ')} ⇒ ${String(path.value)}`, async () => {
      const member = await freshMember(server, 'influencer');
      await server.database.db.insert(bankAccounts).values({ influencerId: member.id, bankCode: '004', accountNumber: '123-4-56789-0', accountName: 'Somchai Jaidee', holderType: 'individual', status: 'approve' });
      // Earnings as a completed job leaves them.
      await server.database.db.transaction((tx) =>
        post(tx, { kind: 'test.grant', reference: `withdrawal-paths:${member.id}`, currency: 'THB', at: new Date(), entries: [debit(platformAccount('bank', 'THB'), granted), credit(influencerAccount(member.id, 'earnings_available', 'THB'), granted)] }),
      );
      const asked = await member.client.post(`/sv_influ_api/influ/withdraw/${member.id}`, { amount }, idempotency());
      expect(asked.status, JSON.stringify(asked.json)).toBe(201);
      const id = asked.json.id as string;

      const stored = async () => {
        const [row] = await server.database.db.select({ status: withdrawals.status, batchId: withdrawals.batchId }).from(withdrawals).where(eq(withdrawals.id, id));
        const [available, withdrawing] = await balances(server.database.db, [influencerAccount(member.id, 'earnings_available', 'THB'), influencerAccount(member.id, 'earnings_withdrawing', 'THB')]);
        return { status: row!.status, batchId: row!.batchId, available: available!, withdrawing: withdrawing! };
      };
      const request = async (event: WithdrawalStatusEvent) => {
        if (event.type === 'withdrawal.approve') return staff.post(`/api/admin/withdrawals/${id}/approve`);
        if (event.type === 'withdrawal.reject') return staff.post(`/api/admin/withdrawals/${id}/reject`, { reason: event.reason }, idempotency());
        if (event.type === 'withdrawal.batch') return staff.post('/api/admin/withdrawals/batches', { withdrawalIds: [id] }, idempotency());
        const { batchId } = await stored();
        return batchId ? staff.post(`/api/admin/withdrawals/batches/${batchId}/paid`, undefined, idempotency()) : null;
      };

      const check = async (status: string, batched: boolean) => {
        const row = await stored();
        expect(row.status).toBe(status);
        expect(row.batchId !== null).toBe(batched);
        // Held while asked or approved; back when rejected; paid out when complete.
        expect(row.available).toBe(status === 'reject' ? granted : granted - amount);
        expect(row.withdrawing).toBe(status === 'in_progress' || status === 'approve' ? amount : 0);
        for (const event of events) {
          if (allowed(status, batched, event)) continue;
          const refused = await request(event);
          if (!refused) continue; // paying needs a batch: there is nothing to ask
          expect(refused.status, `${event.type} in ${status}`).toBe(409);
          expect(refused.headers.get('content-type')).toContain('application/problem+json');
          // A paid batch is refused as a batch ("paid"); every other refusal names the withdrawal's state.
          expect(refused.json).toMatchObject({ type: 'illegal_transition', event: event.type, ...(status === 'complete' && event.type === 'withdrawal.pay' ? {} : { state: status }) });
          expect(await stored()).toEqual(row);
        }
      };

      await check('in_progress', false);
      for (const step of steps) {
        const response = await request(step.event);
        expect(response!.status, JSON.stringify(response!.json)).toBeLessThan(300);
        await check(step.status, step.batched);
      }
    });
  }
});
