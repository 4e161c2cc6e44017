import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The payment gateway: Opn Payments (formerly Omise), docs/decisions/018-payments.md and 035. One
 * small adapter over its REST API and its signed webhooks; shapes follow the published reference:
 * - charges: https://docs.opn.ooo/charges-api (a PromptPay charge carries `source.scannable_code`)
 * - sources: https://docs.opn.ooo/sources-api, PromptPay: https://docs.opn.ooo/promptpay
 * - errors:  https://docs.opn.ooo/api-errors (`{ object: "error", location, code, message }`)
 * - events:  https://docs.opn.ooo/events-api, webhooks: https://docs.opn.ooo/api-webhooks
 * In tests and the embedded default it speaks to the local gateway (local-opn-gateway.ts).
 */

/** Opn's document object (the QR image of a PromptPay source). */
export interface OpnDocument {
  object: 'document';
  id: string;
  livemode: boolean;
  location: string;
  filename: string;
  kind: string;
  download_uri: string;
  created_at: string;
}

export interface OpnSource {
  object: 'source';
  id: string;
  livemode: boolean;
  location: string;
  type: string;
  flow: 'offline' | 'redirect' | string;
  amount: number;
  currency: string;
  charge_status: string;
  scannable_code: { object: 'barcode'; type: 'qr'; image: OpnDocument } | null;
  created_at: string;
}

export type ChargeStatus = 'pending' | 'successful' | 'failed' | 'expired' | 'reversed';

export interface Charge {
  object: 'charge';
  id: string;
  livemode: boolean;
  location: string;
  status: ChargeStatus;
  amount: number;
  currency: string;
  paid: boolean;
  paid_at: string | null;
  expired: boolean;
  expires_at: string | null;
  failure_code: string | null;
  failure_message: string | null;
  metadata: Record<string, string>;
  source: OpnSource | null;
  created_at: string;
}

/** https://docs.opn.ooo/recipients-api: who a transfer pays (a verified, active bank account). */
export interface Recipient {
  object: 'recipient';
  id: string;
  livemode: boolean;
  location: string;
  verified: boolean;
  active: boolean;
  name: string;
  email: string | null;
  type: 'individual' | 'corporation';
  bank_account: { object: 'bank_account'; brand: string; last_digits: string; name: string };
  failure_code: string | null;
  created_at: string;
}

/** https://docs.opn.ooo/transfers-api: `sent` once it left for the bank, `paid` once it arrived; a failure has its code. */
export interface Transfer {
  object: 'transfer';
  id: string;
  livemode: boolean;
  location: string;
  recipient: string;
  amount: number;
  currency: string;
  fee: number;
  sent: boolean;
  paid: boolean;
  sent_at: string | null;
  paid_at: string | null;
  failure_code: string | null;
  failure_message: string | null;
  metadata: Record<string, string>;
  created_at: string;
}

export interface GatewayConfig {
  apiUrl: string;
  secretKey: string;
  /** Base64, as Opn Payments shows it in the dashboard. */
  webhookSecret: string;
}

/** Opn Payments refuses signatures older than this; so do we (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * PromptPay through Opn: at least 20.00 and at most 150,000.00 THB per charge, in satang
 * (https://docs.opn.ooo/promptpay, "Limits"). Kolify refuses outside these before calling.
 */
export const PROMPTPAY_LIMITS = { min: 2_000, max: 15_000_000 } as const;

/**
 * What went wrong talking to the gateway: `refused` when Opn answered with its error object (it
 * understood and said no), `unreachable` when it did not answer, timed out or failed (5xx).
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'refused' | 'unreachable',
    readonly status: number | null,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export function createOpnGateway(config: () => GatewayConfig) {
  const call = async <T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> => {
    const { apiUrl, secretKey } = config();
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (cause) {
      throw new GatewayError('unreachable', null, null, `Gateway ${method} ${path}: ${(cause as Error).message}`);
    }
    const json = (await response.json().catch(() => null)) as (T & { object?: string; code?: string; message?: string }) | null;
    if (response.status >= 500 || json === null) throw new GatewayError('unreachable', response.status, json?.code ?? null, `Gateway ${method} ${path}: ${response.status}`);
    if (!response.ok || json.object === 'error') throw new GatewayError('refused', response.status, json.code ?? null, `Gateway ${method} ${path}: ${response.status} ${json.code ?? ''} ${json.message ?? ''}`);
    return json;
  };
  return {
    /**
     * A PromptPay charge (`source[type]=promptpay`); the answer's `source.scannable_code.image`
     * is the QR the customer pays. The same Idempotency-Key never makes a second charge.
     */
    createPromptPayCharge: (input: { amount: number; currency: string; metadata: Record<string, string>; idempotencyKey: string }) =>
      call<Charge>('POST', '/charges', { amount: input.amount, currency: input.currency.toLowerCase(), source: { type: 'promptpay' }, metadata: input.metadata }, input.idempotencyKey),
    /** The charge as the gateway sees it: a webhook is only a hint to look. */
    getCharge: (id: string) => call<Charge>('GET', `/charges/${encodeURIComponent(id)}`),
    /** A recipient for an approved bank account (Opn verifies it before transfers to it go out). */
    createRecipient: (input: { name: string; email: string | null; type: 'individual' | 'corporation'; bankBrand: string; accountNumber: string; accountName: string; idempotencyKey: string }) =>
      call<Recipient>(
        'POST',
        '/recipients',
        { name: input.name, ...(input.email ? { email: input.email } : {}), type: input.type, bank_account: { brand: input.bankBrand, number: input.accountNumber, name: input.accountName } },
        input.idempotencyKey,
      ),
    /** A transfer of `amount` satang to a recipient; the same Idempotency-Key never pays twice. */
    createTransfer: (input: { amount: number; recipient: string; metadata: Record<string, string>; idempotencyKey: string }) =>
      call<Transfer>('POST', '/transfers', { amount: input.amount, recipient: input.recipient, metadata: input.metadata }, input.idempotencyKey),
    getTransfer: (id: string) => call<Transfer>('GET', `/transfers/${encodeURIComponent(id)}`),
    /** The QR image of a charge's source (a document download), with its content type. */
    download: async (uri: string): Promise<{ body: ArrayBuffer; contentType: string }> => {
      const { apiUrl, secretKey } = config();
      // Credentials go only to the gateway's own origin.
      const sameOrigin = new URL(uri).origin === new URL(apiUrl).origin;
      let response: Response;
      try {
        response = await fetch(uri, { headers: sameOrigin ? { authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}` } : {}, signal: AbortSignal.timeout(10_000) });
      } catch (cause) {
        throw new GatewayError('unreachable', null, null, `Gateway download: ${(cause as Error).message}`);
      }
      if (!response.ok) throw new GatewayError(response.status >= 500 ? 'unreachable' : 'refused', response.status, null, `Gateway download: ${response.status}`);
      return { body: await response.arrayBuffer(), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
  };
}
export type Gateway = ReturnType<typeof createOpnGateway>;

/**
 * Opn's `bank_account[brand]` for each Thai bank code Kolify stores (src/common/enums.ts thaiBanks).
 * https://docs.opn.ooo/recipients-api lists the brands; checked in the sandbox before going live.
 */
export const opnBankBrands: Record<string, string> = {
  '002': 'bbl',
  '004': 'kbank',
  '006': 'ktb',
  '011': 'tmb',
  '014': 'scb',
  '022': 'cimb',
  '024': 'uob',
  '025': 'bay',
  '030': 'gsb',
  '033': 'ghb',
  '034': 'baac',
  '066': 'ibank',
  '067': 'tisco',
  '069': 'kk',
  '070': 'icbc',
  '071': 'tcrb',
  '073': 'lhb',
};

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
