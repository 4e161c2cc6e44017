import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreenElementId } from '#common/query-keys';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';

// SPEC §7 `GET {path}/_payload.json` (decision 061): the first-screen data a public page embeds,
// as JSON, cached like the page (content version, ETag, 304), 404 where a path has none, and the
// same bytes for a signed-in visitor (nothing of theirs in it).

const staticDir = mkdtempSync(join(tmpdir(), 'kolify-payload-'));
for (const dir of ['assets', '.vite', 'builds/meta']) mkdirSync(join(staticDir, dir), { recursive: true });
writeFileSync(join(staticDir, 'index.html'), '<!doctype html>\n<html lang="th">\n  <head>\n    <title data-boot>Kolify</title>\n  </head>\n  <body><div id="root"><div id="boot"><span></span></div></div>\n    <script type="module" src="/assets/index-1.js"></script>\n  </body>\n</html>\n');
writeFileSync(join(staticDir, 'builds', 'latest.json'), JSON.stringify({ buildId: 'p1' }));
writeFileSync(join(staticDir, 'builds', 'meta', 'p1.json'), JSON.stringify({ matcher: { static: {}, wildcard: {} } }));
const route = (path: string) => `src/client/routes/$lang/${path}.tsx?tsr-split=component---loader`;
writeFileSync(
  join(staticDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true },
    [route('index')]: { file: 'assets/home-1.js' },
    [route('articles/index')]: { file: 'assets/articles-1.js' },
    [route('articles/detail/$slug')]: { file: 'assets/article-1.js' },
    [route('faq')]: { file: 'assets/faq-1.js' },
    [route('contact')]: { file: 'assets/contact-1.js' },
    [route('Influencer/_signedIn/dashboard')]: { file: 'assets/dashboard-1.js' },
    [route('Marketer/_signedIn/account')]: { file: 'assets/account-1.js' },
    [route('Admin/index')]: { file: 'assets/admin-1.js' },
    'src/client/routes/$lang/$.tsx?tsr-split=component': { file: 'assets/splat-1.js' },
  }),
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true', STATIC_DIR: staticDir, PUBLIC_URL: 'https://kolify.example' });
});
afterAll(async () => server.close());

/** What the served page embeds for its first screen. */
async function embedded(path: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, { headers });
  expect(response.status).toBe(200);
  const match = new RegExp(`<script type="application/json" id="${firstScreenElementId}">([\\s\\S]*?)</script>`).exec(await response.text());
  expect(match, `first-screen tag in ${path}`).not.toBeNull();
  return JSON.parse(match![1]!);
}

const payloadPath = (page: string) => {
  const [path, query] = page.split('?');
  return `${path === '/' ? '' : path}/_payload.json${query ? `?${query}` : ''}`;
};

describe('GET {path}/_payload.json', () => {
  it('answers the data the page embeds, as JSON, for home, a list (with its query) and an article, in both languages', async () => {
    const list = await (await fetch(`${server.url}/api/blogs/lang/en?limit=1`)).json() as { data: { slug: string }[] };
    const slug = list.data[0]!.slug;
    for (const page of ['/th', '/en', '/en/articles', '/th/articles?page=2', `/en/articles/detail/${encodeURIComponent(slug)}`, '/th/contact']) {
      const response = await fetch(`${server.url}${payloadPath(page)}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const payload = (await response.json()) as { queries: { queries: { queryKey: unknown[] }[] }; routeRules: unknown };
      expect(payload, page).toEqual(await embedded(page));
      expect(payload.queries.queries.length, page).toBeGreaterThan(1);
      expect(payload.routeRules).toEqual({ matcher: { static: {}, wildcard: {} } });
    }
    // The article's own entry is in it (its key names the slug).
    const article = (await (await fetch(`${server.url}${payloadPath(`/en/articles/detail/${encodeURIComponent(slug)}`)}`)).json()) as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(article.queries.queries.some((entry) => JSON.stringify(entry.queryKey).includes(slug))).toBe(true);
  });

  it('is kept per content version with a strong ETag: 304 on If-None-Match, a new body after a content write', async () => {
    const first = await fetch(`${server.url}/th/faq/_payload.json`);
    const body = await first.text();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${server.url}/th/faq/_payload.json`);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(await again.text()).toBe(body);
    const revalidated = await fetch(`${server.url}/th/faq/_payload.json`, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect((await fetch(`${server.url}/th/faq/_payload.json`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);

    // A staff content write bumps the content version: the next answer is made again.
    const staff = new Client(server, { ip: '198.51.100.61' });
    expect((await staff.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
    const created = await staff.post('/api/admin/content/faq', { audience: 'influencer', locale: 'th', question: 'คำถามทดสอบเพย์โหลด', answerHtml: '<p>ตอบ</p>', sort: 1 });
    expect(created.status, created.text).toBeLessThan(300);
    const after = await fetch(`${server.url}/th/faq/_payload.json`, { headers: { 'if-none-match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain('คำถามทดสอบเพย์โหลด');
  });

  it('answers 404 problem+json where a path has no first screen', async () => {
    for (const path of [
      '/th/no-such-page/_payload.json',
      '/en/articles/detail/no-such-post/_payload.json',
      '/th/Influencer/dashboard/_payload.json',
      '/en/Marketer/account/_payload.json',
      '/en/Admin/_payload.json',
      '/faq/_payload.json',
      '/_payload.json',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/problem\+json/);
      expect(((await response.json()) as { type: string }).type).toMatch(/not_found/);
    }
  });

  it('gives a signed-in visitor the same bytes as anyone: none of their data appears', async () => {
    const anonymous = await (await fetch(`${server.url}/en/_payload.json`)).text();
    for (const [path, email] of [
      ['/sv_authauth/signin/influencer', 'influencer@kolify.test'],
      ['/sv_authauth/marketer/authen/', 'brand@kolify.test'],
    ] as const) {
      const member = new Client(server, { ip: `198.51.100.${email.length}` });
      const signedIn = await member.post(path, { email, password: demoPassword });
      expect(signedIn.status).toBe(200);
      const uuid = (signedIn.json as { uuid?: string; user?: { uuid?: string } }).uuid ?? (signedIn.json as { user?: { uuid?: string } }).user?.uuid;
      const mine = await member.get('/en/_payload.json');
      expect(mine.status).toBe(200);
      expect(mine.text).toBe(anonymous);
      expect(mine.text).not.toContain(email);
      if (uuid) expect(mine.text).not.toContain(uuid);
      // A signed-in visitor's personal pages have no payload at all.
      expect((await member.get(email.startsWith('influencer') ? '/en/Influencer/dashboard/_payload.json' : '/en/Marketer/account/_payload.json')).status).toBe(404);
    }
  });
});
