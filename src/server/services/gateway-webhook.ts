import { eq } from 'drizzle-orm';
import { gatewayEvents } from '../db/schema/money';
import type { Deps } from '../deps';
import { DomainError } from '../domain-error';
import { verifyWebhook, type Charge, type Transfer } from '../payments/opn-gateway';
import { applyCharge, gatewayProblem } from './payments';
import { applyTransfer } from './payouts';
import { wallNow } from '../wall-clock';

/**
 * Opn Payments' webhook (https://docs.opn.ooo/api-webhooks): signature and timestamp checked; the
 * charge or transfer it names is read back from Opn (outside any transaction; the body is only a
 * hint) and applied in one transaction. Each event id is handled once: a duplicate answers 200 and
 * moves nothing (a 409 would only make Opn retry it).
 */
export async function handleGatewayWebhook(deps: Deps, rawBody: string, headers: { signature?: string; timestamp?: string }): Promise<string> {
  if (!verifyWebhook(deps.config.gateway.webhookSecret, rawBody, headers, Math.floor(wallNow().getTime() / 1000))) {
    throw new DomainError('unauthorized', { detail: 'Webhook signature is missing, wrong or too old.' });
  }
  let event: { id?: unknown; key?: unknown; data?: { id?: unknown } };
  try {
    event = JSON.parse(rawBody) as typeof event;
  } catch {
    throw new DomainError('bad_request', { detail: 'The body is not JSON.' });
  }
  if (typeof event.id !== 'string' || typeof event.key !== 'string') throw new DomainError('bad_request', { detail: 'Not an event.' });
  const eventId = event.id;
  const objectId = typeof event.data?.id === 'string' ? event.data.id : null;
  const [seen] = await deps.db.select({ id: gatewayEvents.id }).from(gatewayEvents).where(eq(gatewayEvents.id, eventId));
  if (seen) return 'duplicate';
  let charge: Charge | null = null;
  let transfer: Transfer | null = null;
  try {
    if (objectId && event.key.startsWith('charge.')) charge = await deps.gateway.getCharge(objectId);
    // transfer.send, transfer.pay, transfer.fail (transfer.create moves nothing but is harmless).
    else if (objectId && event.key.startsWith('transfer.')) transfer = await deps.gateway.getTransfer(objectId);
  } catch (error) {
    // Not recorded as seen: Opn retries the webhook (and the charge poll asks meanwhile).
    throw gatewayProblem(deps, error);
  }
  return deps.db.transaction(async (tx) => {
    const fresh = await tx.insert(gatewayEvents).values({ id: eventId }).onConflictDoNothing().returning({ id: gatewayEvents.id });
    if (fresh.length === 0) return 'duplicate';
    if (charge) return applyCharge(tx, deps, charge);
    if (transfer) return applyTransfer(tx, deps, transfer);
    return 'ignored';
  });
}
