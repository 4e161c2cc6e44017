import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { auditLog, uploads } from '#server/db/schema/index';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';

/**
 * Issue 3 back office, the parts the first session left: contact and partnership messages marked
 * handled (who and when), case-study figures, and downloads edited (titles, replacement file) and
 * deleted. Staff only: signed out → 401, an influencer or marketer → 403.
 */

let server: TestServer;
const uploadDir = mkdtempSync(join(tmpdir(), 'kolify-admin-uploads-'));

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true', UPLOAD_DIR: uploadDir });
});
afterAll(() => server.close());

let ipCounter = 0;
const visitor = () => new Client(server, { ip: `203.0.113.${++ipCounter}` });
async function signedIn(path: string, email: string) {
  const client = new Client(server, { ip: `198.51.100.${++ipCounter}` });
  expect((await client.post(path, { email, password: demoPassword })).status).toBe(200);
  return client;
}
const staff = () => signedIn('/sv_authauth/admin/signin', 'admin@kolify.test');
const influencer = () => signedIn('/sv_authauth/signin/influencer', 'influencer@kolify.test');
const marketer = () => signedIn('/sv_authauth/marketer/authen/', 'brand@kolify.test');

type Answer = { status: number; headers: Headers; json: { type: string; errors?: { path: string; message: string }[] } };
const expectProblem = (response: Answer, status: number, type?: string) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  if (type) expect(response.json.type).toBe(type);
};
const expectField = (response: Answer, path: string, message?: string) => {
  expectProblem(response, 400, 'validation');
  const error = response.json.errors?.find((e) => e.path === path);
  expect(error, `error on ${path} in ${JSON.stringify(response.json.errors)}`).toBeDefined();
  if (message) expect(error!.message).toBe(message);
};
/** Each role that is not staff is refused: signed out 401, influencer and marketer 403. */
async function expectStaffOnly(method: string, path: string, body?: unknown) {
  expectProblem(await visitor().request(method, path, body), 401, 'unauthorized');
  expectProblem(await (await influencer()).request(method, path, body), 403, 'forbidden');
  expectProblem(await (await marketer()).request(method, path, body), 403, 'forbidden');
}

describe('contact and partnership messages: handled or not', () => {
  const send = async (kind: 'contact' | 'partnership', name: string) => {
    const response = await visitor().post(`/api/${kind}`, { name, email: 'somchai@example.co.th', topic: 'marketer', message: 'We would like to talk about a campaign in March.', consent: true, locale: 'th' });
    expect(response.status).toBe(201);
    return response.json.id as number;
  };

  it('lists unhandled messages first; marking one handled records who and when, and the filters follow', async () => {
    const first = await send('contact', 'Somchai First');
    const second = await send('partnership', 'Malee Second');
    const admin = await staff();
    const before = await admin.get('/api/admin/content/messages?handled=false');
    expect(before.status).toBe(200);
    expect(before.json.data.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining([first, second]));
    expect(before.json.counts).toMatchObject({ all: 2, handled: 0, unhandled: 2 });

    const marked = await admin.patch(`/api/admin/content/messages/${first}`, { handled: true });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ id: first, handledBy: { email: 'admin@kolify.test' } });
    expect(Date.now() - Date.parse(marked.json.handledAt)).toBeLessThan(60_000);

    const handled = await admin.get('/api/admin/content/messages?handled=true');
    expect(handled.json.data.map((m: { id: number }) => m.id)).toEqual([first]);
    expect(handled.json.total).toBe(1);
    const open = await admin.get('/api/admin/content/messages?handled=false');
    expect(open.json.data.map((m: { id: number }) => m.id)).toEqual([second]);
    expect(open.json.counts).toMatchObject({ all: 2, handled: 1, unhandled: 1 });
    // Everything: the unanswered one first even though it is not the newest of all.
    const all = await admin.get('/api/admin/content/messages');
    expect(all.json.data.map((m: { id: number }) => m.id)).toEqual([second, first]);
    const partnership = await admin.get('/api/admin/content/messages?kind=partnership');
    expect(partnership.json.data.map((m: { id: number }) => m.id)).toEqual([second]);

    // Marking it again keeps the first record; reopening clears both.
    const again = await admin.patch(`/api/admin/content/messages/${first}`, { handled: true });
    expect(again.json.handledAt).toBe(marked.json.handledAt);
    const reopened = await admin.patch(`/api/admin/content/messages/${first}`, { handled: false });
    expect(reopened.json).toMatchObject({ handledAt: null, handledBy: null });
    expect((await admin.get('/api/admin/content/messages?handled=true')).json.total).toBe(0);
  });

  it('answers 400 naming the field for bad input, 404 for an unknown message', async () => {
    const admin = await staff();
    expectField(await admin.get('/api/admin/content/messages?handled=maybe'), 'handled', 'handled_invalid');
    expectField(await admin.get('/api/admin/content/messages?kind=spam'), 'kind', 'kind_invalid');
    expectField(await admin.patch('/api/admin/content/messages/1', { handled: 'yes' }), 'handled', 'handled_invalid');
    expectField(await admin.patch('/api/admin/content/messages/1', {}), 'handled');
    expectField(await admin.patch('/api/admin/content/messages/abc', { handled: true }), 'id', 'id_invalid');
    expectProblem(await admin.patch('/api/admin/content/messages/999999', { handled: true }), 404, 'not_found');
  });

  it('is for staff only', async () => {
    await expectStaffOnly('GET', '/api/admin/content/messages');
    await expectStaffOnly('PATCH', '/api/admin/content/messages/1', { handled: true });
  });
});

describe('case-study figures', () => {
  async function caseStudy(admin: Client) {
    const list = await admin.get('/api/admin/content/posts?kind=case_study&q=siam-glow-sunscreen-serum');
    expect(list.json.total).toBe(1);
    return list.json.data[0];
  }
  const bodyOf = (post: Record<string, unknown>, metrics: unknown) => ({ ...post, metrics, th: post.th, en: post.en });

  it('staff change the figures and the public case study shows them at once', async () => {
    const admin = await staff();
    const post = await caseStudy(admin);
    expect(post.metrics).toMatchObject({ reach: 1_240_000 });
    // Warm the public cache: the write must clear it.
    expect((await visitor().get('/sv_influ_api/open/en/casesstudy/siam-glow-sunscreen-serum')).json.metrics.reach).toBe(1_240_000);
    const saved = await admin.request('PUT', `/api/admin/content/posts/${post.id}`, bodyOf(post, { reach: 2_000_000, engagementRate: 7.25, creators: 30, bookings: 410 }));
    expect(saved.status).toBe(200);
    expect(saved.json.metrics).toEqual({ reach: 2_000_000, engagementRate: 7.25, creators: 30, bookings: 410 });
    const publicView = await visitor().get('/sv_influ_api/open/en/casesstudy/siam-glow-sunscreen-serum');
    expect(publicView.json.metrics).toEqual({ reach: 2_000_000, engagementRate: 7.25, creators: 30, bookings: 410 });
    // Removing every figure is allowed: the page then shows none.
    const cleared = await admin.request('PUT', `/api/admin/content/posts/${post.id}`, bodyOf(post, {}));
    expect(cleared.json.metrics).toEqual({});
  });

  it('refuses unknown figures, negative or impossible values, and figures on an article, naming the field', async () => {
    const admin = await staff();
    const post = await caseStudy(admin);
    const put = (metrics: unknown) => admin.request('PUT', `/api/admin/content/posts/${post.id}`, bodyOf(post, metrics));
    expectField(await put({ followers: 5 }), 'metrics.followers', 'metric_invalid');
    expectField(await put({ reach: -1 }), 'metrics.reach', 'metric_value_invalid');
    expectField(await put({ engagementRate: 140 }), 'metrics.engagementRate', 'metric_value_invalid');
    expectField(await put({ sales: 'many' }), 'metrics.sales', 'metric_value_invalid');
    expectField(await put('lots'), 'metrics');
    const article = await admin.post('/api/admin/content/posts', { kind: 'article', categoryId: 8, metrics: { reach: 10 }, en: { slug: 'an-article-with-figures', title: 'Figures' } });
    expectField(article, 'metrics', 'metrics_case_study_only');
    expectProblem(await admin.request('PUT', '/api/admin/content/posts/999999', bodyOf(post, { reach: 1 })), 404);
  });

  it('is for staff only', async () => {
    await expectStaffOnly('PUT', '/api/admin/content/posts/1', { kind: 'case_study', categoryId: 2, metrics: { reach: 1 } });
  });
});

describe('downloads: create, edit, replace the file, delete', () => {
  const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n`, 'latin1');
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
  async function upload(client: Client, bytes: Buffer, name: string, purpose: 'download' | 'image' = 'download') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${server.url}/api/admin/content/uploads?purpose=${purpose}`, { method: 'POST', body: form, headers: { origin: server.origin, cookie } });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; url: string };
  }
  const storedFile = async (uploadId: string) => {
    const [row] = await server.database.db.select().from(uploads).where(eq(uploads.id, uploadId));
    return row ? join(uploadDir, row.storageKey) : null;
  };

  it('edits titles in th and en (HTML dropped), replaces the file (the old one is gone) and deletes', async () => {
    const admin = await staff();
    const first = await upload(admin, pdf('v1'), 'rate card 2026.pdf');
    const firstPath = (await storedFile(first.id))!;
    expect(existsSync(firstPath)).toBe(true);
    const created = await admin.post('/api/admin/content/downloads', { uploadId: first.id, titleTh: 'เรตการ์ด', titleEn: 'Rate card' });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect((await admin.get(`/api/admin/content/downloads/${id}`)).json).toMatchObject({ titleEn: 'Rate card', file: { name: 'rate card 2026.pdf', mime: 'application/pdf' } });

    const second = await upload(admin, pdf('v2'), 'rate card 2026 v2.pdf');
    const edited = await admin.request('PUT', `/api/admin/content/downloads/${id}`, {
      uploadId: second.id,
      titleTh: 'เรตการ์ด <b>ฉบับใหม่</b><script>alert(1)</script>',
      titleEn: 'Rate card <img src=x onerror=alert(1)>& terms',
      descriptionEn: '<p>Prices for <i>2026</i></p>',
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ titleTh: 'เรตการ์ด ฉบับใหม่', titleEn: 'Rate card & terms', descriptionEn: 'Prices for 2026', uploadId: second.id, file: { name: 'rate card 2026 v2.pdf' } });
    // The replaced file: its row and its bytes are gone; the page serves the new one.
    expect(await storedFile(first.id)).toBeNull();
    expect(existsSync(firstPath)).toBe(false);
    expect((await fetch(`${server.url}/api/uploads/${first.id}`)).status).toBe(404);
    const info = await visitor().get(`/api/downloads/${id}?locale=en`);
    expect(info.json).toMatchObject({ title: 'Rate card & terms', fileName: 'rate card 2026 v2.pdf' });
    const bytes = Buffer.from(await (await fetch(`${server.url}${info.json.url}`)).arrayBuffer());
    expect(bytes.toString('latin1')).toContain('% v2');

    // Titles only, same file: the file stays.
    const retitled = await admin.request('PUT', `/api/admin/content/downloads/${id}`, { uploadId: second.id, titleTh: 'เรตการ์ด 2026', titleEn: 'Rate card 2026', published: false });
    expect(retitled.json).toMatchObject({ titleEn: 'Rate card 2026', published: false, uploadId: second.id });
    const secondPath = (await storedFile(second.id))!;
    expect(existsSync(secondPath)).toBe(true);

    expect((await admin.request('DELETE', `/api/admin/content/downloads/${id}`)).status).toBe(204);
    expectProblem(await visitor().get(`/api/downloads/${id}`), 404);
    expect(existsSync(secondPath)).toBe(false);
    expectProblem(await admin.request('DELETE', `/api/admin/content/downloads/${id}`), 404);
    // Issue 15: each write left its audit row in its own transaction; the refused delete left none.
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.id);
    expect(audit.map((row) => `${row.action} ${row.targetType} ${row.actorEmail}`)).toEqual([
      'content.download.create download admin@kolify.test',
      'content.download.update download admin@kolify.test',
      'content.download.update download admin@kolify.test',
      'content.download.delete download admin@kolify.test',
    ]);
    expect(audit[1]!.after).toMatchObject({ download: { titleEn: 'Rate card & terms' } });
  });

  it('answers 400 naming the field for bad input and 404 for an unknown download', async () => {
    const admin = await staff();
    const file = await upload(admin, pdf('bad input'), 'media kit.pdf');
    const image = await upload(admin, png, 'cover.png', 'image');
    expectField(await admin.post('/api/admin/content/downloads', { uploadId: file.id, titleTh: 'ชื่อ', titleEn: '  ' }), 'titleEn', 'title_required');
    expectField(await admin.post('/api/admin/content/downloads', { uploadId: file.id, titleTh: 'ชื่อ' }), 'titleEn');
    expectField(await admin.post('/api/admin/content/downloads', { uploadId: 'nope', titleTh: 'ชื่อ', titleEn: 'Name' }), 'uploadId', 'file_required');
    expectField(await admin.post('/api/admin/content/downloads', { uploadId: '00000000-0000-4000-8000-000000000000', titleTh: 'ชื่อ', titleEn: 'Name' }), 'uploadId', 'file_required');
    // A cover image is not a download file.
    expectField(await admin.post('/api/admin/content/downloads', { uploadId: image.id, titleTh: 'ชื่อ', titleEn: 'Name' }), 'uploadId', 'file_type_invalid');
    // A title that is nothing but markup is empty once cleaned.
    expectField(await admin.post('/api/admin/content/downloads', { uploadId: file.id, titleTh: '<script>alert(1)</script>', titleEn: 'Name' }), 'titleTh', 'title_required');
    expectField(await admin.post('/api/admin/content/downloads', { uploadId: file.id, titleTh: 'ชื่อ', titleEn: 'x'.repeat(201) }), 'titleEn', 'title_too_long');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectProblem(await admin.get(`/api/admin/content/downloads/${unknown}`), 404, 'not_found');
    expectProblem(await admin.request('PUT', `/api/admin/content/downloads/${unknown}`, { uploadId: file.id, titleTh: 'ชื่อ', titleEn: 'Name' }), 404, 'not_found');
    expectField(await admin.request('PUT', '/api/admin/content/downloads/nope', { uploadId: file.id, titleTh: 'ชื่อ', titleEn: 'Name' }), 'id', 'id_invalid');
  });

  it('is for staff only', async () => {
    const id = '6f0c7a52-1d7e-4c38-9a61-2f4b8e0d5a10';
    await expectStaffOnly('GET', `/api/admin/content/downloads/${id}`);
    await expectStaffOnly('PUT', `/api/admin/content/downloads/${id}`, { uploadId: id, titleTh: 'ชื่อ', titleEn: 'Name' });
    await expectStaffOnly('DELETE', `/api/admin/content/downloads/${id}`);
  });
});

/**
 * Issue 26 (decision 037): content and messages carry the app's clock, the one TEST_CLOCK moves,
 * not the wall clock: a post published forty days on by that clock says so, as does a message
 * marked handled then. (Last in the file: the clock stays moved.)
 */
describe('one clock: staff writes take the app clock', () => {
  it('a publish time, an edit time and a handled time are the moved clock’s', async () => {
    const admin = await staff();
    const moved = Date.now() + 40 * 24 * 3_600_000;
    await server.clock.setTime(moved);
    const created = await admin.post('/api/admin/content/posts', { kind: 'article', categoryId: 8, status: 'draft', th: { slug: 'clock-th', title: 'นาฬิกา', bodyHtml: '<p>เวลา</p>' }, en: { slug: 'clock', title: 'Clock', bodyHtml: '<p>Time</p>' } });
    expect(created.status).toBe(201);
    expect(created.json.publishedAt).toBeNull();
    const published = await admin.patch(`/api/admin/content/posts/${created.json.id}/status`, { status: 'publish' });
    expect(published.status).toBe(200);
    // The test clock stands still between moves: the times are exactly the moved clock's.
    const at = new Date(moved).toISOString();
    expect(published.json.publishedAt).toBe(at);
    expect(published.json.updatedAt).toBe(at);
    const message = await visitor().post('/api/contact', { name: 'Clock Reader', email: 'clock@example.co.th', topic: 'marketer', message: 'Which day is it on your side?', consent: true, locale: 'en' });
    expect(message.status).toBe(201);
    const handled = await admin.patch(`/api/admin/content/messages/${message.json.id}`, { handled: true });
    expect(handled.status).toBe(200);
    expect(handled.json.handledAt).toBe(at);
  });
});
