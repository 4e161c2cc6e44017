import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The payment gateway: Opn Payments (formerly Omise), docs/decisions/018-payments.md. One small
 * adapter over its REST API (charges with a PromptPay source) and its signed webhooks. In tests
 * and the embedded default it speaks to the local gateway (local-opn-gateway.ts) on loopback.
 */

export interface Charge {
  id: string;
  status: 'pending' | 'successful' | 'failed' | 'expired' | 'reversed';
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface GatewayConfig {
  apiUrl: string;
  secretKey: string;
  /** Base64, as Opn Payments shows it in the dashboard. */
  webhookSecret: string;
}

/** Opn Payments refuses signatures older than this; so do we (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export class GatewayError extends Error {}

export function createOpnGateway(config: () => GatewayConfig) {
  const call = async <T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> => {
    const { apiUrl, secretKey } = config();
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await response.json().catch(() => ({}))) as T & { object?: string; message?: string };
    if (!response.ok || json.object === 'error') throw new GatewayError(`Gateway ${method} ${path}: ${response.status} ${json.message ?? ''}`);
    return json;
  };
  return {
    /** A PromptPay charge; the same idempotency key never makes a second charge. */
    createPromptPayCharge: (input: { amount: number; currency: string; metadata: Record<string, string>; idempotencyKey: string }) =>
      call<Charge>('POST', '/charges', { amount: input.amount, currency: input.currency.toLowerCase(), source: { type: 'promptpay' }, metadata: input.metadata }, input.idempotencyKey),
    /** The charge as the gateway sees it: a webhook is only a hint to look. */
    getCharge: (id: string) => call<Charge>('GET', `/charges/${encodeURIComponent(id)}`),
  };
}
export type Gateway = ReturnType<typeof createOpnGateway>;

export function signWebhook(secretBase64: string, timestamp: number, body: string): string {
  return createHmac('sha256', Buffer.from(secretBase64, 'base64')).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * Opn Payments' webhook signature: `Omise-Signature` (hex HMAC-SHA256 of `<timestamp>.<raw body>`
 * keyed by the base64-decoded secret; several comma-separated during a key rotation) and
 * `Omise-Signature-Timestamp` (seconds). Too old or from the future is refused: a replay.
 */
export function verifyWebhook(secretBase64: string, rawBody: string, headers: { signature?: string; timestamp?: string }, nowSeconds: number): boolean {
  const timestamp = Number(headers.timestamp);
  if (!secretBase64 || !headers.signature || !Number.isInteger(timestamp)) return false;
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(secretBase64, timestamp, rawBody), 'hex');
  return headers.signature.split(',').some((candidate) => {
    const given = Buffer.from(candidate.trim(), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
