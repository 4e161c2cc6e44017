import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { outboxMessages } from '../db/schema/index';
import type { Deps } from '../deps';
import { DomainError } from '../domain-error';
import { failOverToEmail } from './notifications';

/**
 * WhatsApp Cloud API's status webhook (issue 27). Meta posts a message's statuses (sent,
 * delivered, read, failed) to the app's callback URL, signed with the app secret
 * (https://developers.facebook.com/docs/graph-api/webhooks/getting-started#validate-payloads:
 * `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`), and first checks the URL with a
 * GET (hub.mode=subscribe, hub.verify_token, hub.challenge echoed back). The payload's shape:
 * https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/payload-examples#message-status-updates
 *
 * Webhooks may arrive twice, late or out of order: a status only moves a row forward
 * (sent → delivered → read); "failed" counts only for a row not yet delivered, and its e-mail
 * fallback has a unique delivery key, so a repeated "failed" sends nothing more.
 */

export function verifyWhatsappSignature(appSecret: string, rawBody: string, header: string | undefined): boolean {
  const given = header?.match(/^sha256=([0-9a-f]{64})$/i)?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** The GET verification: the challenge to echo, or null (403) when the token is not ours. */
export function whatsappChallenge(verifyToken: string | undefined, query: { mode?: string; token?: string; challenge?: string }): string | null {
  if (!verifyToken || query.mode !== 'subscribe' || query.token !== verifyToken || !query.challenge) return null;
  return query.challenge;
}

interface StatusUpdate {
  id: string;
  status: string;
  errors?: { code?: number; title?: string }[];
}

function statusesOf(payload: unknown): StatusUpdate[] {
  const entries = (payload as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: { changes?: unknown }) =>
    (Array.isArray(entry?.changes) ? entry.changes : []).flatMap((change: { field?: unknown; value?: { statuses?: unknown } }) =>
      change?.field === 'messages' && Array.isArray(change.value?.statuses) ? (change.value.statuses as StatusUpdate[]).filter((status) => typeof status?.id === 'string' && typeof status.status === 'string') : [],
    ),
  );
}

export interface WhatsappWebhookResult {
  /** Rows whose status moved. */
  moved: number;
  /** Fallback e-mails queued. */
  fallbacks: number;
}

export async function handleWhatsappWebhook(deps: Pick<Deps, 'db' | 'queue' | 'config' | 'log'>, rawBody: string, signature: string | undefined): Promise<WhatsappWebhookResult> {
  const secret = deps.config.whatsappAppSecret;
  if (!secret || !verifyWhatsappSignature(secret, rawBody, signature)) throw new DomainError('unauthorized', { detail: 'X-Hub-Signature-256 is missing or wrong.' });
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    throw new DomainError('bad_request', { detail: 'The body is not JSON.' });
  }
  if ((payload as { object?: unknown })?.object !== 'whatsapp_business_account') throw new DomainError('bad_request', { detail: 'Not a WhatsApp Business Account notification.' });
  const result: WhatsappWebhookResult = { moved: 0, fallbacks: 0 };
  for (const update of statusesOf(payload)) {
    const ours = and(eq(outboxMessages.providerMessageId, update.id), eq(outboxMessages.channel, 'whatsapp'));
    if (update.status === 'delivered' || update.status === 'read') {
      // Forward only: a late "delivered" after "read" moves nothing.
      const from = update.status === 'delivered' ? (['sent'] as const) : (['sent', 'delivered'] as const);
      const moved = await deps.db
        .update(outboxMessages)
        .set({ status: update.status })
        .where(and(ours, inArray(outboxMessages.status, [...from])))
        .returning({ id: outboxMessages.id });
      result.moved += moved.length;
    } else if (update.status === 'failed') {
      const [row] = await deps.db.select({ id: outboxMessages.id }).from(outboxMessages).where(ours);
      if (!row) continue;
      const error = update.errors?.[0];
      const reason = `whatsapp_failed${error?.code ? ` ${error.code}` : ''}${error?.title ? `: ${error.title}` : ''}`.slice(0, 500);
      deps.log.info({ outboxId: row.id, reason }, 'WhatsApp message failed: e-mail instead');
      // Only from "sent": a message Meta already delivered or the member read needs no e-mail.
      if (await failOverToEmail(deps, row.id, { from: ['sent'], reason })) result.fallbacks += 1;
      result.moved += 1;
    }
  }
  return result;
}
