import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '#server/db/schema/index';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';

let server: TestServer;
const uploadDir = mkdtempSync(join(tmpdir(), 'kolify-uploads-'));
const staticDir = mkdtempSync(join(tmpdir(), 'kolify-static-'));
mkdirSync(join(staticDir, 'assets'), { recursive: true });
writeFileSync(join(staticDir, 'index.html'), '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>Kolify</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n');

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true', UPLOAD_DIR: uploadDir, STATIC_DIR: staticDir, PUBLIC_URL: 'https://kolify.example' });
});
afterAll(() => server.close());

let ipCounter = 0;
const visitor = () => new Client(server, { ip: `203.0.113.${++ipCounter}` });
async function staff() {
  const client = new Client(server, { ip: `198.51.100.${++ipCounter}` });
  const response = await client.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword });
  expect(response.status).toBe(200);
  return client;
}
async function influencer() {
  const client = new Client(server, { ip: `198.51.100.${++ipCounter}` });
  expect((await client.post('/sv_authauth/signin/influencer', { email: 'influencer@kolify.test', password: demoPassword })).status).toBe(200);
  return client;
}
const expectProblem = (response: { status: number; headers: Headers; json: { type: string } }, status: number, type?: string) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  if (type) expect(response.json.type).toBe(type);
};
const pathsOf = (json: { errors?: { path: string }[] }) => (json.errors ?? []).map((e) => e.path);

describe('categories', () => {
  it('lists the shown blog categories 5, 8, 9, 10, 12 enriched per SPEC §3, never the hidden 6', async () => {
    const response = await visitor().get('/sv_influ_api/open/config/category/blog');
    expect(response.status).toBe(200);
    expect(response.json.data.map((c: { id: number }) => c.id)).toEqual([5, 8, 9, 10, 12]);
    for (const category of response.json.data) {
      expect(category).toMatchObject({ isActive: true, show: true });
      for (const key of ['category_class', 'classObject', 'classIcon', 'color', 'name']) expect(category[key]).toBeTruthy();
    }
  });

  it('lists the 12 interest categories with the SPEC §3 icon classes', async () => {
    const response = await visitor().get('/sv_influ_api/open/config/category/casesstudy');
    expect(response.json.data).toHaveLength(12);
    const icons = Object.fromEntries(response.json.data.map((c: { key: string; classIcon: string }) => [c.key, c.classIcon]));
    expect(icons).toMatchObject({ INTEREST_WOMEN: 'beauty', INTEREST_ART: 'design', INTEREST_SOCIAL: 'news', INTEREST_PARENTING: 'family' });
  });
});

describe('GET /api/blogs/lang/{locale}', () => {
  it('pages published articles 5 at a time by default, with totals, newest first', async () => {
    const response = await visitor().get('/api/blogs/lang/th');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ page: 1, perPage: 5, total: 13, totalPages: 3 });
    expect(response.json.data).toHaveLength(5);
    const dates = response.json.data.map((a: { publishedAt: string }) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await visitor().get('/api/blogs/lang/th?page=3');
    expect(last.json.data).toHaveLength(3);
  });

  it('never returns the hidden category 6 or a draft, even when asked', async () => {
    const all = await visitor().get('/api/blogs/lang/en?perPage=50');
    const slugs = all.json.data.map((a: { slug: string }) => a.slug);
    expect(slugs).not.toContain('old-trick-in-hidden-category');
    expect(slugs).not.toContain('draft-year-end-campaign-guide');
    expect(all.json.data.every((a: { categoryId: number }) => [5, 8, 9, 10, 12].includes(a.categoryId))).toBe(true);
    const hidden = await visitor().get('/api/blogs/lang/en?category=6');
    expect(hidden.json).toMatchObject({ data: [], total: 0 });
  });

  it('filters by category and accepts limit as the page size', async () => {
    const response = await visitor().get('/api/blogs/lang/en?category=8,9&limit=2');
    expect(response.json).toMatchObject({ perPage: 2, total: 6 });
    expect(response.json.data.every((a: { categoryId: number }) => [8, 9].includes(a.categoryId))).toBe(true);
  });

  it('answers 400 naming each bad query value', async () => {
    for (const [query, path] of [
      ['category=abc', 'category'],
      ['page=0', 'page'],
      ['perPage=51', 'perPage'],
      ['limit=-1', 'limit'],
    ]) {
      const response = await visitor().get(`/api/blogs/lang/th?${query}`);
      expectProblem(response, 400, 'validation');
      expect(pathsOf(response.json)).toEqual([path]);
    }
    expectProblem(await visitor().get('/api/blogs/lang/fr'), 400, 'validation');
  });

  it('sends Cache-Control and an ETag, and answers 304 to a matching If-None-Match', async () => {
    const first = await visitor().get('/api/blogs/lang/th');
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    // Compressed answers carry the weak form of the same tag.
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
    const again = await visitor().get('/api/blogs/lang/th', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const other = await visitor().get('/api/blogs/lang/th', { 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
  });
});

describe('article and case-study details', () => {
  it('returns a published article by slug with sanitised HTML, reading time, SEO and related articles', async () => {
    const response = await visitor().get(`/api/blogs/lang/th/slug/${encodeURIComponent('ตั้งราคาโพสต์-ไมโครอินฟลูเอนเซอร์-2026')}`);
    expect(response.status).toBe(200);
    expect(response.json.title).toContain('ตั้งราคาโพสต์');
    expect(response.json.bodyHtml).toContain('<h2>');
    expect(response.json.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(response.json.related.length).toBeGreaterThan(0);
    expect(response.json.alternates).toEqual({ th: 'ตั้งราคาโพสต์-ไมโครอินฟลูเอนเซอร์-2026', en: 'pricing-posts-micro-influencers-2026' });
  });

  it('answers 404 problem+json for an unknown, hidden-category or draft slug', async () => {
    for (const slug of ['no-such-article', 'old-trick-in-hidden-category', 'draft-year-end-campaign-guide']) {
      expectProblem(await visitor().get(`/api/blogs/lang/en/slug/${slug}`), 404, 'not_found');
    }
    // The Thai slug does not work under English.
    expectProblem(await visitor().get('/api/blogs/lang/en/slug/' + encodeURIComponent('ตั้งราคาโพสต์-ไมโครอินฟลูเอนเซอร์-2026')), 404);
  });

  it('pages case studies 6 at a time (default categories 2–11 and 13) and finds one by id or slug', async () => {
    const list = await visitor().get('/api/influencer-success-cases/lang/en');
    expect(list.json).toMatchObject({ perPage: 6, total: 8, totalPages: 2 });
    const first = list.json.data[0];
    const byId = await visitor().get(`/sv_influ_api/open/en/casesstudy/${first.id}`);
    const bySlug = await visitor().get(`/sv_influ_api/open/en/casesstudy/${first.slug}`);
    expect(byId.status).toBe(200);
    expect(bySlug.json.id).toBe(first.id);
    expect(byId.json.metrics.reach).toBeGreaterThan(0);
    expectProblem(await visitor().get('/sv_influ_api/open/en/casesstudy/999999'), 404, 'not_found');
    expectProblem(await visitor().get('/sv_influ_api/open/xx/casesstudy/1'), 400);
  });
});

describe('FAQ, SEO, keywords, reference lists, pixels, partners', () => {
  it('lists 10 FAQ entries per audience and language, and refuses an unknown audience', async () => {
    for (const audience of ['influencer', 'marketer']) {
      for (const locale of ['th', 'en']) {
        const response = await visitor().get(`/sv_influ_api/open/${locale}/${audience}/faq`);
        expect(response.json.data).toHaveLength(10);
      }
    }
    const bad = await visitor().get('/sv_influ_api/open/th/visitor/faq');
    expectProblem(bad, 400);
    expect(pathsOf(bad.json)).toEqual(['x']);
  });

  it('returns a section’s SEO entry, falling back to home, by either path', async () => {
    const faq = await visitor().get('/api/seo/page/faq/en');
    expect(faq.json).toMatchObject({ page: 'faq', title: 'Frequently asked questions | Kolify', image: '/images/share/ts-share-en.png' });
    const unknown = await visitor().get('/api/seo/page/somewhere/th');
    expect(unknown.json.page).toBe('home');
    const open = await visitor().get('/sv_influ_api/open/seo/th/faq');
    expect(open.json.locale).toBe('th');
    expectProblem(await visitor().get('/api/seo/page/faq/de'), 400);
    expectProblem(await visitor().get('/sv_influ_api/open/seo/faq/home'), 400);
  });

  it('answers keywords for a comma list of pages', async () => {
    const response = await visitor().get('/sv_influ_api/open/keyword/home,faq');
    expect(response.json.data.map((k: { page: string }) => k.page)).toEqual(['home', 'faq']);
    expect(response.json.data[0].th).toContain('อินฟลูเอนเซอร์');
    expectProblem(await visitor().get('/sv_influ_api/open/keyword/,,'), 400);
  });

  it('answers pixel data and the homepage partners (8 by default, limit honoured)', async () => {
    expect((await visitor().get('/api/middle-config/influencer/tracking/pixel-data')).json).toHaveProperty('facebookPixelId');
    expect((await visitor().get('/api/middle-config/channels/display-homepage')).json.data).toHaveLength(8);
    expect((await visitor().get('/api/middle-config/channels/display-homepage?limit=3')).json.data).toHaveLength(3);
    expectProblem(await visitor().get('/api/middle-config/channels/display-homepage?limit=abc'), 400);
  });

  it('serves the static pages in both languages', async () => {
    const about = await visitor().get('/api/pages/about/en');
    expect(about.json.title).toBe('About Kolify');
    expectProblem(await visitor().get('/api/pages/secret/en'), 400);
  });
});

describe('GET /api/campaigns/public/job', () => {
  it('pages the 10 open public jobs 6 at a time; drafts, invite-only and closed campaigns never show', async () => {
    const first = await visitor().get('/api/campaigns/public/job');
    expect(first.json).toMatchObject({ page: 1, perPage: 6, total: 10, totalPages: 2 });
    const second = await visitor().get('/api/campaigns/public/job?page=2');
    expect(second.json.data).toHaveLength(4);
    const names = [...first.json.data, ...second.json.data].map((j: { name: string }) => j.name);
    expect(names.some((n) => /Draft|Invite-only|Closed/.test(n))).toBe(false);
  });

  it('filters by channel and category, and refuses unknown values', async () => {
    const youtube = await visitor().get('/api/campaigns/public/job?channel=YOUTUBE&perPage=50');
    expect(youtube.json.data.length).toBeGreaterThan(0);
    expect(youtube.json.data.every((j: { channelTypes: string[] }) => j.channelTypes.includes('YOUTUBE'))).toBe(true);
    const food = await visitor().get('/api/campaigns/public/job?category=INTEREST_FOOD');
    expect(food.json.total).toBe(1);
    expectProblem(await visitor().get('/api/campaigns/public/job?channel=MYSPACE'), 400);
    expectProblem(await visitor().get('/api/campaigns/public/job?category=cats'), 400);
  });

  it('returns one open job and 404 for an unknown one', async () => {
    const list = await visitor().get('/api/campaigns/public/job');
    const job = await visitor().get(`/api/campaigns/public/job/${list.json.data[0].id}`);
    expect(job.json.brandName).toBeTruthy();
    expectProblem(await visitor().get('/api/campaigns/public/job/00000000-0000-4000-8000-000000000000'), 404);
    expectProblem(await visitor().get('/api/campaigns/public/job/not-a-uuid'), 400);
  });
});

describe('packages', () => {
  it('lists the 6 published packages on the home list (defaults publish, page 1, 6 per page), never the draft', async () => {
    const response = await visitor().get('/api/package/home/list?locale=en');
    expect(response.json).toMatchObject({ page: 1, perPage: 6, total: 6 });
    expect(response.json.data.every((p: { status: string }) => p.status === 'publish')).toBe(true);
    expect(response.json.data.map((p: { slug: string }) => p.slug)).not.toContain('line-oa-broadcast');
    const offers = await visitor().get('/sv_package/offer?status=publish&limit=4&page=2');
    expect(offers.json).toMatchObject({ page: 2, perPage: 4, total: 6 });
    expect(offers.json.data).toHaveLength(2);
  });

  it('refuses drafts to the public and finds a published package by slug', async () => {
    expectProblem(await visitor().get('/sv_package/offer?status=draft'), 403, 'forbidden');
    expectProblem(await visitor().get('/api/package/home/list?status=archived'), 403);
    expectProblem(await visitor().get('/sv_package/offer?status=sold'), 400);
    const found = await visitor().get('/sv_package/offer/find/th/tiktok-buzz');
    expect(found.json).toMatchObject({ slug: 'tiktok-buzz', name: 'TikTok Buzz', priceMinor: 3_900_000, currency: 'THB', validityDays: 180 });
    expectProblem(await visitor().get('/sv_package/offer/find/th/line-oa-broadcast'), 404);
    expectProblem(await visitor().get('/sv_package/offer/find/xx/tiktok-buzz'), 400);
  });
});

describe('contact and partnership forms', () => {
  const message = { name: 'Nida Wongsa', email: 'nida@example.co.th', topic: 'marketer', message: 'We would like to run a campaign for our new skincare line.', consent: true, locale: 'en' };

  it('stores a valid message and answers 201', async () => {
    const response = await visitor().post('/api/contact', message);
    expect(response.status).toBe(201);
    expect(response.json.id).toBeGreaterThan(0);
    const admin = await staff();
    const inbox = await admin.get('/api/admin/content/messages');
    expect(inbox.json.data[0]).toMatchObject({ kind: 'contact', email: 'nida@example.co.th' });
    expect(inbox.json.data[0].mailedAt).not.toBeNull();
    // Mailed to staff through the messenger: the embedded default delivers to the outbox.
    const outbox = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.destination, 'hello@kolify.test'));
    expect(outbox.at(-1)?.body).toContain('We would like to run a campaign');
  });

  it('answers 400 naming each bad field', async () => {
    const response = await visitor().post('/api/partnership', { name: 'N', email: 'nope', topic: 'x', message: 'short', consent: false });
    expectProblem(response, 400, 'validation');
    expect(pathsOf(response.json).sort()).toEqual(['consent', 'email', 'message', 'name', 'topic']);
  });

  it('limits each IP to 5 messages an hour', async () => {
    const client = visitor();
    for (let i = 0; i < 5; i += 1) expect((await client.post('/api/partnership', message)).status).toBe(201);
    const blocked = await client.post('/api/partnership', message);
    expectProblem(blocked, 429, 'rate_limited');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await visitor().post('/api/partnership', message)).status).toBe(201);
  });
});

describe('content back office', () => {
  const article = (slug: string, body = '<p>Hello</p>') => ({
    kind: 'article',
    categoryId: 8,
    status: 'draft',
    th: { slug: `${slug}-th`, title: 'บทความทดสอบ', bodyHtml: body },
    en: { slug, title: 'A test article', bodyHtml: body },
  });

  it('refuses visitors (401) and other roles (403)', async () => {
    expectProblem(await visitor().get('/api/admin/content/posts'), 401, 'unauthorized');
    expectProblem(await (await influencer()).get('/api/admin/content/posts'), 403, 'forbidden');
    expectProblem(await visitor().post('/api/admin/content/posts', article('x')), 401);
  });

  it('creates a draft, strips XSS on save and on render, publishes it and a visitor sees it at once', async () => {
    const admin = await staff();
    const dirty = '<p onmouseover="steal()">Safe <strong>text</strong></p><script>alert(document.cookie)</script><img src="javascript:alert(1)"><a href="javascript:alert(1)">link</a>';
    const created = await admin.post('/api/admin/content/posts', article('xss-test', dirty));
    expect(created.status).toBe(201);
    expect(created.json.en.bodyHtml).toContain('<strong>text</strong>');
    expect(created.json.en.bodyHtml).not.toMatch(/script|onmouseover|javascript:/i);
    // Warm the public cache, then publish: the write must clear it.
    expect((await visitor().get('/api/blogs/lang/en')).json.total).toBe(13);
    expectProblem(await visitor().get('/api/blogs/lang/en/slug/xss-test'), 404);
    const published = await admin.patch(`/api/admin/content/posts/${created.json.id}/status`, { status: 'publish' });
    expect(published.json.status).toBe('publish');
    const list = await visitor().get('/api/blogs/lang/en');
    expect(list.json.total).toBe(14);
    expect(list.json.data[0].slug).toBe('xss-test');
    const detail = await visitor().get('/api/blogs/lang/en/slug/xss-test');
    expect(detail.json.bodyHtml).not.toMatch(/script|onmouseover|javascript:/i);
    // Unpublish and delete.
    await admin.patch(`/api/admin/content/posts/${created.json.id}/status`, { status: 'draft' });
    expectProblem(await visitor().get('/api/blogs/lang/en/slug/xss-test'), 404);
    expect((await admin.request('DELETE', `/api/admin/content/posts/${created.json.id}`)).status).toBe(204);
    expectProblem(await admin.get(`/api/admin/content/posts/${created.json.id}`), 404);
  });

  it('keeps slugs unique per language: a clash is 409 naming the field; the same slug in the other language is fine', async () => {
    const admin = await staff();
    const clash = await admin.post('/api/admin/content/posts', { ...article('pricing-posts-micro-influencers-2026'), th: { slug: 'unique-th-slug', title: 'x' } });
    expectProblem(clash, 409, 'conflict');
    expect(pathsOf(clash.json)).toEqual(['en.slug']);
    const crossLanguage = await admin.post('/api/admin/content/posts', { ...article('cross'), th: { slug: 'pricing-posts-micro-influencers-2026', title: 'ข้ามภาษา' } });
    expect(crossLanguage.status).toBe(201);
  });

  it('answers 400 naming bad fields, and 404 for an unknown id', async () => {
    const admin = await staff();
    const bad = await admin.post('/api/admin/content/posts', { kind: 'article', categoryId: 8, en: { slug: 'Bad Slug!', title: '' } });
    expectProblem(bad, 400, 'validation');
    expect(pathsOf(bad.json).sort()).toEqual(['en.slug', 'en.title']);
    const badCategory = await admin.post('/api/admin/content/posts', { ...article('cat'), categoryId: 77 });
    expect(pathsOf(badCategory.json)).toEqual(['categoryId']);
    expectProblem(await admin.request('PUT', '/api/admin/content/posts/999999', article('nope')), 404);
    expectProblem(await admin.get('/api/admin/content/posts/abc'), 400);
  });

  it('edits FAQ, SEO entries, static pages, packages and partners', async () => {
    const admin = await staff();
    const faq = await admin.post('/api/admin/content/faq', { audience: 'marketer', locale: 'en', question: 'Do you issue tax invoices?', answerHtml: '<p>Yes, for every top-up.</p><script>x()</script>', sort: 0 });
    expect(faq.status).toBe(201);
    expect(faq.json.answerHtml).toBe('<p>Yes, for every top-up.</p>');
    expect((await visitor().get('/sv_influ_api/open/en/marketer/faq')).json.data[0].question).toBe('Do you issue tax invoices?');

    const seo = await admin.request('PUT', '/api/admin/content/seo/faq/en', { title: 'Questions and answers | Kolify', description: 'All the answers.', keyword: 'faq' });
    expect(seo.status).toBe(200);
    expect((await visitor().get('/api/seo/page/faq/en')).json.title).toBe('Questions and answers | Kolify');

    const page = await admin.request('PUT', '/api/admin/content/pages/about/en', { title: 'About us', bodyHtml: '<p>We are Kolify.</p><iframe src="https://x"></iframe>' });
    expect(page.json.bodyHtml).toBe('<p>We are Kolify.</p>');

    const offer = {
      slug: 'story-sprint',
      status: 'publish',
      channelTypes: ['INSTAGRAM'],
      postType: 'story',
      tier: 'micro',
      influencerCount: 20,
      priceMinor: 1_500_000,
      th: { name: 'สตอรี่สปรินต์', summary: 'สตอรี่ 20 คน' },
      en: { name: 'Story sprint', summary: 'Twenty stories' },
    };
    const created = await admin.post('/api/admin/content/packages', offer);
    expect(created.status).toBe(201);
    expectProblem(await admin.post('/api/admin/content/packages', offer), 409, 'conflict');
    expect((await visitor().get('/sv_package/offer/find/en/story-sprint')).json.name).toBe('Story sprint');
    expect((await admin.request('DELETE', `/api/admin/content/packages/${created.json.id}`)).status).toBe(204);
    expectProblem(await visitor().get('/sv_package/offer/find/en/story-sprint'), 404);
    const badOffer = await admin.post('/api/admin/content/packages', { ...offer, slug: 'other', channelTypes: [], priceMinor: -1 });
    expect(pathsOf(badOffer.json).sort()).toEqual(['channelTypes', 'priceMinor']);

    const partner = await admin.post('/api/admin/content/partners', { channelType: 'X', displayName: 'News Nerd', handle: '@newsnerd', followers: 5000, interest: 'INTEREST_SOCIAL', sort: 0 });
    expect(partner.status).toBe(201);
    expect((await visitor().get('/api/middle-config/channels/display-homepage?limit=1')).json.data[0].displayName).toBe('News Nerd');
    expect((await admin.request('DELETE', `/api/admin/content/partners/${partner.json.id}`)).status).toBe(204);
  });
});

describe('uploads and downloads', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
  async function upload(client: Client, bytes: Buffer | null, name: string, purpose = 'image') {
    const form = new FormData();
    if (bytes) form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${server.url}/api/admin/content/uploads?purpose=${purpose}`, { method: 'POST', body: form, headers: { origin: server.origin, cookie } });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : undefined, headers: response.headers };
  }

  it('stores an image whose bytes really are an image and serves it', async () => {
    const admin = await staff();
    const response = await upload(admin, png, 'cover.png');
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ mime: 'image/png', sizeBytes: png.length });
    const served = await fetch(`${server.url}${response.json.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('rejects a missing file (400), a disguised file (415) and one over 4,096,000 bytes (413)', async () => {
    const admin = await staff();
    const missing = await upload(admin, null, '');
    expect(missing.status).toBe(400);
    expect(pathsOf(missing.json)).toEqual(['file']);
    const disguised = await upload(admin, Buffer.from('<script>alert(1)</script>'), 'evil.png');
    expect(disguised.status).toBe(415);
    const big = Buffer.concat([png, Buffer.alloc(4_096_001 - png.length)]);
    const tooBig = await upload(admin, big, 'big.png');
    expect(tooBig.status).toBe(413);
    expect(pathsOf(tooBig.json)).toEqual(['file']);
    const exactly = await upload(admin, Buffer.concat([png, Buffer.alloc(4_096_000 - png.length)]), 'max.png');
    expect(exactly.status).toBe(201);
    const visitorUpload = await upload(visitor(), png, 'cover.png');
    expect(visitorUpload.status).toBe(401);
  });

  it('publishes a download whose page and file a visitor can open; unknown id is 404', async () => {
    const admin = await staff();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1');
    const file = await upload(admin, pdf, 'rate card.pdf', 'download');
    expect(file.status).toBe(201);
    const created = await admin.post('/api/admin/content/downloads', { uploadId: file.json.id, titleTh: 'เรตการ์ด', titleEn: 'Rate card' });
    expect(created.status).toBe(201);
    const info = await visitor().get(`/api/downloads/${created.json.id}?locale=th`);
    expect(info.json).toMatchObject({ title: 'เรตการ์ด', mime: 'application/pdf', fileName: 'rate card.pdf' });
    const download = await fetch(`${server.url}${info.json.url}`);
    expect(download.headers.get('content-disposition')).toMatch(/attachment/);
    expectProblem(await visitor().get('/api/downloads/00000000-0000-4000-8000-000000000000'), 404);
    expectProblem(await visitor().get('/api/downloads/nope'), 400);
  });
});

describe('crawlers: sitemap, robots and server-rendered SEO', () => {
  it('lists public pages, published articles, case studies and packages in both languages', async () => {
    const response = await visitor().get('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = response.text;
    expect(xml).toContain('<loc>https://kolify.example/th/faq</loc>');
    expect(xml).toContain('<loc>https://kolify.example/en/articles/detail/pricing-posts-micro-influencers-2026</loc>');
    expect(xml).toContain('https://kolify.example/en/caseStudy/detail/siam-glow-sunscreen-serum');
    expect(xml).toContain('https://kolify.example/th/Marketer/package/detail/tiktok-buzz');
    expect(xml).not.toContain('old-trick-in-hidden-category');
    expect(xml).not.toContain('line-oa-broadcast');
    expect(xml).not.toContain('draft-year-end');
    const robots = await visitor().get('/robots.txt');
    expect(robots.text).toContain('Sitemap: https://kolify.example/sitemap.xml');
  });

  it('writes an article page’s own title, description, canonical, alternates and share image into index.html', async () => {
    const response = await visitor().get('/en/articles/detail/pricing-posts-micro-influencers-2026');
    expect(response.status).toBe(200);
    const html = response.text;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>How to price a post so brands book you again: a 2026 guide for micro-influencers | Kolify</title>');
    expect(html).toContain('<link data-ssr-head rel="canonical" href="https://kolify.example/en/articles/detail/pricing-posts-micro-influencers-2026">');
    expect(html).toContain(`hreflang="th" href="https://kolify.example/th/articles/detail/${encodeURIComponent('ตั้งราคาโพสต์-ไมโครอินฟลูเอนเซอร์-2026')}"`);
    expect(html).toContain('hreflang="x-default"');
    // The article's own cover is its share image (the site's share image is for pages without one).
    expect(html).toContain('<meta data-ssr-head property="og:image" content="https://kolify.example/images/covers/pricing-posts-micro-influencers-2026.jpg">');
    expect(html).toContain('content="index, follow"');
  });

  it('uses the section’s SEO entry for list pages and the home entry at the root', async () => {
    const faq = await visitor().get('/th/faq');
    expect(faq.text).toContain('<title>คำถามที่พบบ่อย | Kolify</title>');
    expect(faq.text).toContain('href="https://kolify.example/en/faq"');
    const root = await visitor().get('/');
    expect(root.text).toContain('<title>Kolify — อินฟลูเอนเซอร์มาร์เก็ตติ้งสำหรับตลาดไทย</title>');
  });

  it('marks signed-in areas noindex and answers 404 for an unknown article', async () => {
    const dashboard = await visitor().get('/th/Influencer/dashboard');
    expect(dashboard.text).toContain('content="noindex, nofollow"');
    const landing = await visitor().get('/th/Influencer');
    expect(landing.text).toContain('content="index, follow"');
    const missing = await visitor().get('/en/articles/detail/no-such-article');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('noindex');
  });
});
