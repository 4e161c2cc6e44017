import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignInput, datesFrom } from './campaigns-helpers';
import { Client, demoPassword, freshPostgres } from './harness';
import { canonical, ledgerHolds, ledgerInvariantsSql, type LedgerInvariants } from './money-checks';
import { pgBin, startCluster } from '../fleet/cluster';
import { serverCommand } from '../server-command';

/**
 * Issue 11: kill -9 the server during a burst of money writes, 10 times. The real server
 * (src/server/main.ts) runs as a child process on a fresh PostgreSQL database; 8 clients drive
 * top-ups (bank transfer), staff confirmations, campaign drafts, publishes (the budget reserved)
 * and closes (the rest released) over HTTP, each money POST with its Idempotency-Key. Every 2xx
 * is written down. Mid-burst the child gets SIGKILL; it is started again on the same database,
 * then: the requests the kill cut off are retried with their keys (a client's retry), the ledger's
 * invariants are checked, every acknowledged write since the first round must be there exactly
 * once, and every acknowledged key of the round, sent again, must answer its stored answer and
 * move nothing.
 *
 * The kill is of the application, not of PostgreSQL (whose own crash safety is its WAL; the test
 * cluster runs with fsync off). PGlite runs inside the server process, so there is no server to
 * kill apart from its database: the test needs PostgreSQL (`npm run test:pg`).
 */
const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(baseUrl);
const rounds = Number(process.env.CRASH_ROUNDS ?? 10);
const workers = 8;
const root = fileURLToPath(new URL('../..', import.meta.url));
const publicUrl = 'http://127.0.0.1:3000';
const runId = randomBytes(4).toString('hex');

/** A free loopback port, chosen by the OS (a new one per start, so no client reuses a dead socket). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Child {
  process: ChildProcess;
  url: string;
  exited: Promise<void>;
  output: () => string;
}

/**
 * The built server (or the sources through tsx when it is older): one process, so SIGKILL reaches
 * the server itself. The port is free when probed, but the server binds it only after its
 * migrations and seed; meanwhile another process's outgoing connection (the fleet runs beside this
 * suite in CI) may take it from the ephemeral range. That start is not what this suite tests, so
 * it is made again on a new port (once seen in CI: EADDRINUSE before healthy).
 */
async function startServer(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<Child> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServerOnce(databaseUrl, extraEnv);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error && error.message.includes('EADDRINUSE'))) throw error;
    }
  }
}

async function startServerOnce(databaseUrl: string, extraEnv: Record<string, string>): Promise<Child> {
  const port = await freePort();
  const { command, args } = serverCommand(root);
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      PUBLIC_URL: publicUrl,
      PASSWORD_HASH_COST: '10',
      LOG_LEVEL: 'warn',
      STATIC_DIR: './.tmp/no-static',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'true',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let dead = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => ((dead = true), resolve())));
  const url = `http://127.0.0.1:${port}`;
  // Ready when /healthz answers: migrations, the demo seed and the job queue come before listen.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (dead) throw new Error(`The server exited before it was healthy:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not healthy within 120 s:\n${output}`);
    }
    const healthy = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { process: child, url, exited, output: () => output };
}

/** One write: what was sent (so it can be sent again) and, once acknowledged, what was answered. */
interface Write {
  kind: 'topup' | 'confirm' | 'create' | 'publish' | 'close';
  round: number;
  client: Client;
  path: string;
  body: unknown;
  /** Money POSTs carry one; a draft and a close do not (they are not money-in, or are state-guarded). */
  key?: string;
  scope?: string;
  status?: number;
  answer?: Record<string, unknown>;
}

describe.skipIf(!onPostgres)('kill -9 during money writes (needs PostgreSQL: PGlite runs inside the server process; run `npm run test:pg`)', () => {
  const target = { url: '', origin: new URL(publicUrl).origin };
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let pool: pg.Pool;
  let server: Child | null = null;
  const query = async <T extends object>(text: string, values: unknown[] = []) => (await pool.query<T>(text, values)).rows;

  beforeAll(async () => {
    database = await freshPostgres(baseUrl);
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    server = await startServer(database.url);
    target.url = server.url;
  }, 180_000);

  afterAll(async () => {
    if (server) {
      server.process.kill('SIGKILL');
      await server.exited;
    }
    await pool?.end();
    await database?.drop();
  }, 60_000);

  it(`keeps the ledger balanced and every acknowledged write, exactly once, across ${rounds} kills`, async () => {
    let address = 0;
    const signIn = async (email: string, path: string) => {
      const client = new Client(target, { ip: `203.0.113.${++address}` });
      const response = await client.post(path, { email, password: demoPassword });
      expect(response.status, JSON.stringify(response.json)).toBe(200);
      return { client, id: response.json.uuid as string };
    };
    // Several clients per marketer, so postings race on the same accounts.
    const marketers = await Promise.all(['brand@kolify.test', 'agency@kolify.test', 'individual@kolify.test'].map((email) => signIn(email, '/sv_authauth/marketer/authen/')));
    const staff = await signIn('admin@kolify.test', '/sv_authauth/admin/signin');
    const marketerIds = marketers.map((marketer) => marketer.id);
    const [{ n: paymentsBefore }] = (await query<{ n: number }>('select count(*)::int as n from payments')) as [{ n: number }];

    const writes: Write[] = [];
    const acknowledged = () => writes.filter((write) => write.status !== undefined);
    const unexpected: string[] = [];
    let sequence = 0;
    const keyed = (scope: string) => ({ key: `crash-${runId}-${++sequence}`, scope });

    /** Sends a write; true when it was acknowledged (2xx). A cut connection leaves it unacknowledged. */
    const send = async (write: Write, headers: Record<string, string> = {}): Promise<boolean> => {
      writes.push(write);
      try {
        const response = await write.client.post(write.path, write.body, write.key ? { 'idempotency-key': write.key, ...headers } : headers);
        if (response.status >= 200 && response.status < 300) {
          write.status = response.status;
          write.answer = response.json;
          return true;
        }
        unexpected.push(`${write.kind} ${write.path} → ${response.status} ${response.text.slice(0, 200)}`);
      } catch {
        // The server died with this request in flight.
      }
      return false;
    };

    /** One client's burst: top up, staff confirm, draft, publish (reserve), every other time close (release). */
    const burst = async (worker: number, round: number, stop: () => boolean) => {
      const marketer = marketers[worker % marketers.length]!;
      for (let cycle = 0; !stop(); cycle += 1) {
        const topUp: Write = { kind: 'topup', round, client: marketer.client, path: `/api/credits/marketers/${marketer.id}/topups`, body: { amount: 100_000 + worker * 1_000 + cycle * 100, method: 'bank_transfer' }, ...keyed(`${marketer.id} POST topups`) };
        if (!(await send(topUp)) || stop()) return;
        const paymentId = topUp.answer!.id as string;
        const confirm: Write = { kind: 'confirm', round, client: staff.client, path: `/api/admin/payments/${paymentId}/actions`, body: { action: 'confirm' }, ...keyed(`${staff.id} POST payments/${paymentId}/actions`) };
        if (!(await send(confirm)) || stop()) return;
        const price = 10_000 * (1 + ((worker + cycle) % 9));
        const draft: Write = {
          kind: 'create',
          round,
          client: marketer.client,
          path: '/api/campaigns',
          body: campaignInput({ name: `Crash ${runId} ${round}.${worker}.${cycle}`, influencerCount: 1, pricePerInfluencerMinor: price, ...datesFrom(new Date()) }),
        };
        if (!(await send(draft)) || stop()) return;
        const campaignId = draft.answer!.id as string;
        const publish: Write = { kind: 'publish', round, client: marketer.client, path: `/api/campaigns/${campaignId}/publish`, body: undefined, ...keyed(`campaign.publish:${marketer.id}`) };
        if (!(await send(publish)) || stop()) return;
        if (cycle % 2 === 1 && !(await send({ kind: 'close', round, client: marketer.client, path: `/api/campaigns/${campaignId}/close`, body: undefined }))) return;
      }
    };

    /** The ledger and the business rows agree, and every acknowledged write is there exactly once. */
    const checkInvariants = async () => {
      const [ledger] = (await query<LedgerInvariants>(ledgerInvariantsSql)) as [LedgerInvariants];
      expect(ledger, 'ledger invariants').toEqual(ledgerHolds);

      // Whole operations or nothing, acknowledged or not: a paid payment has its one top-up posting
      // and lot, a pending one neither; a published campaign its one reserve, a closed one also its
      // one release, a draft none.
      const [rows] = (await query<{ payments: number; paymentsTorn: number; campaignsTorn: number; keys: number }>(
        `select
          (select count(*)::int from payments) as payments,
          (select count(*)::int from payments p where p.marketer_id = any($1::uuid[]) and p.method = 'bank_transfer' and (
            (select count(*) from ledger_postings l where l.kind = 'topup' and l.reference = 'payment:' || p.id) <> (case when p.status = 'paid' then 1 else 0 end)
            or (select count(*) from credit_lots c where c.payment_id = p.id) <> (case when p.status = 'paid' then 1 else 0 end))) as "paymentsTorn",
          (select count(*)::int from campaigns c where c.name like $2 and (
            (select count(*) from ledger_postings l where l.kind = 'reserve' and l.reference = 'campaign:' || c.id) <> (case when c.status in ('published', 'closed') then 1 else 0 end)
            or (select count(*) from ledger_postings l where l.kind = 'release' and l.reference = 'campaign:' || c.id) <> (case when c.status = 'closed' then 1 else 0 end))) as "campaignsTorn",
          (select count(*)::int from idempotency_keys where key like $3 and scope like '% POST topups') as keys`,
        [marketerIds, `Crash ${runId} %`, `crash-${runId}-%`],
      )) as [{ payments: number; paymentsTorn: number; campaignsTorn: number; keys: number }];
      expect(rows.paymentsTorn, 'payments half-applied').toBe(0);
      expect(rows.campaignsTorn, 'campaigns half-applied').toBe(0);
      // Each top-up key made one payment, and nothing else made any.
      expect(rows.payments - paymentsBefore, 'payments = top-up keys').toBe(rows.keys);

      // Every acknowledged write (all rounds): its stored answer is the one the client got, its effect is there once.
      const keys = new Map(
        (await query<{ scope: string; key: string; status: number; response: unknown }>('select scope, key, status, response from idempotency_keys where key like $1', [`crash-${runId}-%`])).map((row) => [`${row.scope}|${row.key}`, row]),
      );
      const paymentRows = new Map((await query<{ id: string; status: string; amount: string }>('select id, status, amount::text from payments where marketer_id = any($1::uuid[])', [marketerIds])).map((row) => [row.id, row]));
      const campaignRows = new Map((await query<{ id: string; status: string }>('select id, status from campaigns where name like $1', [`Crash ${runId} %`])).map((row) => [row.id, row]));
      const postingCounts = new Map(
        (await query<{ ref: string; n: number }>(`select kind || ' ' || reference as ref, count(*)::int as n from ledger_postings where kind in ('topup', 'reserve', 'release') group by kind, reference`)).map((row) => [row.ref, row.n]),
      );
      const lost: string[] = [];
      for (const write of acknowledged()) {
        if (write.key) {
          const stored = keys.get(`${write.scope}|${write.key}`);
          if (!stored || stored.status !== write.status || JSON.stringify(canonical(stored.response)) !== JSON.stringify(canonical(write.answer))) lost.push(`${write.kind} ${write.key}: stored answer missing or different`);
        }
        const id = write.answer!.id as string;
        if (write.kind === 'topup' && paymentRows.get(id)?.amount !== String((write.body as { amount: number }).amount)) lost.push(`topup ${id}: payment missing`);
        if (write.kind === 'confirm') {
          const paymentId = write.path.split('/')[4]!;
          if (paymentRows.get(paymentId)?.status !== 'paid' || postingCounts.get(`topup payment:${paymentId}`) !== 1) lost.push(`confirm ${paymentId}: not paid once`);
        }
        if (write.kind === 'create' && !campaignRows.has(id)) lost.push(`campaign ${id}: missing`);
        if (write.kind === 'publish' && (!['published', 'closed'].includes(campaignRows.get(id)?.status ?? '') || postingCounts.get(`reserve campaign:${id}`) !== 1)) lost.push(`publish ${id}: not reserved once`);
        if (write.kind === 'close' && (campaignRows.get(id)?.status !== 'closed' || postingCounts.get(`release campaign:${id}`) !== 1)) lost.push(`close ${id}: not released once`);
      }
      expect(lost, 'acknowledged writes lost or doubled').toEqual([]);
    };

    const moneyCounts = async () =>
      (
        await query<{ postings: number; entries: number; payments: number; lots: number; keys: number; campaigns: number }>(`
          select (select count(*)::int from ledger_postings) as postings, (select count(*)::int from ledger_entries) as entries,
                 (select count(*)::int from payments) as payments, (select count(*)::int from credit_lots) as lots,
                 (select count(*)::int from idempotency_keys) as keys, (select count(*)::int from campaigns where status <> 'draft') as campaigns`)
      )[0]!;

    const figures: { round: number; acknowledged: number; 'cut off': number; 'retried (replayed)': string; 'burst ms': number; 'restart ms': number; 'round ms': number }[] = [];
    const started = performance.now();
    for (let round = 1; round <= rounds; round += 1) {
      const roundStarted = performance.now();
      const before = writes.length;
      const ackedBefore = acknowledged().length;
      // Kill after 20–50 acknowledgements of this round: 8 clients always have requests in flight then.
      const killAt = 20 + Math.floor(Math.random() * 31);
      let killed = false;
      const stop = () => killed;
      const child = server!;
      const watcher = setInterval(() => {
        if (!killed && acknowledged().length - ackedBefore >= killAt) {
          killed = true;
          child.process.kill('SIGKILL');
        }
      }, 5);
      const driving = Promise.all(Array.from({ length: workers }, (_, worker) => burst(worker, round, stop)));
      // A burst that ends on its own (it should not) still gets its kill.
      await Promise.race([driving, child.exited]);
      killed = true;
      child.process.kill('SIGKILL');
      clearInterval(watcher);
      await child.exited;
      await driving;
      const burstMs = performance.now() - roundStarted;
      expect(unexpected, 'answers other than 2xx during the burst').toEqual([]);

      const restartStarted = performance.now();
      server = null;
      server = await startServer(database.url);
      target.url = server.url;
      const restartMs = performance.now() - restartStarted;

      // The client retries what the kill cut off, with the same key: applied once, whether or not
      // the first attempt had committed before the kill.
      const cut = writes.slice(before).filter((write) => write.status === undefined);
      let retriedReplayed = 0;
      const retried = cut.filter((write) => write.key);
      for (const write of retried) {
        const response = await write.client.post(write.path, write.body, { 'idempotency-key': write.key! });
        expect(response.status, `retry of ${write.kind} after the crash: ${response.text.slice(0, 200)}`).toBeLessThan(300);
        write.status = response.status;
        write.answer = response.json;
        if (response.headers.get('idempotent-replayed') === 'true') retriedReplayed += 1;
      }

      await checkInvariants();

      // Every acknowledged key of this round, sent again: the stored answer, and nothing moves.
      const countsBefore = await moneyCounts();
      const again = writes.slice(before).filter((write) => write.key && write.status !== undefined);
      const replays = await Promise.all(again.map((write) => write.client.post(write.path, write.body, { 'idempotency-key': write.key! })));
      replays.forEach((response, index) => {
        const write = again[index]!;
        expect(response.status, `replay of ${write.kind} ${write.key}`).toBe(write.status);
        expect(response.headers.get('idempotent-replayed'), `replay of ${write.kind} ${write.key}`).toBe('true');
        expect(canonical(response.json)).toEqual(canonical(write.answer));
      });
      expect(await moneyCounts(), 'replays moved nothing').toEqual(countsBefore);

      figures.push({
        round,
        acknowledged: writes.slice(before).filter((write) => write.status !== undefined).length - retried.length,
        'cut off': cut.length,
        'retried (replayed)': `${retried.length} (${retriedReplayed})`,
        'burst ms': Math.round(burstMs),
        'restart ms': Math.round(restartMs),
        'round ms': Math.round(performance.now() - roundStarted),
      });
    }
    const seconds = (performance.now() - started) / 1000;
    const totals = await moneyCounts();
    console.log(`\n[money crash] ${rounds} kill -9 rounds on PostgreSQL in ${seconds.toFixed(1)} s; ${acknowledged().length} writes acknowledged in all; ledger: ${totals.postings} postings, ${totals.entries} entries`);
    console.table(figures);
    expect(figures.every((row) => row.acknowledged >= 20)).toBe(true);
  }, 600_000);
  // Issue 28 (Backups): README's pg_dump/pg_restore, on the database the kills above filled with
  // live money. The dump is taken with the server up; the restore goes into a cluster that never
  // saw the original, and a Kolify started on it keeps the ledger's invariants and signs a marketer in.
  it('restores a pg_dump of that live database into a fresh cluster, where the ledger holds and a marketer signs in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kolify-dump-'));
    const cluster = startCluster(await freePort());
    let restoredServer: Child | null = null;
    const restoredPool = new pg.Pool({ connectionString: cluster.url.replace(/\/postgres$/, '/kolify'), max: 2 });
    try {
      const counted = (await query<{ postings: number; paid: number; users: number }>(
        `select (select count(*)::int from ledger_postings) as postings, (select count(*)::int from payments where status = 'paid') as paid, (select count(*)::int from users) as users`,
      ))[0]!;
      expect(counted.paid, 'the database holds paid top-ups').toBeGreaterThan(0);
      const brand = new Client(target, { ip: '203.0.113.249' });
      const brandIn = await brand.post('/sv_authauth/marketer/authen/', { email: 'brand@kolify.test', password: demoPassword });
      expect(brandIn.status).toBe(200);
      const totalBefore = await brand.get(`/api/credits/marketers/${brandIn.json.uuid as string}/total`);
      expect(totalBefore.status).toBe(200);
      const dumpFile = join(dir, 'kolify.dump');
      await promisify(execFile)(`${pgBin()}/pg_dump`, ['--format=custom', '--no-owner', `--file=${dumpFile}`, database.url]);
      const admin = new pg.Pool({ connectionString: cluster.url, max: 1 });
      await admin.query('create database kolify');
      await admin.end();
      const restoredUrl = cluster.url.replace(/\/postgres$/, '/kolify');
      await promisify(execFile)(`${pgBin()}/pg_restore`, ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dumpFile]);

      const [restored] = (await restoredPool.query<{ postings: number; paid: number; users: number }>(
        `select (select count(*)::int from ledger_postings) as postings, (select count(*)::int from payments where status = 'paid') as paid, (select count(*)::int from users) as users`,
      )).rows;
      // Idle server: nothing is written between the count and the dump but the queue's own jobs.
      expect(restored!.paid).toBeGreaterThanOrEqual(counted.paid);
      expect(restored!.postings).toBeGreaterThanOrEqual(counted.postings);
      expect(restored!.users).toBe(counted.users);

      restoredServer = await startServer(restoredUrl, { SEED_DEMO: 'false' });
      const [ledger] = (await restoredPool.query<LedgerInvariants>(ledgerInvariantsSql)).rows;
      expect(ledger, 'ledger invariants on the restored database').toEqual(ledgerHolds);
      const client = new Client({ url: restoredServer.url, origin: new URL(publicUrl).origin }, { ip: '203.0.113.250' });
      const signedIn = await client.post('/sv_authauth/marketer/authen/', { email: 'brand@kolify.test', password: demoPassword });
      expect(signedIn.status, signedIn.text.slice(0, 200)).toBe(200);
      // The restored process answers the marketer's credit as the original did before the dump.
      const total = await client.get(`/api/credits/marketers/${signedIn.json.uuid as string}/total`);
      expect(total.status, total.text.slice(0, 200)).toBe(200);
      expect(total.json).toEqual(totalBefore.json);
    } finally {
      if (restoredServer) {
        restoredServer.process.kill('SIGTERM');
        await restoredServer.exited;
      }
      await restoredPool.end();
      cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
