import type { Transporter } from 'nodemailer';
import type { Executor } from '../db/client';
import { outboxMessages } from '../db/schema/index';
import type { Config } from '../config';

/** A message ready to deliver, already rendered in the recipient's language. */
export interface OutgoingMessage {
  /** `to` is an e-mail address, a phone number (SMS, WhatsApp) or a LINE user id. */
  channel: 'email' | 'sms' | 'line' | 'whatsapp';
  to: string;
  subject?: string;
  text: string;
  locale: 'th' | 'en';
}

/**
 * The outside world for messages (DESIGN.md "The outside world"): SMTP via nodemailer when
 * SMTP_URL is set, an HTTP SMS gateway when SMS_GATEWAY_URL is set, the LINE Messaging API's push
 * when LINE_MESSAGING_URL and LINE_CHANNEL_TOKEN are set, the WhatsApp Cloud API when
 * WHATSAPP_API_URL and WHATSAPP_TOKEN are set; otherwise the outbox table is the delivery. Every
 * message is recorded in the outbox either way, inside the caller's transaction, so a failed send
 * leaves no half-written state. Member notifications reach it through the job queue's worker
 * (services/notifications.ts); one-time codes are sent at once (services/otp.ts).
 */
export interface Messenger {
  /**
   * Records and sends one message. With a delivery key (the job queue's notifications), a key
   * already in the outbox means the message went out before: nothing is sent and the answer is
   * false. Run it in a transaction so that a failed send takes its outbox row back with it.
   */
  send(db: Executor, message: OutgoingMessage, options?: { deliveryKey?: string }): Promise<boolean>;
}

type MessengerConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsGatewayUrl' | 'smsGatewayToken' | 'lineMessagingUrl' | 'lineChannelToken' | 'whatsappApiUrl' | 'whatsappToken'>;

/** A JSON POST to a provider; any answer but 2xx is a failed send. */
async function postJson(name: string, url: string, token: string | undefined, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}`);
}

export function createMessenger(config: MessengerConfig): Messenger {
  // nodemailer is loaded with the first e-mail, not at start (issue 28: start-up time).
  let transport: Promise<Transporter> | undefined;
  const smtp = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(config.smtpUrl!)));
  const line = config.lineMessagingUrl && config.lineChannelToken ? { url: config.lineMessagingUrl, token: config.lineChannelToken } : null;
  const whatsapp = config.whatsappApiUrl && config.whatsappToken ? { url: config.whatsappApiUrl, token: config.whatsappToken } : null;
  const providerOf: Record<OutgoingMessage['channel'], string> = {
    email: config.smtpUrl ? 'smtp' : 'outbox',
    sms: config.smsGatewayUrl ? 'sms-gateway' : 'outbox',
    line: line ? 'line-messaging' : 'outbox',
    whatsapp: whatsapp ? 'whatsapp-cloud' : 'outbox',
  };
  return {
    async send(db, message, options = {}) {
      const provider = providerOf[message.channel];
      // A second delivery of one key waits here on the unique index until the first commits or rolls back.
      const recorded = await db
        .insert(outboxMessages)
        .values({ channel: message.channel, destination: message.to, subject: message.subject, body: message.text, locale: message.locale, provider, deliveryKey: options.deliveryKey ?? null })
        .onConflictDoNothing({ target: outboxMessages.deliveryKey })
        .returning({ id: outboxMessages.id });
      if (recorded.length === 0) return false;
      if (provider === 'smtp') {
        // Delivery is at least once (a process killed between the SMTP server's 250 and the commit
        // sends again): a Message-ID derived from the delivery key lets the receiving side drop the repeat.
        const messageId = options.deliveryKey ? `<${options.deliveryKey.replace(/[^A-Za-z0-9.-]/g, '.')}@delivery.kolify>` : undefined;
        await (await smtp()).sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text, ...(messageId ? { messageId } : {}) });
      } else if (provider === 'sms-gateway') {
        await postJson('SMS gateway', config.smsGatewayUrl!, config.smsGatewayToken, { to: message.to, text: message.text });
      } else if (provider === 'line-messaging') {
        // https://developers.line.biz/en/reference/messaging-api/#send-push-message
        await postJson('LINE Messaging API', `${line!.url}/v2/bot/message/push`, line!.token, { to: message.to, messages: [{ type: 'text', text: message.text }] });
      } else if (provider === 'whatsapp-cloud') {
        // https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages (to: digits with the country code, no +)
        await postJson('WhatsApp Cloud API', `${whatsapp!.url}/messages`, whatsapp!.token, { messaging_product: 'whatsapp', to: message.to.replace(/\D/g, ''), type: 'text', text: { body: message.text } });
      }
      return true;
    },
  };
}
