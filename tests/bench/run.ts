// `npm run bench`: throughput and p99 of API reads on this machine, beside a bare Hono
// hello-world measured in the same run (the baseline). Budgets (README): public reads
// ≥ 2,000 req/s with PGlite, p99 ≤ 50 ms. Prints a table; exits 0 (figures, not a test).
import { Hono } from 'hono';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed/seed';
import { createLogger } from '../../src/server/logger';
import { createApp } from '../../src/server/app';
import { createMessenger } from '../../src/server/providers/messaging';
import { startDeps } from '../../src/server/jobs/start';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { initialJs } from './initial-js';
import { firstPaint } from './first-paint';
import { lighthouseScores } from './lighthouse';
import { benchConnections as connections, benchSeconds as duration, listen, measure, withinBudget } from './load';
import { jobMarketBench } from './job-market';

// BENCH_PARTS=web,api,jobs,js,paint,lighthouse,ledger,soak,startup runs a subset. The default is
// all but `api` (the older in-process reads, where autocannon shares the server's process).
const parts = new Set((process.env.BENCH_PARTS ?? 'web,jobs,js,paint,lighthouse,ledger,soak,startup').split(',').map((part) => part.trim()));

// Issue 31: the ratios — compiled server, bare Hono and autocannon, each a process of its own.
if (parts.has('web')) {
  const web = spawnSync('npx', ['tsx', 'tests/bench/ratios.ts'], { stdio: 'inherit' });
  if (web.status !== 0) console.log(`web bench exited with ${web.status}`);
}

const baseline = await listen(new Hono().get('/', (c) => c.text('hello')).fetch);
const config = loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '10', STATIC_DIR: process.env.STATIC_DIR ?? './dist' });
const database = await openDatabase({ pgliteDir: config.pgliteDir });
await seedDemo(database.db, config.passwordHashCost);
const deps = await startDeps({ database, config, log: createLogger(config), messenger: createMessenger(config) }, { poll: false });
const app = await listen(createApp(deps).fetch);

// A signed-in status read needs a session: sign in once as a non-browser client.
const signIn = await fetch(`${app.url}/sv_authauth/signin/influencer`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'influencer@kolify.test', password: 'Kolify-demo-2026' }),
});
const { token } = (await signIn.json()) as { token: string };

const targets: [string, string, Record<string, string>?][] = [
  ['bare Hono hello-world (baseline)', `${baseline.url}/`],
  ['GET /healthz', `${app.url}/healthz`],
  ['GET /sv_authauth/status (signed out)', `${app.url}/sv_authauth/status`],
  ['GET /sv_authauth/status (bearer session)', `${app.url}/sv_authauth/status`, { authorization: `Bearer ${token}` }],
  ['GET /sv_influ_api/open/config', `${app.url}/sv_influ_api/open/config`],
];
// Later issues add their public reads here (articles, job board, packages).
for (const [name, path] of [
  ['GET /api/blogs/lang/th', '/api/blogs/lang/th'],
  ['GET /api/campaigns/public/job', '/api/campaigns/public/job'],
  ['GET /api/package/home/list', '/api/package/home/list'],
] as const) {
  const probe = await fetch(`${app.url}${path}`);
  if (probe.ok) targets.push([name, `${app.url}${path}`]);
}

if (parts.has('api')) {
  const rows = [];
  for (const [name, url, headers] of targets) rows.push(await measure(name, url, headers));
  console.log(`\nKolify bench — ${connections} connections, ${duration}s per run, PGlite in memory, one process\n`);
  console.table(rows);
  const base = rows[0]!['max req/s'];
  for (const row of rows.slice(1)) {
    const verdict = withinBudget(row) ? 'within budget' : 'OVER BUDGET';
    console.log(`${row.name}: ${row['max req/s']} req/s (${Math.round((row['max req/s'] / base) * 100)}% of baseline), p99 ${row['p99 ms @2000']} ms at 2,000 req/s — ${verdict}`);
  }
}

// Issue 12: the job market at 100,000 jobs and 10,000 influencers, and at a tenth of that.
if (parts.has('jobs')) await jobMarketBench(baseline.url);

// Pages (need the built SPA: `npm run build`).
if (existsSync(`${config.staticDir}/index.html`)) {
  const articles = await fetch(`${app.url}/api/blogs/lang/th?limit=1&perPage=1`).then((response) => (response.ok ? response.json() : null)).catch(() => null);
  const slug = (articles as { data?: { slug?: string }[] } | null)?.data?.[0]?.slug;
  const article = slug ? [`/th/articles/detail/${slug}`] : [];

  // Initial JS per page. Budget: ≤ 200 KB gzip. Every kind of public page: home, content lists
  // and details, landings, sign-in, forms.
  if (parts.has('js')) {
    const pages = ['/th', '/en', '/th/faq', '/th/jobMarketBoard', '/th/articles', '/th/caseStudy', '/th/Marketer/package', '/th/about', '/th/Influencer', '/th/Marketer', '/th/Influencer/preLogin/goto:login', '/th/contact', '/th/Influencer/recovery', '/th/Marketer/recovery', '/th/Influencer/signup', '/th/Marketer/signup', ...article];
    const sizes = await initialJs(app.url, pages);
    console.log('\nInitial JS (gzip -9, every script Chromium fetched until the network was idle)');
    console.table(sizes.map((row) => ({ ...row, budget: row.kb <= 200 ? 'within 200 KB' : 'OVER 200 KB' })));
  }

  // First paint on a slow phone (issue 17). Aim: LCP < 1.5 s, no spinner on a public page.
  if (parts.has('paint')) {
    const paint = await firstPaint(app.url, ['/th', '/th/articles', ...article, '/th/jobMarketBoard', '/th/Marketer/package']);
    console.log('\nFirst paint, 390 px, 4× CPU slowdown, Slow 4G (562.5 ms RTT, 1.44 Mbit/s), cold cache, median of 3');
    console.table(paint.map((row) => ({ ...row, aim: row['LCP ms'] < 1500 ? 'LCP < 1.5 s' : 'LCP ≥ 1.5 s' })));
  }

  // Issue 16 suite 4: Lighthouse, mobile profile; issue 31's target: performance ≥ 97 per page.
  if (parts.has('lighthouse')) {
    const scores = await lighthouseScores(app.url, ['/th', '/th/articles', ...article, '/th/jobMarketBoard', '/th/Marketer/package', '/th/Influencer']);
    console.log(`\nLighthouse 12, mobile profile (simulated slow 4G, 4× CPU), performance category; each figure the median of ${process.env.LIGHTHOUSE_RUNS ?? 3} runs (LIGHTHOUSE_RUNS)`);
    console.table(scores.map((row) => ({ ...row, target: row.score >= 97 ? '≥ 97' : 'BELOW 97' })));
  }
} else {
  console.log('\n(no dist/: run `npm run build` to measure the pages)');
}

baseline.server.close();
app.server.close();
// The job queue and the local payment gateway would keep the process alive after the last part.
await deps.queue.stop();
await deps.localGateway?.close();
await database.close();

// Issue 11: the ledger's postings/s and the p99 of money operations, on a throwaway PostgreSQL cluster.
if (parts.has('ledger')) {
  const ledger = spawnSync('bash', ['tests/scripts/with-postgres.sh', 'npx', 'tsx', 'tests/bench/ledger.ts'], { stdio: 'inherit' });
  if (ledger.status !== 0) console.log(`ledger bench exited with ${ledger.status}`);
}

// Issue 16 suite 5: the soak, on a throwaway PostgreSQL cluster (SOAK_SECONDS, default 300).
if (parts.has('soak')) {
  const soak = spawnSync('bash', ['tests/scripts/with-postgres.sh', 'npx', 'tsx', 'tests/bench/soak.ts'], { stdio: 'inherit' });
  if (soak.status !== 0) console.log(`soak exited with ${soak.status}`);
}

// Issue 28: start to healthy, compiled against tsx, on a throwaway PostgreSQL cluster (needs `npm run build`).
if (parts.has('startup')) {
  const startup = spawnSync('bash', ['tests/scripts/with-postgres.sh', 'npx', 'tsx', 'tests/bench/startup.ts'], { stdio: 'inherit' });
  if (startup.status !== 0) console.log(`start-up bench exited with ${startup.status}`);
}

// Something the parts started (an idle socket, a library's timer) can outlive them; the figures are printed.
process.exit(0);
