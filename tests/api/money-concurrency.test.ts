import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { users } from '#server/db/schema/auth';
import { payments } from '#server/db/schema/money';
import type { Executor } from '#server/db/client';
import { DomainError } from '#server/domain-error';
import { idempotent } from '#server/ledger/idempotency';
import { releaseCredit, reserveCredit, captureCredit } from '#server/services/credits';
import { confirmPayment } from '#server/services/payments';

/**
 * Money under concurrency: on PostgreSQL (`npm run test:pg -- tests/api/money-concurrency.test.ts`)
 * 1,000 operations on one marketer run 10 at a time over the pool — top-ups behind repeated
 * idempotency keys, reservations, releases and captures racing each other. PGlite has one
 * connection, so there it only shows the same invariants with everything serialised.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('1,000 concurrent money operations on one marketer', () => {
  it('keeps postings balanced, no balance negative, balances = entries = lots, each key applied once', async () => {
    const { db } = server.database;
    const deps = server.deps;
    const [marketer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'brand@kolify.test'));
    const [influencer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'influencer@kolify.test'));
    const marketerId = marketer!.id;
    const total = Number(process.env.MONEY_OPERATIONS ?? (server.config.databaseUrl ? 1000 : 500));
    const keys = 120;
    const outcome = { topup: 0, topupReplayed: 0, reserve: 0, release: 0, capture: 0, insufficient: 0, notFound: 0, other: [] as string[] };

    const topUp = async (keyIndex: number) => {
      const answer = await idempotent(db, { scope: `${marketerId} POST topups`, key: `concurrency-key-${keyIndex}`, body: { amount: 100_000 }, now: deps.now() }, async (tx) => {
        const [payment] = await tx.insert(payments).values({ marketerId, purpose: 'credit', amount: 100_000, vat: 7_000, total: 107_000, currency: 'THB', method: 'bank_transfer' }).returning({ id: payments.id });
        await confirmPayment(tx, deps, payment!.id, { by: 'gateway' });
        return { status: 201, body: { id: payment!.id } };
      });
      if (answer.replayed) outcome.topupReplayed += 1;
      else outcome.topup += 1;
    };
    const operation = async (i: number) => {
      const job = `concurrency-job:${i % 200}`;
      // A reserve, release or capture is one statement (decision 086): half of each kind run in
      // autocommit (the database as executor, as the ledger bench runs them), half in a
      // transaction of their own (as publish and close run them, among their other writes).
      const either = (op: (executor: Executor) => Promise<unknown>) => (i % 10 < 5 ? op(db) : db.transaction(op));
      try {
        switch (i % 5) {
          case 0:
          case 1:
            return await topUp((Math.floor(i / 5) * 2 + (i % 5)) % keys);
          case 2:
            await either((executor) => reserveCredit(executor, deps, { marketerId, amount: 30_000 + (i % 7) * 1_000, reference: job }));
            outcome.reserve += 1;
            return;
          case 3:
            await either((executor) => releaseCredit(executor, deps, { marketerId, reference: `concurrency-job:${(i + 199) % 200}` }));
            outcome.release += 1;
            return;
          default:
            await either((executor) => captureCredit(executor, deps, { marketerId, influencerId: influencer!.id, reference: `concurrency-job:${(i + 198) % 200}` }));
            outcome.capture += 1;
        }
      } catch (error) {
        if (error instanceof DomainError && error.type === 'insufficient_funds') outcome.insufficient += 1;
        else if (error instanceof DomainError && error.type === 'not_found') outcome.notFound += 1;
        else outcome.other.push(error instanceof Error ? error.message : String(error));
      }
    };

    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < total) await operation(next++);
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const [unbalanced] = await rows<{ n: number }>(sql`select count(*)::int as n from (select posting_id from ledger_entries group by posting_id having sum(amount) <> 0 or count(*) < 2) p`);
    const [negative] = await rows<{ n: number }>(sql`select count(*)::int as n from ledger_accounts where not allow_negative and balance < 0`);
    const [drift] = await rows<{ n: number }>(sql`
      select count(*)::int as n from (select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id, a.balance, a.normal having a.balance <> coalesce(sum(case when a.normal = 'debit' then e.amount else -e.amount end), 0)) d`);
    const [lots] = await rows<{ available: string; lots: string }>(sql`
      select (select balance from ledger_accounts where owner_id = ${marketerId} and name = 'credit_available')::text as available,
             (select coalesce(sum(remaining), 0) from credit_lots where marketer_id = ${marketerId} and expired_at is null)::text as lots`);
    const [keysApplied] = await rows<{ keys: number; topups: number }>(sql`
      select (select count(*)::int from idempotency_keys where scope = ${`${marketerId} POST topups`} and key like 'concurrency-key-%') as keys,
             (select count(*)::int from payments where marketer_id = ${marketerId} and method = 'bank_transfer' and status = 'paid' and amount = 100000 and vat = 7000) as topups`);

    console.log(
      `[money concurrency] ${server.config.databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${total} operations in ${seconds.toFixed(1)} s (${Math.round(total / seconds)}/s);`,
      JSON.stringify({ ...outcome, other: outcome.other.length }),
      `unbalanced=${unbalanced!.n} negative=${negative!.n} drift=${drift!.n} available=${lots!.available} lots=${lots!.lots} keys=${keysApplied!.keys} topupPayments=${keysApplied!.topups}`,
    );
    expect(outcome.other).toEqual([]);
    expect(unbalanced!.n).toBe(0);
    expect(negative!.n).toBe(0);
    expect(drift!.n).toBe(0);
    expect(lots!.available).toBe(lots!.lots);
    // Each key applied once: as many top-ups ran as there are keys, every other attempt replayed.
    expect(outcome.topup).toBe(keys);
    expect(outcome.topup + outcome.topupReplayed).toBe(Math.ceil((total * 2) / 5));
    expect(keysApplied!.keys).toBe(keys);
  }, 600_000);
});
