import nodemailer from 'nodemailer';
import type { Executor } from '../db/client';
import { outboxMessages } from '../db/schema/index';
import type { Config } from '../config';

/** A message ready to deliver, already rendered in the recipient's language. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  locale: 'th' | 'en';
}

/**
 * The outside world for messages (DESIGN.md "The outside world"): SMTP via nodemailer when
 * SMTP_URL is set, an HTTP SMS gateway when SMS_GATEWAY_URL is set; otherwise the outbox
 * table is the delivery. Every message is recorded in the outbox either way, inside the
 * caller's transaction, so a failed send leaves no half-written state.
 */
export interface Messenger {
  send(db: Executor, message: OutgoingMessage): Promise<void>;
}

export function createMessenger(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsGatewayUrl' | 'smsGatewayToken'>): Messenger {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(db, message) {
      const provider = message.channel === 'email' ? (transport ? 'smtp' : 'outbox') : config.smsGatewayUrl ? 'sms-gateway' : 'outbox';
      await db.insert(outboxMessages).values({ channel: message.channel, destination: message.to, subject: message.subject, body: message.text, locale: message.locale, provider });
      if (provider === 'smtp') {
        await transport!.sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text });
      } else if (provider === 'sms-gateway') {
        const response = await fetch(config.smsGatewayUrl!, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(config.smsGatewayToken ? { authorization: `Bearer ${config.smsGatewayToken}` } : {}) },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      }
    },
  };
}
