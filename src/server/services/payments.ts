import { recordAudit } from './audit';
import { enqueueNotification } from './notifications';
import type { SessionUser } from '#common/contracts/auth';
import { and, asc, eq, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import generatePromptPayPayload from 'promptpay-qr';
import { currencyOf, formatMoney } from '#common/money';
import { countryRules } from '#common/countries';
import { readConfig } from './app-config';
import { GATEWAY_MIN_CHARGE_MINOR, vatOf, type BuyPackageBody, type Payment, type StaffPayment, type TopUpBody } from '#common/contracts/money';
import type { Database, Executor, Transaction } from '../db/client';
import { namedQuery, rowInsert, wholeRow } from '../db/named-query';
import { users } from '../db/schema/auth';
import { packageOffers } from '../db/schema/marketplace';
import { creditLots, packagePurchases, paymentEvents, payments } from '../db/schema/money';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../db/schema/ledger';
import { DomainError, notFoundError } from '../domain-error';
import type { Deps } from '../deps';
import { credit, debit, marketerAccount, platformAccount, post } from '../ledger/ledger';
import { GatewayError, PROMPTPAY_LIMITS, type Charge } from '../payments/opn-gateway';
import { decide } from '../machines/run-machine';
import { paymentMachine, type PaymentEvent, type PaymentStatus } from '#machines/lifecycles/payment.machine';
import { grantCredit, lotPlanColumns, lotPlanOf, lotPlanValues } from './credits';
import { jobNames } from './money-jobs';
import { dayMs } from '#common/dates';

/**
 * Payments (decision 056 split services/money.ts): buying credit or a package — the price, the
 * gateway's charge and its poll, the payment's status through its lifecycle (decision 050), and
 * staff's payment actions. The credit a paid top-up grants is services/credits.ts `grantCredit`.
 */

/** A package's validity is counted in days from its confirmation. */

type PaymentRow = typeof payments.$inferSelect;

/**
 * The payment machine's answer for one event at the stored status (decision 050): the status to
 * write and the actions to carry out in the caller's transaction, or 409 illegal_transition.
 * payments.status is written only with this answer (a new row takes the machine's initial state).
 *
 * The machine is pure and its answer depends only on the status, the purpose and the event's type
 * (no event carries data), so each answer is worked out by XState once per process and then looked
 * up: a top-up's confirmation resolved the machine twice (`paymentCan`, then `decide`), ~7 % of the
 * ledger bench's Node CPU (issue 31, decision 092). A refusal is worked out again when asked, so it
 * throws the same problem as before.
 */
type PaymentAnswer = { next: PaymentStatus; actions: readonly string[] } | null;
const paymentAnswers = new Map<string, PaymentAnswer>();
function paymentAnswer(row: { status: PaymentStatus; purpose: 'credit' | 'package' }, event: PaymentEvent): PaymentAnswer {
  const key = `${row.status} ${row.purpose} ${event.type}`;
  let answer = paymentAnswers.get(key);
  if (answer === undefined) {
    const snapshot = paymentMachine.resolveState({ value: row.status, context: { purpose: row.purpose } });
    answer = snapshot.can(event) ? decideWithMachine(row, event) : null;
    paymentAnswers.set(key, answer);
  }
  return answer;
}
function decideWithMachine(row: { status: PaymentStatus; purpose: 'credit' | 'package' }, event: PaymentEvent): { next: PaymentStatus; actions: readonly string[] } {
  const decision = decide(paymentMachine, { value: row.status, context: { purpose: row.purpose } }, event);
  // Frozen: one answer is shared by every later call with the same key.
  return Object.freeze({ next: decision.value as PaymentStatus, actions: Object.freeze(decision.actions) });
}
function decidePayment(row: { status: PaymentStatus; purpose: 'credit' | 'package' }, event: PaymentEvent): { next: PaymentStatus; actions: readonly string[] } {
  return paymentAnswer(row, event) ?? decideWithMachine(row, event);
}

/** Whether the machine takes the event now: the gateway's late or repeated word is ignored (200), never a 409 Opn would retry. */
const paymentCan = (row: { status: PaymentStatus; purpose: 'credit' | 'package' }, event: PaymentEvent) => paymentAnswer(row, event) !== null;

/**
 * A bank transfer's QR, drawn once per payload (issue 31, decision 093). The payload is the
 * company's PromptPay id and the total, so marketers topping up the same amount get the same SVG;
 * drawing it was ~4 % of the HTTP money path's CPU (the bench's profile), every pending top-up
 * answer and every read of it. The last 256 payloads are kept (~3 KB each).
 */
const qrSvgs = new Map<string, Promise<string>>();
function qrSvgOf(payload: string): Promise<string> {
  const kept = qrSvgs.get(payload);
  if (kept) return kept;
  if (qrSvgs.size >= 256) qrSvgs.delete(qrSvgs.keys().next().value!);
  const drawn = QRCode.toString(payload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  qrSvgs.set(payload, drawn);
  drawn.catch(() => qrSvgs.delete(payload));
  return drawn;
}

async function toPayment(row: PaymentRow, deps: Pick<Deps, 'config'>, packageSlug: string | null = null): Promise<Payment> {
  const pending = row.status === 'pending';
  return {
    id: row.id,
    purpose: row.purpose,
    packageSlug,
    amount: row.amount,
    vat: row.vat,
    total: row.total,
    currency: row.currency,
    method: row.method,
    status: row.status,
    // The self-drawn QR exists only for the manual bank transfer (staff confirm it by hand).
    promptpayPayload: row.method === 'bank_transfer' ? row.promptpayPayload : null,
    qrSvg: row.method === 'bank_transfer' && row.promptpayPayload && pending ? await qrSvgOf(row.promptpayPayload) : null,
    // The gateway's own QR, served through Kolify (same origin; the page's CSP allows only 'self').
    qrImageUrl: row.method === 'promptpay' && row.qrImageUri && pending ? `/api/credits/marketers/${row.marketerId}/payments/${row.id}/qr` : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    localGateway: deps.config.gateway.local && row.method === 'promptpay' && pending,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

/** The EMVCo payload of a PromptPay QR paying `total` minor units to the company's PromptPay id. */
export function promptPayPayload(promptpayId: string, total: number): string {
  return generatePromptPayPayload(promptpayId, { amount: total / 100 });
}

/** A purchase's amount, VAT (the country's rate in app_config, issue 30) and total (what the gateway is asked to charge). */
export interface Price {
  amount: number;
  vat: number;
  total: number;
}
const priceAt = (amount: number, vatBp: number): Price => {
  const vat = vatOf(amount, vatBp);
  return { amount, vat, total: amount + vat };
};

export async function priceOf(db: Executor, deps: Pick<Deps, 'now' | 'config'>, amount: number): Promise<Price> {
  const { 'tax.vatBp': vatBp } = await readConfig(db, ['tax.vatBp'], deps.now(), deps.config.country);
  return priceAt(amount, vatBp);
}

/** Issue 30: PromptPay exists only in Thailand; a staff-confirmed bank transfer works everywhere (a 400, before any gateway limit). */
function assertPaymentMethod(method: TopUpBody['method'], country: Deps['config']['country']): void {
  if (!(countryRules[country].paymentMethods as readonly string[]).includes(method)) throw new DomainError('validation', { errors: [{ path: 'method', message: 'method_invalid' }] });
}

/**
 * Refuses a total the gateway would refuse, before asking it: a 422 naming the limit
 * (PromptPay through Opn: 20.00 to 150,000.00 THB per charge, VAT included).
 */
export function assertGatewayLimits(total: number, method: TopUpBody['method'], country: Deps['config']['country']): void {
  assertPaymentMethod(method, country);
  if (method !== 'promptpay') return;
  const baht = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  if (total > PROMPTPAY_LIMITS.max) {
    throw new DomainError('gateway_limit', {
      detail: `PromptPay takes at most ${baht(PROMPTPAY_LIMITS.max)} THB per payment (VAT included); this total is ${baht(total)} THB. Pay by bank transfer or buy in several payments.`,
      errors: [{ path: 'amount', message: 'amount_above_gateway_max' }],
    });
  }
  if (total < PROMPTPAY_LIMITS.min) {
    throw new DomainError('gateway_limit', { detail: `PromptPay takes at least ${baht(PROMPTPAY_LIMITS.min)} THB per payment.`, errors: [{ path: 'amount', message: 'amount_below_gateway_min' }] });
  }
}

/**
 * Step one of a PromptPay purchase, outside any transaction: the gateway's charge. Opn dedupes by
 * the Idempotency-Key, so a retried request gets the same charge back, never a second one. A
 * refusal or an unreachable gateway becomes a problem (never a 500), and nothing is written.
 */
export async function openCharge(deps: Pick<Deps, 'gateway' | 'config' | 'log'>, input: { marketerId: string; purpose: 'credit' | 'package'; total: number; idempotencyKey: string }): Promise<Charge> {
  if (!deps.config.gateway.secretKey) throw new DomainError('payment_provider_unreachable', { detail: 'PromptPay is not set up on this server; pay by bank transfer.' });
  try {
    return await deps.gateway.createPromptPayCharge({ amount: input.total, currency: currencyOf(deps.config.country), metadata: { marketerId: input.marketerId, purpose: input.purpose }, idempotencyKey: `${input.marketerId}:${input.idempotencyKey}` });
  } catch (error) {
    throw gatewayProblem(deps, error);
  }
}

export function gatewayProblem(deps: Pick<Deps, 'log'>, error: unknown): DomainError {
  if (!(error instanceof GatewayError)) throw error;
  deps.log.warn({ err: error }, 'payment gateway call failed');
  return error.kind === 'refused'
    ? new DomainError('payment_provider_refused', { detail: `The payment provider refused this payment (${error.code ?? error.status}). Nothing was charged.` })
    : new DomainError('payment_provider_unreachable', { detail: 'The payment provider did not answer. Nothing was charged; try again in a moment.' });
}

/**
 * A new payment and its `created` event in one named statement (issue 31, decision 093): the two
 * inserts drizzle built, one round trip. The event's row refers to the payment's by a CTE; the
 * foreign key is checked at the statement's end, as it was at the second statement's.
 */
const paymentInsert = rowInsert(payments, ['marketerId', 'purpose', 'packageOfferId', 'amount', 'vat', 'total', 'currency', 'method', 'chargeId', 'qrImageUri', 'expiresAt', 'promptpayPayload', 'createdAt']);
const paymentCreatedText = `with created as (${paymentInsert.text}),
  event as (insert into payment_events (payment_id, action, created_at) select id, 'created', $14::timestamptz from created)
  select * from created`;

/** Step two, in the operation's transaction: the payment row (with the gateway's charge) and its poll. */
async function createPayment(
  tx: Transaction,
  deps: Deps,
  input: { marketerId: string; purpose: 'credit' | 'package'; packageOfferId?: number; price: Price; method: TopUpBody['method']; charge: Charge | null },
): Promise<PaymentRow> {
  const currency = currencyOf(deps.config.country);
  assertPaymentMethod(input.method, deps.config.country);
  const { amount, vat, total } = input.price;
  if (input.method === 'promptpay' && (!input.charge || input.charge.amount !== total)) throw new Error('A PromptPay payment needs its gateway charge for the same total');
  const charge = input.method === 'promptpay' ? input.charge : null;
  const values = paymentInsert.values({
      marketerId: input.marketerId,
      purpose: input.purpose,
      packageOfferId: input.packageOfferId ?? null,
      amount,
      vat,
      total,
      currency,
      method: input.method,
      chargeId: charge?.id ?? null,
      qrImageUri: charge?.source?.scannable_code?.image.download_uri ?? null,
      expiresAt: charge?.expires_at ? new Date(charge.expires_at) : null,
      // A manual bank transfer may be paid by PromptPay to the company's own id; staff confirm it.
      promptpayPayload: input.method === 'bank_transfer' ? promptPayPayload(deps.config.promptpayId, total) : null,
      createdAt: deps.now(),
    });
  const [created] = await namedQuery<Record<string, unknown>>(tx, paymentCreatedText, [...values, deps.now().toISOString()]);
  const row = paymentInsert.map(created!);
  // A lost webhook must not lose money: the queue asks the gateway until the charge ends.
  if (charge) await schedulePoll(tx, deps, row!.id, 0);
  return row!;
}

/**
 * A top-up's price, once the smallest top-up in force (app_config topup.minimumMinor, issue 32) is
 * checked: both settings in one read (issue 31, decision 091). Checked before the gateway is asked,
 * and again in the operation.
 */
export async function topUpPrice(db: Executor, deps: Pick<Deps, 'now' | 'config'>, amount: number): Promise<Price> {
  const { 'topup.minimumMinor': minimum, 'tax.vatBp': vatBp } = await readConfig(db, ['topup.minimumMinor', 'tax.vatBp'], deps.now(), deps.config.country);
  if (amount < minimum) {
    throw new DomainError('validation', { detail: `A top-up is at least ${formatMoney(minimum, { decimals: 2, country: deps.config.country })}.`, errors: [{ path: 'amount', message: 'amount_too_small' }] });
  }
  return priceAt(amount, vatBp);
}

/** Top-up: the charge (outside the transaction) comes from `openCharge` with the same key. */
export async function startTopUp(tx: Transaction, deps: Deps, marketerId: string, body: TopUpBody, charge: Charge | null): Promise<Payment> {
  const price = await topUpPrice(tx, deps, body.amount);
  return toPayment(await createPayment(tx, deps, { marketerId, purpose: 'credit', price, method: body.method, charge }), deps);
}

/** The published offer a purchase is for (read before the gateway is asked for its price). */
export async function publishedOffer(db: Executor, slug: string, country: Deps['config']['country']) {
  const [offer] = await db.select().from(packageOffers).where(and(eq(packageOffers.slug, slug), eq(packageOffers.status, 'publish')));
  if (!offer) throw notFoundError('No published package with this slug.');
  // A price saved before the contract's minimum existed: the gateway would refuse the charge.
  if (offer.priceMinor < GATEWAY_MIN_CHARGE_MINOR) {
    throw new DomainError('below_minimum', { detail: `The payment gateway takes at least ${(GATEWAY_MIN_CHARGE_MINOR / 100).toFixed(2)} ${currencyOf(country)}; this package costs less.`, errors: [{ path: 'slug', message: 'price_below_gateway_minimum' }] });
  }
  return offer;
}

export async function startPackagePurchase(tx: Transaction, deps: Deps, marketerId: string, body: BuyPackageBody, charge: Charge | null): Promise<Payment> {
  const offer = await publishedOffer(tx, body.slug, deps.config.country);
  const price = await priceOf(tx, deps, offer.priceMinor);
  // The price may have changed between the charge and now: the charge must still match it.
  if (charge && charge.amount !== price.total) throw new DomainError('conflict', { detail: 'The package price changed; try again.' });
  const row = await createPayment(tx, deps, { marketerId, purpose: 'package', packageOfferId: offer.id, price, method: body.method, charge });
  return toPayment(row, deps, offer.slug);
}

/** The gateway's QR image of a pending payment of this marketer (for the <img> on the payment screen). */
export async function paymentQrImage(deps: Deps, marketerId: string, paymentId: string): Promise<{ body: ArrayBuffer; contentType: string }> {
  const [row] = await deps.db.select({ uri: payments.qrImageUri, status: payments.status }).from(payments).where(and(eq(payments.id, paymentId), eq(payments.marketerId, marketerId)));
  if (!row?.uri || row.status !== 'pending') throw notFoundError();
  try {
    return await deps.gateway.download(row.uri);
  } catch (error) {
    throw gatewayProblem(deps, error);
  }
}

/** The gateway charge of a payment (the local gateway's dev route pays it; no marketer check here, the route has read the payment as its marketer). */
export async function chargeIdOf(db: Executor, paymentId: string): Promise<string | null> {
  const [row] = await db.select({ chargeId: payments.chargeId }).from(payments).where(eq(payments.id, paymentId));
  return row?.chargeId ?? null;
}

export async function getPayment(db: Executor, deps: Deps, marketerId: string, paymentId: string): Promise<Payment> {
  const [row] = await db
    .select({ payment: payments, slug: packageOffers.slug })
    .from(payments)
    .leftJoin(packageOffers, eq(packageOffers.id, payments.packageOfferId))
    .where(and(eq(payments.id, paymentId), eq(payments.marketerId, marketerId)));
  if (!row) throw notFoundError();
  return toPayment(row.payment, deps, row.slug);
}

/**
 * Confirms a pending payment (gateway webhook or staff) in the caller's transaction: the ledger
 * posting, then the lot (credit) or the purchase (package), and the jobs that expire and warn.
 * Confirming twice is a no-op: the row is locked and only a pending one moves.
 */
export async function confirmPayment(tx: Transaction, deps: Deps, paymentId: string, via: { by: 'gateway' } | { by: 'staff'; actorId: string }): Promise<boolean> {
  const now = deps.now();
  // The payment locked, and for a credit top-up its lot planned in the same statement: the lot's id
  // drawn and its expiry and alert read by the settings in force (decision 089), so the rest of a
  // top-up is its job and one statement. A named statement, prepared once per connection (decision 079).
  const [locked] = await namedQuery<{
    id: string;
    status: PaymentStatus;
    purpose: 'credit' | 'package';
    currency: string;
    marketer_id: string;
    package_offer_id: number | null;
    amount: string | number;
    vat: string | number;
    total: string | number;
    lot_id: string | null;
    expires_at_ms: string;
    alert_days: string | null;
  }>(
    tx,
    `select p.id, p.status, p.purpose, p.currency, p.marketer_id, p.package_offer_id, p.amount, p.vat, p.total, ${lotPlanColumns("p.purpose = 'credit'", '$2', '$3', '$4', '$5')}
       from payments p where p.id = $1::uuid for update of p`,
    [paymentId, now, ...lotPlanValues()],
  );
  if (!locked) throw notFoundError();
  const row = { id: locked.id, status: locked.status, purpose: locked.purpose, currency: locked.currency, marketerId: locked.marketer_id, packageOfferId: locked.package_offer_id, amount: Number(locked.amount), vat: Number(locked.vat), total: Number(locked.total) };
  // Confirming twice is a no-op for the gateway (a repeated webhook); staff are answered 409 by the machine.
  if (via.by === 'gateway' && !paymentCan(row, { type: 'payment.confirm' })) return false;
  const decision = decidePayment(row, { type: 'payment.confirm' });
  const currency = row.currency;
  // Money from the gateway waits in clearing until it settles; a bank transfer is in the bank.
  const source = platformAccount(via.by === 'gateway' ? 'payment_clearing' : 'bank', currency);
  const actorId = via.by === 'staff' ? via.actorId : null;
  const action: (typeof paymentEvents.$inferInsert)['action'] = via.by === 'gateway' ? 'confirmed_by_gateway' : 'confirmed_by_staff';
  if (row.purpose === 'credit' && decision.actions.includes('grantPurchase')) {
    // The payment's status and event, the posting, the lot and the balances in one statement after
    // the lot's job (grantCredit, migration 0036): the row lock taken FOR UPDATE above makes it run
    // once per payment, and the platform accounts the posting locks are held only until commit
    // (decision 016, issue 31).
    await grantCredit(tx, deps, {
      marketerId: row.marketerId,
      amount: row.amount,
      vat: row.vat,
      currency,
      source,
      reference: `payment:${row.id}`,
      paymentId: row.id,
      actorId,
      payment: { status: decision.next, action },
      plan: lotPlanOf(locked),
    });
    return true;
  }
  // The status and its event in one statement (issue 31, decision 073).
  await namedQuery(
    tx,
    `with paid as (update payments set status = $2, confirmed_at = $3::timestamptz where id = $1::uuid)
     insert into payment_events (payment_id, action, actor_id, created_at) values ($1::uuid, $4, $5::uuid, $3::timestamptz)`,
    [row.id, decision.next, now, action, actorId],
  );
  if (!decision.actions.includes('grantPurchase')) return true;
  // A package: its purchase row, then its posting.
  const [offer] = await tx.select().from(packageOffers).where(eq(packageOffers.id, row.packageOfferId!));
  await tx.insert(packagePurchases).values({
    marketerId: row.marketerId,
    offerId: offer!.id,
    paymentId: row.id,
    slots: offer!.influencerCount,
    slotsRemaining: offer!.influencerCount,
    expiresAt: new Date(now.getTime() + offer!.validityDays * dayMs),
    createdAt: now,
  });
  await post(tx, {
    kind: 'package',
    reference: `payment:${row.id}`,
    currency,
    actorId,
    at: now,
    entries: [debit(source, row.total), credit(platformAccount('revenue', currency), row.amount), credit(platformAccount('vat_payable', currency), row.vat)].filter((entry) => entry.amount !== 0),
  });
  return true;
}

/** Poll backoff: 15 s, 30 s, 1 min … capped at 15 min, until the charge ends (Opn expires an unpaid QR). */
export const POLL_FIRST_DELAY_MS = 15_000;
export const POLL_MAX_DELAY_MS = 15 * 60_000;
const POLL_MAX_ATTEMPTS = 400;
export const pollDelayMs = (attempt: number) => Math.min(POLL_FIRST_DELAY_MS * 2 ** attempt, POLL_MAX_DELAY_MS);

async function schedulePoll(tx: Executor | undefined, deps: Pick<Deps, 'queue' | 'now'>, paymentId: string, attempt: number) {
  await deps.queue.enqueue(jobNames.pollCharge, { paymentId, attempt }, { startAfter: new Date(deps.now().getTime() + pollDelayMs(attempt)), singletonKey: `${paymentId}:${attempt}`, ...(tx ? { tx: tx as Transaction } : {}) });
}

/**
 * Applies what the gateway says about a charge (read from the gateway, never from a webhook's
 * body) to its payment, in the caller's transaction: successful with the exact total → confirmed;
 * expired or failed → the payment ends so, and the marketer is told. Anything else moves nothing.
 */
export async function applyCharge(tx: Transaction, deps: Deps, charge: Charge): Promise<'confirmed' | 'expired' | 'failed' | 'ignored'> {
  const [payment] = await tx
    .select({ id: payments.id, total: payments.total, status: payments.status, marketerId: payments.marketerId, purpose: payments.purpose, email: users.email, locale: users.locale })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.marketerId))
    .where(eq(payments.chargeId, charge.id))
    .for('update', { of: payments });
  if (!payment) return 'ignored';
  if (charge.status === 'successful') {
    if (payment.total !== charge.amount) return 'ignored';
    return (await confirmPayment(tx, deps, payment.id, { by: 'gateway' })) ? 'confirmed' : 'ignored';
  }
  if (charge.status !== 'expired' && charge.status !== 'failed') return 'ignored';
  const event: PaymentEvent = { type: charge.status === 'expired' ? 'payment.expire' : 'payment.fail' };
  if (!paymentCan(payment, event)) return 'ignored';
  const decision = decidePayment(payment, event);
  const now = deps.now();
  await tx.update(payments).set({ status: decision.next }).where(eq(payments.id, payment.id));
  await tx.insert(paymentEvents).values({ paymentId: payment.id, action: charge.status === 'expired' ? 'expired_at_gateway' : 'failed_at_gateway', detail: { failureCode: charge.failure_code }, createdAt: now });
  if (payment.email && decision.actions.includes('tellMarketer')) {
    const thai = payment.locale !== 'en';
    const amount = (payment.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const page = `${deps.config.publicUrl}/${thai ? 'th' : 'en'}/Marketer/${payment.purpose === 'credit' ? 'credit' : 'packages'}`;
    const expired = charge.status === 'expired';
    await enqueueNotification(deps, tx, [
      {
        channel: 'email',
        locale: thai ? 'th' : 'en',
        to: payment.email,
        subject: thai ? (expired ? 'QR พร้อมเพย์ของคุณหมดอายุแล้ว' : 'การชำระเงินพร้อมเพย์ไม่สำเร็จ') : expired ? 'Your PromptPay QR expired' : 'Your PromptPay payment failed',
        text: thai
          ? `การชำระเงิน ${amount} บาท${expired ? 'หมดอายุก่อนได้รับเงิน' : 'ไม่สำเร็จ'} ไม่มีการเรียกเก็บเงิน สร้างรายการใหม่ได้ที่ ${page}`
          : `Your payment of ${amount} THB ${expired ? 'expired before it was paid' : 'failed'}. Nothing was charged. Start a new one at ${page}`,
      },
    ]);
  }
  return charge.status;
}

/**
 * The poll job: asks the gateway about a pending charge (outside any transaction) and applies the
 * answer; still pending → asks again later, on a backoff. A webhook that never came loses nothing.
 */
export async function pollCharge(deps: Deps, input: { paymentId: string; attempt: number }): Promise<void> {
  const [row] = await deps.db.select({ chargeId: payments.chargeId, status: payments.status }).from(payments).where(eq(payments.id, input.paymentId));
  if (!row?.chargeId || row.status !== 'pending') return;
  let charge: Charge | null = null;
  try {
    charge = await deps.gateway.getCharge(row.chargeId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.warn({ err: error, paymentId: input.paymentId }, 'charge poll: gateway did not answer; asking again later');
  }
  await deps.db.transaction(async (tx) => {
    const result = charge && charge.status !== 'pending' ? await applyCharge(tx, deps, charge) : 'ignored';
    if (result === 'ignored' && (!charge || charge.status === 'pending') && input.attempt + 1 < POLL_MAX_ATTEMPTS) await schedulePoll(tx, deps, input.paymentId, input.attempt + 1);
  });
}

// ---- back office ----

export async function staffPayments(db: Database, deps: Deps, status: StaffPayment['status']): Promise<StaffPayment[]> {
  const rows = await db
    .select({ payment: payments, email: users.email, slug: packageOffers.slug })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.marketerId))
    .leftJoin(packageOffers, eq(packageOffers.id, payments.packageOfferId))
    .where(eq(payments.status, status))
    .orderBy(asc(payments.createdAt))
    .limit(200);
  const ids = rows.map((row) => row.payment.id);
  const events =
    ids.length === 0
      ? []
      : await db
          .select({ paymentId: paymentEvents.paymentId, action: paymentEvents.action, at: paymentEvents.createdAt, actorEmail: users.email })
          .from(paymentEvents)
          .leftJoin(users, eq(users.id, paymentEvents.actorId))
          .where(inArray(paymentEvents.paymentId, ids))
          .orderBy(asc(paymentEvents.id));
  return Promise.all(
    rows.map(async (row) => ({
      ...(await toPayment(row.payment, deps, row.slug)),
      qrSvg: null,
      marketerId: row.payment.marketerId,
      marketerEmail: row.email ?? '',
      events: events.filter((e) => e.paymentId === row.payment.id).map((e) => ({ action: e.action, actorEmail: e.actorEmail, at: e.at.toISOString() })),
    })),
  );
}

/** Staff confirm a bank transfer, cancel a pending payment, or refund a paid top-up not yet spent. */
/** The payment staff act on, locked: a named statement (issue 31, decision 093), one per staff confirm. */
const paymentRow = wholeRow(payments);
const paymentLockedText = `select ${paymentRow.list} from payments where id = $1 for update`;

export async function staffPaymentAction(tx: Transaction, deps: Deps, paymentId: string, action: 'confirm' | 'cancel' | 'refund', staff: SessionUser): Promise<void> {
  const actorId = staff.uuid;
  const [found] = await namedQuery<Record<string, unknown>>(tx, paymentLockedText, [paymentId]);
  if (!found) throw notFoundError();
  const row = paymentRow.map(found);
  // Issue 15: in the action's transaction; a refused action throws below and rolls the row back with it.
  await recordAudit(tx, staff, { action: `payment.${action}`, targetType: 'payment', targetId: paymentId, before: { status: row.status, amountMinor: row.amount } });
  const now = deps.now();
  if (action === 'confirm') {
    await confirmPayment(tx, deps, paymentId, { by: 'staff', actorId });
    return;
  }
  if (action === 'cancel') {
    const decision = decidePayment(row, { type: 'payment.cancel' });
    await tx.update(payments).set({ status: decision.next }).where(eq(payments.id, paymentId));
    await tx.insert(paymentEvents).values({ paymentId, action: 'cancelled_by_staff', actorId, createdAt: now });
    return;
  }
  // Refund: the machine allows only a paid credit top-up; its lot must also be untouched (other
  // rows, so a conflict checked here); the money goes back out of the bank.
  const decision = decidePayment(row, { type: 'payment.refund' });
  const [lot] = await tx.select().from(creditLots).where(eq(creditLots.paymentId, paymentId)).for('update');
  if (!lot || lot.remaining !== lot.amount || lot.expiredAt) throw new DomainError('conflict', { detail: 'Part of this credit was used or has expired.' });
  // The VAT goes back out of the row of the striped VAT account that its top-up credited
  // (decision 089): each row must stay ≥ 0, and another row may hold less than this VAT.
  const [vatRow] = await tx
    .select({ stripe: ledgerAccounts.stripe })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.postingId, ledgerPostings.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerPostings.kind, 'topup'), eq(ledgerPostings.reference, `payment:${paymentId}`), eq(ledgerAccounts.name, 'vat_payable')));
  const vatAccount = { ...platformAccount('vat_payable', row.currency), ...(vatRow ? { stripe: vatRow.stripe } : {}) };
  await post(tx, {
    kind: 'refund',
    reference: `payment:${paymentId}`,
    currency: row.currency,
    actorId,
    at: now,
    entries: [debit(marketerAccount(row.marketerId, 'credit_available', row.currency), row.amount), debit(vatAccount, row.vat), credit(platformAccount('bank', row.currency), row.total)].filter((e) => e.amount !== 0),
  });
  await tx.update(creditLots).set({ remaining: 0, expiredAt: now, expiredAmount: 0 }).where(eq(creditLots.id, lot.id));
  await tx.update(payments).set({ status: decision.next }).where(eq(payments.id, paymentId));
  await tx.insert(paymentEvents).values({ paymentId, action: 'refunded_by_staff', actorId, createdAt: now });
}
