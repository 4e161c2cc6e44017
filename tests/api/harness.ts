import type { IncomingMessage } from 'node:http';
import type { ServerType } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from '#server/config';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { migratedPgliteTemplate, templateKey } from './pglite-template';
import { seedDemo } from '#server/seed/seed';
import { createLogger } from '#server/logger';
import { createApp } from '#server/app';
import { createMessenger } from '#server/providers/messaging';
import { startDeps } from '#server/jobs/start';
import type { Deps } from '#server/http/env';
import { TestClock } from 'pg-boss';
import { answerClientErrors } from '#server/http/client-errors';
import { keepIdleConnections } from '#server/http/connections';
import { invalidatePublicCache } from '#server/http/public-cache';
import { serveApp } from '#server/http/prepared-answers';

/**
 * A real server over HTTP on a fresh database: in-memory PGlite by default, or a
 * new database on the PostgreSQL of TEST_DATABASE_URL (npm run test:pg).
 */
export interface TestServer {
  url: string;
  /** The site's public origin (PUBLIC_URL): what a browser on Kolify sends as Origin. */
  origin: string;
  config: Config;
  database: DatabaseHandle;
  /** The app's dependencies: `deps.queue.runDue()` runs due jobs, `deps.now()` reads the clock. */
  deps: Deps;
  /** The queue's and the app's clock: `await clock.setTime(…)` moves both and the database's job time. */
  clock: TestClock;
  close: () => Promise<void>;
}

/** Waits (briefly) until nobody is connected to database `name` any more. */
async function untilNoConnections(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The name of a database on `admin`'s server with every migration applied, made once per server and
 * set of migrations (decision 046): `create database … template` copies it in a fraction of the time
 * the migrations take. Made under an advisory lock, so test files in parallel workers make it once;
 * PostgreSQL refuses to copy a template someone is connected to, so it is left only when its maker has gone.
 */
async function migratedTemplate(admin: pg.Client, baseUrl: string): Promise<string> {
  const name = `kolify_template_${templateKey()}`;
  await admin.query('select pg_advisory_lock($1)', [templateLockKey]);
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) {
      const making = `${name}_making`;
      await admin.query(`drop database if exists ${making} with (force)`);
      await admin.query(`create database ${making}`);
      const url = new URL(baseUrl);
      url.pathname = `/${making}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      await database.close();
      await untilNoConnections(admin, making);
      // Renamed only once complete: a run killed half-way leaves no template that lacks a migration.
      await admin.query(`alter database ${making} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [templateLockKey]);
  }
  return name;
}
const templateLockKey = '2028202600046';

/**
 * A new database on the PostgreSQL server of `baseUrl`; `drop` removes it (and its connections).
 * Empty, or with `migrated`, a copy of the migrated template (the app's own migrations then find
 * nothing left to do).
 */
export async function freshPostgres(baseUrl: string, options: { migrated?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kolify_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const template = options.migrated ? await migratedTemplate(admin, baseUrl) : null;
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      // pg's pool.end() resolves once its clients are told to end, not once their sockets are
      // closed; forcing the drop while one is still closing makes that client throw 57P01 into
      // the test run. Wait (briefly) for the app's connections to go first.
      await untilNoConnections(client, name);
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The clock of the test server this file started last: it stands still unless a test moves it, so
 * a campaign dated from the real clock could open "tomorrow" for the server when a run crosses
 * Bangkok's midnight (17:00 UTC). Helpers date things from here; the real clock without a server.
 */
let lastClock: { now(): number } | null = null;
export const testNow = () => new Date(lastClock?.now() ?? Date.now());

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const postgres = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL, { migrated: process.env.DB_TEMPLATE !== '0' }) : null;
  const config = loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory://', PASSWORD_HASH_COST: '10', LOG_LEVEL: 'silent', STATIC_DIR: './.tmp/no-static', ...env, ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
  // In memory, PGlite starts from the migrated template (decision 046) instead of initdb + migrations.
  // DB_TEMPLATE=0 starts from nothing, as before (to measure the difference, or to rule the template out).
  const fromTemplate = !config.databaseUrl && config.pgliteDir.startsWith('memory://') && process.env.DB_TEMPLATE !== '0';
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    ...(fromTemplate ? { pgliteDataDir: await migratedPgliteTemplate() } : {}),
  });
  const clock = new TestClock(Date.now());
  lastClock = clock;
  // The API files share one module graph per worker (isolate: false, decision 070): the public
  // reads cached in this process by an earlier file's server (same paths, another database) must
  // not answer this one's. A fresh process started with an empty cache; so does each server here.
  invalidatePublicCache();
  await seedDemo(database.db, config.passwordHashCost, { now: new Date(clock.now()) });
  const deps = await startDeps({ database, config, log: createLogger(config), messenger: createMessenger(config) }, { clock, poll: false });
  const app = createApp(deps);
  const server: ServerType = await new Promise((resolve) => {
    const s = serveApp(app, deps, { port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  answerClientErrors(server);
  // The client (undici) reuses an idle connection that Node's server closes after 5 s; on a starved
  // machine its own timer runs late and a request meets the close (ECONNRESET, once in the fuzz run).
  // The server keeps idle connections longer than any client waits, as the app's does (decision 076).
  keepIdleConnections(server);
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  deps.localGateway?.setWebhookUrl(`${url}/api/payments/webhooks/opn`);
  return {
    url,
    // The server compares Origin with PUBLIC_URL alone, as a browser on the public site sends it.
    origin: new URL(config.publicUrl).origin,
    config,
    database,
    deps,
    clock,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.queue.stop();
      await deps.localGateway?.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

/** A tiny cookie jar so tests behave like a browser on the same origin. */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    readonly server: Pick<TestServer, 'url' | 'origin'>,
    readonly options: { origin?: string | null; ip?: string } = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const allHeaders: Record<string, string> = { ...headers };
    if (body !== undefined && !allHeaders['content-type']) allHeaders['content-type'] = 'application/json';
    const origin = this.options.origin === undefined ? this.server.origin : this.options.origin;
    if (origin && method !== 'GET') allHeaders.origin = origin;
    if (this.options.ip) allHeaders['x-forwarded-for'] = this.options.ip;
    if (this.cookies.size > 0) allHeaders.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${this.server.url}${path}`, {
      method,
      headers: allHeaders,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await response.text();
    const json = text && /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, json, text };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body ?? {}, headers);
  patch = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('PATCH', path, body ?? {}, headers);
}

export const demoPassword = 'Kolify-demo-2026';

/** The whole body of a request to a fake provider the test runs, as text. */
export async function readRequestBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += (chunk as Buffer).toString('utf8');
  return text;
}
