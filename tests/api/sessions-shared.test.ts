import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { createApp } from '#server/app';
import { createLogger } from '#server/logger';
import { createMessenger } from '#server/providers/messaging';

/**
 * Server processes keep no state of their own (DESIGN.md): a second app instance with its own
 * connection pool (on PostgreSQL) sees the sessions and throttling counters of the first.
 */
let first: TestServer;
let second: { url: string; server: ServerType; database: DatabaseHandle };
beforeAll(async () => {
  first = await startTestServer({ TRUST_PROXY: 'true' });
  const url = first.config.databaseUrl;
  // On PostgreSQL a second pool, as another process would have; PGlite has one connection to share.
  const database = url ? await openDatabase({ databaseUrl: url }) : first.database;
  const app = createApp({ ...first.deps, db: database.db, log: createLogger(first.config), messenger: createMessenger(first.config) });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  second = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, database };
});
afterAll(async () => {
  await new Promise<void>((resolve) => second.server.close(() => resolve()));
  if (second.database !== first.database) await second.database.close();
  await first.close();
});

describe('several server processes on one database', () => {
  it('a session made by one process is known to the other, and revoked for both', async () => {
    const alice = new Client(first, { ip: '198.51.100.200' });
    await alice.post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', password: demoPassword });
    const other = new Client({ ...first, url: second.url });
    other.cookies = alice.cookies;
    expect((await other.get('/sv_authauth/status')).json.scope).toBe('influencer_logged_in');
    await other.post('/sv_authauth/signout');
    expect((await alice.get('/sv_authauth/status')).json.scope).toBe('open');
  });

  it('lets no more than 5 concurrent wrong passwords from one address through for one account, across both processes', async () => {
    const attempts = Array.from({ length: 16 }, (_, index) => {
      const target = index % 2 === 0 ? first : { ...first, url: second.url };
      return new Client(target, { ip: '203.0.113.100' }).post('/sv_authauth/marketer/authen/', { email: 'individual@kolify.test', password: `wrong-${index}` });
    });
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // Issue 26: the attacker's address is throttled, the owner is not locked out from another one.
    const failures = statuses.filter((status) => status === 401).length;
    const again = await new Client(first, { ip: '203.0.113.100' }).post('/sv_authauth/marketer/authen/', { email: 'individual@kolify.test', password: demoPassword });
    expect(again.status).toBe(failures === 5 ? 429 : 200);
    const owner = await new Client(first, { ip: '203.0.113.250' }).post('/sv_authauth/marketer/authen/', { email: 'individual@kolify.test', password: demoPassword });
    expect(owner.status).toBe(200);
  });
});
