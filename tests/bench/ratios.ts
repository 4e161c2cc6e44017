// Issue 31: the web figures as ratios to this machine's own limits, each party a process of its
// own: the bare Hono hello-world (the anchor), the compiled Kolify server (`npm run build`,
// PGlite in memory with the demo seed, logging at its default level) and autocannon, the load
// generator, in a third. Runs each target `benchSeconds` at `benchConnections` connections,
// anchor first, and prints req/s, p50/p99 and the ratio to the anchor with the load average at
// start and end. Figures, not a test: no goal fails the process.
import { spawn, type ChildProcess } from 'node:child_process';
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

/** autocannon in a child process (its own CPU budget, not the server's), JSON out. */
function autocannon(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const args = ['node_modules/autocannon/autocannon.js', '-j', '-c', String(connections), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', () => {
      try {
        const result = JSON.parse(out) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number; timeouts: number };
        resolve({ 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, errors: result.non2xx + result.errors + result.timeouts });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

if (!existsSync(serverMain)) {
  console.log('(no dist/.server/main.js: run `npm run build` first)');
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

const anchor = await autocannon(`http://127.0.0.1:${helloPort}/`);
const goals: [string, string, number, Record<string, string>?][] = [
  ['public JSON read GET /api/blogs/lang/th', '/api/blogs/lang/th', 0.25],
  ['server-rendered public page GET /th', '/th', 0.1],
  ['same page, gzip', '/th', 0.1, { 'accept-encoding': 'gzip' }],
  // What a browser sends (decision 072: the stored brotli; a build before it answers gzip).
  ['same page, a browser (gzip, deflate, br)', '/th', 0.1, { 'accept-encoding': 'gzip, deflate, br' }],
];
const measured: [string, Figures, number][] = [];
for (const [what, path, goal, headers] of goals) measured.push([what, await autocannon(`${app}${path}`, headers), goal]);
// The anchor again at the end: on a shared machine the load moves during the run, so each ratio is
// taken against the mean of the two anchor runs, and both are printed.
const anchorAfter = await autocannon(`http://127.0.0.1:${helloPort}/`);
const anchorMean = (anchor['req/s'] + anchorAfter['req/s']) / 2;
const rows: Record<string, string | number>[] = [
  { what: 'bare Hono hello-world (anchor, first)', ...anchor, ratio: '', goal: '' },
  { what: 'bare Hono hello-world (anchor, last)', ...anchorAfter, ratio: '', goal: '' },
];
for (const [what, figures, goal] of measured) {
  const ratio = figures['req/s'] / anchorMean;
  rows.push({ what, ...figures, ratio: `${ratio.toFixed(2)}×`, goal: `≥ ${goal.toFixed(2)}× ${ratio >= goal ? 'met' : 'NOT MET'}` });
}
hello.kill();
kolify.kill();
console.log(`\nWeb figures — autocannon ${connections} connections × ${seconds} s in its own process; each server a process of its own; load average (1/5/15 min) at start ${loadAtStart}, at end ${load()}`);
console.table(rows);
