import type { Transporter } from 'nodemailer';
import type { Config } from '../config';
import { hashedUuid } from '../hashed-uuid';
import { createTwilioSms } from './twilio-sms';

/** A message ready to deliver, already rendered in the recipient's language. */
export interface OutgoingMessage {
  /** `to` is an e-mail address, a phone number (SMS, WhatsApp) or a LINE user id. */
  channel: 'email' | 'sms' | 'line' | 'whatsapp';
  to: string;
  subject?: string;
  text: string;
  locale: 'th' | 'en';
  /**
   * WhatsApp: the approved template this business-initiated message is sent as (Meta delivers
   * free text only within 24 hours of the member's own message; services/whatsapp-templates.ts).
   */
  template?: { name: string; language: string; parameters: string[] };
  /** LINE / WhatsApp: the e-mail sent instead when this message cannot reach the member (services/notifications.ts). */
  fallback?: { to: string; subject: string; text: string; deliveryKey: string };
}

/** What a provider answered for one message. */
export interface Transmitted {
  /** The provider's id of the message, when it gives one (WhatsApp `wamid…`). */
  providerMessageId?: string;
  /**
   * The provider says this message cannot reach the member, and a retry would not change that
   * (LINE: not a friend of the official account, so a push would answer 200 and deliver nothing).
   * The reason is kept on the row; the fallback e-mail goes out instead.
   */
  undeliverable?: string;
}

/**
 * The outside world for messages (DESIGN.md "The outside world"): SMTP via nodemailer when
 * SMTP_URL is set, an HTTP SMS gateway or Twilio by SMS_PROVIDER, the LINE Messaging API's push
 * when LINE_MESSAGING_URL and LINE_CHANNEL_TOKEN are set, the WhatsApp Cloud API when
 * WHATSAPP_API_URL and WHATSAPP_TOKEN are set; otherwise the outbox table is the delivery.
 *
 * This is the network half only. The outbox row is written in the business transaction and the
 * send happens after it commits (services/outbox.ts, issue 27): a slow provider can hold no
 * database connection, and a transaction that rolls back sends nothing.
 */
export interface Messenger {
  /** Which provider carries this channel: 'outbox' when none is configured (the row is the delivery). */
  providerOf(channel: OutgoingMessage['channel']): string;
  /**
   * Sends one message. Never call it with a transaction open. `idempotencyKey` is the outbox
   * row's stable key, passed to providers that take one (LINE's X-Line-Retry-Key) so a retry after
   * a lost answer is not delivered twice.
   */
  transmit(message: OutgoingMessage, options: { idempotencyKey: string }): Promise<Transmitted>;
}

type MessengerConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsGatewayUrl' | 'smsGatewayToken' | 'smsProvider' | 'twilio' | 'lineMessagingUrl' | 'lineChannelToken' | 'whatsappApiUrl' | 'whatsappToken'>;

/** Every provider call gives up after this long: the queue retries later. */
export const providerTimeoutMs = 10_000;

/** A JSON POST to a provider; any answer but 2xx is a failed send. Answers the parsed body (or null). */
async function postJson(name: string, url: string, token: string | undefined, body: unknown, headers: Record<string, string> = {}, options: { acceptedAlready?: number } = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(providerTimeoutMs),
  });
  if (response.status === options.acceptedAlready) return null;
  if (!response.ok) throw new Error(`${name} answered ${response.status}`);
  return response.json().catch(() => null);
}

export function createMessenger(config: MessengerConfig): Messenger {
  // nodemailer is loaded with the first e-mail, not at start (issue 28: start-up time). Short
  // timeouts (nodemailer waits minutes by default): a slow SMTP server delays one job, no more.
  let transport: Promise<Transporter> | undefined;
  const smtp = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: config.smtpUrl!, connectionTimeout: providerTimeoutMs, greetingTimeout: providerTimeoutMs, socketTimeout: 2 * providerTimeoutMs }),
    ));
  const line = config.lineMessagingUrl && config.lineChannelToken ? { url: config.lineMessagingUrl, token: config.lineChannelToken } : null;
  const twilio = config.twilio ? createTwilioSms(config.twilio, providerTimeoutMs) : null;
  const whatsapp = config.whatsappApiUrl && config.whatsappToken ? { url: config.whatsappApiUrl, token: config.whatsappToken } : null;
  const providerOf: Record<OutgoingMessage['channel'], string> = {
    email: config.smtpUrl ? 'smtp' : 'outbox',
    sms: config.smsProvider === 'twilio' ? 'twilio' : config.smsProvider === 'gateway' ? 'sms-gateway' : 'outbox',
    line: line ? 'line-messaging' : 'outbox',
    whatsapp: whatsapp ? 'whatsapp-cloud' : 'outbox',
  };
  return {
    providerOf: (channel) => providerOf[channel],
    async transmit(message, options) {
      const provider = providerOf[message.channel];
      if (provider === 'smtp') {
        // Delivery is at least once (a process killed between the SMTP server's 250 and the commit
        // sends again): a Message-ID derived from the delivery key lets the receiving side drop the repeat.
        const messageId = `<${options.idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '.')}@delivery.kolify>`;
        await (await smtp()).sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text, messageId });
      } else if (provider === 'sms-gateway') {
        await postJson('SMS gateway', config.smsGatewayUrl!, config.smsGatewayToken, { to: message.to, text: message.text });
      } else if (provider === 'twilio') {
        return { providerMessageId: (await twilio!.send(message.to, message.text)).sid };
      } else if (provider === 'line-messaging') {
        // A push to a member who has not added the official account as a friend (or blocked it)
        // answers 200 and is never delivered. The profile endpoint answers only for friends:
        // https://developers.line.biz/en/reference/messaging-api/#get-profile — 404 otherwise.
        const profile = await fetch(`${line!.url}/v2/bot/profile/${encodeURIComponent(message.to)}`, { headers: { authorization: `Bearer ${line!.token}` }, signal: AbortSignal.timeout(providerTimeoutMs) });
        await profile.body?.cancel();
        if (profile.status === 404) return { undeliverable: 'line_not_a_friend' };
        if (!profile.ok) throw new Error(`LINE Messaging API answered ${profile.status} to the profile check`);
        // https://developers.line.biz/en/reference/messaging-api/#send-push-message with the retry key
        // (https://developers.line.biz/en/docs/messaging-api/retrying-api-request): the same UUID on
        // every attempt of this row, so LINE runs the push once; a 409 says an earlier attempt was
        // accepted (its answer lost to a timeout or a killed process): the message is sent.
        await postJson('LINE Messaging API', `${line!.url}/v2/bot/message/push`, line!.token, { to: message.to, messages: [{ type: 'text', text: message.text }] }, { 'x-line-retry-key': hashedUuid(options.idempotencyKey) }, { acceptedAlready: 409 });
      } else if (provider === 'whatsapp-cloud') {
        // https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages (to: digits with the country code, no +)
        // Business-initiated messages are templates (https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates):
        // free text reaches the member only within 24 hours of their own message.
        const to = message.to.replace(/\D/g, '');
        const template = message.template;
        const body = template
          ? {
              messaging_product: 'whatsapp',
              recipient_type: 'individual',
              to,
              type: 'template',
              template: { name: template.name, language: { code: template.language }, components: [{ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) }] },
            }
          : { messaging_product: 'whatsapp', to, type: 'text', text: { body: message.text } };
        const answer = (await postJson('WhatsApp Cloud API', `${whatsapp!.url}/messages`, whatsapp!.token, body)) as { messages?: { id?: unknown }[] } | null;
        const id = answer?.messages?.[0]?.id;
        return typeof id === 'string' ? { providerMessageId: id } : {};
      }
      return {};
    },
  };
}
