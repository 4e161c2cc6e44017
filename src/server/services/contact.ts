import { eq } from 'drizzle-orm';
import type { ContactBody } from '#common/contracts/content';
import type { Deps } from '../deps';
import { contactMessages } from '../db/schema/index';
import { DomainError } from '../domain-error';
import { readConfig } from './app-config';
import { recordHit, retryAfterSeconds } from './rate-limit';
import { deliverMessage, recordMessage } from './outbox';

type Message = Required<Omit<ContactBody, 'phone' | 'company'>> & { phone?: string; company?: string };

/**
 * Contact and partnership forms: rate-limited per IP, stored, then e-mailed to staff.
 * The message is stored first, so staff never lose one when mail is down.
 */
export async function receiveContact(deps: Deps, kind: 'contact' | 'partnership', body: Message, ip: string) {
  const { db } = deps;
  const limits = await readConfig(db, ['contact.maxPerIp', 'contact.windowMs']);
  const limit = { bucket: `contact:${kind}`, max: limits['contact.maxPerIp'], windowMs: limits['contact.windowMs'] };
  const wait = await retryAfterSeconds(db, limit, ip);
  if (wait > 0) throw new DomainError('rate_limited', { retryAfter: wait, detail: 'Too many messages from this address; please try again later.' });
  const row = await db.transaction(async (tx) => {
    await recordHit(tx, limit.bucket, ip);
    const [inserted] = await tx
      .insert(contactMessages)
      .values({ kind, name: body.name, email: body.email, phone: body.phone || null, company: body.company || null, topic: body.topic, message: body.message, locale: body.locale, ip })
      .returning();
    return inserted!;
  });
  try {
    const mailed = await mailStaff(deps, kind, row);
    if (mailed) await db.update(contactMessages).set({ mailedAt: deps.now() }).where(eq(contactMessages.id, row.id));
  } catch (error) {
    deps.log.error({ err: error, messageId: row.id }, 'contact message stored but not mailed');
  }
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}

/** E-mails the message to staff through the messenger (SMTP, or the outbox in the embedded default). */
export async function mailStaff(deps: Deps, kind: 'contact' | 'partnership', row: typeof contactMessages.$inferSelect): Promise<boolean> {
  const to = await readConfig(deps.db, ['contact.staffEmail', 'contact.partnershipEmail']);
  const recipient = kind === 'partnership' ? to['contact.partnershipEmail'] : to['contact.staffEmail'];
  const subject = `[Kolify ${kind}] ${row.topic} — ${row.name}`;
  const text = [`From: ${row.name} <${row.email}> (reply to this address)`, row.phone && `Phone: ${row.phone}`, row.company && `Company: ${row.company}`, `Language: ${row.locale}`, `Message #${row.id}`, '', row.message]
    .filter((line) => line !== null && line !== undefined)
    .join('\n');
  const id = await recordMessage(deps.db, { channel: 'email', to: recipient, subject, text, locale: 'en' });
  await deliverMessage(deps, id!, { final: true });
  return true;
}
