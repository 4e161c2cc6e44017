import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';

/**
 * The per-request path made cheap for the read budget (docs/decisions/011-prepared-hot-queries.md):
 * the session lookup is a prepared statement, /healthz a bare round trip, response headers are
 * set in place. None of it may cache what the database says.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
}, 60_000);
afterAll(() => server.close());

let ipCounter = 0;
const api = () => new Client(server, { origin: null, ip: `192.0.2.${++ipCounter}` });

async function bearerSignIn(email: string) {
  const response = await api().post('/sv_authauth/signin/influencer', { email, password: demoPassword });
  expect(response.status).toBe(200);
  return response.json.token as string;
}
const status = (token: string) => api().get('/sv_authauth/status', { authorization: `Bearer ${token}` });

describe('the session lookup keeps nothing in the process', () => {
  it('refuses a session revoked behind its back on the very next request, however warm the statement is', async () => {
    const token = await bearerSignIn('influencer@kolify.test');
    // Enough runs for PostgreSQL to settle on a cached generic plan.
    for (let i = 0; i < 12; i++) expect((await status(token)).json.scope).toBe('influencer_logged_in');
    // As another process would: straight in the database, not through this server.
    await server.database.db.execute(sql`update sessions set revoked_at = now() where revoked_at is null and user_id = (select id from users where email = 'influencer@kolify.test')`);
    const after = await status(token);
    expect(after.json).toMatchObject({ scope: 'open', user: null });
  });

  it('sees an expiry, and a changed account, on the very next request', async () => {
    const token = await bearerSignIn('manager@kolify.test');
    for (let i = 0; i < 6; i++) await status(token);
    await server.database.db.execute(sql`update users set display_name = 'Renamed Manager' where email = 'manager@kolify.test'`);
    expect((await status(token)).json.user.displayName).toBe('Renamed Manager');
    await server.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where revoked_at is null and user_id = (select id from users where email = 'manager@kolify.test')`);
    expect((await status(token)).json.scope).toBe('open');
  });
});

describe('headers set in place', () => {
  const security = (headers: Headers) => {
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  };

  it('are on JSON answers, problems, cached reads and 304s', async () => {
    const ok = await api().get('/sv_authauth/status', { 'accept-encoding': 'identity' });
    security(ok.headers);
    expect(ok.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(ok.headers.get('content-encoding')).toBeNull();
    expect(ok.headers.get('cache-control')).toBe('no-store');

    const problem = await api().get('/api/no-such-thing');
    expect(problem.status).toBe(404);
    security(problem.headers);

    const cached = await api().get('/sv_influ_api/open/config');
    security(cached.headers);
    const notModified = await api().get('/sv_influ_api/open/config', { 'if-none-match': cached.headers.get('etag')! });
    expect(notModified.status).toBe(304);
    security(notModified.headers);
  });

  it('does not gzip a small JSON answer even when the client accepts it', async () => {
    for (const path of ['/sv_authauth/status', '/healthz', '/api/no-such-thing']) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip, deflate' } });
      expect(response.headers.get('content-encoding')).toBeNull();
      const body = await response.arrayBuffer();
      expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      security(response.headers);
    }
  });

  it('answers a cached public read from memory, gzipped for a browser and plain otherwise, the same bytes and ETag both ways (issue 31)', async () => {
    const path = '/api/blogs/lang/th';
    const plain = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const plainBody = new Uint8Array(await plain.arrayBuffer());
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(plainBody.byteLength);
    expect(plainBody.byteLength).toBeGreaterThan(1024);
    for (let round = 0; round < 2; round++) {
      // Node's fetch unzips on its own: node:http shows the bytes as sent.
      const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const url = new URL(`${server.url}${path}`);
        request({ host: url.hostname, port: url.port, path, headers: { 'accept-encoding': 'gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject).end();
      });
      expect(raw.headers['content-encoding']).toBe('gzip');
      expect(raw.headers['etag']).toBe(plain.headers.get('etag'));
      expect(String(raw.headers['vary'])).toMatch(/accept-encoding/i);
      expect(Number(raw.headers['content-length'])).toBe(raw.body.byteLength);
      expect(gunzipSync(raw.body).equals(Buffer.from(plainBody))).toBe(true);
    }
    // A browser that lists brotli gets the entry's stored brotli (decision 072), same ETag.
    const url = new URL(`${server.url}${path}`);
    const br = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request({ host: url.hostname, port: url.port, path, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject).end();
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['etag']).toBe(plain.headers.get('etag'));
    expect(String(br.headers['vary'])).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(brotliDecompressSync(br.body).equals(Buffer.from(plainBody))).toBe(true);
    security(plain.headers);
  });

  it('echoes a sane request id and still compresses large answers for clients that accept it', async () => {
    const response = await api().get('/openapi.json', { 'x-request-id': 'trace-12345678', 'accept-encoding': 'gzip' });
    expect(response.headers.get('x-request-id')).toBe('trace-12345678');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(response.text).openapi).toMatch(/^3\./);
    security(response.headers);
  });

  it('encodes a large JSON answer in one piece with its length, in the encoding the client prefers (issue 31, decision 091)', async () => {
    const path = '/openapi.json';
    const raw = (acceptEncoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const url = new URL(`${server.url}${path}`);
        request({ host: url.hostname, port: url.port, path, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject).end();
      });
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    const decoders = { gzip: gunzipSync, deflate: inflateSync };
    for (const [accept, encoding] of [['gzip', 'gzip'], ['deflate', 'deflate'], ['gzip;q=0.5, deflate', 'deflate'], ['*', 'gzip']] as const) {
      const encoded = await raw(accept);
      expect(encoded.headers['content-encoding'], accept).toBe(encoding);
      expect(Number(encoded.headers['content-length']), accept).toBe(encoded.body.byteLength);
      expect(String(encoded.headers['vary']), accept).toMatch(/accept-encoding/i);
      expect(decoders[encoding](encoded.body).equals(plain.body), accept).toBe(true);
    }
  });
});

describe('the job reads are prepared statements that keep nothing in the process either', () => {
  it('show a change made behind their back on the very next request, however warm the statements are', async () => {
    const auth = { authorization: `Bearer ${await bearerSignIn('influencer@kolify.test')}` };
    const market = async () => {
      const response = await api().get('/api/jobs/public?limit=50', auth);
      expect(response.status).toBe(200);
      return response.json as { items: { campaign: { id: string; name: string }; channels: { channelId: string }[]; jobId: string | null }[] };
    };
    // A campaign this influencer has not applied to yet (the demo seed applies to some, issue 32).
    const open = (await market()).items.find((item) => item.jobId === null && item.channels.length > 0);
    const applied = await api().post('/api/jobs/apply', { campaignId: open!.campaign.id, channelId: open!.channels[0]!.channelId }, auth);
    expect(applied.status).toBe(201);
    const myJobs = async () => (await api().get('/api/jobs', auth)).json as { items: { id: string; changeNote: string | null }[] };
    // Enough runs for PostgreSQL (and PGlite) to settle on a cached generic plan.
    for (let i = 0; i < 12; i++) await Promise.all([market(), myJobs()]);
    const first = (await market()).items.find((item) => item.campaign.id === open!.campaign.id);
    const job = (await myJobs()).items.find((item) => item.id === applied.json.id);
    expect(first).toMatchObject({ campaign: { id: open!.campaign.id }, jobId: applied.json.id });
    expect(job?.id).toBe(applied.json.id);

    await server.database.db.execute(sql`update campaigns set name = 'Renamed behind its back' where id = ${first!.campaign.id}`);
    await server.database.db.execute(sql`update jobs set change_note = 'Noted behind its back' where id = ${job!.id}`);
    await server.database.db.execute(sql`update channels set status = 'disconnected' where owner_id = (select id from users where email = 'influencer@kolify.test')`);

    const renamed = (await market()).items.find((item) => item.campaign.id === first!.campaign.id);
    expect(renamed).toMatchObject({ campaign: { id: first!.campaign.id, name: 'Renamed behind its back' }, channels: [] });
    expect((await myJobs()).items.find((item) => item.id === job!.id)?.changeNote).toBe('Noted behind its back');
    const detail = await api().get(`/api/jobs/${job!.id}`, auth);
    expect(detail.json.changeNote).toBe('Noted behind its back');
  });
});

// Last: it closes the database under the running server.
describe('GET /healthz', () => {
  it('asks the database every time: 200 while it answers, 503 problem+json once it is gone', async () => {
    for (let i = 0; i < 3; i++) expect((await api().get('/healthz')).json).toEqual({ status: 'ok' });
    const close = server.database.close;
    server.database.close = async () => {};
    // The job queue polls the same database: stop it first, as the server's shutdown does.
    await server.deps.queue.stop();
    await close();
    const response = await api().get('/healthz');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });
});
