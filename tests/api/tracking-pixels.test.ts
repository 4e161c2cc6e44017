import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';

/**
 * Issue 32: the Meta and TikTok pixel ids are configuration staff set (empty: off), served by
 * SPEC §7's pixel-data read; the page's policy lets their scripts run (the client loads them only
 * after cookie consent: tests/e2e/tracking-pixels.spec.ts).
 */
let server: TestServer;
let admin: Client;
let support: Client;

async function staff(email: string, ip: string) {
  const client = new Client(server, { ip });
  expect((await client.post('/sv_authauth/admin/signin', { email, password: demoPassword })).status).toBe(200);
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await staff('admin@kolify.test', '198.51.100.71');
  support = await staff('support@kolify.test', '198.51.100.72');
}, 240_000);
afterAll(() => server.close());

const pixelData = async () => (await new Client(server).get('/api/middle-config/influencer/tracking/pixel-data')).json;
const set = (client: Client, key: string, value: unknown) => client.request('PUT', `/api/admin/config/${key}`, { value, reason: 'Marketing launch' });

describe('tracking pixel ids', () => {
  it('are empty by default, set by an admin, served at once, and switched off with an empty value', async () => {
    expect(await pixelData()).toEqual({ facebookPixelId: '', googleTagId: '', tiktokPixelId: '' });
    expect((await set(admin, 'tracking.metaPixelId', '1234567890123456')).status).toBe(200);
    expect((await set(admin, 'tracking.tiktokPixelId', 'CKOLIFYTEST0000PIXEL')).status).toBe(200);
    expect(await pixelData()).toEqual({ facebookPixelId: '1234567890123456', googleTagId: '', tiktokPixelId: 'CKOLIFYTEST0000PIXEL' });
    const listed = await admin.get('/api/admin/config');
    expect(listed.json.items.find((item: { key: string }) => item.key === 'tracking.metaPixelId')).toMatchObject({ kind: 'pixel', value: '1234567890123456', defaultValue: '' });
    expect((await set(admin, 'tracking.metaPixelId', '')).status).toBe(200);
    expect((await pixelData()).facebookPixelId).toBe('');
  });

  it('refuses an id that is not 5–40 letters and digits (400 problem+json), and support may not set one (403)', async () => {
    for (const value of ['<script>', '12 34', 'abc', 'x'.repeat(41), 42]) {
      const refused = await set(admin, 'tracking.tiktokPixelId', value);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/problem\+json/);
      expect(refused.json.errors).toEqual([{ path: 'value', message: 'staff_config_pixel_invalid' }]);
    }
    expect((await set(support, 'tracking.tiktokPixelId', 'CKOLIFYTEST0000PIXEL')).status).toBe(403);
  });

  it('the page policy lets the two pixel hosts run their script and nothing else from outside', async () => {
    const page = await fetch(`${server.url}/en`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://connect.facebook.net https://analytics.tiktok.com;");
  });
});
