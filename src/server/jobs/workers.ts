import type { Deps } from '../deps';
import { purgeIdempotencyKeys } from '../ledger/idempotency';
import { registerJobWorkers } from './job-workers';

/** Every queue's worker and schedule; each area adds its own line here. */
export async function registerWorkers(deps: Deps): Promise<void> {
  await deps.queue.work('ledger.purge-idempotency-keys', async () => {
    await purgeIdempotencyKeys(deps.db, deps.now());
  });
  await deps.queue.schedule('ledger.purge-idempotency-keys', '17 * * * *');
  // Issue 12: the job machine's deadlines and campaign close.
  await registerJobWorkers(deps);
}
