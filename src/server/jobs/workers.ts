import type { Deps } from '../deps';
import { purgeIdempotencyKeys } from '../ledger/idempotency';
import { alertLot, expireLot } from '../services/credits';
import { jobNames } from '../services/money-jobs';
import { pollCharge } from '../services/payments';
import { deliverNotification, notificationQueue, type NotificationDelivery } from '../services/notifications';
import { registerJobWorkers } from './job-workers';
import { payoutJobs } from '../services/earnings';
import { createRecipientJob, pollTransfer, sendTransfer } from '../services/payouts';
import { channelTokenJobs, refreshChannelToken, sweepChannelTokens } from '../services/channels';
import { instagramTokenJobs, refreshInstagramToken, sweepInstagramTokens } from '../services/instagram-tokens';

/** Every queue's worker and schedule; each area adds its own line here. */
export async function registerWorkers(deps: Deps): Promise<void> {
  await deps.queue.work('ledger.purge-idempotency-keys', async () => {
    await purgeIdempotencyKeys(deps.db, deps.now());
  });
  await deps.queue.schedule('ledger.purge-idempotency-keys', '17 * * * *');
  await deps.queue.work<{ lotId: number }>(jobNames.expireLot, (data) => expireLot(deps, data.lotId));
  await deps.queue.work<{ lotId: number }>(jobNames.alertLot, (data) => alertLot(deps, data.lotId));
  // Issue 27: a pending gateway charge is asked about on a backoff until it ends (lost webhooks).
  await deps.queue.work<{ paymentId: string; attempt: number }>(jobNames.pollCharge, (data) => pollCharge(deps, data));
  // Issue 27: payouts by Opn transfer (recipient on bank approval, transfer on withdrawal approval).
  await deps.queue.work<{ bankAccountId: string }>(payoutJobs.recipient, (data) => createRecipientJob(deps, data.bankAccountId));
  await deps.queue.work<{ withdrawalId: string }>(payoutJobs.transfer, (data) => sendTransfer(deps, data.withdrawalId));
  // A transfer whose webhook never arrives is asked about until it is paid or failed.
  await deps.queue.work<{ withdrawalId: string; attempt: number }>(payoutJobs.pollTransfer, (data) => pollTransfer(deps, data));
  // Issue 27: platform tokens are refreshed before they expire; a 429 waits in the queue for its Retry-After.
  await deps.queue.work<{ channelId: string }>(channelTokenJobs.refresh, (data) => refreshChannelToken(deps, data.channelId));
  await deps.queue.work(channelTokenJobs.sweep, async () => {
    await sweepChannelTokens(deps);
  });
  await deps.queue.schedule(channelTokenJobs.sweep, '*/10 * * * *');
  // Instagram's 60-day token has no refresh token: it is refreshed itself, a week before it lapses.
  await deps.queue.work<{ channelId: string }>(instagramTokenJobs.refresh, async (data) => {
    await refreshInstagramToken(deps, data.channelId);
  });
  await deps.queue.work(instagramTokenJobs.sweep, async () => {
    await sweepInstagramTokens(deps);
  });
  await deps.queue.schedule(instagramTokenJobs.sweep, '41 * * * *');
  // Member notifications, enqueued by the business transaction and sent after it commits.
  await deps.queue.work<NotificationDelivery>(notificationQueue, (data, job) => deliverNotification(deps, data, job));
  // Issue 12: the job machine's deadlines and campaign close.
  await registerJobWorkers(deps);
}
