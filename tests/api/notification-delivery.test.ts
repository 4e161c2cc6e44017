import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { influencerProfiles, jobs, outboxMessages, users } from '#server/db/schema/index';
import { openDatabase } from '#server/db/client';
import { startDeps } from '#server/jobs/start';
import { createLogger } from '#server/logger';
import { createMessenger } from '#server/providers/messaging';
import { deliverNotification, enqueueNotification, notificationQueue } from '#server/services/notifications';
import { retryPolicy } from '#server/jobs/queue';
import type { Deps } from '#server/deps';
import { readRequestBody, startTestServer, type Client, type TestServer } from './harness';
import { signUp } from './influencer-helpers';
import { addChannel, publishedCampaign, signInAs } from './campaigns-helpers';
import { fundMarketer } from './campaigns-money';

/**
 * Notifications go out through the job queue after their transaction commits
 * (docs/decisions/017-job-queue.md, "Notifications"). Real providers on loopback — an SMTP server,
 * and one HTTP server speaking the SMS gateway, LINE push and WhatsApp Cloud API — can each be
 * switched down: a job step still succeeds, and the queue delivers each message once, later.
 */
interface Sent {
  provider: 'smtp' | 'sms' | 'line' | 'whatsapp';
  to: string;
  text: string;
}
const sent: Sent[] = [];
const down = new Set<Sent['provider']>();
let http: Server;
let smtp: SMTPServer;
let server: TestServer;
let brand: { client: Client; id: string };
/** Milliseconds the HTTP providers take to answer (the two-process race widens its window). */
let answerDelay = 0;

beforeAll(async () => {
  http = createServer(async (request, response) => {
    const raw = await readRequestBody(request);
    const path = request.url ?? '';
    const provider: Sent['provider'] = path.startsWith('/sms') ? 'sms' : path.startsWith('/line') ? 'line' : 'whatsapp';
    if (answerDelay > 0) await new Promise((resolve) => setTimeout(resolve, answerDelay));
    if (down.has(provider)) {
      response.writeHead(503).end();
      return;
    }
    // LINE's profile check before each push (https://developers.line.biz/en/reference/messaging-api/#get-profile): every member here is a friend.
    if (request.method === 'GET' && path.startsWith('/line/v2/bot/profile/')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ displayName: 'Member', userId: decodeURIComponent(path.split('/').pop()!), language: 'en' }));
      return;
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    const to = String(body.to);
    const text = provider === 'sms' ? String(body.text) : provider === 'line' ? String((body.messages as { text: string }[])[0]!.text) : body.template ? JSON.stringify(body.template) : String((body.text as { body: string }).body);
    sent.push({ provider, to, text });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (down.has('smtp')) callback(Object.assign(new Error('Mail service down'), { responseCode: 421 }));
      else callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        sent.push({ provider: 'smtp', to: session.envelope.rcptTo.map((r) => r.address).join(','), text: data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    SMS_GATEWAY_URL: `${base}/sms`,
    LINE_MESSAGING_URL: `${base}/line`,
    LINE_CHANNEL_TOKEN: 'line-channel-token',
    WHATSAPP_API_URL: `${base}/wa/v21.0/1098765432`,
    WHATSAPP_TOKEN: 'whatsapp-token',
    WHATSAPP_APP_SECRET: 'whatsapp-app-secret',
  });
  brand = await signInAs(server, 'brand@kolify.test');
}, 240_000);
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => http.close(resolve));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const sentTo = (to: string) => sent.filter((message) => message.to === to || message.to === to.replace(/\D/g, ''));
const laterByAnHour = () => server.clock.setTime(server.clock.now() + 3600_000);
/** The queue's rows of one delivery (pg-boss keeps completed and failed jobs for a while). */
async function deliveryJob(deliveryKey: string) {
  const result = (await server.database.db.execute(sql`select state, retry_count from pgboss.job where name = ${notificationQueue} and singleton_key = ${deliveryKey}`)) as unknown as {
    rows: { state: string; retry_count: number }[];
  };
  return result.rows;
}

let phoneCounter = 0;
/** An influencer who chose every channel (in English), reachable by each, with a qualified channel. */
async function influencer() {
  const member = await signUp(server);
  const phone = `+6681555${String(++phoneCounter).padStart(4, '0')}`;
  const lineId = `U${String(phoneCounter).padStart(32, '0')}`;
  await server.database.db
    .update(influencerProfiles)
    .set({ notificationChannels: ['email', 'sms', 'line', 'whatsapp'], notificationLanguage: 'en', interests: ['INTEREST_FOOD'], socialProvider: 'line', socialSubject: lineId })
    .where(eq(influencerProfiles.userId, member.uuid));
  await server.database.db.update(users).set({ phone }).where(eq(users.id, member.uuid));
  const channel = await addChannel(server, member.uuid, { followers: 48_000, tier: 'micro' });
  return { ...member, phone, lineId, channelId: channel.id };
}

describe('notifications through the job queue', () => {
  it('a job step succeeds with every provider down; each channel is delivered once after its provider is back', async () => {
    const member = await influencer();
    await fundMarketer(server, brand.id, 1_000_00);
    const name = `Queued ${Date.now()}`;
    const campaign = await publishedCampaign(brand.client, { influencerCount: 1, pricePerInfluencerMinor: 1_000_00, name });
    const applied = await member.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: member.channelId });
    expect(applied.status, JSON.stringify(applied.json)).toBe(201);
    await server.deps.queue.runDue();
    sent.length = 0;

    for (const provider of ['smtp', 'sms', 'line', 'whatsapp'] as const) down.add(provider);
    // The step (escrow reserved, status written) does not wait for, nor fail with, the providers.
    const select = await brand.client.post(`/api/jobs/${applied.json.id}/events`, { type: 'job.select' });
    expect(select.status, JSON.stringify(select.json)).toBe(200);
    const [job] = await server.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, applied.json.id));
    expect(job!.status).toBe(select.json.status);
    await expect(server.deps.queue.runDue()).rejects.toThrow();
    expect(sent).toEqual([]);
    const recorded = () =>
      server.database.db
        .select({ channel: outboxMessages.channel })
        .from(outboxMessages)
        .where(and(inArray(outboxMessages.destination, [member.email, member.phone, member.lineId]), like(outboxMessages.body, `%${name}%`), eq(outboxMessages.status, 'sent')));
    expect(await recorded()).toEqual([]);

    // SMS and LINE come back: those two go out; e-mail and WhatsApp wait for their retry.
    down.delete('sms');
    down.delete('line');
    await laterByAnHour();
    await expect(server.deps.queue.runDue()).rejects.toThrow();
    expect(sent.map((message) => message.provider).sort()).toEqual(['line', 'sms']);

    // Every provider is back: the other two go out, and SMS and LINE are not sent again.
    down.clear();
    await laterByAnHour();
    await server.deps.queue.runDue();
    await laterByAnHour();
    await server.deps.queue.runDue();
    expect(sent.map((message) => message.provider).sort()).toEqual(['line', 'sms', 'smtp', 'whatsapp']);
    expect(sentTo(member.email)).toHaveLength(1);
    expect(sentTo(member.phone).map((message) => message.provider).sort()).toEqual(['sms', 'whatsapp']);
    expect(sentTo(member.lineId)[0]!.text).toContain(name);
    expect((await recorded()).map((row) => row.channel).sort()).toEqual(['email', 'line', 'sms', 'whatsapp']);
  });

  it('a transaction that rolls back enqueues nothing, so nothing is sent', async () => {
    sent.length = 0;
    const to = 'rolled-back@kolify.test';
    let keys: string[] = [];
    await expect(
      server.database.db.transaction(async (tx) => {
        keys = await enqueueNotification(server.deps, tx, [{ channel: 'email', to, subject: 'Never', text: 'Never sent', locale: 'en' }]);
        throw new Error('the business step failed');
      }),
    ).rejects.toThrow('the business step failed');
    expect(keys).toHaveLength(1);
    expect(await deliveryJob(keys[0]!)).toEqual([]);
    await laterByAnHour();
    await server.deps.queue.runDue();
    expect(sentTo(to)).toEqual([]);
    expect(await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.destination, to))).toEqual([]);
  });

  it('nothing is sent while the business transaction is open, nor when it rolls back; after a commit the worker sends once, however often it runs', async () => {
    sent.length = 0;
    const transmit = vi.spyOn(server.deps.messenger, 'transmit');
    try {
      const to = '+66812223344';
      // Rolled back: the row and the job go with the transaction, the provider is never called.
      await expect(
        server.database.db.transaction(async (tx) => {
          await enqueueNotification(server.deps, tx, [{ channel: 'sms', to, text: 'Kolify: rolled back', locale: 'en' }]);
          expect(transmit).not.toHaveBeenCalled();
          throw new Error('the business step failed');
        }),
      ).rejects.toThrow('the business step failed');
      await server.deps.queue.runDue();
      expect(transmit).not.toHaveBeenCalled();
      expect(sentTo(to)).toEqual([]);
      expect(await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.destination, to))).toEqual([]);

      // Committed: the row is pending and unsent until the worker runs, then sent exactly once.
      const [key] = await server.database.db.transaction(async (tx) => {
        const keys = await enqueueNotification(server.deps, tx, [{ channel: 'sms', to, text: 'Kolify: committed', locale: 'en' }]);
        expect(transmit).not.toHaveBeenCalled();
        return keys;
      });
      expect(transmit).not.toHaveBeenCalled();
      const row = () => server.database.db.select().from(outboxMessages).where(eq(outboxMessages.deliveryKey, key!));
      expect(await row()).toMatchObject([{ status: 'pending', sentAt: null, attempts: 0 }]);
      await server.deps.queue.runDue();
      await deliverNotification(server.deps, { deliveryKey: key! }, { id: 'again', retryCount: 0 });
      expect(transmit).toHaveBeenCalledTimes(1);
      expect(sentTo(to).map((message) => message.text)).toEqual(['Kolify: committed']);
      expect(await row()).toMatchObject([{ status: 'sent', attempts: 1, sentAt: expect.any(Date) }]);
    } finally {
      transmit.mockRestore();
    }
  });

  it('a message whose provider stays down ends failed in the queue after its retries, logged, and is never sent', async () => {
    const to = 'never-reached@kolify.test';
    down.add('smtp');
    const errors = vi.spyOn(server.deps.log, 'error');
    try {
      const [key] = await server.database.db.transaction((tx) => enqueueNotification(server.deps, tx, [{ channel: 'email', to, subject: 'Gone', text: 'Gone', locale: 'en' }]));
      for (let attempt = 0; attempt <= retryPolicy.retryLimit; attempt += 1) {
        await expect(server.deps.queue.runDue()).rejects.toThrow();
        await laterByAnHour();
      }
      expect(await deliveryJob(key!)).toEqual([{ state: 'failed', retry_count: retryPolicy.retryLimit }]);
      const logged = errors.mock.calls.filter(([context]) => (context as { deliveryKey?: string }).deliveryKey === key);
      expect(logged).toHaveLength(1);
      expect(logged[0]![1]).toMatch(/retries exhausted/);
      const [row] = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.deliveryKey, key!));
      expect(row).toMatchObject({ status: 'failed', attempts: retryPolicy.retryLimit + 1, lastError: expect.stringMatching(/421|down/i), sentAt: null });
      // Failed stays failed: the provider's return sends nothing behind the member's back.
      down.delete('smtp');
      await laterByAnHour();
      await server.deps.queue.runDue();
      expect(sentTo(to)).toEqual([]);
    } finally {
      errors.mockRestore();
      down.clear();
    }
  });

  it('two processes running the queue at once send each message once; one delivery key is sent once even if delivered twice', async () => {
    // A second process: its own connection pool and pg-boss on PostgreSQL; on PGlite it shares the one connection.
    const database = server.database.kind === 'postgres' ? await openDatabase({ databaseUrl: server.database.url }) : server.database;
    const second: Deps = await startDeps({ database, config: server.config, log: createLogger(server.config), messenger: createMessenger(server.config) }, { clock: server.clock, poll: false });
    answerDelay = 50;
    try {
      sent.length = 0;
      const phones = Array.from({ length: 12 }, (_, index) => `+66899${String(index).padStart(6, '0')}`);
      await server.database.db.transaction(async (tx) => {
        for (const phone of phones) await enqueueNotification(server.deps, tx, [{ channel: 'sms', to: phone, text: `Kolify: hello ${phone}`, locale: 'en' }]);
      });
      const [ranHere, ranThere] = await Promise.all([server.deps.queue.runDue(), second.queue.runDue()]);
      expect(ranHere + ranThere).toBeGreaterThanOrEqual(phones.length);
      for (const phone of phones) expect(sentTo(phone), phone).toHaveLength(1);
      expect(sent).toHaveLength(phones.length);

      // pg-boss hands a job out once; should one still be delivered twice at once (a claim that
      // lapsed), the outbox row's claim lets one send through and the other is retried later,
      // when it finds the row sent.
      sent.length = 0;
      const data = { deliveryKey: `twice-${Date.now()}:sms`, message: { channel: 'sms' as const, to: '+66899999999', text: 'Kolify: once', locale: 'en' as const } };
      const both = await Promise.allSettled([deliverNotification(server.deps, data, { id: 'a', retryCount: 0 }), deliverNotification(second, data, { id: 'b', retryCount: 0 })]);
      expect(both.filter((outcome) => outcome.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
      await deliverNotification(second, data, { id: 'c', retryCount: 1 });
      expect(sent).toHaveLength(1);
      expect(await server.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.destination, '+66899999999'), eq(outboxMessages.deliveryKey, data.deliveryKey)))).toHaveLength(1);
    } finally {
      answerDelay = 0;
      await second.queue.stop();
      await second.localGateway?.close();
      if (database !== server.database) await database.close();
    }
  });
});
