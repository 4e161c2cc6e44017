import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { outboxMessages } from '../db/schema/index';
import type { Deps } from '../deps';
import type { OutgoingMessage } from '../providers/messaging';

/**
 * The outbox (issue 27, "Sending never happens inside a database transaction"): the business
 * transaction writes the message's row as `pending`; after it commits, a sender (the queue's
 * worker for notifications, the request itself for a one-time code) claims the row, calls the
 * provider with no transaction open, then records the outcome. A transaction that rolls back takes
 * its row with it, so nothing is sent; a slow provider holds no database connection.
 */

/** How long a sender's claim keeps others off a row: above the provider timeout, so a live send is never doubled. */
const claimMs = 60_000;

/**
 * Writes the row (pending) with the caller's executor — normally the business transaction. With a
 * delivery key already recorded the answer is null: that message exists and is not written twice.
 */
export async function recordMessage(db: Executor, message: OutgoingMessage, options: { deliveryKey?: string } = {}): Promise<string | null> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      destination: message.to,
      subject: message.subject,
      body: message.text,
      locale: message.locale,
      // The provider that carries it is known when it is sent (deliverMessage), by that process's configuration.
      provider: 'pending',
      deliveryKey: options.deliveryKey ?? null,
      status: 'pending',
      fallback: message.fallback ?? null,
      template: message.template ?? null,
    })
    .onConflictDoNothing({ target: outboxMessages.deliveryKey })
    .returning({ id: outboxMessages.id });
  return row?.id ?? null;
}

/** `undeliverable`: the provider says it cannot reach the member (the row stays claimed; the caller fails it over to e-mail). */
export type DeliveryOutcome = 'sent' | 'already_sent' | 'in_progress' | 'undeliverable';

/**
 * Sends one recorded row. Takes the database, not a transaction: each statement commits on its
 * own, and the provider is called between them. A row already sent answers 'already_sent'; a row
 * another sender holds answers 'in_progress'. A failed send releases the claim, keeps the error
 * and throws; `final` marks the row failed (the last try).
 */
export async function deliverMessage(deps: Pick<Deps, 'messenger' | 'now'> & { db: Database }, id: string, options: { final?: boolean } = {}): Promise<DeliveryOutcome> {
  const now = deps.now();
  const [claimed] = await deps.db
    .update(outboxMessages)
    .set({ claimedUntil: new Date(now.getTime() + claimMs), attempts: sql`${outboxMessages.attempts} + 1`, provider: sql`case when ${outboxMessages.channel} = 'email' then ${deps.messenger.providerOf('email')} when ${outboxMessages.channel} = 'sms' then ${deps.messenger.providerOf('sms')} when ${outboxMessages.channel} = 'line' then ${deps.messenger.providerOf('line')} else ${deps.messenger.providerOf('whatsapp')} end` })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending'), or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, now))))
    .returning();
  if (!claimed) {
    const [row] = await deps.db.select({ status: outboxMessages.status }).from(outboxMessages).where(eq(outboxMessages.id, id));
    if (!row) throw new Error(`No outbox row ${id}`);
    return row.status === 'pending' ? 'in_progress' : 'already_sent';
  }
  const message: OutgoingMessage = { channel: claimed.channel, to: claimed.destination, subject: claimed.subject ?? undefined, text: claimed.body, locale: claimed.locale, template: claimed.template ?? undefined };
  try {
    const answer = claimed.provider === 'outbox' ? {} : await deps.messenger.transmit(message, { idempotencyKey: claimed.deliveryKey ?? claimed.id });
    if (answer.undeliverable) {
      await deps.db.update(outboxMessages).set({ lastError: answer.undeliverable }).where(eq(outboxMessages.id, id));
      return 'undeliverable';
    }
    await deps.db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: deps.now(), claimedUntil: null, lastError: null, providerMessageId: answer.providerMessageId ?? null })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
    return 'sent';
  } catch (error) {
    await deps.db
      .update(outboxMessages)
      .set({ claimedUntil: null, lastError: error instanceof Error ? error.message.slice(0, 500) : String(error), ...(options.final ? { status: 'failed' as const } : {}) })
      .where(eq(outboxMessages.id, id));
    throw error;
  }
}

/** The row of a delivery key, if one was recorded. */
export async function outboxIdOf(db: Executor, deliveryKey: string): Promise<string | null> {
  const [row] = await db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.deliveryKey, deliveryKey));
  return row?.id ?? null;
}

/** The latest 100 messages (to one address, or all), newest first: the embedded outbox outside production. */
export async function latestMessages(db: Executor, to?: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.destination, to) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(100);
}
