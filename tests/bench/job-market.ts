// `BENCH_PARTS=jobs npm run bench` (issue 12): the job-market lists at 100,000 jobs and 10,000
// influencers, and again at a tenth of that, each under load beside the bare-Hono baseline
// measured just before. A big table must not make a page slower: every list is keyset-paged
// (the open board is page-numbered by SPEC §7, and cached), and its plan must not scan or sort
// the table. Prints, per size: seeding time, the plans of the lists' queries, the service's own
// time per call without HTTP and without the public cache, and req/s with p50/p99 per endpoint.
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema/index';
import { seedDemo } from '../../src/server/seed/seed';
import { createLogger } from '../../src/server/logger';
import { createApp } from '../../src/server/app';
import { createMessenger } from '../../src/server/providers/messaging';
import { startDeps } from '../../src/server/jobs/start';
import { jobMarket, listMyJobs } from '../../src/server/services/jobs';
import { listPublicCampaigns } from '../../src/server/services/content/public-campaigns';
import { listen, measure, withinBudget, type Measured } from './load';

export interface Size {
  influencers: number;
  jobs: number;
  campaigns: number;
  marketers: number;
}

/** Full size (the issue's figures) and a tenth of it, to show p99 does not grow with the table. */
const sizes: Size[] = [
  { influencers: 10_000, jobs: 100_000, campaigns: 20_000, marketers: 200 },
  { influencers: 1_000, jobs: 10_000, campaigns: 2_000, marketers: 20 },
].filter((size) => !process.env.BENCH_JOBS_ONLY || String(size.jobs) === process.env.BENCH_JOBS_ONLY);
/** The deep page: followed by the keyset cursor from the first page (the board: ?page=). */
const deepPage = Number(process.env.BENCH_DEEP_PAGE ?? 50);
const benchPassword = 'Kolify-demo-2026';

async function execute(db: Database, query: string) {
  return (await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
}

/**
 * `INSERT … SELECT` of `count` copies of one template row (from seedDemo), one statement per
 * table: the columns come from the catalogue, so a column added later is copied, not forgotten.
 * `overrides` are SQL expressions of the copy number `g` (1…count).
 */
async function cloneRows(db: Database, table: string, templateWhere: string, count: number, overrides: Record<string, string>) {
  const { rows } = await execute(db, `select column_name, column_default from information_schema.columns where table_schema = 'public' and table_name = '${table}' order by ordinal_position`);
  const columns = rows.filter((row) => row.column_name as string in overrides || !String(row.column_default ?? '').startsWith('nextval('));
  const names = columns.map((row) => `"${row.column_name as string}"`).join(', ');
  const values = columns.map((row) => overrides[row.column_name as string] ?? `t."${row.column_name as string}"`).join(', ');
  const result = await execute(db, `insert into ${table} (${names}) select ${values} from ${table} t, generate_series(1, ${count}) g where ${templateWhere}`);
  return result;
}

const id = (prefix: string, g: string) => `md5('bench-${prefix}-' || ${g})::uuid`;

/**
 * 10,000 influencers (user, profile, one qualified Instagram channel each), 200 marketers,
 * 20,000 campaigns and 100,000 jobs at full size. Campaigns: 75 % published (of those, one in
 * five past its apply-by date), 10 % draft, 10 % closed, 5 % cancelled; one in seven
 * invite-only; a third for TikTok only (no match for an Instagram channel). Jobs: ten per
 * influencer in ten different campaigns, statuses in the proportions of a working market.
 */
export async function seedBench(db: Database, size: Size) {
  const template = (await execute(db, `select id from users where email = 'influencer@kolify.test'`)).rows[0]!.id as string;
  const brand = (await execute(db, `select id from users where email = 'brand@kolify.test'`)).rows[0]!.id as string;
  const campaignTemplate = (await execute(db, `select id from campaigns where status = 'published' and visibility = 'public' and marketer_id = '${brand}' order by published_at desc limit 1`)).rows[0]!.id as string;
  await cloneRows(db, 'users', `t.id = '${template}'`, size.influencers, { id: id('inf', 'g'), email: `'bench-inf-' || g || '@kolify.test'`, phone: 'null', display_name: `'Bench influencer ' || g` });
  await cloneRows(db, 'users', `t.id = '${brand}'`, size.marketers, { id: id('mkt', 'g'), email: `'bench-mkt-' || g || '@kolify.test'`, phone: 'null', display_name: `'Bench brand ' || g` });
  await cloneRows(db, 'influencer_profiles', `t.user_id = '${template}'`, size.influencers, { user_id: id('inf', 'g'), referral_code: `'BENCH' || g` });
  await cloneRows(db, 'channels', `t.owner_id = '${template}' and t.type = 'INSTAGRAM'`, size.influencers, {
    id: id('ch', 'g'),
    owner_id: id('inf', 'g'),
    social_id: `'bench-' || g`,
    name: `'Bench influencer ' || g`,
  });
  const status = `(case when g % 20 < 15 then 'published' when g % 20 < 17 then 'draft' when g % 20 < 19 then 'closed' else 'cancelled' end)`;
  await cloneRows(db, 'campaigns', `t.id = '${campaignTemplate}'`, size.campaigns, {
    id: id('camp', 'g'),
    marketer_id: id('mkt', `(g % ${size.marketers} + 1)`),
    brand_name: `'Bench brand ' || (g % ${size.marketers} + 1)`,
    name: `'Bench campaign ' || g`,
    channel_types: `(case g % 3 when 0 then array['TIKTOK'] when 1 then array['INSTAGRAM'] else array['INSTAGRAM', 'TIKTOK'] end)`,
    status,
    visibility: `(case when g % 7 = 0 then 'invite_only' else 'public' end)`,
    apply_by: `(case when g % 5 = 0 then current_date - 3 else current_date + 10 + g % 30 end)`,
    published_at: `(case when ${status} = 'draft' then null else date_trunc('milliseconds', now()) - g * interval '2 minutes' end)`,
    closed_at: `(case when ${status} in ('closed', 'cancelled') then now() - g * interval '1 minute' else null end)`,
    created_at: `now() - g * interval '2 minutes' - interval '1 hour'`,
    updated_at: `now() - g * interval '1 minute'`,
  });
  // Times in whole milliseconds, as the app writes them (the keyset cursor carries milliseconds).
  // Job k: influencer i = k mod N, its j-th job (j < 10) in campaign (7 i + j · campaigns/10) mod campaigns: distinct per influencer.
  const statuses = `array['MATCHED','MATCHED','MATCHED','MATCHED','MATCHED','MISMATCHED','MISMATCHED','ASSIGN','ASSIGN','SHIPPING','READY','SUBMIT','INSIGHT','COMPLETED','COMPLETED','COMPLETED','COMPLETED','CANCEL','CANCEL','REJECTED']`;
  const i = `((k - 1) % ${size.influencers} + 1)`;
  const campaign = `((${i} * 7 + ((k - 1) / ${size.influencers}) * ${size.campaigns / 10}) % ${size.campaigns} + 1)`;
  await execute(
    db,
    `insert into jobs (id, campaign_id, influencer_id, channel_id, channel_type, social_id, status, price_minor, status_changed_at, created_at, updated_at)
     select ${id('job', 'k')}, ${id('camp', campaign)}, ${id('inf', i)}, ${id('ch', i)}, 'INSTAGRAM', 'bench-' || ${i}, (${statuses})[1 + k % 20], 150000,
            date_trunc('milliseconds', now()) - k * interval '1 minute', now() - k * interval '1 minute', now() - k * interval '1 minute'
     from generate_series(1, ${size.jobs}) k`,
  );
  // As autovacuum leaves a table in production: statistics, and the visibility map index-only scans need.
  await execute(db, 'vacuum analyze');
}

/** The most rows a Sort node of the plan takes in (its child's actual rows). */
function sortedRows(lines: string[]): number {
  let most = 0;
  for (const [index, line] of lines.entries()) {
    if (!/^(->\s*)?Sort\s/.test(line.trim())) continue;
    const child = lines.slice(index + 1).find((next) => next.includes('->'));
    const rows = Number(/actual time=[^)]*rows=([\d.]+)/.exec(child ?? '')?.[1] ?? 0);
    most = Math.max(most, rows);
  }
  return most;
}

/** The plans of the queries a service call runs (captured by Drizzle's logger), with the warning signs marked. */
async function plansOf(handle: DatabaseHandle, call: (db: Database) => Promise<unknown>) {
  const queries: { query: string; params: unknown[] }[] = [];
  const logged = drizzle(handle.pglite!, { schema, logger: { logQuery: (query, params) => queries.push({ query, params }) } }) as unknown as Database;
  await call(logged);
  const plans: string[] = [];
  for (const { query, params } of queries) {
    if (!/from "(campaigns|jobs)"/.test(query)) continue;
    const result = await handle.pglite!.query<{ 'QUERY PLAN': string }>(`explain analyze ${query}`, params);
    // The plan's nodes and conditions only (no buffers), each line cut to a readable width.
    const lines = result.rows.map((row) => row['QUERY PLAN']).filter((line) => !/^\s*(Buffers|Index Searches|Planning:|Heap Blocks)/.test(line));
    const warning = [lines.some((line) => /Seq Scan on (campaigns|jobs)/.test(line)) ? 'sequential scan' : '', sortedRows(lines) > 1000 ? `sorts ${sortedRows(lines)} rows` : '']
      .filter(Boolean)
      .map((sign) => `  ← ${sign}`)
      .join('');
    plans.push(`${query.replace(/select .*? from/, 'select … from').slice(0, 200)}${warning}\n    ${lines.map((line) => line.slice(0, 180)).join('\n    ')}`);
  }
  return plans;
}

/** The service's own time per call (no HTTP, no public cache), sequential: p50 and p99 of up to 200 calls in at most 5 s. */
async function serviceTime(call: () => Promise<unknown>) {
  for (let warm = 0; warm < 10; warm += 1) await call();
  const times: number[] = [];
  const until = performance.now() + 5000;
  for (let run = 0; run < 200 && (run < 20 || performance.now() < until); run += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100;
  return { 'service p50 ms': at(0.5), 'service p99 ms': at(0.99) };
}

/** fetch, once more when the server closed an idle keep-alive socket as it was reused (ECONNRESET after a long pause). */
async function fetchAgain(url: string, init: RequestInit) {
  return fetch(url, init).catch(() => fetch(url, init));
}

/** Follows `next` from the first page to page `page`; returns that page's cursor (null when the list is shorter). */
async function cursorOf(url: string, headers: Record<string, string>, page: number): Promise<{ after: string | null; reached: number }> {
  let after: string | null = null;
  for (let reached = 1; reached < page; reached += 1) {
    const response = await fetchAgain(after ? `${url}${url.includes('?') ? '&' : '?'}after=${after}` : url, { headers });
    const body = (await response.json()) as { next: string | null };
    if (!body.next) return { after, reached };
    after = body.next;
  }
  return { after, reached: page };
}

async function benchOneSize(size: Size, baselineUrl: string) {
  const config = loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '10', STATIC_DIR: './dist' });
  const database = await openDatabase({ pgliteDir: config.pgliteDir });
  await seedDemo(database.db, config.passwordHashCost);
  const seedStart = performance.now();
  await seedBench(database.db, size);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const deps = await startDeps({ database, config, log: createLogger(config), messenger: createMessenger(config) }, { poll: false });
  const app = await listen(createApp(deps).fetch);

  const signIn = await fetch(`${app.url}/sv_authauth/signin/influencer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-inf-1@kolify.test', password: benchPassword }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const influencerId = (await execute(database.db, `select id from users where email = 'bench-inf-1@kolify.test'`)).rows[0]!.id as string;
  const bearer = { authorization: `Bearer ${token}` };

  const market = `${app.url}/api/jobs/public`;
  const matching = `${app.url}/api/jobs/public?isMatch=true`;
  const [marketDeep, matchingDeep] = [await cursorOf(market, bearer, deepPage), await cursorOf(matching, bearer, deepPage)];
  const withAfter = (url: string, after: string | null) => (after ? `${url}${url.includes('?') ? '&' : '?'}after=${after}` : url);
  const [counts] = (
    await execute(
      database.db,
      `select (select count(*) from jobs)::int as jobs, (select count(*) from campaigns)::int as campaigns, (select count(*) from users where role = 'influencer')::int as influencers,
              (select count(*) from campaigns where status = 'published' and visibility = 'public' and apply_by >= current_date)::int as open_public`,
    )
  ).rows;
  console.log(
    `\nJob market at ${counts!.jobs} jobs, ${counts!.campaigns} campaigns (${counts!.open_public} open and public), ${counts!.influencers} influencers — seeded in ${seedSeconds.toFixed(1)} s (PGlite in memory)`,
  );

  // Plans of the lists' queries at this size (the first page and the deep one).
  const deepAfter = marketDeep.after ?? undefined;
  for (const [name, call] of [
    ['GET /api/jobs', (db: Database) => listMyJobs(db, influencerId)],
    [`GET /api/jobs/public (page ${marketDeep.reached})`, (db: Database) => jobMarket(db, influencerId, { limit: 12, after: deepAfter }, new Date())],
    [`GET /api/campaigns/public/job?page=${deepPage}`, (db: Database) => listPublicCampaigns(db, { page: deepPage }, deps.now())],
  ] as const) {
    const plans = await plansOf(database, call);
    // Prepared statements (decision 011) bypass Drizzle's logger: their plans are not captured here.
    console.log(`\nPlan, ${name}:\n  ${plans.length > 0 ? plans.join('\n  ') : '(prepared statements only, not captured: see decision 011)'}`);
  }

  const targets: [string, string, Record<string, string>, () => Promise<unknown>][] = [
    ['GET /api/jobs (my jobs)', `${app.url}/api/jobs`, bearer, () => listMyJobs(database.db, influencerId)],
    ['GET /api/jobs/public (page 1)', market, bearer, () => jobMarket(database.db, influencerId, { limit: 12 }, new Date())],
    [`GET /api/jobs/public (page ${marketDeep.reached}, after=)`, withAfter(market, marketDeep.after), bearer, () => jobMarket(database.db, influencerId, { limit: 12, after: marketDeep.after ?? undefined }, new Date())],
    ['GET /api/jobs/public?isMatch=true (page 1)', matching, bearer, () => jobMarket(database.db, influencerId, { limit: 12, isMatch: true }, new Date())],
    [
      `GET /api/jobs/public?isMatch=true (page ${matchingDeep.reached}, after=)`,
      withAfter(matching, matchingDeep.after),
      bearer,
      () => jobMarket(database.db, influencerId, { limit: 12, isMatch: true, after: matchingDeep.after ?? undefined }, new Date()),
    ],
    ['GET /api/campaigns/public/job (page 1, cached)', `${app.url}/api/campaigns/public/job`, {}, () => listPublicCampaigns(database.db, {}, deps.now())],
    [`GET /api/campaigns/public/job?page=${deepPage} (cached)`, `${app.url}/api/campaigns/public/job?page=${deepPage}`, {}, () => listPublicCampaigns(database.db, { page: deepPage }, deps.now())],
  ];
  const rows: (Measured & Record<string, unknown>)[] = [await measure('bare Hono hello-world (baseline)', baselineUrl)];
  for (const [name, url, headers, call] of targets) {
    const probe = await fetchAgain(url, { headers });
    if (!probe.ok) throw new Error(`${name}: ${probe.status} ${await probe.text()}`);
    rows.push({ ...(await measure(name, url, headers)), ...(await serviceTime(call)) });
  }
  app.server.close();
  await deps.queue.stop();
  await database.close();
  return { size, rows };
}

/** The `jobs` part: both sizes, then the budget verdict per endpoint and the p99 side by side. */
export async function jobMarketBench(baselineUrl: string) {
  const results = [];
  for (const size of sizes) {
    const result = await benchOneSize(size, baselineUrl);
    console.log(`\n${size.jobs} jobs / ${size.influencers} influencers: req/s and latency under load (HTTP), and the service's own time per call (no HTTP, no cache)\n`);
    console.table(result.rows);
    results.push(result);
  }
  // BENCH_JOBS_ONLY=100000 or 10000 runs one size: then there is nothing to compare it with.
  const [big, small] = results as [(typeof results)[number], (typeof results)[number] | undefined];
  console.log(`\nJob market, ${big.size.jobs} jobs${small ? ` vs ${small.size.jobs} jobs` : ''} (budget: ≥ 2,000 req/s, p99 ≤ 50 ms at 2,000 req/s offered)`);
  const base = big.rows[0]!;
  const smallBase = small?.rows[0];
  console.log(`  baseline: ${base['max req/s']} req/s, p99 ${base['p99 ms @2000']} ms${smallBase ? ` (big run) / ${smallBase['max req/s']} req/s, p99 ${smallBase['p99 ms @2000']} ms (small run)` : ''}`);
  for (const [index, row] of big.rows.entries()) {
    if (index === 0) continue;
    const other = small?.rows[index];
    const tenth = other ? `; at a tenth: ${other['max req/s']} req/s, p99 ${other['p99 ms @2000']} ms; service p99 ${String(row['service p99 ms'])} vs ${String(other['service p99 ms'])} ms` : `; service p99 ${String(row['service p99 ms'])} ms`;
    console.log(
      `  ${row.name}: ${row['max req/s']} req/s (${Math.round((row['max req/s'] / base['max req/s']) * 100)}% of baseline), p50/p99 ${row['p50 ms @2000']}/${row['p99 ms @2000']} ms${tenth} — ${withinBudget(row) ? 'within budget' : 'OVER BUDGET'}`,
    );
  }
}
