import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/index';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';

// Decision 061: setCookieGGForm's form address. Out of the box (the demo) it is this site's
// influencer sign-up, which the page can always reach; an admin sets an https address, audited,
// and its host becomes allowed by that act; anything else is refused with the field named.

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server, { ip: '198.51.100.91' });
  expect((await admin.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
});
afterAll(async () => server.close());

const visitor = () => new Client(server, { ip: '198.51.100.92' });
const formAddress = async () => (await visitor().get('/api/content/external-form')).json.url as string;
const allowedHosts = async () => (await visitor().get('/sv_influ_api/open/config')).json.allowedExternalHosts as string[];

describe('the form setCookieGGForm forwards to', () => {
  it('out of the box is a page of this site that the page can reach (no outside host needed)', async () => {
    expect(await formAddress()).toBe('/Influencer/signup');
    const listed = (await admin.get('/api/admin/config')).json.items.find((item: { key: string }) => item.key === 'content.externalFormUrl');
    expect(listed).toMatchObject({ kind: 'url', value: '/Influencer/signup', defaultValue: '/Influencer/signup' });
  });

  it('an admin sets an https address: audited, served, and its host allowed by that act', async () => {
    const address = 'https://forms.example.org/kolify/creator-interest?embedded=true';
    expect(await allowedHosts()).not.toContain('forms.example.org');
    const set = await admin.request('PUT', '/api/admin/config/content.externalFormUrl', { value: ` ${address} `, reason: 'New creator interest form' });
    expect(set.status, set.text).toBe(200);
    expect(await formAddress()).toBe(address);
    expect(await allowedHosts()).toContain('forms.example.org');
    const [row] = await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'content.externalFormUrl'));
    expect(row).toMatchObject({ action: 'config.set', actorEmail: 'admin@kolify.test', before: { value: '/Influencer/signup' }, after: { value: address }, reason: 'New creator interest form' });

    // Back to a page of this site: that host is no longer allowed.
    expect((await admin.request('PUT', '/api/admin/config/content.externalFormUrl', { value: '/Marketer/signup', reason: 'Form retired' })).status).toBe(200);
    expect(await formAddress()).toBe('/Marketer/signup');
    expect(await allowedHosts()).not.toContain('forms.example.org');
  });

  it('refuses anything but an https address or a path of this site, naming the field, and changes nothing', async () => {
    const before = await formAddress();
    for (const value of ['http://forms.example.org/x', 'javascript:alert(1)', '//evil.example/x', 'https://user:secret@forms.example.org/', 'forms.example.org/x', 'https://', '/with space', '/back\\slash', '', `https://forms.example.org/${'x'.repeat(500)}`, 42]) {
      const refused = await admin.request('PUT', '/api/admin/config/content.externalFormUrl', { value, reason: 'Trying' });
      expect(refused.status, String(value)).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/problem\+json/);
      expect(refused.json.errors.map((error: { path: string }) => error.path), String(value)).toContain('value');
    }
    expect(await formAddress()).toBe(before);
    // Support staff cannot change configuration at all.
    const support = new Client(server, { ip: '198.51.100.93' });
    expect((await support.post('/sv_authauth/admin/signin', { email: 'support@kolify.test', password: demoPassword })).status).toBe(200);
    expect((await support.request('PUT', '/api/admin/config/content.externalFormUrl', { value: 'https://forms.example.org/', reason: 'Trying' })).status).toBe(403);
  });
});
