import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencerProfiles, outboxMessages, users } from '#server/db/schema/index';
import { readRequestBody, startTestServer, type Client, type TestServer } from './harness';
import { signUp } from './influencer-helpers';
import { addChannel, publishedCampaign, signInAs } from './campaigns-helpers';
import { fundMarketer } from './campaigns-money';

/**
 * Issue 12: every job step tells the other side by each channel they chose — LINE and WhatsApp
 * too — through the real providers' HTTP APIs. A local server on loopback speaks the LINE
 * Messaging API's push and the WhatsApp Cloud API's messages endpoint and records what arrives.
 */
interface Received {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  retryKey: string | undefined;
}
const received: Received[] = [];
const acceptedRetryKeys = new Set<string>();
let providers: Server;
let server: TestServer;
let brand: { client: Client; id: string };

beforeAll(async () => {
  providers = createServer(async (request, response) => {
    const body = JSON.parse(await readRequestBody(request)) as Record<string, unknown>;
    const retryKey = request.headers['x-line-retry-key'] as string | undefined;
    received.push({ path: request.url ?? '', authorization: request.headers.authorization, body, retryKey });
    // As LINE does (https://developers.line.biz/en/docs/messaging-api/retrying-api-request): a retry
    // key already accepted answers 409 and sends nothing again.
    if (retryKey && acceptedRetryKeys.has(retryKey)) {
      response.writeHead(409, { 'content-type': 'application/json', 'x-line-accepted-request-id': 'accepted-request' }).end('{"message":"The retry key is already accepted","sentMessages":[]}');
      return;
    }
    if (retryKey) acceptedRetryKeys.add(retryKey);
    response.writeHead(200, { 'content-type': 'application/json' }).end(request.url?.startsWith('/line') ? '{"sentMessages":[{"id":"461230966842064897","quoteToken":"IStG5h1Tz7b..."}]}' : '{"messages":[{"id":"wamid.test"}]}');
  });
  await new Promise<void>((resolve) => providers.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(providers.address() as AddressInfo).port}`;
  server = await startTestServer({ LINE_MESSAGING_URL: `${base}/line`, LINE_CHANNEL_TOKEN: 'line-channel-token', WHATSAPP_API_URL: `${base}/wa/v21.0/1098765432`, WHATSAPP_TOKEN: 'whatsapp-token' });
  brand = await signInAs(server, 'brand@kolify.test');
}, 240_000);
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => providers.close(resolve));
});

/** An influencer with these notification choices, a qualified channel and the interests the test campaign asks for. */
async function influencer(choices: { channels: string[]; lineId?: string; phone?: string }) {
  const member = await signUp(server);
  await server.database.db
    .update(influencerProfiles)
    .set({ notificationChannels: choices.channels, notificationLanguage: 'th', interests: ['INTEREST_FOOD'], ...(choices.lineId ? { socialProvider: 'line', socialSubject: choices.lineId } : {}) })
    .where(eq(influencerProfiles.userId, member.uuid));
  if (choices.phone) await server.database.db.update(users).set({ phone: choices.phone }).where(eq(users.id, member.uuid));
  const channel = await addChannel(server, member.uuid, { followers: 48_000, tier: 'micro' });
  return { ...member, channelId: channel.id };
}

/** The brand selects the influencer's application: the step that tells the influencer. */
async function selected(member: { client: Client; channelId: string }) {
  await fundMarketer(server, brand.id, 1_000_00);
  const name = `Notify ${Date.now()}`;
  const campaign = await publishedCampaign(brand.client, { influencerCount: 1, pricePerInfluencerMinor: 1_000_00, name });
  const applied = await member.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: member.channelId });
  expect(applied.status, JSON.stringify(applied.json)).toBe(201);
  received.length = 0;
  const select = await brand.client.post(`/api/jobs/${applied.json.id}/events`, { type: 'job.select' });
  expect(select.status, JSON.stringify(select.json)).toBe(200);
  // The queue delivers the step's messages once it has committed.
  await server.deps.queue.runDue();
  return name;
}
const outboxTo = (destination: string) => server.database.db.select().from(outboxMessages).where(eq(outboxMessages.destination, destination));

describe('job notifications by LINE and WhatsApp', () => {
  it('sends a LINE push to the member’s LINE user id and a WhatsApp message to their phone, in their language, and no e-mail they did not choose', async () => {
    const member = await influencer({ channels: ['line', 'whatsapp'], lineId: 'U4af4980629f0c8e7d1b2c3d4e5f60718', phone: '+66812340001' });
    const name = await selected(member);

    const line = received.find((request) => request.path === '/line/v2/bot/message/push');
    expect(line).toBeDefined();
    expect(line!.authorization).toBe('Bearer line-channel-token');
    expect(line!.body).toEqual({ to: 'U4af4980629f0c8e7d1b2c3d4e5f60718', messages: [{ type: 'text', text: expect.stringContaining(`คุณได้รับเลือกสำหรับงาน “${name}”`) }] });
    expect(line!.retryKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const whatsapp = received.find((request) => request.path === '/wa/v21.0/1098765432/messages');
    expect(whatsapp).toBeDefined();
    expect(whatsapp!.authorization).toBe('Bearer whatsapp-token');
    expect(whatsapp!.body).toEqual({ messaging_product: 'whatsapp', to: '66812340001', type: 'text', text: { body: expect.stringContaining(name) } });

    expect((await outboxTo('U4af4980629f0c8e7d1b2c3d4e5f60718')).map((row) => [row.channel, row.provider, row.locale])).toEqual([['line', 'line-messaging', 'th']]);
    expect((await outboxTo('+66812340001')).map((row) => [row.channel, row.provider])).toEqual([['whatsapp', 'whatsapp-cloud']]);
    expect((await outboxTo(member.email)).filter((row) => row.body.includes(name))).toEqual([]);
  });

  it('pushes to LINE with one retry key per message: an attempt after an accepted one (its answer lost) is a 409, taken as sent, and LINE sends nothing twice', async () => {
    const message = { channel: 'line' as const, to: 'U4af4980629f0c8e7d1b2c3d4e5f60719', text: 'ทดสอบ', locale: 'th' as const };
    received.length = 0;
    await expect(server.deps.messenger.transmit(message, { idempotencyKey: 'notification:retry-test' })).resolves.toEqual({});
    // The same row's next attempt (the first answer never reached Kolify): no error, so the row is recorded as sent.
    await expect(server.deps.messenger.transmit(message, { idempotencyKey: 'notification:retry-test' })).resolves.toEqual({});
    expect(received.map((request) => request.retryKey)).toEqual([received[0]!.retryKey, received[0]!.retryKey]);
    // Another message has its own key.
    await server.deps.messenger.transmit(message, { idempotencyKey: 'notification:other' });
    expect(received[2]!.retryKey).not.toBe(received[0]!.retryKey);
  });

  it('falls back to e-mail when no chosen channel can reach the member (LINE chosen, never signed in with LINE; no phone)', async () => {
    const member = await influencer({ channels: ['line', 'whatsapp'] });
    const name = await selected(member);
    expect(received).toEqual([]);
    const mail = (await outboxTo(member.email)).filter((row) => row.body.includes(name));
    expect(mail.map((row) => [row.channel, row.locale])).toEqual([['email', 'th']]);
  });
});
