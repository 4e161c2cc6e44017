import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
// The migrated template (decision 046): no initdb and migrations per file.
import { openMigratedPglite } from '../../../tests/api/pglite-template';
import { DomainError } from '../domain-error';
import { ledgerPostings } from '../db/schema/ledger';
import { balances, credit, debit, influencerAccount, marketerAccount, platformAccount, platformStripes, post, reverse, stripeOf, type Entry, type Posting } from './ledger';
import { idempotent } from './idempotency';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openMigratedPglite();
}, 60_000);
afterAll(async () => {
  await database.close();
});

const THB = 'THB';
const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The ledger's invariants, read from the database itself. */
async function invariants() {
  const unbalanced = await rows<{ id: number }>(sql`select posting_id as id from ledger_entries group by posting_id having sum(amount) <> 0 or count(*) < 2`);
  const negative = await rows<{ id: number }>(sql`select id from ledger_accounts where not allow_negative and balance < 0`);
  const drift = await rows<{ id: number }>(sql`
    select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id, a.balance, a.normal
    having a.balance <> coalesce(sum(case when a.normal = 'debit' then e.amount else -e.amount end), 0)`);
  const lastAfter = await rows<{ id: number }>(sql`
    select a.id from ledger_accounts a
    join lateral (select balance_after from ledger_entries e where e.account_id = a.id order by e.id desc limit 1) last on true
    where last.balance_after <> a.balance`);
  return { unbalanced: unbalanced.length, negative: negative.length, drift: drift.length, lastAfter: lastAfter.length };
}

type Operation =
  | { op: 'topup'; amount: number }
  | { op: 'reserve'; amount: number }
  | { op: 'release'; amount: number }
  | { op: 'capture'; amount: number }
  | { op: 'expire'; amount: number }
  | { op: 'withdraw'; amount: number }
  | { op: 'reverseLast' };

const amount = fc.integer({ min: 1, max: 500_000 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constant('topup' as const), amount }),
  fc.record({ op: fc.constant('reserve' as const), amount }),
  fc.record({ op: fc.constant('release' as const), amount }),
  fc.record({ op: fc.constant('capture' as const), amount }),
  fc.record({ op: fc.constant('expire' as const), amount }),
  fc.record({ op: fc.constant('withdraw' as const), amount }),
  fc.constant({ op: 'reverseLast' as const }),
);

describe('ledger core', () => {
  it('keeps every posting balanced, no balance negative and balances equal to their entries, whatever happens', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        const marketer = randomUUID();
        const influencer = randomUUID();
        const available = marketerAccount(marketer, 'credit_available', THB);
        const reserved = marketerAccount(marketer, 'credit_reserved', THB);
        const earnings = influencerAccount(influencer, 'earnings_available', THB);
        // A model of what the balances must be: a refused operation changes nothing.
        const model = { available: 0, reserved: 0, earnings: 0 };
        let lastPosting: number | null = null;
        let step = 0;
        for (const operation of operations) {
          step += 1;
          const reference = `${marketer}:${step}`;
          let entries: Entry[] = [];
          let change = { available: 0, reserved: 0, earnings: 0 };
          if (operation.op === 'topup') {
            const vat = Math.round(operation.amount * 0.07);
            entries = [debit(platformAccount('payment_clearing', THB), operation.amount + vat), credit(available, operation.amount), credit(platformAccount('vat_payable', THB), vat)].filter((entry) => entry.amount !== 0);
            change = { available: operation.amount, reserved: 0, earnings: 0 };
          } else if (operation.op === 'reserve') {
            entries = [debit(available, operation.amount), credit(reserved, operation.amount)];
            change = { available: -operation.amount, reserved: operation.amount, earnings: 0 };
          } else if (operation.op === 'release') {
            entries = [debit(reserved, operation.amount), credit(available, operation.amount)];
            change = { available: operation.amount, reserved: -operation.amount, earnings: 0 };
          } else if (operation.op === 'capture') {
            const fee = Math.floor(operation.amount / 5);
            entries = [debit(reserved, operation.amount), credit(earnings, operation.amount - fee), credit(platformAccount('revenue', THB), fee)].filter((entry) => entry.amount !== 0);
            change = { available: 0, reserved: -operation.amount, earnings: operation.amount - fee };
          } else if (operation.op === 'expire') {
            entries = [debit(available, operation.amount), credit(platformAccount('revenue', THB), operation.amount)];
            change = { available: -operation.amount, reserved: 0, earnings: 0 };
          } else if (operation.op === 'withdraw') {
            entries = [debit(earnings, operation.amount), credit(platformAccount('bank', THB), operation.amount)];
            change = { available: 0, reserved: 0, earnings: -operation.amount };
          }
          try {
            if (operation.op === 'reverseLast') {
              if (lastPosting === null) continue;
              const id = lastPosting;
              const before = await balances(database.db, [available, reserved, earnings]);
              await database.db.transaction((tx) => reverse(tx, id, { at: new Date() }));
              const after = await balances(database.db, [available, reserved, earnings]);
              change = { available: after[0]! - before[0]!, reserved: after[1]! - before[1]!, earnings: after[2]! - before[2]! };
              lastPosting = null;
            } else {
              const posting = await database.db.transaction((tx) => post(tx, { kind: operation.op, reference, currency: THB, at: new Date(), entries }));
              lastPosting = posting.id;
            }
            model.available += change.available;
            model.reserved += change.reserved;
            model.earnings += change.earnings;
          } catch (error) {
            if (!(error instanceof DomainError && error.type === 'insufficient_funds')) throw error;
            // Refused exactly when the model says it would go negative.
            if (operation.op !== 'reverseLast') expect(Math.min(model.available + change.available, model.reserved + change.reserved, model.earnings + change.earnings)).toBeLessThan(0);
          }
        }
        expect(await balances(database.db, [available, reserved, earnings])).toEqual([model.available, model.reserved, model.earnings]);
        expect(await invariants()).toEqual({ unbalanced: 0, negative: 0, drift: 0, lastAfter: 0 });
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('posts (kind, reference) once: the second is a replay that moves nothing', async () => {
    const marketer = randomUUID();
    const available = marketerAccount(marketer, 'credit_available', THB);
    const entries = [debit(platformAccount('bank', THB), 1000), credit(available, 1000)];
    const first = await database.db.transaction((tx) => post(tx, { kind: 'topup', reference: `once:${marketer}`, currency: THB, at: new Date(), entries }));
    const second = await database.db.transaction((tx) => post(tx, { kind: 'topup', reference: `once:${marketer}`, currency: THB, at: new Date(), entries }));
    expect(second).toMatchObject({ id: first.id, replayed: true });
    expect(await balances(database.db, [available])).toEqual([1000]);
  });

  it('keeps the platform clearing and VAT over rows: a posting moves the row its reference names, the balance is their sum, a reversal moves the same rows back', async () => {
    const marketer = randomUUID();
    const available = marketerAccount(marketer, 'credit_available', THB);
    const clearing = platformAccount('payment_clearing', THB);
    const vat = platformAccount('vat_payable', THB);
    const [clearingBefore, vatBefore] = await balances(database.db, [clearing, vat]);
    const references = Array.from({ length: 2 * platformStripes }, (_, i) => `stripes:${marketer}:${i}`);
    const postings: Posting[] = [];
    for (const reference of references) {
      postings.push(await database.db.transaction((tx) => post(tx, { kind: 'topup', reference, currency: THB, at: new Date(), entries: [debit(clearing, 107), credit(available, 100), credit(vat, 7)] })));
    }
    // Each top-up's clearing and VAT entries sit on the rows its reference names, and they are not all one row.
    const moved = await rows<{ reference: string; name: string; stripe: number }>(sql`
      select p.reference, a.name, a.stripe from ledger_postings p join ledger_entries e on e.posting_id = p.id join ledger_accounts a on a.id = e.account_id
       where p.reference like ${`stripes:${marketer}:%`} and a.owner_kind = 'platform'`);
    expect(moved).toHaveLength(2 * references.length);
    for (const row of moved) expect(row.stripe, `${row.reference} ${row.name}`).toBe(stripeOf(row.reference));
    expect(new Set(moved.map((row) => row.stripe)).size).toBeGreaterThan(1);
    // The account's balance is the sum of its rows.
    expect(await balances(database.db, [clearing, vat, available])).toEqual([clearingBefore! + 107 * references.length, vatBefore! + 7 * references.length, 100 * references.length]);
    // A reversal (another reference, so maybe another row by its own) takes the VAT back from the row it went to.
    const reversal = await database.db.transaction((tx) => reverse(tx, postings[0]!.id, { at: new Date() }));
    const accountsOf = async (postingId: number) => (await rows<{ account: string }>(sql`select account_id::text as account from ledger_entries where posting_id = ${postingId} order by account_id`)).map((row) => row.account);
    expect(await accountsOf(reversal.id)).toEqual(await accountsOf(postings[0]!.id));
    expect(await invariants()).toEqual({ unbalanced: 0, negative: 0, drift: 0, lastAfter: 0 });
  });

  it('refuses unbalanced postings, mixed currencies and zero amounts in code', async () => {
    const available = marketerAccount(randomUUID(), 'credit_available', THB);
    const bank = platformAccount('bank', THB);
    await expect(database.db.transaction((tx) => post(tx, { kind: 'x', reference: randomUUID(), currency: THB, at: new Date(), entries: [debit(bank, 10), credit(available, 9)] }))).rejects.toThrow(/does not balance/);
    await expect(
      database.db.transaction((tx) => post(tx, { kind: 'x', reference: randomUUID(), currency: THB, at: new Date(), entries: [debit(platformAccount('bank', 'IDR'), 10), credit(available, 10)] })),
    ).rejects.toThrow(/IDR/);
    await expect(database.db.transaction((tx) => post(tx, { kind: 'x', reference: randomUUID(), currency: THB, at: new Date(), entries: [debit(bank, 0), credit(available, 0)] }))).rejects.toThrow(/non-zero/);
  });

  it('the database itself refuses an unbalanced posting, edits, deletes and a negative balance', async () => {
    const marketer = randomUUID();
    const available = marketerAccount(marketer, 'credit_available', THB);
    const posting = await database.db.transaction((tx) => post(tx, { kind: 'topup', reference: `db:${marketer}`, currency: THB, at: new Date(), entries: [debit(platformAccount('bank', THB), 500), credit(available, 500)] }));
    await expect(database.db.execute(sql`update ledger_entries set amount = amount + 1 where posting_id = ${posting.id}`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_postings where id = ${posting.id}`)).rejects.toThrow();
    await expect(database.db.execute(sql`update ledger_accounts set balance = -1 where owner_id = ${marketer}`)).rejects.toThrow();
    // Entries written around post(): the deferred trigger refuses them at commit.
    await expect(
      database.db.transaction(async (tx) => {
        const [row] = await tx.insert(ledgerPostings).values({ kind: 'hand', reference: randomUUID(), currency: THB }).returning({ id: ledgerPostings.id });
        await tx.execute(sql`insert into ledger_entries (posting_id, account_id, amount, balance_after) select ${row!.id}, id, 7, 0 from ledger_accounts where owner_id = ${marketer}`);
      }),
    ).rejects.toThrow();
    expect(await invariants()).toEqual({ unbalanced: 0, negative: 0, drift: 0, lastAfter: 0 });
  });
});

describe('idempotency keys', () => {
  it('answers the stored first answer for the same key and body, refuses another body, forgets after 24 h', async () => {
    const marketer = randomUUID();
    const available = marketerAccount(marketer, 'credit_available', THB);
    const now = new Date();
    const run = (body: unknown, at = now) =>
      idempotent(database.db, { scope: `${marketer} POST /x`, key: 'key-000001', body, now: at }, async (tx) => {
        const posting = await post(tx, { kind: 'topup', reference: randomUUID(), currency: THB, at: new Date(), entries: [debit(platformAccount('bank', THB), 100), credit(available, 100)] });
        return { status: 201, body: { posting: posting.id } };
      });
    const first = await run({ amount: 100, note: 'a' });
    const again = await run({ note: 'a', amount: 100 });
    expect(again).toEqual({ ...first, replayed: true });
    await expect(run({ amount: 200 })).rejects.toMatchObject({ type: 'idempotency_key_reused' });
    expect(await balances(database.db, [available])).toEqual([100]);
    const dayLater = await run({ amount: 200 }, new Date(now.getTime() + 24 * 3600_000 + 1000));
    expect(dayLater.replayed).toBe(false);
    expect(await balances(database.db, [available])).toEqual([200]);
  });

  it('stores nothing when the operation fails, so a retry runs it again', async () => {
    const marketer = randomUUID();
    const available = marketerAccount(marketer, 'credit_available', THB);
    const attempt = () =>
      idempotent(database.db, { scope: `${marketer} POST /spend`, key: 'key-000002', body: { amount: 50 }, now: new Date() }, async (tx) => {
        await post(tx, { kind: 'expire', reference: randomUUID(), currency: THB, at: new Date(), entries: [debit(available, 50), credit(platformAccount('revenue', THB), 50)] });
        return { status: 200, body: {} };
      });
    await expect(attempt()).rejects.toMatchObject({ type: 'insufficient_funds' });
    await database.db.transaction((tx) => post(tx, { kind: 'topup', reference: randomUUID(), currency: THB, at: new Date(), entries: [debit(platformAccount('bank', THB), 50), credit(available, 50)] }));
    expect((await attempt()).replayed).toBe(false);
    expect(await balances(database.db, [available])).toEqual([0]);
  });
});
