// Issue 28: start to healthy of the compiled server (`node dist/.server/main.js`, the production
// start) against the development start through tsx, on a throwaway PostgreSQL 15 (the database a
// fleet runs on). Three starts each on an already migrated database, the median printed; and
// the first start on an empty one (migrations included). Goal: ≤ 2 s compiled.
// Run by `npm run bench` (BENCH_PARTS=startup alone), after `npm run build`:
//   bash tests/scripts/with-postgres.sh tsx tests/bench/startup.ts
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { freshPostgres } from '../api/harness';
import { productionEnv, productionStart, startKolify, tsxStart } from '../fleet/kolify-process';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.error('The start-up bench runs on PostgreSQL: bash tests/scripts/with-postgres.sh tsx tests/bench/startup.ts');
  process.exit(1);
}
if (!existsSync('dist/.server/main.js')) {
  console.error('No compiled server: run `npm run build` first.');
  process.exit(1);
}

const database = await freshPostgres(baseUrl);
// LOG_LEVEL=info: the server logs its start-up phases (startupMs, ms since the process began).
const env = productionEnv({ DATABASE_URL: database.url, PUBLIC_URL: 'http://127.0.0.1:3000', STATIC_DIR: './dist', LOG_LEVEL: 'info' });
const once = async (name: string, args: string[]) => {
  const server = await startKolify({ name, env, args });
  server.process.kill('SIGTERM');
  await server.exited;
  return { ms: Math.round(server.startMs), cpu: server.cpuMs, phases: /"startupMs":(\{[^}]*\})/.exec(server.output())?.[1] ?? '' };
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const load = loadavg()[0]!.toFixed(1);
const firstStart = await once('compiled, empty database', productionStart);
const rows = [];
for (const [name, args] of [
  ['node dist/.server/main.js (compiled)', productionStart],
  ['node --import tsx src/server/main.ts', tsxStart],
] as const) {
  const runs = [await once(name, [...args]), await once(name, [...args]), await once(name, [...args])];
  const wall = median(runs.map((run) => run.ms));
  rows.push({
    start: name,
    'median ms': wall,
    'median CPU ms': median(runs.map((run) => run.cpu ?? 0)),
    runs: runs.map((run) => `${run.ms} (CPU ${run.cpu})`).join(', '),
    'phases (last run)': runs.at(-1)!.phases,
    goal: name.includes('compiled') ? (wall <= 2000 ? '≤ 2 s: met' : '≤ 2 s: MISSED') : '',
  });
}
console.log(`\nStart to healthy (spawn → first 200 from /healthz), NODE_ENV=production on PostgreSQL, migrated database; load average ${load} at the start, ${loadavg()[0]!.toFixed(1)} at the end`);
console.log(`First start of the compiled server on an empty database (every migration): ${firstStart.ms} ms (CPU ${firstStart.cpu} ms); phases ${firstStart.phases}`);
console.table(rows);
await database.drop();
