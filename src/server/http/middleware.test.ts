import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import type { AppEnv, Deps } from './env';
import pino from 'pino';
import { loadSession, requestContext } from './middleware';

/** A database that only counts the session lookups it is asked for (and knows no session). */
function countingApp() {
  const lookups: string[] = [];
  const db = { $client: { query: async (query: { name?: string }) => (lookups.push(query.name ?? '?'), { rows: [] }) } } as unknown as Database;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', { db, config } as unknown as Deps);
      c.set('session', null);
      c.set('sessionVia', null);
      await next();
    }, loadSession)
    .all('*', (c) => c.text(c.var.session ? 'signed in' : 'signed out'));
  const cookie = `${config.cookiePrefix}_token=${'a'.repeat(43)}`;
  const send = (method: string, path: string) => app.request(path, { method, headers: { cookie } });
  return { lookups, send };
}

describe('loadSession', () => {
  it('looks the session up for API paths, whatever the method', async () => {
    const { lookups, send } = countingApp();
    await send('GET', '/sv_authauth/status');
    await send('GET', '/api/blogs/lang/th');
    await send('HEAD', '/healthz');
    await send('POST', '/sv_authauth/signout');
    expect(lookups).toEqual(['kolify_find_session', 'kolify_find_session', 'kolify_find_session', 'kolify_find_session']);
  });

  it('leaves the database alone for reads outside the API (assets, pages, sitemap)', async () => {
    const { lookups, send } = countingApp();
    for (const path of ['/assets/index-abc123.js', '/th/faq', '/', '/sitemap.xml', '/openapi.json', '/apiary', '/healthzz']) {
      expect(await (await send('GET', path)).text()).toBe('signed out');
    }
    await send('HEAD', '/en');
    expect(lookups).toEqual([]);
  });

  it('still looks it up for an unsafe method anywhere (the same-origin check needs it)', async () => {
    const { lookups, send } = countingApp();
    await send('POST', '/th/faq');
    expect(lookups).toEqual(['kolify_find_session']);
  });
});

describe('requestContext', () => {
  /** A server whose logger writes its lines into an array; /cached marks its answer as from a cache. */
  function loggingApp(level: string) {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
    const app = new Hono<AppEnv>()
      .use(requestContext({ log } as unknown as Deps))
      .get('/cached', (c) => (c.set('fromCache', true), c.text('hit')))
      .get('/fresh', (c) => (c.var.log.info({ step: 'inside' }, 'work'), c.text('fresh')));
    return { lines, app };
  }

  it("binds the request id to the route's own lines and to the access line", async () => {
    const { lines, app } = loggingApp('info');
    const response = await app.request('/fresh', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(response.headers.get('x-request-id')).toBe('trace-12345678');
    expect(lines).toEqual([
      expect.objectContaining({ requestId: 'trace-12345678', step: 'inside', msg: 'work' }),
      expect.objectContaining({ requestId: 'trace-12345678', path: '/fresh', status: 200, msg: 'request' }),
    ]);
  });

  it('logs an answer from a cache at debug only (issue 31)', async () => {
    const quiet = loggingApp('info');
    expect((await quiet.app.request('/cached')).status).toBe(200);
    expect(quiet.lines).toEqual([]);
    const verbose = loggingApp('debug');
    await verbose.app.request('/cached', { headers: { 'x-request-id': 'trace-87654321' } });
    expect(verbose.lines).toEqual([expect.objectContaining({ level: 20, requestId: 'trace-87654321', path: '/cached', msg: 'request' })]);
  });
});
