import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, withdrawals } from '#server/db/schema/index';
import { balances, credit, debit, influencerAccount, platformAccount, post } from '#server/ledger/ledger';
import { startTestServer, type Client, type TestServer } from './harness';
import { signInAs } from './campaigns-helpers';

/**
 * Two parallel withdrawals of the whole balance: exactly one succeeds. On PostgreSQL
 * (`npm run test:pg -- tests/api/withdrawals-concurrency.test.ts`) the requests really overlap
 * over the pool and the ledger's row lock on earnings_available decides; on PGlite (one
 * connection) the same invariants hold with everything serialised.
 */
let server: TestServer;
let ploy: { client: Client; id: string };
beforeAll(async () => {
  server = await startTestServer();
  ploy = await signInAs(server, 'influencer@kolify.test');
  // A bank account of its own (the demo seed may have given the demo influencer another).
  await server.database.db.delete(bankAccounts).where(eq(bankAccounts.influencerId, ploy.id));
  await server.database.db.insert(bankAccounts).values({ influencerId: ploy.id, bankCode: '014', accountNumber: '9876543210', accountName: 'Ploy Srisuk', holderType: 'individual', status: 'approve' });
}, 120_000);
afterAll(() => server.close());

let grants = 0;
const earn = (amount: number) =>
  server.database.db.transaction((tx) =>
    post(tx, {
      kind: 'test.earning',
      reference: `concurrency:${++grants}`,
      currency: 'THB',
      at: server.deps.now(),
      entries: [debit(platformAccount('bank', 'THB'), amount), credit(influencerAccount(ploy.id, 'earnings_available', 'THB'), amount)],
    }),
  );

describe('parallel withdrawals of the whole balance', () => {
  it(`exactly one of three parallel requests succeeds (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const rounds = 10;
    for (let round = 0; round < rounds; round += 1) {
      const whole = 500_00 + round * 1_00;
      await earn(whole);
      const answers = await Promise.all(
        [0, 1, 2].map((attempt) => ploy.client.post(`/sv_influ_api/influ/withdraw/${ploy.id}`, { amount: whole }, { 'idempotency-key': `race-${round}-${attempt}` })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, JSON.stringify(answers.map((answer) => answer.json))).toEqual([201, 409, 409]);
      for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.json.type).toBe('insufficient_funds');
      const [available] = await balances(server.database.db, [influencerAccount(ploy.id, 'earnings_available', 'THB')]);
      expect(available).toBe(0);
    }
    const rows = await server.database.db.select().from(withdrawals).where(eq(withdrawals.influencerId, ploy.id));
    expect(rows).toHaveLength(rounds);
    const [withdrawing] = await balances(server.database.db, [influencerAccount(ploy.id, 'earnings_withdrawing', 'THB')]);
    expect(withdrawing).toBe(rows.reduce((total, row) => total + row.amountMinor, 0));
  });
});
