import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client';
import type { Deps } from '../deps';
import { retryPolicy } from '../jobs/queue';
import type { OutgoingMessage } from '../providers/messaging';

/**
 * Member notifications (job steps, withdrawals, reviews, the referral reward, credit alerts) go
 * out through the job queue after their transaction commits (docs/decisions/017-job-queue.md,
 * "Notifications"): the business transaction enqueues one delivery job per message and channel,
 * already rendered in the member's language, and the worker sends it. A provider that is down
 * delays the message; it never fails or rolls back the step, and a step that rolls back sends
 * nothing. One-time codes a member is waiting for are not notifications: they are sent at once
 * (services/otp.ts) so a failed SMS answers an error.
 */

export const notificationQueue = 'notification.deliver';

export interface NotificationDelivery {
  /** `<notification id>:<channel>`: the outbox row's unique key, so one channel is sent once. */
  deliveryKey: string;
  message: OutgoingMessage;
}

/**
 * Enqueues the messages of one notification (one per channel) in the caller's transaction: they
 * exist exactly when the transaction commits. Answers their delivery keys.
 */
export async function enqueueNotification(deps: Pick<Deps, 'queue'>, tx: Executor, messages: OutgoingMessage[]): Promise<string[]> {
  const notificationId = randomUUID();
  const keys: string[] = [];
  for (const message of messages) {
    const deliveryKey = `${notificationId}:${message.channel}`;
    await deps.queue.enqueue<NotificationDelivery>(notificationQueue, { deliveryKey, message }, { tx, singletonKey: deliveryKey });
    keys.push(deliveryKey);
  }
  return keys;
}

/**
 * The worker: sends one message. The outbox row and the send share a transaction, so a provider
 * failure leaves no row and the job is retried (pg-boss, with backoff); a key already sent is
 * skipped. After the last retry the job stays failed in the queue, logged here as an error.
 */
export async function deliverNotification(deps: Pick<Deps, 'db' | 'messenger' | 'log'>, data: NotificationDelivery, job: { id: string; retryCount: number }): Promise<void> {
  const { deliveryKey, message } = data;
  try {
    const sent = await deps.db.transaction((tx) => deps.messenger.send(tx, message, { deliveryKey }));
    if (!sent) deps.log.info({ jobId: job.id, deliveryKey }, 'notification already delivered');
  } catch (error) {
    const last = job.retryCount >= retryPolicy.retryLimit;
    const context = { err: error, jobId: job.id, deliveryKey, channel: message.channel, attempt: job.retryCount + 1 };
    if (last) deps.log.error(context, 'notification not delivered: retries exhausted, the job is failed');
    else deps.log.warn(context, 'notification not delivered: the queue retries it');
    throw error;
  }
}
