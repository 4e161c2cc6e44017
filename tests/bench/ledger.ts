// Issue 11: the ledger benchmark. How many balanced postings per second the ledger writes on
// PostgreSQL, and the p50/p99 latency of each money-moving operation, with LEDGER_CONCURRENCY
// (default 10, the app's pool size) operations in flight for LEDGER_SECONDS (default 10) each:
//   1. service layer, spread: each worker tops up, reserves, releases and captures for its own
//      marketers (40 in all), each operation its own transaction as the routes run it; every
//      top-up still meets the others on the platform's clearing and VAT accounts;
//   2. service layer, one marketer: the same mix, every worker on the same two accounts (the row
//      lock of each posting serialises them: the worst case of a busy brand);
//   3. HTTP: the real routes in-process (idempotency key, session, validation, JSON): top-up
//      (bank transfer) → staff confirm → draft → publish (reserve) → close (release), 3 postings
//      per cycle over 5 requests, 3 demo marketers and one staff member.
// Run by `npm run bench` (BENCH_PARTS=ledger alone) inside a throwaway PostgreSQL 15 cluster:
//   bash tests/scripts/with-postgres.sh tsx tests/bench/ledger.ts
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { users } from '../../src/server/db/schema/auth';
import { payments } from '../../src/server/db/schema/money';
import { DomainError } from '../../src/server/domain-error';
import { captureCredit, releaseCredit, reserveCredit } from '../../src/server/services/credits';
import { confirmPayment } from '../../src/server/services/payments';
import { Client, demoPassword, startTestServer } from '../api/harness';
import { campaignInput, datesFrom } from '../api/campaigns-helpers';

const seconds = Number(process.env.LEDGER_SECONDS ?? 10);
const concurrency = Number(process.env.LEDGER_CONCURRENCY ?? 10);

if (!process.env.TEST_DATABASE_URL) {
  console.error('The ledger bench runs on PostgreSQL: bash tests/scripts/with-postgres.sh tsx tests/bench/ledger.ts');
  process.exit(2);
}

const loadNow = () =>
  loadavg()
    .map((figure) => figure.toFixed(1))
    .join(' / ');
const loadAtStart = loadNow();

/**
 * The anchor (issue 31): pgbench TPC-B (3 updates, 1 insert, 1 select per transaction — the shape
 * of a posting) on this same throwaway cluster, same settings, `concurrency` clients, in its own
 * process: scale 10 (ten branch rows), and scale 1 (one hot branch row, as every top-up once met
 * on the platform's accounts). Null when pgbench is not installed.
 */
function pgbench(scale: number): number | null {
  const bin = ['/usr/lib/postgresql'].filter(existsSync).flatMap((root) => readdirSync(root).map((version) => `${root}/${version}/bin/pgbench`)).find(existsSync);
  if (!bin) return null;
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `pgbench_s${scale}`;
  const admin = spawnSync(bin.replace(/pgbench$/, 'psql'), [base.toString(), '-q', '-c', `drop database if exists ${name}`, '-c', `create database ${name}`], { encoding: 'utf8' });
  if (admin.status !== 0) return null;
  base.pathname = `/${name}`;
  spawnSync(bin, ['-i', '-q', '-s', String(scale), base.toString()], { encoding: 'utf8' });
  const run = spawnSync(bin, ['-n', '-c', String(concurrency), '-j', '2', '-T', String(seconds), base.toString()], { encoding: 'utf8' });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1];
  return tps ? Math.round(Number(tps)) : null;
}
const anchor = pgbench(10);
const hotAnchor = pgbench(1);

const server = await startTestServer({ TRUST_PROXY: 'true' });
const { db } = server.database;
const deps = server.deps;

const postingCount = async () => Number(((await db.execute(sql`select count(*)::int as n from ledger_postings`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

function percentile(sorted: number[], p: number) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Run {
  samples: Map<string, number[]>;
  refused: number;
  errors: string[];
}

/** Times one operation under its name; a refusal the ledger gives by design (insufficient funds, nothing reserved) is counted apart. */
async function timed(run: Run, name: string, operation: () => Promise<unknown>) {
  const started = performance.now();
  try {
    await operation();
    const list = run.samples.get(name) ?? [];
    list.push(performance.now() - started);
    run.samples.set(name, list);
  } catch (error) {
    if (error instanceof DomainError && (error.type === 'insufficient_funds' || error.type === 'not_found')) run.refused += 1;
    else run.errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const rows: Record<string, string | number>[] = [];
const summaries: string[] = [];

/**
 * Where the database's time goes while a scenario runs (issue 31, decision 073): every 50 ms, from
 * a connection of its own, the bench's backends that are running a statement, and of those the
 * ones waiting for a row lock, by statement. A posting waiting on a lock is a queue on an account
 * row; the accounts each statement touches tell whose (a top-up's `ledger_apply` at 40 marketers
 * meets other workers only on the platform's rows).
 */
function sampleLocks() {
  const client = new pg.Client({ connectionString: server.database.url! });
  let samples = 0;
  let active = 0;
  const waiting = new Map<string, number>();
  let stopped = false;
  const loop = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows: backends } = await client.query<{ wait: string | null; query: string }>(
        `select case when wait_event_type = 'Lock' then wait_event end as wait, regexp_replace(left(query, 48), '[[:space:]]+', ' ', 'g') as query
           from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      samples += 1;
      active += backends.length;
      for (const backend of backends) if (backend.wait) waiting.set(`${backend.wait}: ${backend.query}`, (waiting.get(`${backend.wait}: ${backend.query}`) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.end();
  })();
  return async () => {
    stopped = true;
    await loop;
    const locked = [...waiting.values()].reduce((sum, n) => sum + n, 0);
    const top = [...waiting].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([what, n]) => `${(n / samples).toFixed(2)} ${what}`);
    return `database: ${(active / Math.max(1, samples)).toFixed(1)} statements running on average, ${(locked / Math.max(1, samples)).toFixed(2)} of them waiting for a lock${top.length ? ` (${top.join('; ')})` : ''}`;
  };
}

/** Runs `worker` × concurrency for `seconds`, then reports postings/s and latency per operation. */
async function scenario(name: string, worker: (index: number, run: Run, until: number) => Promise<void>) {
  const run: Run = { samples: new Map(), refused: 0, errors: [] };
  const before = await postingCount();
  const started = performance.now();
  const until = Date.now() + seconds * 1000;
  const stopSampling = sampleLocks();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index, run, until)));
  // The Node process's own CPU per posting (user + system): unlike postings/s it hardly moves with
  // the machine's load, so two runs on a busy machine can still compare the work per posting
  // (decision 079). It includes the load generator, which shares the process.
  const cpu = process.cpuUsage(cpuBefore);
  const locks = await stopSampling();
  const elapsed = (performance.now() - started) / 1000;
  const postings = (await postingCount()) - before;
  const all: number[] = [];
  for (const [operation, times] of run.samples) {
    const sorted = [...times].sort((a, b) => a - b);
    all.push(...sorted);
    rows.push({ scenario: name, operation, count: sorted.length, 'per s': Math.round(sorted.length / elapsed), 'p50 ms': +percentile(sorted, 50).toFixed(1), 'p99 ms': +percentile(sorted, 99).toFixed(1), 'max ms': +(sorted.at(-1) ?? 0).toFixed(1) });
  }
  all.sort((a, b) => a - b);
  const ratio = anchor ? ` = ${(postings / elapsed / anchor).toFixed(2)}× pgbench` : '';
  summaries.push(
    `${name}: ${postings} postings in ${elapsed.toFixed(1)} s = ${Math.round(postings / elapsed)} postings/s${ratio}; all operations p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms; refused ${run.refused}; errors ${run.errors.length}`,
    `  ${locks}`,
    `  Node process CPU: ${((cpu.user + cpu.system) / 1000 / Math.max(1, postings)).toFixed(2)} ms per posting (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s in ${elapsed.toFixed(1)} s)`,
  );
  for (const line of [...new Set(run.errors)].slice(0, 10)) console.log(`ERROR ${line}`);
}

// ---- service layer ----
const [influencer] = await db.select({ id: users.id }).from(users).where(sql`${users.email} = 'influencer@kolify.test'`);
const benchMarketers = await db
  .insert(users)
  .values(Array.from({ length: 40 }, (_, i) => ({ email: `ledger-bench-${i}@kolify.test`, passwordHash: 'not-a-hash', role: 'marketer' as const, marketerType: 'brand' as const, displayName: `Ledger bench ${i}` })))
  .returning({ id: users.id });

/** A paid top-up as the gateway webhook confirms it: payment row, topup posting, credit lot and its two queued jobs. */
const topUp = (marketerId: string) =>
  db.transaction(async (tx) => {
    const [payment] = await tx.insert(payments).values({ marketerId, purpose: 'credit', amount: 100_000, vat: 7_000, total: 107_000, currency: 'THB', method: 'promptpay' }).returning({ id: payments.id });
    await confirmPayment(tx, deps, payment!.id, { by: 'gateway' });
  });

/** Top up, reserve twice, release the older reservation, capture the other: five postings a cycle. */
function serviceWorker(marketerOf: (index: number, cycle: number) => string, open: (marketerId: string) => string[]) {
  return async (index: number, run: Run, until: number) => {
    for (let cycle = 0; Date.now() < until; cycle += 1) {
      const marketerId = marketerOf(index, cycle);
      const reservations = open(marketerId);
      await timed(run, 'top-up (confirm)', () => topUp(marketerId));
      for (let i = 0; i < 2; i += 1) {
        const reference = `bench:${randomUUID()}`;
        await timed(run, 'reserve', async () => {
          await db.transaction((tx) => reserveCredit(tx, deps, { marketerId, amount: 20_000 + ((cycle + i) % 4) * 10_000, reference }));
          reservations.push(reference);
        });
      }
      const released = reservations.shift();
      if (released) await timed(run, 'release', () => db.transaction((tx) => releaseCredit(tx, deps, { marketerId, reference: released })));
      const captured = reservations.shift();
      if (captured) await timed(run, 'capture', () => db.transaction((tx) => captureCredit(tx, deps, { marketerId, influencerId: influencer!.id, reference: captured })));
    }
  };
}

const openReservations = new Map<string, string[]>();
const openOf = (marketerId: string) => openReservations.get(marketerId) ?? openReservations.set(marketerId, []).get(marketerId)!;
const perWorker = Math.max(1, Math.floor(benchMarketers.length / concurrency));
await scenario(`service layer, ${benchMarketers.length} marketers`, serviceWorker((index, cycle) => benchMarketers[(index * perWorker + (cycle % perWorker)) % benchMarketers.length]!.id, openOf));
await scenario('service layer, one marketer', serviceWorker(() => benchMarketers[0]!.id, openOf));

// ---- HTTP ----
let address = 0;
async function signIn(email: string, path: string) {
  const client = new Client(server, { ip: `198.18.0.${++address}` });
  const response = await client.post(path, { email, password: demoPassword });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`);
  return { client, id: response.json.uuid as string };
}
const marketers = await Promise.all(['brand@kolify.test', 'agency@kolify.test', 'individual@kolify.test'].map((email) => signIn(email, '/sv_authauth/marketer/authen/')));
const staff = await signIn('admin@kolify.test', '/sv_authauth/admin/signin');

await scenario('HTTP, 3 marketers + staff', async (index, run, until) => {
  const marketer = marketers[index % marketers.length]!;
  const expect2xx = async (name: string, request: () => Promise<{ status: number; json: Record<string, unknown>; text: string }>) => {
    let answer: Record<string, unknown> | null = null;
    await timed(run, name, async () => {
      const response = await request();
      if (response.status >= 300) throw new Error(`${response.status} ${response.text.slice(0, 160)}`);
      answer = response.json;
    });
    return answer as Record<string, unknown> | null;
  };
  const key = () => ({ 'idempotency-key': `bench-${randomUUID()}` });
  for (let cycle = 0; Date.now() < until; cycle += 1) {
    const payment = await expect2xx('POST topups (bank transfer)', () => marketer.client.post(`/api/credits/marketers/${marketer.id}/topups`, { amount: 100_000, method: 'bank_transfer' }, key()));
    if (!payment) continue;
    if (!(await expect2xx('POST payment confirm (staff)', () => staff.client.post(`/api/admin/payments/${payment.id as string}/actions`, { action: 'confirm' }, key())))) continue;
    const draft = await expect2xx('POST campaigns (draft)', () =>
      marketer.client.post('/api/campaigns', campaignInput({ name: `Ledger bench ${index}.${cycle}`, influencerCount: 1, pricePerInfluencerMinor: 50_000, ...datesFrom(deps.now()) })),
    );
    if (!draft) continue;
    if (!(await expect2xx('POST publish (reserve)', () => marketer.client.post(`/api/campaigns/${draft.id as string}/publish`, undefined, key())))) continue;
    await expect2xx('POST close (release)', () => marketer.client.post(`/api/campaigns/${draft.id as string}/close`));
  }
});

// The figures are only worth printing if the ledger stayed right under them.
const check = (await db.execute(sql`
  select (select count(*)::int from (select posting_id from ledger_entries group by posting_id having sum(amount) <> 0 or count(*) < 2) p) as unbalanced,
         (select count(*)::int from ledger_accounts where not allow_negative and balance < 0) as negative,
         (select count(*)::int from (select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
           group by a.id, a.balance, a.normal having a.balance <> coalesce(sum(case when a.normal = 'debit' then e.amount else -e.amount end), 0)) d) as drift`)) as unknown as {
  rows: { unbalanced: number; negative: number; drift: number }[];
};
const { unbalanced, negative, drift } = check.rows[0]!;

console.log(
  `\nLedger — PostgreSQL (throwaway cluster, fsync off), ${concurrency} operations in flight, ${seconds} s per scenario, load generator and server in one process; ${cpus().length} cores, load average (1/5/15 min) at start ${loadAtStart}, at end ${loadNow()}`,
);
console.log(`anchor: pgbench TPC-B, ${concurrency} clients, same cluster: ${anchor ?? 'n/a'} tps at scale 10; ${hotAnchor ?? 'n/a'} tps at scale 1 (one hot branch row)`);
console.table(rows);
for (const line of summaries) console.log(line);
console.log(`ledger after the runs: unbalanced postings ${unbalanced}, negative balances ${negative}, balance ≠ entries ${drift}`);
await server.close();
process.exit(unbalanced + negative + drift === 0 ? 0 : 1);
