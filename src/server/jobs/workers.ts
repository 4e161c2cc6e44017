import type { Deps } from '../deps';
import { purgeIdempotencyKeys } from '../ledger/idempotency';
import { alertLot, expireLot, jobNames } from '../services/money';
import { registerJobWorkers } from './job-workers';

/** Every queue's worker and schedule; each area adds its own line here. */
export async function registerWorkers(deps: Deps): Promise<void> {
  await deps.queue.work('ledger.purge-idempotency-keys', async () => {
    await purgeIdempotencyKeys(deps.db, deps.now());
  });
  await deps.queue.schedule('ledger.purge-idempotency-keys', '17 * * * *');
  await deps.queue.work<{ lotId: number }>(jobNames.expireLot, (data) => expireLot(deps, data.lotId));
  await deps.queue.work<{ lotId: number }>(jobNames.alertLot, (data) => alertLot(deps, data.lotId));
  // Issue 12: the job machine's deadlines and campaign close.
  await registerJobWorkers(deps);
}
