import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedReplays } from '../../src/server/http/prepared-answers';
import { registry } from '../../src/server/metrics';
import { cookieNames } from '../../src/server/config';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';

// Issue 31: a server-rendered public page is rendered once per language, path and content
// version, served from memory with an ETag (304 on If-None-Match), rendered again after a staff
// content write, and never shared with a signed-in visitor.

const staticDir = mkdtempSync(join(tmpdir(), 'kolify-page-cache-'));
for (const dir of ['assets', '.vite', '.ssr']) mkdirSync(join(staticDir, dir), { recursive: true });
writeFileSync(join(staticDir, 'index.html'), '<!doctype html>\n<html lang="th">\n  <head>\n    <title data-boot>Kolify</title>\n  </head>\n  <body><div id="root"><div id="boot"><span></span></div></div>\n    <script type="module" src="/assets/index-1.js"></script>\n  </body>\n</html>\n');
// A stand-in for the built server render that counts its calls (it runs in this process).
writeFileSync(join(staticDir, '.ssr', 'package.json'), JSON.stringify({ type: 'module' }));
writeFileSync(join(staticDir, '.ssr', 'ssr.js'), 'export const render = async ({ url }) => { globalThis.__pageRenders = (globalThis.__pageRenders ?? 0) + 1; return `<main data-url="${url}">render ${globalThis.__pageRenders}<p>${"คำถามที่พบบ่อย ".repeat(100)}</p></main>`; };\n');
writeFileSync(
  join(staticDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true },
    'src/client/routes/$lang/faq.tsx?tsr-split=component---loader': { file: 'assets/faq-1.js', imports: ['index.html'] },
    'src/client/routes/$lang/index.tsx?tsr-split=component---loader': { file: 'assets/home-1.js', imports: ['index.html'] },
  }),
);

// A built file at the top (favicon) and under a folder (assets) are still read from disk.
writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(staticDir, 'assets', 'index-1.css'), '.m_1{color:red}');

const renders = () => (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true', STATIC_DIR: staticDir, PUBLIC_URL: 'https://kolify.example' });
});
afterAll(async () => server.close());

let ip = 0;
async function signIn(path: string, email: string) {
  const client = new Client(server, { ip: `198.51.100.${++ip}` });
  expect((await client.post(path, { email, password: demoPassword })).status).toBe(200);
  return client;
}

describe('server-rendered page cache', () => {
  it('renders a public page once, then serves it from memory with an ETag and answers 304', async () => {
    const first = await fetch(`${server.url}/th/faq`);
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    expect(firstHtml).toContain('data-server-rendered');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const rendered = renders();

    const second = await fetch(`${server.url}/th/faq`);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(firstHtml);
    expect(second.headers.get('etag')).toBe(etag);
    expect(renders()).toBe(rendered);

    const revalidated = await fetch(`${server.url}/th/faq`, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    // Another language is another page.
    expect((await fetch(`${server.url}/en/faq`)).headers.get('x-page-cache')).toBe('miss');
    const stale = await fetch(`${server.url}/th/faq`, { headers: { 'if-none-match': '"something-else"' } });
    expect(stale.status).toBe(200);
  });

  it('renders again after a staff content write, with a new ETag', async () => {
    const before = await fetch(`${server.url}/th/faq`);
    await before.text();
    const etag = before.headers.get('etag')!;
    const rendered = renders();
    const staff = await signIn('/sv_authauth/admin/signin', 'admin@kolify.test');
    const created = await staff.post('/api/admin/content/posts', { kind: 'article', categoryId: 8, status: 'draft', th: { slug: 'page-cache-th', title: 'ทดสอบแคช', bodyHtml: '<p>x</p>' }, en: { slug: 'page-cache', title: 'Cache test', bodyHtml: '<p>x</p>' } });
    expect(created.status).toBeLessThan(300);

    const after = await fetch(`${server.url}/th/faq`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(renders()).toBe(rendered + 1);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('gives a signed-in visitor a fresh render, never the shared one, and keeps it out of the cache', async () => {
    await (await fetch(`${server.url}/th/faq`)).text();
    const influencer = await signIn('/sv_authauth/signin/influencer', 'influencer@kolify.test');
    const rendered = renders();
    const mine = await influencer.get('/th/faq');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('x-page-cache')).toBe('bypass');
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(mine.headers.get('etag')).toBeNull();
    expect(renders()).toBe(rendered + 1);
    // The anonymous visitor still gets the shared render, untouched by the signed-in one.
    const anonymous = await fetch(`${server.url}/th/faq`);
    expect(anonymous.headers.get('x-page-cache')).toBe('hit');
    expect(renders()).toBe(rendered + 1);
  });

  it('answers a cached page brotli- or gzip-encoded by Accept-Encoding, encoded once per render, with the same ETag (decision 072)', async () => {
    const plain = await fetch(`${server.url}/th/faq`, { headers: { 'accept-encoding': 'identity' } });
    const plainBytes = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();
    const rendered = renders();
    // node:http shows the bytes as sent (fetch would decode them).
    const raw = (acceptEncoding: string, ifNoneMatch?: string) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const url = new URL(`${server.url}/th/faq`);
        request({ host: url.hostname, port: url.port, path: url.pathname, headers: { 'accept-encoding': acceptEncoding, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject).end();
      });
    const [br, brAgain, gzip, refused] = await Promise.all([raw('gzip, deflate, br'), raw('br'), raw('gzip'), raw('br;q=0, gzip;q=0')]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plainBytes)).toBe(true);
    expect(brAgain.body.equals(br.body)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(br.body.byteLength).toBeLessThan(plainBytes.byteLength);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plainBytes)).toBe(true);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(plainBytes)).toBe(true);
    for (const answer of [br, gzip, refused]) {
      expect(answer.headers['etag']).toBe(plain.headers.get('etag'));
      expect(String(answer.headers['vary'])).toMatch(/accept-encoding/i);
      expect(answer.headers['x-page-cache']).toBe('hit');
    }
    expect(renders()).toBe(rendered);
    const revalidated = await raw('br', plain.headers.get('etag')!);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.byteLength).toBe(0);
  });

  it('replays a cached page and a cached read as the full path answered them, each with its own request id, while the entry stands (decision 083)', async () => {
    const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => name !== 'x-request-id' && name !== 'date' && name !== 'keep-alive' && name !== 'connection'));
    for (const path of ['/en/faq', '/api/blogs/lang/en']) {
      const miss = await fetch(`${server.url}${path}`);
      await miss.arrayBuffer();
      // The first hit goes through every middleware; it is what later hits replay.
      const full = await fetch(`${server.url}${path}`, { headers: { 'x-request-id': 'trace-full-0001' } });
      const fullBody = Buffer.from(await full.arrayBuffer());
      const replayed = preparedReplays();
      const again = await fetch(`${server.url}${path}`, { headers: { 'x-request-id': 'trace-again-0001' } });
      const againBody = Buffer.from(await again.arrayBuffer());
      expect(preparedReplays(), path).toBe(replayed + 1);
      expect(againBody.equals(fullBody), path).toBe(true);
      expect(headersOf(again), path).toEqual(headersOf(full));
      expect(again.headers.get('x-request-id')).toBe('trace-again-0001');
      expect(again.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      // fetch decodes: the length sent is the encoded body's, the same as the full path's (compared above).
      expect(again.headers.get('content-length')).toBe(full.headers.get('content-length'));
      const third = await fetch(`${server.url}${path}`);
      await third.arrayBuffer();
      expect(third.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
      expect(third.headers.get('x-request-id')).not.toBe(again.headers.get('x-request-id'));
    }
    // Never for a signed-in visitor, a revalidation or a HEAD: those take the full path.
    const replayed = preparedReplays();
    const influencer = await signIn('/sv_authauth/signin/influencer', 'influencer@kolify.test');
    const mine = await influencer.get('/en/faq');
    expect(mine.headers.get('x-page-cache')).toBe('bypass');
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    const page = await fetch(`${server.url}/en/faq`);
    await page.arrayBuffer();
    expect((await fetch(`${server.url}/en/faq`, { headers: { 'if-none-match': page.headers.get('etag')! } })).status).toBe(304);
    expect((await fetch(`${server.url}/en/faq`, { method: 'HEAD' })).status).toBe(200);
    expect(preparedReplays()).toBe(replayed + 1);
    // A staff write retires the replayed page with its render: the next answer is a new render.
    const rendered = renders();
    const staff = await signIn('/sv_authauth/admin/signin', 'admin@kolify.test');
    const created = await staff.post('/api/admin/content/posts', { kind: 'article', categoryId: 8, status: 'draft', th: { slug: 'replay-th', title: 'ทดสอบ', bodyHtml: '<p>x</p>' }, en: { slug: 'replay-en', title: 'Replay', bodyHtml: '<p>x</p>' } });
    expect(created.status).toBeLessThan(300);
    const after = await fetch(`${server.url}/en/faq`);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(await after.text()).toContain(`render ${rendered + 1}`);
  });

  it('replays in front of Hono only for its own server, never with a session cookie, and counts each replay in the metrics (decision 088)', async () => {
    const served = async (url: string, headers: Record<string, string> = {}) => {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      return response;
    };
    const requestsCounted = async () => {
      const metric = (await registry.getMetricsAsJSON()).find((entry) => entry.name === 'kolify_http_requests_total');
      return (metric?.values ?? []).filter((value) => value.labels.method === 'GET' && value.labels.status === '200').reduce((sum, value) => sum + value.value, 0);
    };
    // Another app in the same process (the API suite runs many), started before the first
    // server's answer is prepared (a server's start moves the content version, which would retire it).
    const other = await startTestServer({ TRUST_PROXY: 'true', STATIC_DIR: staticDir, PUBLIC_URL: 'https://kolify.example' });
    await served(`${server.url}/en/faq`);
    await served(`${server.url}/en/faq`);
    const replayed = preparedReplays();
    const counted = await requestsCounted();
    expect((await served(`${server.url}/en/faq`)).headers.get('x-page-cache')).toBe('hit');
    expect(preparedReplays()).toBe(replayed + 1);
    expect(await requestsCounted()).toBe(counted + 1);
    // A session cookie among others, even one that is no longer valid, takes the full path.
    const token = cookieNames(server.config).token;
    await served(`${server.url}/en/faq`, { cookie: `lang=en; ${token}=expired-or-forged` });
    await served(`${server.url}/en/faq`, { authorization: 'Bearer expired-or-forged' });
    expect(preparedReplays()).toBe(replayed + 1);
    // The other app renders its own page: the first server's prepared answer for the same address is not its.
    try {
      expect((await served(`${other.url}/en/faq`)).headers.get('x-page-cache')).toBe('miss');
      expect(preparedReplays()).toBe(replayed + 1);
    } finally {
      await other.close();
    }
  });

  it('never stores a page outside the public area (signed-in areas are noindex)', async () => {
    const first = await fetch(`${server.url}/th/Influencer/dashboard`);
    await first.text();
    const second = await fetch(`${server.url}/th/Influencer/dashboard`);
    await second.text();
    expect(second.headers.get('x-page-cache')).not.toBe('hit');
    expect(second.headers.get('etag')).toBeNull();
  });
});

describe('built files beside the pages', () => {
  it('serves the build’s files from disk, while a page path, nothing in the build, renders the page', async () => {
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(await icon.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const css = await fetch(`${server.url}/assets/index-1.css`);
    expect(await css.text()).toBe('.m_1{color:red}');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${server.url}/th`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-server-rendered');
  });
});
