// Issue 11: the ledger benchmark. How many balanced postings per second the ledger writes on
// PostgreSQL, and the p50/p99 latency of each money-moving operation, with LEDGER_CONCURRENCY
// (default 10, the app's pool size) operations in flight for LEDGER_SECONDS (default 10) each:
//   1. service layer, spread: each worker tops up, reserves, releases and captures for its own
//      marketers (40 in all), each operation its own transaction (a reserve, release or capture
//      one statement in autocommit, decision 086); every
//      top-up still meets the others on the platform's clearing and VAT accounts;
//   2. service layer, one marketer: the same mix, every worker on the same two accounts (the row
//      lock of each posting serialises them: the worst case of a busy brand);
//   3. HTTP: the real routes over a socket (idempotency key, session, validation, JSON), the
//      load generator a process of its own (ledger-http-load.ts): top-up (bank transfer) → staff
//      confirm → draft → publish (reserve) → close (release), 3 postings per cycle over 5
//      requests, 3 demo marketers and one staff member.
// Each scenario prints the CPU per posting of this process and of the PostgreSQL cluster;
// LEDGER_PROFILE=<dir> writes a CPU profile per scenario, LEDGER_ANCHOR=0 skips pgbench and
// LEDGER_HTTP=0 the HTTP scenario (decision 082), LEDGER_SERVICE=0 the service layer (decision 093).
// Run by `npm run bench` (BENCH_PARTS=ledger alone) inside a throwaway PostgreSQL 15 cluster:
//   bash tests/scripts/with-postgres.sh tsx tests/bench/ledger.ts
import { randomUUID } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { users } from '../../src/server/db/schema/auth';
import { payments } from '../../src/server/db/schema/money';
import { DomainError } from '../../src/server/domain-error';
import { captureCredit, releaseCredit, reserveCredit } from '../../src/server/services/credits';
import { confirmPayment } from '../../src/server/services/payments';
import { demoPassword, startTestServer } from '../api/harness';
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
// LEDGER_ANCHOR=0 skips pgbench (40 s) for back-to-back comparisons of the ledger alone.
const withAnchor = process.env.LEDGER_ANCHOR !== '0';
const anchor = withAnchor ? pgbench(10) : null;
const hotAnchor = withAnchor ? pgbench(1) : null;

const server = await startTestServer({ TRUST_PROXY: 'true' });
const { db } = server.database;
const deps = server.deps;

/**
 * CPU seconds used so far by the cluster's processes (the postmaster, its backends and helpers,
 * and the children it has reaped), from /proc (issue 31, decision 082): with the Node process's
 * own CPU it says which side of the 2 cores a posting costs most. Null where /proc is not Linux's.
 */
const clusterDir = ((await db.execute(sql`select current_setting('data_directory') as dir`)) as unknown as { rows: { dir: string }[] }).rows[0]!.dir;
function clusterCpuSeconds(): number | null {
  try {
    const postmaster = Number(readFileSync(`${clusterDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    const ticks = 100; // USER_HZ: the unit of /proc/<pid>/stat's times on Linux
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let fields: string[];
      try {
        // The fields after the command name, which may hold spaces: state is [0], ppid [1], utime [11].
        fields = readFileSync(`/proc/${entry}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
      } catch {
        continue; // a process that ended while we read
      }
      const pid = Number(entry);
      if (pid !== postmaster && Number(fields[1]) !== postmaster) continue;
      total += Number(fields[11]) + Number(fields[12]);
      if (pid === postmaster) total += Number(fields[13]) + Number(fields[14]);
    }
    return total / ticks;
  } catch {
    return null;
  }
}

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

/**
 * LEDGER_PROFILE=<dir>: a CPU profile of this process per scenario (<dir>/<scenario>.cpuprofile,
 * for Chrome's DevTools or speedscope), the server's start and seeding left out (decision 082).
 */
async function startProfile() {
  const dir = process.env.LEDGER_PROFILE;
  if (!dir) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async (name: string) => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${dir}/${name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  };
}

/** `concurrency` workers of the same loop, in this process, until `until`. */
const workers = (worker: (index: number, run: Run, until: number) => Promise<void>) => async (run: Run, until: number) => {
  await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index, run, until)));
};

/** Runs the load (`drive`) for `seconds`, then reports postings/s, latency per operation and CPU; `drive` may add lines of its own. */
async function scenario(name: string, drive: (run: Run, until: number) => Promise<string[] | void>) {
  const run: Run = { samples: new Map(), refused: 0, errors: [] };
  const before = await postingCount();
  const started = performance.now();
  const until = Date.now() + seconds * 1000;
  const stopSampling = sampleLocks();
  const profiler = await startProfile();
  const cpuBefore = process.cpuUsage();
  const clusterBefore = clusterCpuSeconds();
  const extra = (await drive(run, until)) ?? [];
  // The Node process's own CPU per posting (user + system): unlike postings/s it hardly moves with
  // the machine's load, so two runs on a busy machine can still compare the work per posting
  // (decision 079). For the service layer it includes the loop that calls the services; the HTTP
  // scenario's load generator has a process of its own (decision 082).
  const cpu = process.cpuUsage(cpuBefore);
  const clusterAfter = clusterCpuSeconds();
  await profiler?.(name);
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
    clusterBefore === null || clusterAfter === null
      ? '  PostgreSQL CPU: n/a'
      : `  PostgreSQL CPU (every process of the cluster): ${(((clusterAfter - clusterBefore) * 1000) / Math.max(1, postings)).toFixed(2)} ms per posting (${(clusterAfter - clusterBefore).toFixed(1)} s in ${elapsed.toFixed(1)} s)`,
    ...extra,
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

/**
 * Top up, reserve twice, release the older reservation, capture the other: five postings a cycle.
 * A reserve, release or capture is one statement (migration 0035, decision 086), given the database
 * it runs in autocommit: its own transaction, one round trip.
 */
function serviceWorker(marketerOf: (index: number, cycle: number) => string, open: (marketerId: string) => string[]) {
  return async (index: number, run: Run, until: number) => {
    for (let cycle = 0; Date.now() < until; cycle += 1) {
      const marketerId = marketerOf(index, cycle);
      const reservations = open(marketerId);
      await timed(run, 'top-up (confirm)', () => topUp(marketerId));
      for (let i = 0; i < 2; i += 1) {
        const reference = `bench:${randomUUID()}`;
        await timed(run, 'reserve', async () => {
          await reserveCredit(db, deps, { marketerId, amount: 20_000 + ((cycle + i) % 4) * 10_000, reference });
          reservations.push(reference);
        });
      }
      const released = reservations.shift();
      if (released) await timed(run, 'release', () => releaseCredit(db, deps, { marketerId, reference: released }));
      const captured = reservations.shift();
      if (captured) await timed(run, 'capture', () => captureCredit(db, deps, { marketerId, influencerId: influencer!.id, reference: captured }));
    }
  };
}

const openReservations = new Map<string, string[]>();
const openOf = (marketerId: string) => openReservations.get(marketerId) ?? openReservations.set(marketerId, []).get(marketerId)!;
const perWorker = Math.max(1, Math.floor(benchMarketers.length / concurrency));
// LEDGER_SERVICE=0 skips the two service-layer scenarios, to compare the HTTP path alone (decision 093).
if (process.env.LEDGER_SERVICE !== '0') {
  await scenario(`service layer, ${benchMarketers.length} marketers`, workers(serviceWorker((index, cycle) => benchMarketers[(index * perWorker + (cycle % perWorker)) % benchMarketers.length]!.id, openOf)));
  await scenario('service layer, one marketer', workers(serviceWorker(() => benchMarketers[0]!.id, openOf)));
}

// ---- HTTP ---- (LEDGER_HTTP=0 skips it, to profile the service layer alone)
/**
 * The load generator of the HTTP scenario runs in a process of its own (issue 31, decision 082):
 * it signs in, says "ready", starts on "go" and answers its samples as one JSON line, so this
 * process's CPU figure is the server's alone.
 */
function startHttpLoad() {
  const load = { url: server.url, origin: server.origin, seconds, concurrency, password: demoPassword, draft: campaignInput({ influencerCount: 1, pricePerInfluencerMinor: 50_000, ...datesFrom(deps.now()) }) };
  // The same Node and loader flags as this process (tsx), so the child runs TypeScript too.
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(new URL('./ledger-http-load.ts', import.meta.url))], {
    env: { ...process.env, LEDGER_HTTP_LOAD: JSON.stringify(load) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    if (output.includes('ready\n')) ready();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    ready: Promise.race([isReady, exited.then((code) => Promise.reject(new Error(`the HTTP load generator exited with ${code} before it was ready`)))]),
    async go(run: Run) {
      child.stdin.end('go\n');
      const code = await exited;
      const result = JSON.parse(output.trim().split('\n').at(-1) ?? 'null') as { samples: Record<string, number[]>; errors: string[]; cpuSeconds: number } | null;
      if (code !== 0 || !result) throw new Error(`the HTTP load generator exited with ${code}`);
      for (const [operation, times] of Object.entries(result.samples)) run.samples.set(operation, times);
      run.errors.push(...result.errors);
      return result.cpuSeconds;
    },
  };
}

if (process.env.LEDGER_HTTP !== '0') {
  const load = startHttpLoad();
  await load.ready;
  await scenario('HTTP, 3 marketers + staff', async (run) => {
    const generatorCpu = await load.go(run);
    return [`  load generator (a process of its own): ${generatorCpu.toFixed(1)} s CPU`];
  });
}

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
  `\nLedger — PostgreSQL (throwaway cluster, fsync off), ${concurrency} operations in flight, ${seconds} s per scenario, the HTTP load generator a process of its own; ${cpus().length} cores, load average (1/5/15 min) at start ${loadAtStart}, at end ${loadNow()}`,
);
console.log(`anchor: pgbench TPC-B, ${concurrency} clients, same cluster: ${anchor ?? 'n/a'} tps at scale 10; ${hotAnchor ?? 'n/a'} tps at scale 1 (one hot branch row)`);
console.table(rows);
for (const line of summaries) console.log(line);
console.log(`ledger after the runs: unbalanced postings ${unbalanced}, negative balances ${negative}, balance ≠ entries ${drift}`);
await server.close();
process.exit(unbalanced + negative + drift === 0 ? 0 : 1);
