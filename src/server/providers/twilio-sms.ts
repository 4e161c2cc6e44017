import type { RequestClient } from 'twilio';
import type { Config } from '../config';

/**
 * SMS through Twilio (issue 27: one real provider that delivers in Thailand, chosen by
 * configuration), with its official SDK (`twilio`). The SDK is loaded with the first SMS, not at
 * start (issue 28: start-up time). Its own request client carries every call, with Kolify's short
 * timeout; `TWILIO_API_URL` (tests, a sandbox proxy) only changes where that client connects.
 *
 * Reference: https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
 * (POST /2010-04-01/Accounts/{AccountSid}/Messages.json; To, From or MessagingServiceSid, Body;
 * the answer is the Message resource, `sid` SM…; errors `{code, message, more_info, status}`).
 */
export type TwilioConfig = NonNullable<Config['twilio']>;

export interface TwilioSms {
  send(to: string, text: string): Promise<{ sid: string }>;
}

const twilioApi = 'https://api.twilio.com';

export function createTwilioSms(config: TwilioConfig, timeoutMs: number): TwilioSms {
  let client: Promise<import('twilio').Twilio> | undefined;
  const connect = () =>
    (client ??= import('twilio').then(({ default: twilio }) => {
      const inner = new twilio.RequestClient({ timeout: timeoutMs });
      const base = config.apiUrl;
      const httpClient: RequestClient = base
        ? (Object.assign(Object.create(inner) as RequestClient, {
            request: (options: Parameters<RequestClient['request']>[0]) => inner.request({ ...options, uri: options.uri.startsWith(twilioApi) ? base + options.uri.slice(twilioApi.length) : options.uri }),
          }) as RequestClient)
        : inner;
      return twilio(config.accountSid, config.authToken, { httpClient, autoRetry: false });
    }));
  return {
    async send(to, text) {
      const message = await (await connect()).messages.create({ to, body: text, ...(config.messagingServiceSid ? { messagingServiceSid: config.messagingServiceSid } : { from: config.from! }) });
      return { sid: message.sid };
    },
  };
}
