import type { Deps } from '../deps';
import { purgeIdempotencyKeys } from '../ledger/idempotency';

/** Every queue's worker and schedule; each area adds its own line here. */
export async function registerWorkers(deps: Deps): Promise<void> {
  await deps.queue.work('ledger.purge-idempotency-keys', async () => {
    await purgeIdempotencyKeys(deps.db, deps.now());
  });
  await deps.queue.schedule('ledger.purge-idempotency-keys', '17 * * * *');
}
