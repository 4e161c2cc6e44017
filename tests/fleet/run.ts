// `npm run test:fleet` (issue 28; decision 034): three compiled Kolify processes (the production
// start, `node dist/.server/main.js` with NODE_ENV=production) on one throwaway PostgreSQL 15 and
// one s3rver bucket, behind a real HAProxy from Debian. A crowd of clients drives money writes
// (each with its Idempotency-Key) and file uploads through the balancer for FLEET_SECONDS
// (default 180) while one process is SIGKILLed and restarted and the other two are rolled with
// SIGTERM. Then the verdict: the ledger's invariants hold, every acknowledged write is there
// exactly once and replays its stored answer, every upload is readable through every process,
// each acknowledged top-up's jobs were queued exactly once and no job failed, no 5xx reached a
// client outside the kill's window; with requests/s, p50/p99 and errors by kind. Exits 1 on
// any failure. Runs inside tests/scripts/with-postgres.sh (TEST_DATABASE_URL); needs `npm run build`.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../src/server/db/schema/index';
import type { Database } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed/seed';
import { campaignInput, datesFrom } from '../api/campaigns-helpers';
import { Client, demoPassword, freshPostgres, type TestServer } from '../api/harness';
import { addChannel } from '../api/channel-rows';
import { freshEmail, password as influencerPassword } from '../api/influencer-helpers';
import { canonical, ledgerHolds, ledgerInvariantsSql, type LedgerInvariants } from '../api/money-checks';
import { freePort, productionEnv, startKolify, type KolifyProcess } from './kolify-process';
import { haproxyConfig } from './haproxy';
import { startMailCatcher } from './mail-catcher';
import { pgBin, startCluster } from './cluster';

const seconds = Number(process.env.FLEET_SECONDS ?? 180);
const clientsPerMarketer = 3;
const influencerCount = Number(process.env.FLEET_INFLUENCERS ?? 8);
const visitorCount = Number(process.env.FLEET_VISITORS ?? 3);
/** job.assignMs for the run: a selected influencer who does not answer is cancelled by the deadline, mid-soak. */
const assignSeconds = Math.max(5, Math.round(seconds / 9));
// Ports: the OS chooses, unless FLEET_PORT_BASE gives a range of 10 (an engineer's own range on a shared machine).
let nextPort = Number(process.env.FLEET_PORT_BASE ?? 0);
const port = () => (nextPort > 0 ? Promise.resolve(nextPort++) : freePort());
const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.error('The fleet test runs on PostgreSQL: npm run test:fleet (tests/scripts/with-postgres.sh)');
  process.exit(1);
}
if (!existsSync('dist/.server/main.js')) {
  console.error('No compiled server: run `npm run build` first.');
  process.exit(1);
}
const haproxyBin = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path));
if (!haproxyBin) {
  console.error('HAProxy is missing: apt-get install -y haproxy (.ci/run installs it).');
  process.exit(1);
}

const execFileAsync = promisify(execFile);
const failures: string[] = [];
const fail = (what: string) => failures.push(what);
const runId = randomBytes(4).toString('hex');
const temp = mkdtempSync(join(tmpdir(), 'kolify-fleet-'));
const children: ChildProcess[] = [];
// A run that throws (a crowd client giving up, a start-up timeout) skips the tear-down at the end:
// its processes and HAProxy would outlive it and keep their ports (CI gives the fleet fixed ones).
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

// 1. The shared parts: an empty database, a bucket, the balancer's port.
const database = await freshPostgres(baseUrl);
const s3dir = join(temp, 's3');
const bucket = 'kolify-fleet';
const s3 = new S3rver({ port: nextPort > 0 ? await port() : 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{ name: bucket, configs: [] }] });
const s3port = ((await s3.run()) as AddressInfo).port;
const mail = await startMailCatcher(nextPort > 0 ? await port() : 0);
const lbPort = await port();
const lbUrl = `http://127.0.0.1:${lbPort}`;
const env = productionEnv({
  DATABASE_URL: database.url,
  PUBLIC_URL: lbUrl,
  TRUST_PROXY: 'true',
  STATIC_DIR: './dist',
  S3_BUCKET: bucket,
  S3_ENDPOINT: `http://127.0.0.1:${s3port}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  SHUTDOWN_GRACE_SECONDS: '10',
  SMTP_URL: mail.url,
});

// 2. Three processes at once on the empty database: the migration lock lets one migrate.
const ports = [await port(), await port(), await port()];
const started = performance.now();
const fleet: KolifyProcess[] = await Promise.all(ports.map((port, index) => startKolify({ name: `kolify${index + 1}`, env, port, healthPath: '/healthz/ready' })));
for (const member of fleet) children.push(member.process);
console.log(`3 compiled processes ready on an empty database in ${Math.round(performance.now() - started)} ms (each: ${fleet.map((member) => Math.round(member.startMs)).join(', ')} ms)`);
const pool = new pg.Pool({ connectionString: database.url, max: 4 });
const query = async <T extends object>(text: string, values: unknown[] = []) => (await pool.query<T>(text, values)).rows;
const [migrations] = await query<{ n: number; distinct: number }>('select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations');
if (migrations!.n !== migrations!.distinct) fail(`migrations applied more than once: ${migrations!.n} rows, ${migrations!.distinct} distinct`);

// Production never seeds demo data; the test seeds the demo accounts itself (marketers, staff).
const db = drizzle(pool, { schema }) as unknown as Database;
await seedDemo(db, 10);
// Deadlines that fall during the soak: the durations are app_config rows (decision 031), read at each entry.
await query(`insert into app_config (key, value, effective_from) values ('job.assignMs', $1::jsonb, now() - interval '1 day')`, [JSON.stringify(assignSeconds * 1000)]);

// 3. HAProxy in front, in the foreground, as a child.
const cfg = join(temp, 'haproxy.cfg');
writeFileSync(cfg, haproxyConfig(lbPort, ports));
const check = spawnSync(haproxyBin, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
if (check.status !== 0) throw new Error(`haproxy config: ${check.stderr}`);
const haproxy = spawn(haproxyBin, ['-db', '-f', cfg], { stdio: ['ignore', 'ignore', 'pipe'] });
children.push(haproxy);
for (let i = 0; ; i += 1) {
  const ok = await fetch(`${lbUrl}/healthz/ready`).then((response) => response.ok, () => false);
  if (ok) break;
  if (i > 100) throw new Error('HAProxy did not come up');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

// 4. The crowd.
const target = { url: lbUrl, origin: lbUrl };
let address = 0;
const signIn = async (email: string, path: string) => {
  const client = new Client(target, { ip: `203.0.113.${++address}` });
  const response = await client.post(path, { email, password: demoPassword });
  if (response.status !== 200) throw new Error(`sign-in ${email}: ${response.status} ${response.text}`);
  return { client, id: response.json.uuid as string };
};
const marketerEmails = ['brand@kolify.test', 'agency@kolify.test', 'individual@kolify.test'];
const marketers: Awaited<ReturnType<typeof signIn>>[] = [];
for (const email of marketerEmails) for (let i = 0; i < clientsPerMarketer; i += 1) marketers.push(await signIn(email, '/sv_authauth/marketer/authen/'));
const staff = await signIn('admin@kolify.test', '/sv_authauth/admin/signin');
const uploader = await signIn('admin@kolify.test', '/sv_authauth/admin/signin');
const marketerIds = [...new Set(marketers.map((marketer) => marketer.id))];

interface Write {
  kind: 'topup' | 'confirm' | 'create' | 'publish' | 'close';
  client: Client;
  path: string;
  body: unknown;
  key?: string;
  scope?: string;
  status?: number;
  answer?: Record<string, unknown>;
}
const writes: Write[] = [];
const uploads: { id: string; url: string; bytes: Buffer }[] = [];
const latencies: number[] = [];
const errors = new Map<string, number>();
const fiveHundreds: { at: number; what: string }[] = [];
const count = (kind: string) => errors.set(kind, (errors.get(kind) ?? 0) + 1);
let requests = 0;
let sequence = 0;
let stopAll = false;

/**
 * One request with a client's retries: a cut connection or a 502/503 from the balancer (every
 * process busy restarting) is sent again, same key, up to 20 times. Returns the final answer.
 */
async function send<T>(what: string, attempt: () => Promise<T & { status: number }>): Promise<(T & { status: number }) | null> {
  for (let tries = 0; tries < 20; tries += 1) {
    const sent = performance.now();
    requests += 1;
    try {
      const response = await attempt();
      latencies.push(performance.now() - sent);
      if (response.status >= 500) {
        count(`${response.status} (retried)`);
        fiveHundreds.push({ at: Date.now(), what: `${what} → ${response.status}` });
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      return response;
    } catch {
      count('connection cut (retried)');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return null;
}

const unexpected: string[] = [];
async function write(entry: Write): Promise<boolean> {
  writes.push(entry);
  const response = await send(`${entry.kind} ${entry.path}`, () => entry.client.post(entry.path, entry.body, entry.key ? { 'idempotency-key': entry.key } : {}));
  if (!response) return false;
  if (response.status >= 200 && response.status < 300) {
    entry.status = response.status;
    entry.answer = response.json;
    return true;
  }
  count(`${response.status}`);
  unexpected.push(`${entry.kind} ${entry.path} → ${response.status} ${response.text.slice(0, 160)}`);
  return false;
}

/** money-crash.test.ts's cycle: top up, staff confirm, draft, publish (reserve), every other time close (release). */
async function moneyClient(worker: number) {
  const marketer = marketers[worker]!;
  for (let cycle = 0; !stopAll; cycle += 1) {
    const keyed = (scope: string) => ({ key: `fleet-${runId}-${++sequence}`, scope });
    const topUp: Write = { kind: 'topup', client: marketer.client, path: `/api/credits/marketers/${marketer.id}/topups`, body: { amount: 100_000 + worker * 1_000 + cycle * 100, method: 'bank_transfer' }, ...keyed(`${marketer.id} POST topups`) };
    if (!(await write(topUp))) continue;
    const paymentId = topUp.answer!.id as string;
    if (!(await write({ kind: 'confirm', client: staff.client, path: `/api/admin/payments/${paymentId}/actions`, body: { action: 'confirm' }, ...keyed(`${staff.id} POST payments/${paymentId}/actions`) }))) continue;
    const price = 10_000 * (1 + ((worker + cycle) % 9));
    const draft: Write = { kind: 'create', client: marketer.client, path: '/api/campaigns', body: campaignInput({ name: `Fleet ${runId} ${worker}.${cycle}`, influencerCount: 1, pricePerInfluencerMinor: price, ...datesFrom(new Date()) }) };
    if (!(await write(draft))) continue;
    const campaignId = draft.answer!.id as string;
    if (!(await write({ kind: 'publish', client: marketer.client, path: `/api/campaigns/${campaignId}/publish`, body: undefined, ...keyed(`campaign.publish:${marketer.id}`) }))) continue;
    if (cycle % 2 === 1) await write({ kind: 'close', client: marketer.client, path: `/api/campaigns/${campaignId}/close`, body: undefined });
  }
}

/** Staff uploads of small distinct PNGs (a cover image each), through the balancer. */
async function uploadClient() {
  const cookie = () => [...uploader.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  for (let n = 0; !stopAll; n += 1) {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: n % 256, g: (n >> 8) % 256, b: 7 } } }).png().toBuffer();
    const response = await send('upload', async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), `fleet-${n}.png`);
      const answer = await fetch(`${lbUrl}/api/admin/content/uploads?purpose=image`, { method: 'POST', body: form, headers: { origin: lbUrl, cookie: cookie(), 'x-forwarded-for': '203.0.113.250' } });
      return { status: answer.status, json: (await answer.json().catch(() => null)) as { id: string; url: string } | null };
    });
    if (response && response.status === 201 && response.json) uploads.push({ id: response.json.id, url: response.json.url, bytes });
    else if (response) unexpected.push(`upload → ${response.status}`);
  }
}

/** A job step (apply, select, accept): 409 is the machine refusing a job that moved on (a seat taken, a deadline that won). */
interface JobStep {
  kind: 'apply' | 'select' | 'accept';
  jobId: string;
}
const jobSteps: JobStep[] = [];
async function jobStep(kind: JobStep['kind'], client: Client, path: string, body: unknown): Promise<Record<string, unknown> | null> {
  const response = await send(`${kind} ${path}`, () => client.post(path, body));
  if (!response) return null;
  if (response.status === 409 || response.status === 404) {
    count(`${response.status} ${kind} (by design)`);
    return null;
  }
  if (response.status >= 300) {
    unexpected.push(`${kind} ${path} → ${response.status} ${response.text.slice(0, 160)}`);
    return null;
  }
  return response.json;
}

/**
 * An influencer signs up through the balancer as a person does: the code arrives by e-mail (at the
 * test's SMTP server), then the account; the channel row is what qualification would leave
 * (connecting a social platform is the channels issue's business, not the fleet's). A cut
 * connection restarts the sign-up with a fresh address.
 */
const influencerIds: string[] = [];
async function signUpInfluencer(index: number, attempt = 0): Promise<{ client: Client; id: string; channelId: string }> {
  if (attempt > 5) throw new Error(`influencer ${index} could not sign up`);
  const client = new Client(target, { ip: `198.51.100.${index + 1 + attempt * 20}` });
  const email = freshEmail(`fleet${index}-`);
  try {
    const requested = await client.post('/api/notification/requestOtpEmail', { email, locale: 'en', purpose: 'signup' });
    if (requested.status !== 200) throw new Error(`requestOtpEmail ${requested.status} ${requested.text}`);
    const code = /\b(\d{6})\b/.exec((await mail.next(email)).body)?.[1];
    const verified = await client.post('/api/notification/verifyEmailOtpSignUp', { email, code });
    if (verified.status !== 200) throw new Error(`verify ${verified.status} ${verified.text}`);
    const created = await client.post('/sv_influ_api/influSignup/createInfluMember', { consent: true, country: 'TH', nationality: 'TH', email, verificationToken: verified.json.verificationToken, password: influencerPassword, locale: 'en' });
    if (created.status !== 200) throw new Error(`createInfluMember ${created.status} ${created.text}`);
    const id = created.json.uuid as string;
    await query(`update influencer_profiles set interests = '["INTEREST_FOOD"]'::jsonb, first_name_en = 'Fleet', last_name_en = $2 where user_id = $1`, [id, `Influencer ${index}`]);
    const channel = await addChannel({ database: { db } } as unknown as TestServer, id);
    influencerIds.push(id);
    return { client, id, channelId: channel.id };
  } catch (error) {
    count(`sign-up restarted (${String(error).slice(0, 60)})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return signUpInfluencer(index, attempt + 1);
  }
}

/** Influencers browse the market, apply to the run's campaigns, and (every other one) accept when chosen; the others let the deadline answer. */
async function influencerClient(index: number) {
  const { client, channelId } = await signUpInfluencer(index);
  const answers = index % 2 === 0;
  const applied = new Set<string>();
  while (!stopAll) {
    const market = await send('market', () => client.get('/api/jobs/public?limit=20'));
    const open = ((market?.json?.items ?? []) as { campaign: { id: string; name: string }; jobId: string | null }[]).filter((item) => item.jobId === null && item.campaign.name.startsWith(`Fleet ${runId}`) && !applied.has(item.campaign.id));
    const chosen = open[Math.floor(Math.random() * open.length)];
    if (chosen) {
      applied.add(chosen.campaign.id);
      const job = await jobStep('apply', client, '/api/jobs/apply', { campaignId: chosen.campaign.id, channelId });
      if (job) jobSteps.push({ kind: 'apply', jobId: job.id as string });
    }
    const mine = await send('my jobs', () => client.get('/api/jobs'));
    for (const job of (mine?.json?.items ?? []) as { id: string; status: string }[]) {
      if (answers && job.status === 'ASSIGN' && !stopAll) {
        if (await jobStep('accept', client, `/api/jobs/${job.id}/events`, { type: 'job.accept', expectedStatus: 'ASSIGN' })) jobSteps.push({ kind: 'accept', jobId: job.id });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 400));
  }
}

/** One session per marketer account chooses among its campaigns' applicants. */
async function selectorClient(marketer: { client: Client }) {
  while (!stopAll) {
    const list = await send('my campaigns', () => marketer.client.get('/api/campaigns?limit=20'));
    for (const campaign of ((list?.json?.items ?? []) as { id: string; status: string; name: string }[]).filter((item) => item.status === 'published' && item.name.startsWith(`Fleet ${runId}`))) {
      if (stopAll) break;
      const jobs = await send('campaign jobs', () => marketer.client.get(`/api/campaigns/${campaign.id}/jobs`));
      for (const job of (jobs?.json?.items ?? []) as { id: string; status: string }[]) {
        if (job.status === 'MATCHED' && (await jobStep('select', marketer.client, `/api/jobs/${job.id}/events`, { type: 'job.select', expectedStatus: 'MATCHED' }))) jobSteps.push({ kind: 'select', jobId: job.id });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 500));
  }
}

/** Visitors read public pages (server-rendered) and the public API, signed out. */
const visitorPaths = ['/th', '/en', '/th/about', '/en/faq', '/th/jobMarketBoard', '/en/articles', '/api/campaigns/public/job?page=1&perPage=6', '/api/blogs/lang/th?limit=5&perPage=5'];
let pagesRead = 0;
async function visitorClient(index: number) {
  const client = new Client(target, { ip: `192.0.2.${100 + index}` });
  for (let n = index; !stopAll; n += 1) {
    const path = visitorPaths[n % visitorPaths.length]!;
    const response = await send(`visit ${path}`, () => client.get(path));
    if (response && response.status === 200) pagesRead += 1;
    else if (response) unexpected.push(`visit ${path} → ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300));
  }
}

// 5. Chaos while the crowd runs: SIGKILL kolify1 at 20 %, restart it; SIGTERM kolify2 at 45 % and
// kolify3 at 70 % (a rolling restart), each started again once it has drained.
const chaos: { at: string; event: string; ms: number }[] = [];
let killWindow: [number, number] = [0, 0];
const runStarted = Date.now();
const at = (fraction: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 * fraction));
async function restart(index: number, signal: 'SIGKILL' | 'SIGTERM') {
  const member = fleet[index]!;
  const t0 = performance.now();
  if (signal === 'SIGKILL') killWindow = [Date.now() - 1_000, Date.now() + 3_000];
  member.process.kill(signal);
  const code = await member.exited;
  const stoppedMs = Math.round(performance.now() - t0);
  if (signal === 'SIGTERM' && code !== 0) fail(`${member.name} exited ${code} after SIGTERM (drain failed):\n${member.output()}`);
  const next = await startKolify({ name: member.name, env, port: member.port, healthPath: '/healthz/ready' });
  children.push(next.process);
  fleet[index] = next;
  chaos.push({ at: `${((Date.now() - runStarted) / 1000).toFixed(1)} s`, event: `${signal} ${member.name}: stopped in ${stoppedMs} ms, ready again in ${Math.round(next.startMs)} ms`, ms: Math.round(performance.now() - t0) });
}
const chaosDone = (async () => {
  await at(0.2);
  await restart(0, 'SIGKILL');
  await at(0.25);
  await restart(1, 'SIGTERM');
  await at(0.25);
  await restart(2, 'SIGTERM');
})();
// The backup, while the crowd writes: pg_dump's custom format, one consistent snapshot (README "Backups").
const dumpFile = join(temp, 'kolify.dump');
const backup = (async () => {
  await at(0.6);
  const [before] = await query<{ postings: number }>('select count(*)::int as postings from ledger_postings');
  const t0 = performance.now();
  await execFileAsync(`${pgBin()}/pg_dump`, ['--format=custom', '--no-owner', `--file=${dumpFile}`, database.url]);
  return { ms: Math.round(performance.now() - t0), bytes: statSync(dumpFile).size, at: (Date.now() - runStarted) / 1000, postings: before!.postings };
})();
const crowd = Promise.all([
  ...marketers.map((_, worker) => moneyClient(worker)),
  uploadClient(),
  uploadClient(),
  ...Array.from({ length: influencerCount }, (_, index) => influencerClient(index)),
  ...marketerEmails.map((_, index) => selectorClient(marketers[index * clientsPerMarketer]!)),
  ...Array.from({ length: visitorCount }, (_, index) => visitorClient(index)),
]);
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
await chaosDone;
stopAll = true;
await crowd;
const dumped = await backup;
const runSeconds = (Date.now() - runStarted) / 1000;

// Settle: the crowd is gone; every deadline already due and every queued message gets its chance
// (a job held by the killed process is failed by its lost heartbeat and retried).
const settleStarted = Date.now();
const pending = async () =>
  (
    await query<{ due: number; messages: number }>(
      `select (select count(*)::int from jobs where status = 'ASSIGN' and deadline_at < now() - interval '3 seconds') as due,
              (select count(*)::int from pgboss.job where name in ('notification.deliver', 'machine.delayed') and (state in ('retry', 'active') or (state = 'created' and start_after < now()))) as messages`,
    )
  )[0]!;
for (let left = await pending(); left.due + left.messages > 0; left = await pending()) {
  if (Date.now() - settleStarted > 120_000) {
    fail(`after 120 s, ${left.due} due deadlines not fired and ${left.messages} messages not sent`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}
const settleSeconds = (Date.now() - settleStarted) / 1000;

// 6. The verdict.
const acknowledged = writes.filter((entry) => entry.status !== undefined);
const [ledger] = await query<LedgerInvariants>(ledgerInvariantsSql);
if (JSON.stringify(ledger) !== JSON.stringify(ledgerHolds)) fail(`ledger invariants: ${JSON.stringify(ledger)}`);
const keys = new Map((await query<{ scope: string; key: string; status: number; response: unknown }>('select scope, key, status, response from idempotency_keys where key like $1', [`fleet-${runId}-%`])).map((row) => [`${row.scope}|${row.key}`, row]));
const paymentRows = new Map((await query<{ id: string; status: string; amount: string }>('select id, status, amount::text from payments where marketer_id = any($1::uuid[])', [marketerIds])).map((row) => [row.id, row]));
const campaignRows = new Map((await query<{ id: string; status: string }>('select id, status from campaigns where name like $1', [`Fleet ${runId} %`])).map((row) => [row.id, row]));
const postingCounts = new Map((await query<{ ref: string; n: number }>(`select kind || ' ' || reference as ref, count(*)::int as n from ledger_postings where kind in ('topup', 'reserve', 'release') group by kind, reference`)).map((row) => [row.ref, row.n]));
const lost: string[] = [];
for (const entry of acknowledged) {
  if (entry.key) {
    const stored = keys.get(`${entry.scope}|${entry.key}`);
    if (!stored || stored.status !== entry.status || JSON.stringify(canonical(stored.response)) !== JSON.stringify(canonical(entry.answer))) lost.push(`${entry.kind} ${entry.key}: stored answer missing or different`);
  }
  const id = entry.answer!.id as string;
  if (entry.kind === 'topup' && paymentRows.get(id)?.amount !== String((entry.body as { amount: number }).amount)) lost.push(`topup ${id}: payment missing`);
  if (entry.kind === 'confirm') {
    const paymentId = entry.path.split('/')[4]!;
    if (paymentRows.get(paymentId)?.status !== 'paid' || postingCounts.get(`topup payment:${paymentId}`) !== 1) lost.push(`confirm ${paymentId}: not paid once`);
  }
  if (entry.kind === 'create' && !campaignRows.has(id)) lost.push(`campaign ${id}: missing`);
  if (entry.kind === 'publish' && (!['published', 'closed'].includes(campaignRows.get(id)?.status ?? '') || postingCounts.get(`reserve campaign:${id}`) !== 1)) lost.push(`publish ${id}: not reserved once`);
  if (entry.kind === 'close' && (campaignRows.get(id)?.status !== 'closed' || postingCounts.get(`release campaign:${id}`) !== 1)) lost.push(`close ${id}: not released once`);
}
if (lost.length > 0) fail(`acknowledged writes lost or doubled (${lost.length}): ${lost.slice(0, 10).join('; ')}`);
const [torn] = await query<{ payments: number; keys: number }>(`select (select count(*)::int from payments where marketer_id = any($1::uuid[]) and method = 'bank_transfer') as payments, (select count(*)::int from idempotency_keys where key like $2 and scope like '% POST topups') as keys`, [marketerIds, `fleet-${runId}-%`]);
if (torn!.payments !== torn!.keys) fail(`payments (${torn!.payments}) ≠ top-up keys (${torn!.keys}): a top-up applied without its key or twice`);

// Every acknowledged key sent again through the balancer: its stored answer, nothing moves.
const moneyCounts = async () => (await query<{ postings: number; payments: number; lots: number }>('select (select count(*)::int from ledger_postings) as postings, (select count(*)::int from payments) as payments, (select count(*)::int from credit_lots) as lots'))[0]!;
const countsBefore = await moneyCounts();
let replayed = 0;
const toReplay = acknowledged.filter((item) => item.key);
// Eight at a time, as the crowd sent them.
for (let index = 0; index < toReplay.length; index += 8) {
  await Promise.all(
    toReplay.slice(index, index + 8).map(async (entry) => {
      const response = await entry.client.post(entry.path, entry.body, { 'idempotency-key': entry.key! });
      if (response.status !== entry.status || response.headers.get('idempotent-replayed') !== 'true' || JSON.stringify(canonical(response.json)) !== JSON.stringify(canonical(entry.answer))) fail(`replay of ${entry.kind} ${entry.key}: ${response.status}`);
      else replayed += 1;
    }),
  );
}
if (JSON.stringify(await moneyCounts()) !== JSON.stringify(countsBefore)) fail('replays moved money');

// Queue: each confirmed top-up's lot queued its alert exactly once (the alert queues the lot's
// expiry when it runs, decision 086: never more expiries than alerts); no job failed.
const [jobs] = await query<{ lots: number; alerts: number; expiries: number; doubled: number; failed: number }>(
  `select (select count(*)::int from credit_lots where payment_id is not null) as lots,
          (select count(*)::int from pgboss.job where name = 'credits.alert-lot') as alerts,
          (select count(*)::int from pgboss.job where name = 'credits.expire-lot') as expiries,
          (select count(*)::int from (select name, singleton_key from pgboss.job where singleton_key is not null group by name, singleton_key having count(*) > 1) d) as doubled,
          (select count(*)::int from pgboss.job where state = 'failed') as failed`,
);
if (jobs!.doubled !== 0 || jobs!.failed !== 0 || jobs!.alerts !== jobs!.lots || jobs!.expiries > jobs!.alerts) fail(`queue: ${JSON.stringify(jobs)}`);

// Every acknowledged upload readable, byte for byte, straight from every process: eight reads in
// flight (one after another, stop 38's 1,701 reads were the fleet's longest wait after the soak).
let reads = 0;
const toRead = uploads.flatMap((upload) => fleet.map((member) => ({ upload, member })));
await Promise.all(
  Array.from({ length: 8 }, async () => {
    for (let next = toRead.shift(); next; next = toRead.shift()) {
      const { upload, member } = next;
      const response = await fetch(`${member.url}${upload.url}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || !bytes.equals(upload.bytes)) fail(`upload ${upload.id} through ${member.name}: ${response.status}`);
      else reads += 1;
    }
  }),
);

// Deadlines: each job of the run selected and left unanswered was cancelled by its deadline exactly
// once (three processes poll the same queue; one was killed), never both accepted and timed out.
const jobRows = await query<{ id: string; status: string; overdue: boolean; selects: number; accepts: number; timeouts: number }>(
  `select j.id, j.status, (j.status = 'ASSIGN' and j.deadline_at < now() - interval '3 seconds') as overdue,
          count(e.id) filter (where e.event = 'job.select')::int as selects,
          count(e.id) filter (where e.event = 'job.accept')::int as accepts,
          count(e.id) filter (where e.event = 'job.assignTimeout')::int as timeouts
     from jobs j join campaigns c on c.id = j.campaign_id left join job_events e on e.job_id = j.id
    where c.name like $1 group by j.id`,
  [`Fleet ${runId} %`],
);
const byJob = new Map(jobRows.map((row) => [row.id, row]));
const deadlineFaults = jobRows.filter((row) => row.timeouts > 1 || row.selects > 1 || row.accepts > 1 || (row.timeouts === 1 && row.accepts === 1) || row.overdue);
if (deadlineFaults.length > 0) fail(`deadlines not fired exactly once (${deadlineFaults.length}): ${JSON.stringify(deadlineFaults.slice(0, 5))}`);
const fired = jobRows.filter((row) => row.timeouts === 1).length;
if (fired === 0) fail('no deadline fell during the run: nothing shows it fires once across the fleet');
const [doubledJobs] = await query<{ n: number }>('select count(*)::int as n from (select campaign_id, influencer_id from jobs group by campaign_id, influencer_id having count(*) > 1) d');
if (doubledJobs!.n !== 0) fail(`${doubledJobs!.n} influencers hold two jobs in one campaign`);
const stepLost = jobSteps.filter((step) => {
  const row = byJob.get(step.jobId);
  if (!row) return true;
  if (step.kind === 'select') return row.selects !== 1;
  if (step.kind === 'accept') return row.accepts !== 1 || row.timeouts !== 0;
  return false;
});
if (stepLost.length > 0) fail(`acknowledged job steps lost or doubled (${stepLost.length}): ${JSON.stringify(stepLost.slice(0, 5))}`);

// Messages: every queued notification has its outbox row and arrived at the SMTP server, once
// (by its Message-ID, derived from the delivery key). A repeat is allowed only for a message that
// was being sent when a process was SIGKILLed (sent, then its commit lost), and it carries the same
// Message-ID, so a mail system drops it.
// Since issue 27 every mail is an outbox row sent after its commit, one-time codes too: a
// notification is keyed by its delivery key, a code (no key) by its row id, sent right after the
// request's commit (a code whose send failed was refused to the user: only sent ones must arrive).
const outbox = await query<{ key: string; to: string }>(
  `select coalesce(delivery_key, id::text) as key, destination as to from outbox_messages where provider = 'smtp' and (delivery_key is not null or status = 'sent')`,
);
const [queued] = await query<{ jobs: number; unrecorded: number; states: Record<string, number> }>(
  `select (select count(*)::int from pgboss.job where name = 'notification.deliver') as jobs,
          (select count(*)::int from pgboss.job j where name = 'notification.deliver' and not exists (select 1 from outbox_messages o where o.delivery_key = j.singleton_key)) as unrecorded,
          (select coalesce(jsonb_object_agg(state, n), '{}') from (select state, count(*)::int as n from pgboss.job where name = 'notification.deliver' group by state) s) as states`,
);
const messageIdOf = (key: string) => `<${key.replace(/[^A-Za-z0-9.-]/g, '.')}@delivery.kolify>`;
const arrivals = new Map<string, number[]>();
for (const caught of mail.mails) if (caught.messageId) arrivals.set(caught.messageId, [...(arrivals.get(caught.messageId) ?? []), caught.at]);
let duplicates = 0;
const mailFaults: string[] = [];
for (const row of outbox) {
  const times = arrivals.get(messageIdOf(row.key)) ?? [];
  if (times.length === 0) mailFaults.push(`${row.key} to ${row.to}: recorded, never arrived`);
  if (times.length > 1) {
    duplicates += times.length - 1;
    if (times[0]! < killWindow[0] || times[0]! > killWindow[1]) mailFaults.push(`${row.key}: arrived ${times.length} times, outside the SIGKILL`);
  }
}
// A mail that arrived without a sent row: its row exists but the outcome was never recorded (the
// sender was SIGKILLed between the SMTP server's answer and the update, allowed only inside that
// window), or there is no row at all (always a fault: a mail went out that the outbox never held).
const recordedIds = new Set(outbox.map((row) => messageIdOf(row.key)));
const strays = [...arrivals.keys()].filter((id) => id.endsWith('@delivery.kolify>') && !recordedIds.has(id));
if (strays.length > 0) {
  const rows = await query<{ key: string; status: string; error: string | null }>(
    `select coalesce(delivery_key, id::text) as key, status, last_error as error from outbox_messages where provider = 'smtp'`,
  );
  const rowOf = new Map(rows.map((row) => [messageIdOf(row.key), row]));
  for (const id of strays) {
    const row = rowOf.get(id);
    const first = arrivals.get(id)![0]!;
    if (!row) mailFaults.push(`${id} arrived with no outbox row`);
    else if (first < killWindow[0] || first > killWindow[1]) mailFaults.push(`${id} arrived, its row is still ${row.status} (${row.error ?? 'no error recorded'}), outside the SIGKILL`);
  }
}
if (queued!.unrecorded !== 0) mailFaults.push(`${queued!.unrecorded} queued notifications never recorded as sent (${JSON.stringify(queued!.states)})`);
if (outbox.length === 0) mailFaults.push('no notification was sent: nothing shows messages go out once');
if (mailFaults.length > 0) fail(`messages (${mailFaults.length}): ${mailFaults.slice(0, 5).join('; ')}`);
const [{ codes }] = (await query<{ codes: number }>(`select count(*)::int as codes from outbox_messages where delivery_key is null and provider = 'smtp' and status = 'sent'`)) as [{ codes: number }];

// 5xx that reached a client: only while the killed process's requests were in flight.
const outside = fiveHundreds.filter((entry) => entry.at < killWindow[0] || entry.at > killWindow[1]);
if (outside.length > 0) fail(`5xx outside the SIGKILL window (${outside.length}): ${outside.slice(0, 5).map((entry) => entry.what).join('; ')}`);
if (unexpected.length > 0) fail(`answers other than 2xx (${unexpected.length}): ${unexpected.slice(0, 5).join('; ')}`);
if (acknowledged.length < 50) fail(`only ${acknowledged.length} writes acknowledged`);

// 7. Restore: the dump taken mid-run into a cluster that never saw the original, one Kolify started
// on it (same bucket); the ledger's invariants hold there, a marketer and an influencer sign in,
// and a file uploaded before the dump reads back.
const restoreStarted = performance.now();
const cluster = startCluster(await port());
const restoredUrl = cluster.url.replace(/\/postgres$/, '/kolify');
const restoredPool = new pg.Pool({ connectionString: cluster.url, max: 2 });
await restoredPool.query('create database kolify');
await restoredPool.end();
await execFileAsync(`${pgBin()}/pg_restore`, ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dumpFile]);
const restoredDb = new pg.Pool({ connectionString: restoredUrl, max: 2 });
const restoredPort = await port();
const restoredApp = await startKolify({ name: 'restored', env: { ...env, DATABASE_URL: restoredUrl, PUBLIC_URL: `http://127.0.0.1:${restoredPort}`, SMTP_URL: 'smtp://127.0.0.1:9' }, port: restoredPort, healthPath: '/healthz/ready' });
children.push(restoredApp.process);
const [restoredLedger] = (await restoredDb.query<LedgerInvariants>(ledgerInvariantsSql)).rows;
if (JSON.stringify(restoredLedger) !== JSON.stringify(ledgerHolds)) fail(`restored ledger invariants: ${JSON.stringify(restoredLedger)}`);
const [restoredCounts] = (await restoredDb.query<{ postings: number; paid: number }>(`select (select count(*)::int from ledger_postings) as postings, (select count(*)::int from payments where status = 'paid') as paid`)).rows;
if (!restoredCounts || restoredCounts.paid === 0 || restoredCounts.postings < dumped.postings) fail(`the restored database holds no paid top-up: ${JSON.stringify(restoredCounts)}`);
const restoredTarget = { url: restoredApp.url, origin: restoredApp.url };
const brandSignIn = await new Client(restoredTarget, { ip: '203.0.113.201' }).post('/sv_authauth/marketer/authen/', { email: 'brand@kolify.test', password: demoPassword });
if (brandSignIn.status !== 200) fail(`sign-in on the restored database: ${brandSignIn.status} ${brandSignIn.text.slice(0, 160)}`);
const [influencerBefore] = (await restoredDb.query<{ email: string }>(`select email from users where id = any($1::uuid[]) limit 1`, [influencerIds])).rows;
if (influencerBefore) {
  const signedIn = await new Client(restoredTarget, { ip: '203.0.113.202' }).post('/sv_authauth/signin/influencer', { email: influencerBefore.email, password: influencerPassword });
  if (signedIn.status !== 200) fail(`influencer sign-in on the restored database: ${signedIn.status}`);
}
const [uploadBefore] = (await restoredDb.query<{ id: string }>('select id from uploads where id = any($1::uuid[]) limit 1', [uploads.map((upload) => upload.id)]).catch(() => ({ rows: [] }))).rows;
const restoredUpload = uploads.find((upload) => upload.id === uploadBefore?.id);
if (restoredUpload) {
  const response = await fetch(`${restoredApp.url}${restoredUpload.url}`);
  if (response.status !== 200 || !Buffer.from(await response.arrayBuffer()).equals(restoredUpload.bytes)) fail(`upload ${restoredUpload.id} through the restored process: ${response.status}`);
}
restoredApp.process.kill('SIGTERM');
await restoredApp.exited;
await restoredDb.end();
cluster.stop();
const restoreMs = Math.round(performance.now() - restoreStarted);

const sorted = [...latencies].sort((a, b) => a - b);
const pct = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
console.log(`\nFleet: 3 compiled processes behind HAProxy ${spawnSync(haproxyBin, ['-v'], { encoding: 'utf8' }).stdout.split(' ')[2]}, PostgreSQL 15 (throwaway), s3rver; ${runSeconds.toFixed(0)} s; load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
console.table(chaos.map(({ at: when, event }) => ({ at: when, event })));
console.table([
  {
    requests,
    'req/s': Math.round(requests / runSeconds),
    'p50 ms': pct(0.5),
    'p99 ms': pct(0.99),
    'writes acknowledged': acknowledged.length,
    'keys replayed': replayed,
    uploads: uploads.length,
    'upload reads (×3 processes)': reads,
    'lots / alert jobs / expiry jobs': `${jobs!.lots} / ${jobs!.alerts} / ${jobs!.expiries}`,
  },
]);
console.table([
  {
    influencers: influencerIds.length,
    'pages read': pagesRead,
    'applies / selects / accepts': `${jobSteps.filter((step) => step.kind === 'apply').length} / ${jobSteps.filter((step) => step.kind === 'select').length} / ${jobSteps.filter((step) => step.kind === 'accept').length}`,
    [`deadlines fired (${assignSeconds} s)`]: fired,
    'notifications queued / e-mailed / repeats': `${queued!.jobs} / ${outbox.length} / ${duplicates}`,
    'sign-up codes mailed': codes,
    'settle s': settleSeconds.toFixed(0),
  },
]);
console.log(`Backup: pg_dump at ${dumped.at.toFixed(0)} s under load, ${Math.round(dumped.bytes / 1024)} KiB in ${dumped.ms} ms; restored into a fresh cluster, Kolify ready on it and checked in ${restoreMs} ms (${restoredCounts?.postings ?? 0} postings, ${dumped.postings} before the dump began).`);
console.log('Errors by kind (every one retried by the client):', errors.size > 0 ? Object.fromEntries(errors) : 'none');

// 7. Tear down: the balancer, the processes (drained), the bucket, the database.
haproxy.kill('SIGTERM');
await Promise.all(fleet.map(async (member) => {
  member.process.kill('SIGTERM');
  await member.exited;
}));
await pool.end();
await s3.close();
await mail.close();
await database.drop();
rmSync(temp, { recursive: true, force: true });
for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');

if (failures.length > 0) {
  console.error(`\nFLEET TEST FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nFleet test passed: nothing acknowledged was lost or doubled.');
process.exit(0);
