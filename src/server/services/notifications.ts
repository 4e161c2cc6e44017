import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outboxMessages } from '../db/schema/index';
import type { Deps } from '../deps';
import { retryPolicy } from '../jobs/queue';
import type { OutgoingMessage } from '../providers/messaging';
import { deliverMessage, outboxIdOf, recordMessage } from './outbox';

/**
 * Member notifications (job steps, withdrawals, reviews, the referral reward, credit alerts) go
 * out through the job queue after their transaction commits (docs/decisions/017-job-queue.md,
 * "Notifications"): the business transaction enqueues one delivery job per message and channel,
 * already rendered in the member's language, with its outbox row, and the worker sends it after
 * commit. A provider that is down delays the message; it never fails or rolls back the step, and a
 * step that rolls back sends nothing. One-time codes a member is waiting for are not
 * notifications: they are sent by the request right after its commit (services/otp.ts) so a
 * failed SMS answers an error.
 */

export const notificationQueue = 'notification.deliver';

export interface NotificationDelivery {
  /** `<notification id>:<channel>`: the outbox row's unique key, so one channel is sent once. */
  deliveryKey: string;
  /** Jobs enqueued before issue 27 carry the message (their row was written at send time). */
  message?: OutgoingMessage;
}

/**
 * Records the messages of one notification (one outbox row per channel, `pending`) and enqueues
 * their deliveries, all in the caller's transaction: they exist exactly when it commits, and
 * nothing is sent before. Answers their delivery keys.
 *
 * `emailFallback` (issue 27) rides on the LINE and WhatsApp rows: the e-mail sent if that message
 * cannot reach the member. Its delivery key is this notification's e-mail key, so the member gets
 * it once however many channels fail, and not at all when e-mail was among their choices.
 */
export async function enqueueNotification(deps: Pick<Deps, 'queue'>, tx: Executor, messages: OutgoingMessage[], options: { emailFallback?: { to: string; subject: string; text: string } } = {}): Promise<string[]> {
  const notificationId = randomUUID();
  const keys: string[] = [];
  for (const message of messages) {
    const deliveryKey = `${notificationId}:${message.channel}`;
    const fallback = options.emailFallback && (message.channel === 'line' || message.channel === 'whatsapp') ? { ...options.emailFallback, deliveryKey: `${notificationId}:email` } : undefined;
    await recordMessage(tx, { ...message, fallback }, { deliveryKey });
    await deps.queue.enqueue<NotificationDelivery>(notificationQueue, { deliveryKey }, { tx, singletonKey: deliveryKey });
    keys.push(deliveryKey);
  }
  return keys;
}

/**
 * The worker: sends one recorded message, outside any transaction (services/outbox.ts). A row
 * already sent is skipped (a doubled job); a row another sender holds throws, so the queue looks
 * again later. A provider failure throws and pg-boss retries with backoff; the last retry marks the
 * row failed and is logged as an error.
 */
export async function deliverNotification(deps: Pick<Deps, 'db' | 'messenger' | 'log' | 'now' | 'queue'>, data: NotificationDelivery, job: { id: string; retryCount: number }): Promise<void> {
  const { deliveryKey } = data;
  const last = job.retryCount >= retryPolicy.retryLimit;
  let id = await outboxIdOf(deps.db, deliveryKey);
  if (!id && data.message) id = (await recordMessage(deps.db, data.message, { deliveryKey })) ?? (await outboxIdOf(deps.db, deliveryKey));
  if (!id) {
    // The job is enqueued in the row's transaction, so this is a row purged since: nothing to send.
    deps.log.warn({ jobId: job.id, deliveryKey }, 'notification has no outbox row: nothing to send');
    return;
  }
  try {
    const outcome = await deliverMessage(deps, id, { final: last });
    if (outcome === 'undeliverable') {
      deps.log.info({ jobId: job.id, deliveryKey }, 'notification cannot reach the member by its channel: e-mail instead');
      await failOverToEmail(deps, id, { from: ['pending'] });
      return;
    }
    if (outcome === 'already_sent') deps.log.info({ jobId: job.id, deliveryKey }, 'notification already delivered');
    if (outcome === 'in_progress') throw new Error(`notification ${deliveryKey} is being sent by another worker`);
  } catch (error) {
    const context = { err: error, jobId: job.id, deliveryKey, attempt: job.retryCount + 1 };
    if (last) {
      deps.log.error(context, 'notification not delivered: retries exhausted, the job is failed');
      // A LINE or WhatsApp message that never went out still reaches the member, by e-mail.
      await failOverToEmail(deps, id, { from: ['failed'] }).catch((failOver: unknown) => deps.log.error({ err: failOver, deliveryKey }, 'e-mail fallback not recorded'));
    }
    else deps.log.warn(context, 'notification not delivered: the queue retries it');
    throw error;
  }
}

/**
 * Marks a LINE or WhatsApp row failed (only from the statuses named: a late WhatsApp "failed" after
 * "delivered" moves nothing) and, in the same transaction, records its fallback e-mail and enqueues
 * it. Idempotent: the e-mail's delivery key is unique, so a repeated webhook, a retried job or a
 * second failed channel of the same notification sends it once. Answers whether an e-mail was queued.
 */
export async function failOverToEmail(deps: Pick<Deps, 'db' | 'queue'>, outboxId: string, options: { from: ('pending' | 'sent' | 'failed')[]; reason?: string }): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(outboxMessages)
      .set({ status: 'failed', claimedUntil: null, ...(options.reason ? { lastError: options.reason } : {}) })
      .where(and(eq(outboxMessages.id, outboxId), inArray(outboxMessages.status, options.from)))
      .returning({ fallback: outboxMessages.fallback, locale: outboxMessages.locale });
    if (!row?.fallback) return false;
    const { deliveryKey, ...mail } = row.fallback;
    const recorded = await recordMessage(tx, { channel: 'email', ...mail, locale: row.locale }, { deliveryKey });
    if (!recorded) return false;
    await deps.queue.enqueue<NotificationDelivery>(notificationQueue, { deliveryKey }, { tx, singletonKey: deliveryKey });
    return true;
  });
}
