// Issue 31: the web figures as ratios to this machine's own limits, each party a process of its
// own: the bare Hono hello-world (the anchor), the compiled Kolify server (`npm run build`,
// PGlite in memory with the demo seed, logging at its default level) and wrk, the load
// generator, in a third. Runs each target `benchSeconds` at `benchConnections` connections,
// anchor first, and prints req/s, p50/p99 and the ratio to the anchor with the load average at
// start and end. Figures, not a test: no goal fails the process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const helloPort = Number(process.env.BENCH_HELLO_PORT ?? 3551);
const appPort = Number(process.env.BENCH_APP_PORT ?? 3552);
// BENCH_SERVER: another compiled server to measure the same way (a build from before a change).
const serverMain = process.env.BENCH_SERVER ?? 'dist/.server/main.js';
const load = () => loadavg().map((figure) => figure.toFixed(1)).join(' / ');

function start(name: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4000);
      if (ready.test(seen)) {
        // Past start-up its output is thrown away (the logging cost stays: a pipe is read).
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
}

interface Figures {
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
}

/** A duration as wrk prints it (`850.12us`, `1.20ms`, `2.01s`), in milliseconds. */
function milliseconds(figure: string): number {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(figure) ?? [];
  if (value === undefined) throw new Error(`wrk printed a duration this bench cannot read: ${figure}`);
  return Number(value) * { us: 0.001, ms: 1, s: 1_000, m: 60_000 }[unit as 'us' | 'ms' | 's' | 'm'];
}

/**
 * wrk in a child process (its own CPU budget, not the server's). Decision 088: wrk, not
 * autocannon — autocannon's parser reads about 40 MB/s on this machine, so a 23 KB answer capped
 * at ~1,600 req/s whatever the server did (a bare Node server answering 23 KB from memory: 1,640
 * req/s through autocannon, 38,200 through wrk, which reads a 5-byte answer at the same rate).
 */
function loadGenerator(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => {
      const rate = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
      const p50 = /^\s+50%\s+(\S+)/m.exec(out)?.[1];
      const p99 = /^\s+99%\s+(\S+)/m.exec(out)?.[1];
      if (rate === undefined || p50 === undefined || p99 === undefined) return reject(new Error(`wrk printed no figures:\n${out}`));
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)?.slice(1).reduce((sum, count) => sum + Number(count), 0) ?? 0;
      const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
      resolve({ 'req/s': Math.round(Number(rate)), 'p50 ms': Number(milliseconds(p50).toFixed(2)), 'p99 ms': Number(milliseconds(p99).toFixed(2)), errors: socketErrors + non2xx });
    });
  });
}

if (!existsSync(serverMain)) {
  console.log('(no dist/.server/main.js: run `npm run build` first)');
  process.exit(0);
}
if (spawnSync('wrk', ['--version']).error) {
  console.log('(no wrk, the load generator of these figures: `apt-get install wrk`, decision 088)');
  process.exit(0);
}
const loadAtStart = load();
const hello = await start('hello-world', ['tests/bench/hello-server.mjs'], { PORT: String(helloPort) }, /ready/);
const kolify = await start(
  'Kolify',
  ['--enable-source-maps', ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []), serverMain],
  { NODE_ENV: 'development', PORT: String(appPort), HOST: '127.0.0.1', PGLITE_DIR: 'memory://', PASSWORD_HASH_COST: '10', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
  /Kolify listening/,
);
const app = `http://127.0.0.1:${appPort}`;
// Warm both (JIT, first render, caches) before measuring.
for (const path of ['/api/blogs/lang/th', '/th']) for (let i = 0; i < 20; i += 1) await fetch(`${app}${path}`).then((r) => r.arrayBuffer());

const anchor = await loadGenerator(`http://127.0.0.1:${helloPort}/`);
// The goals: a public page ≥ 0.10× with p99 ≤ 50 ms, a public JSON read ≥ 0.25×.
const goals: [string, string, number, Record<string, string>?][] = [
  ['public JSON read GET /api/blogs/lang/th', '/api/blogs/lang/th', 0.25],
  ['server-rendered public page GET /th', '/th', 0.1],
  ['same page, gzip', '/th', 0.1, { 'accept-encoding': 'gzip' }],
  // What a browser sends (decision 072: the stored brotli; a build before it answers gzip).
  ['same page, a browser (gzip, deflate, br)', '/th', 0.1, { 'accept-encoding': 'gzip, deflate, br' }],
];
const measured: [string, Figures, number][] = [];
for (const [what, path, goal, headers] of goals) measured.push([what, await loadGenerator(`${app}${path}`, headers), goal]);
// The anchor again at the end: on a shared machine the load moves during the run, so each ratio is
// taken against the mean of the two anchor runs, and both are printed.
const anchorAfter = await loadGenerator(`http://127.0.0.1:${helloPort}/`);
const anchorMean = (anchor['req/s'] + anchorAfter['req/s']) / 2;
const rows: Record<string, string | number>[] = [
  { what: 'bare Hono hello-world (anchor, first)', ...anchor, ratio: '', goal: '' },
  { what: 'bare Hono hello-world (anchor, last)', ...anchorAfter, ratio: '', goal: '' },
];
for (const [what, figures, goal] of measured) {
  const ratio = figures['req/s'] / anchorMean;
  const page = !what.startsWith('public JSON');
  const met = ratio >= goal && (!page || figures['p99 ms'] <= 50);
  rows.push({ what, ...figures, ratio: `${ratio.toFixed(2)}×`, goal: `≥ ${goal.toFixed(2)}×${page ? ', p99 ≤ 50 ms' : ''} ${met ? 'met' : 'NOT MET'}` });
}
hello.kill();
kolify.kill();
console.log(`\nWeb figures — wrk, one thread, ${connections} connections × ${seconds} s in its own process; each server a process of its own; load average (1/5/15 min) at start ${loadAtStart}, at end ${load()}`);
console.table(rows);
