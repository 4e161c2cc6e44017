import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, like } from 'drizzle-orm';
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
/** LINE user ids that have not added the official account as a friend (or blocked it). */
const notFriends = new Set<string>();
const profileChecks: string[] = [];
let wamids = 0;
let providers: Server;
let server: TestServer;
let brand: { client: Client; id: string };

beforeAll(async () => {
  providers = createServer(async (request, response) => {
    const raw = await readRequestBody(request);
    // LINE's profile endpoint answers only for members who added the official account as a friend
    // (https://developers.line.biz/en/reference/messaging-api/#get-profile): the profile object, or
    // 404 with LINE's error body (https://developers.line.biz/en/reference/messaging-api/#error-responses).
    const profile = request.method === 'GET' ? request.url?.match(/^\/line\/v2\/bot\/profile\/([^/?]+)$/) : null;
    if (profile) {
      const userId = decodeURIComponent(profile[1]!);
      profileChecks.push(userId);
      if (notFriends.has(userId)) response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
      else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ displayName: 'LINE taro', userId, language: 'th', pictureUrl: 'https://profile.line-scdn.net/abcdefghijklmn', statusMessage: 'Hello, LINE!' }));
      return;
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    const retryKey = request.headers['x-line-retry-key'] as string | undefined;
    received.push({ path: request.url ?? '', authorization: request.headers.authorization, body, retryKey });
    // As LINE does (https://developers.line.biz/en/docs/messaging-api/retrying-api-request): a retry
    // key already accepted answers 409 and sends nothing again.
    if (retryKey && acceptedRetryKeys.has(retryKey)) {
      response.writeHead(409, { 'content-type': 'application/json', 'x-line-accepted-request-id': 'accepted-request' }).end('{"message":"The retry key is already accepted","sentMessages":[]}');
      return;
    }
    if (retryKey) acceptedRetryKeys.add(retryKey);
    // WhatsApp's answer (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages): one wamid per message.
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(request.url?.startsWith('/line') ? '{"sentMessages":[{"id":"461230966842064897","quoteToken":"IStG5h1Tz7b..."}]}' : JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI${++wamids}` }] }));
  });
  await new Promise<void>((resolve) => providers.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(providers.address() as AddressInfo).port}`;
  server = await startTestServer({ LINE_MESSAGING_URL: `${base}/line`, LINE_CHANNEL_TOKEN: 'line-channel-token', WHATSAPP_API_URL: `${base}/wa/v21.0/1098765432`, WHATSAPP_TOKEN: 'whatsapp-token', WHATSAPP_APP_SECRET: 'whatsapp-app-secret', WHATSAPP_VERIFY_TOKEN: 'kolify-verify' });
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
    // Business-initiated: the step's approved template in the member's language, the campaign's name its parameter.
    expect(whatsapp!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '66812340001',
      type: 'template',
      template: { name: 'kolify_job_select', language: { code: 'th' }, components: [{ type: 'body', parameters: [{ type: 'text', text: name }] }] },
    });

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

/** The member's rows about one campaign (the brand is told of the application too). */
const rowsAbout = (name: string, destinations: string[]) => server.database.db.select().from(outboxMessages).where(and(like(outboxMessages.body, `%${name}%`), inArray(outboxMessages.destination, destinations)));

describe('LINE: a member who is not a friend of the official account', () => {
  it('is not pushed to (LINE would answer 200 and deliver nothing): the profile check answers 404, the LINE row fails and the member gets the message by e-mail, once', async () => {
    const lineId = 'U0000000000000000000000000000bad';
    notFriends.add(lineId);
    const member = await influencer({ channels: ['line'], lineId });
    profileChecks.length = 0;
    const name = await selected(member);

    expect(profileChecks).toEqual([lineId]);
    expect(received.filter((request) => request.path === '/line/v2/bot/message/push')).toEqual([]);
    // The fallback e-mail was enqueued by the failed LINE delivery; the queue sends it.
    await server.deps.queue.runDue();
    await server.deps.queue.runDue();
    const rows = await rowsAbout(name, [lineId, member.email]);
    expect(rows.map((row) => [row.channel, row.status, row.lastError]).sort()).toEqual([
      ['email', 'sent', null],
      ['line', 'failed', 'line_not_a_friend'],
    ]);
    const mail = rows.find((row) => row.channel === 'email')!;
    expect([mail.destination, mail.locale, mail.subject]).toEqual([member.email, 'th', `คุณได้รับเลือกสำหรับงาน “${name}” กรุณาตอบรับภายใน 72 ชั่วโมง`]);
    notFriends.delete(lineId);
  });

  it('adds no e-mail when the member chose e-mail as well (they already have it)', async () => {
    const lineId = 'U0000000000000000000000000000bae';
    notFriends.add(lineId);
    const member = await influencer({ channels: ['line', 'email'], lineId });
    const name = await selected(member);
    await server.deps.queue.runDue();
    const rows = await rowsAbout(name, [lineId, member.email]);
    expect(rows.map((row) => [row.channel, row.status]).sort()).toEqual([
      ['email', 'sent'],
      ['line', 'failed'],
    ]);
    notFriends.delete(lineId);
  });
});

describe('WhatsApp status webhook', () => {
  const sign = (body: string, secret = 'whatsapp-app-secret') => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  /** A status notification as Meta sends it (https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/payload-examples#message-status-updates). */
  const statusPayload = (wamid: string, status: string, errors?: unknown[]) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: '1098765432' },
                statuses: [{ id: wamid, status, timestamp: '1750263773', recipient_id: '66812340002', ...(errors ? { errors } : {}) }],
              },
              field: 'messages',
            },
          ],
        },
      ],
    });
  const post = (body: string, signature?: string) =>
    fetch(`${server.url}/api/messages/webhooks/whatsapp`, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) }, body });
  const failure = [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Message Undeliverable.' } }];

  /** A WhatsApp-only member selected for a campaign: the message is sent, with its wamid on the row. */
  async function whatsappMessage(phone: string) {
    const member = await influencer({ channels: ['whatsapp'], phone });
    const name = await selected(member);
    const [row] = await server.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.destination, phone), like(outboxMessages.body, `%${name}%`)));
    expect(row!.status).toBe('sent');
    expect(row!.providerMessageId).toMatch(/^wamid\./);
    return { member, name, row: row!, rows: () => rowsAbout(name, [phone, member.email]) };
  }

  it("answers Meta's GET verification with the challenge for our verify token, 403 problem+json otherwise", async () => {
    const ok = await fetch(`${server.url}/api/messages/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=kolify-verify&hub.challenge=1158201444`);
    expect([ok.status, await ok.text()]).toEqual([200, '1158201444']);
    const wrong = await fetch(`${server.url}/api/messages/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444`);
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('content-type')).toContain('application/problem+json');
  });

  it('refuses an unsigned or wrongly signed body (401) and a signed non-notification (400), moving nothing', async () => {
    const { row } = await whatsappMessage('+66812340011');
    const body = statusPayload(row.providerMessageId!, 'failed', failure);
    for (const signature of [undefined, sign(body, 'another-secret'), 'sha256=zz']) {
      const answer = await post(body, signature);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await post('not json', sign('not json'))).status).toBe(400);
    expect((await post('{"object":"page"}', sign('{"object":"page"}'))).status).toBe(400);
    const [after] = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, row.id));
    expect(after!.status).toBe('sent');
  });

  it('records delivered then read on the outbox row, forward only: a late "delivered" after "read" moves nothing, and a late "failed" sends no e-mail', async () => {
    const { row, rows } = await whatsappMessage('+66812340012');
    const status = async () => (await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, row.id)))[0]!.status;
    for (const [state, expected] of [['sent', 'sent'], ['delivered', 'delivered'], ['read', 'read'], ['delivered', 'read'], ['failed', 'read']] as const) {
      const body = statusPayload(row.providerMessageId!, state, state === 'failed' ? failure : undefined);
      const answer = await post(body, sign(body));
      expect(answer.status).toBe(200);
      expect(await status()).toBe(expected);
    }
    await server.deps.queue.runDue();
    expect((await rows()).map((r) => r.channel)).toEqual(['whatsapp']);
  });

  it('a failed message reaches the member by e-mail, once, however often or late Meta repeats the webhook', async () => {
    const { member, row, rows, name } = await whatsappMessage('+66812340013');
    const body = statusPayload(row.providerMessageId!, 'failed', failure);
    const first = await post(body, sign(body));
    expect([first.status, await first.json()]).toEqual([200, { moved: 1, fallbacks: 1 }]);
    const again = await post(body, sign(body));
    expect([again.status, await again.json()]).toEqual([200, { moved: 1, fallbacks: 0 }]);
    await server.deps.queue.runDue();
    const late = await post(body, sign(body));
    expect(late.status).toBe(200);
    await server.deps.queue.runDue();
    const all = await rows();
    expect(all.map((r) => [r.channel, r.status, r.lastError]).sort()).toEqual([
      ['email', 'sent', null],
      ['whatsapp', 'failed', 'whatsapp_failed 131026: Message undeliverable'],
    ]);
    expect(all.find((r) => r.channel === 'email')!.destination).toBe(member.email);
    expect(all.find((r) => r.channel === 'email')!.body).toContain(name);
  });
});

