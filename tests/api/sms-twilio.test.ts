import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { createMessenger } from '#server/providers/messaging';
import { readRequestBody } from './harness';

/**
 * Issue 27: SMS by Twilio through its official SDK, the SDK's own request client pointed at a
 * local fake that answers as Twilio's reference shows
 * (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource: a form
 * POST to /2010-04-01/Accounts/{AccountSid}/Messages.json with Basic auth, 201 with the Message
 * resource; errors as https://www.twilio.com/docs/usage/twilios-response#response-formats-exceptions
 * show them: `{code, message, more_info, status}`, e.g. 21211 for an invalid To number).
 */
const accountSid = `AC${'a1'.repeat(16)}`;
const authToken = 'twilio-auth-token';
interface Received {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}
const received: Received[] = [];
let fake: Server;
let apiUrl: string;
let sids = 0;

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams(await readRequestBody(request)));
    received.push({ path: request.url ?? '', authorization: request.headers.authorization, form });
    const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) return reply(404, { code: 20404, message: `The requested resource ${request.url} was not found`, more_info: 'https://www.twilio.com/docs/errors/20404', status: 404 });
    if (request.headers.authorization !== `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`) return reply(401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
    if (!/^\+[1-9]\d{7,14}$/.test(form.To ?? '')) return reply(400, { code: 21211, message: `Invalid 'To' Phone Number: ${form.To}`, more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 });
    const sid = `SM${String(++sids).padStart(32, '0')}`;
    reply(201, {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body: form.Body,
      date_created: 'Thu, 24 Aug 2023 05:01:45 +0000',
      date_sent: null,
      date_updated: 'Thu, 24 Aug 2023 05:01:45 +0000',
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: form.From ?? null,
      messaging_service_sid: form.MessagingServiceSid ?? null,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: null,
      sid,
      status: 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to: form.To,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => fake.close(resolve)));

const twilioConfig = (extra: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_API_URL: apiUrl, ...extra });

describe('SMS by Twilio', () => {
  it('is chosen by configuration; the outbox stays the default, and the HTTP gateway wins when both are set unless SMS_PROVIDER says otherwise', () => {
    expect(createMessenger(loadConfig({ NODE_ENV: 'test' })).providerOf('sms')).toBe('outbox');
    expect(createMessenger(twilioConfig({ TWILIO_FROM: 'Kolify' })).providerOf('sms')).toBe('twilio');
    expect(createMessenger(twilioConfig({ TWILIO_FROM: 'Kolify', SMS_GATEWAY_URL: 'http://127.0.0.1:1/sms' })).providerOf('sms')).toBe('sms-gateway');
    expect(createMessenger(twilioConfig({ TWILIO_FROM: 'Kolify', SMS_GATEWAY_URL: 'http://127.0.0.1:1/sms', SMS_PROVIDER: 'twilio' })).providerOf('sms')).toBe('twilio');
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: accountSid })).toThrow(/TWILIO_AUTH_TOKEN, TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID: required/);
    expect(() => loadConfig({ NODE_ENV: 'test', TWILIO_ACCOUNT_SID: 'not-a-sid' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });

  it('sends through the SDK: the Messages resource with Basic auth, To, From and Body; the SM sid is the provider id', async () => {
    received.length = 0;
    const messenger = createMessenger(twilioConfig({ TWILIO_FROM: 'Kolify' }));
    const answer = await messenger.transmit({ channel: 'sms', to: '+66812345678', text: 'Kolify: รหัส 123456', locale: 'th' }, { idempotencyKey: 'otp:1' });
    expect(answer).toEqual({ providerMessageId: expect.stringMatching(/^SM\d{32}$/) });
    expect(received).toEqual([{ path: `/2010-04-01/Accounts/${accountSid}/Messages.json`, authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`, form: { To: '+66812345678', From: 'Kolify', Body: 'Kolify: รหัส 123456' } }]);
  });

  it('sends from a Messaging Service when one is configured', async () => {
    received.length = 0;
    const service = `MG${'b2'.repeat(16)}`;
    await createMessenger(twilioConfig({ TWILIO_MESSAGING_SERVICE_SID: service })).transmit({ channel: 'sms', to: '+66812345679', text: 'hello', locale: 'en' }, { idempotencyKey: 'otp:2' });
    expect(received[0]!.form).toEqual({ To: '+66812345679', MessagingServiceSid: service, Body: 'hello' });
  });

  it("fails the send with Twilio's error (so the outbox keeps it and the queue retries), never a silent success", async () => {
    const messenger = createMessenger(twilioConfig({ TWILIO_FROM: 'Kolify' }));
    await expect(messenger.transmit({ channel: 'sms', to: '0812345678', text: 'x', locale: 'en' }, { idempotencyKey: 'otp:3' })).rejects.toMatchObject({ status: 400, code: 21211 });
    const wrongToken = createMessenger(twilioConfig({ TWILIO_FROM: 'Kolify', TWILIO_AUTH_TOKEN: 'wrong' }));
    await expect(wrongToken.transmit({ channel: 'sms', to: '+66812345678', text: 'x', locale: 'en' }, { idempotencyKey: 'otp:4' })).rejects.toMatchObject({ status: 401, code: 20003 });
  });
});
