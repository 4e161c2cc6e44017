import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Deps } from '../deps';
import type { Logger } from '../logger';
import type { Messenger } from '../providers/messaging';
import { createQueue, type QueueClock } from './queue';
import { registerWorkers } from './workers';
import { createOpnGateway } from '../payments/opn-gateway';
import { startLocalGateway } from '../payments/local-opn-gateway';
import { wallNow } from '../wall-clock';

/**
 * The process's dependencies with the job queue started and every worker registered. One place,
 * so the server, the test harness and the bench wire the same things. Tell the local gateway
 * where the app listens (`deps.localGateway?.setWebhookUrl`) once it does.
 */
export async function startDeps(
  parts: { database: DatabaseHandle; config: Config; log: Logger; messenger: Messenger },
  options: { clock?: QueueClock; poll?: boolean } = {},
): Promise<Deps> {
  const { database, config, log, messenger } = parts;
  const queue = await createQueue({ databaseUrl: database.url, pglite: database.pglite, log, clock: options.clock, poll: options.poll });
  const clock = options.clock;
  // Outside production without a gateway key, a local Opn Payments on loopback confirms payments.
  const localGateway = config.gateway.local ? await startLocalGateway({ secretKey: config.gateway.secretKey, webhookSecret: config.gateway.webhookSecret }) : null;
  const gatewayConfig = { ...config.gateway, apiUrl: localGateway?.url ?? config.gateway.apiUrl };
  const gateway = createOpnGateway(() => gatewayConfig);
  const deps: Deps = { db: database.db, config, log, messenger, queue, now: clock ? () => new Date(clock.now()) : wallNow, gateway, localGateway, lifecycle: { draining: false } };
  await registerWorkers(deps);
  return deps;
}
