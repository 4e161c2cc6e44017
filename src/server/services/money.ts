import { recordAudit } from './audit';
import { enqueueNotification } from './notifications';
import type { SessionUser } from '#common/contracts/auth';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import generatePromptPayPayload from 'promptpay-qr';
import { currencyOf, formatMoney } from '#common/money';
import { countryRules, localDayStart, timeZoneOf } from '#common/countries';
import { readConfig } from './app-config';
import {
  GATEWAY_MIN_CHARGE_MINOR,
  vatOf,
  type BuyPackageBody,
  type CreditTotal,
  type ExpiredCredits,
  type ExpiryAlert,
  type MoneyDashboard,
  type PackageBalance,
  type Payment,
  type Statement,
  type StaffPayment,
  type TopUpBody,
} from '#common/contracts/money';
import type { Database, Executor, Transaction } from '../db/client';
import { users } from '../db/schema/auth';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../db/schema/ledger';
import { campaigns, jobs } from '../db/schema/index';
import { packageOfferTranslations, packageOffers } from '../db/schema/marketplace';
import { creditLotUses, creditLots, packagePurchases, paymentEvents, payments } from '../db/schema/money';
import { DomainError, notFoundError } from '../domain-error';
import type { Deps } from '../deps';
import { balances, credit, debit, influencerAccount, marketerAccount, platformAccount, post, type AccountRef } from '../ledger/ledger';
import { GatewayError, PROMPTPAY_LIMITS, type Charge } from '../payments/opn-gateway';
import { decide } from '../machines/run-machine';
import { paymentMachine, type PaymentEvent, type PaymentStatus } from '#machines/lifecycles/payment.machine';

/** PRODUCT.md "Money": how long credit lasts and how early its expiry is announced are app_config (issue 32). */
const DAY = 24 * 60 * 60 * 1000;

export const jobNames = { expireLot: 'credits.expire-lot', alertLot: 'credits.alert-lot', expirePackage: 'packages.expire', pollCharge: 'payments.poll-charge' } as const;

type PaymentRow = typeof payments.$inferSelect;

/**
 * The payment machine's answer for one event at the stored status (decision 050): the status to
 * write and the actions to carry out in the caller's transaction, or 409 illegal_transition.
 * payments.status is written only with this answer (a new row takes the machine's initial state).
 */
function decidePayment(row: { status: PaymentStatus; purpose: 'credit' | 'package' }, event: PaymentEvent): { next: PaymentStatus; actions: string[] } {
  const decision = decide(paymentMachine, { value: row.status, context: { purpose: row.purpose } }, event);
  return { next: decision.value as PaymentStatus, actions: decision.actions };
}

/** Whether the machine takes the event now: the gateway's late or repeated word is ignored (200), never a 409 Opn would retry. */
const paymentCan = (row: { status: PaymentStatus; purpose: 'credit' | 'package' }, event: PaymentEvent) =>
  paymentMachine.resolveState({ value: row.status, context: { purpose: row.purpose } }).can(event);

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
    qrSvg: row.method === 'bank_transfer' && row.promptpayPayload && pending ? await QRCode.toString(row.promptpayPayload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) : null,
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
export async function priceOf(db: Executor, deps: Pick<Deps, 'now' | 'config'>, amount: number) {
  const { 'tax.vatBp': vatBp } = await readConfig(db, ['tax.vatBp'], deps.now(), deps.config.country);
  const vat = vatOf(amount, vatBp);
  return { amount, vat, total: amount + vat };
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

/** Step two, in the operation's transaction: the payment row (with the gateway's charge) and its poll. */
async function createPayment(
  tx: Transaction,
  deps: Deps,
  input: { marketerId: string; purpose: 'credit' | 'package'; packageOfferId?: number; amount: number; method: TopUpBody['method']; charge: Charge | null },
): Promise<PaymentRow> {
  const currency = currencyOf(deps.config.country);
  assertPaymentMethod(input.method, deps.config.country);
  const { vat, total } = await priceOf(tx, deps, input.amount);
  if (input.method === 'promptpay' && (!input.charge || input.charge.amount !== total)) throw new Error('A PromptPay payment needs its gateway charge for the same total');
  const charge = input.method === 'promptpay' ? input.charge : null;
  const [row] = await tx
    .insert(payments)
    .values({
      marketerId: input.marketerId,
      purpose: input.purpose,
      packageOfferId: input.packageOfferId ?? null,
      amount: input.amount,
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
    })
    .returning();
  await tx.insert(paymentEvents).values({ paymentId: row!.id, action: 'created', createdAt: deps.now() });
  // A lost webhook must not lose money: the queue asks the gateway until the charge ends.
  if (charge) await schedulePoll(tx, deps, row!.id, 0);
  return row!;
}

/** The smallest top-up in force (app_config topup.minimumMinor, issue 32): checked before the gateway is asked, and again in the operation. */
export async function assertTopUpMinimum(db: Executor, deps: Pick<Deps, 'now' | 'config'>, amount: number) {
  const { 'topup.minimumMinor': minimum } = await readConfig(db, ['topup.minimumMinor'], deps.now(), deps.config.country);
  if (amount < minimum) {
    throw new DomainError('validation', { detail: `A top-up is at least ${formatMoney(minimum, { decimals: 2, country: deps.config.country })}.`, errors: [{ path: 'amount', message: 'amount_too_small' }] });
  }
}

/** Top-up: the charge (outside the transaction) comes from `openCharge` with the same key. */
export async function startTopUp(tx: Transaction, deps: Deps, marketerId: string, body: TopUpBody, charge: Charge | null): Promise<Payment> {
  await assertTopUpMinimum(tx, deps, body.amount);
  return toPayment(await createPayment(tx, deps, { marketerId, purpose: 'credit', amount: body.amount, method: body.method, charge }), deps);
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
  // The price may have changed between the charge and now: the charge must still match it.
  if (charge && charge.amount !== (await priceOf(tx, deps, offer.priceMinor)).total) throw new DomainError('conflict', { detail: 'The package price changed; try again.' });
  const row = await createPayment(tx, deps, { marketerId, purpose: 'package', packageOfferId: offer.id, amount: offer.priceMinor, method: body.method, charge });
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
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!row) throw notFoundError();
  // Confirming twice is a no-op for the gateway (a repeated webhook); staff are answered 409 by the machine.
  if (via.by === 'gateway' && !paymentCan(row, { type: 'payment.confirm' })) return false;
  const decision = decidePayment(row, { type: 'payment.confirm' });
  const now = deps.now();
  const currency = row.currency;
  // Money from the gateway waits in clearing until it settles; a bank transfer is in the bank.
  const source = platformAccount(via.by === 'gateway' ? 'payment_clearing' : 'bank', currency);
  const actorId = via.by === 'staff' ? via.actorId : null;
  // The payment's own rows first and the posting last: the row lock taken FOR UPDATE above makes
  // this run once per payment, and the platform accounts the posting locks are then held only
  // until commit (decision 016, issue 31).
  await tx.update(payments).set({ status: decision.next, confirmedAt: now }).where(eq(payments.id, row.id));
  await tx.insert(paymentEvents).values({ paymentId: row.id, action: via.by === 'gateway' ? 'confirmed_by_gateway' : 'confirmed_by_staff', actorId, createdAt: now });
  if (!decision.actions.includes('grantPurchase')) return true;
  if (row.purpose === 'credit') {
    await grantCredit(tx, deps, { marketerId: row.marketerId, amount: row.amount, vat: row.vat, currency, source, reference: `payment:${row.id}`, paymentId: row.id, actorId });
  } else {
    const [offer] = await tx.select().from(packageOffers).where(eq(packageOffers.id, row.packageOfferId!));
    await tx.insert(packagePurchases).values({
      marketerId: row.marketerId,
      offerId: offer!.id,
      paymentId: row.id,
      slots: offer!.influencerCount,
      slotsRemaining: offer!.influencerCount,
      expiresAt: new Date(now.getTime() + offer!.validityDays * DAY),
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
  }
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

/**
 * Credit enters the marketer's account one way: a 'topup' posting (source → available, VAT
 * aside) and a lot that remembers when it expires, with its alert and expiry on the job queue.
 * Keyed by the reference, so a second call adds nothing.
 */
export async function grantCredit(
  tx: Transaction,
  deps: Pick<Deps, 'queue' | 'now'>,
  input: { marketerId: string; amount: number; vat?: number; currency: string; source: AccountRef; reference: string; paymentId?: string; actorId?: string | null },
) {
  const now = deps.now();
  const vat = input.vat ?? 0;
  // The lot and its jobs are written once the posting is known to be new, but before its balances
  // are locked: the platform's clearing and VAT rows, which every top-up meets, stay locked only
  // from the posting's last statement to commit (decision 016, issue 31).
  const whenNew = async () => {
    const { 'credit.validDays': validDays, 'credit.alertDays': alertDays } = await readConfig(tx, ['credit.validDays', 'credit.alertDays'], now);
    const expiresAt = new Date(now.getTime() + validDays * DAY);
    const [lot] = await tx
      .insert(creditLots)
      .values({ marketerId: input.marketerId, paymentId: input.paymentId ?? null, amount: input.amount, remaining: input.amount, currency: input.currency, expiresAt, createdAt: now })
      .returning({ id: creditLots.id });
    await deps.queue.enqueue(jobNames.alertLot, { lotId: lot!.id }, { startAfter: new Date(expiresAt.getTime() - alertDays * DAY), singletonKey: `lot:${lot!.id}`, tx });
    await deps.queue.enqueue(jobNames.expireLot, { lotId: lot!.id }, { startAfter: expiresAt, singletonKey: `lot:${lot!.id}`, tx });
  };
  return post(
    tx,
    {
      kind: 'topup',
      reference: input.reference,
      currency: input.currency,
      actorId: input.actorId ?? null,
      at: now,
      entries: [debit(input.source, input.amount + vat), credit(marketerAccount(input.marketerId, 'credit_available', input.currency), input.amount), credit(platformAccount('vat_payable', input.currency), vat)].filter(
        (entry) => entry.amount !== 0,
      ),
    },
    { whenNew },
  );
}

// ---- reading ----

export async function creditTotal(db: Executor, deps: Pick<Deps, 'config' | 'now'>, marketerId: string): Promise<CreditTotal> {
  const currency = currencyOf(deps.config.country);
  const [available, reserved] = await balances(db, [marketerAccount(marketerId, 'credit_available', currency), marketerAccount(marketerId, 'credit_reserved', currency)]);
  const lots = await db
    .select()
    .from(creditLots)
    .where(and(eq(creditLots.marketerId, marketerId), gt(creditLots.remaining, 0), isNull(creditLots.expiredAt)))
    .orderBy(asc(creditLots.expiresAt), asc(creditLots.id));
  return {
    marketerId,
    currency,
    available: available!,
    reserved: reserved!,
    total: available! + reserved!,
    lots: lots.map((lot) => ({ id: lot.id, amount: lot.amount, remaining: lot.remaining, expiresAt: lot.expiresAt.toISOString(), createdAt: lot.createdAt.toISOString() })),
  };
}

export async function expiredCredits(db: Executor, marketerId: string): Promise<ExpiredCredits> {
  const rows = await db
    .select()
    .from(creditLots)
    .where(and(eq(creditLots.marketerId, marketerId), sql`${creditLots.expiredAt} is not null`, gt(creditLots.expiredAmount, 0)))
    .orderBy(desc(creditLots.expiredAt), desc(creditLots.id));
  return { data: rows.map((lot) => ({ id: lot.id, amount: lot.amount, expiredAmount: lot.expiredAmount ?? 0, expiresAt: lot.expiresAt.toISOString(), expiredAt: lot.expiredAt!.toISOString() })) };
}

async function offerNames(db: Executor, ids: number[], locale: 'th' | 'en'): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: packageOfferTranslations.packageId, name: packageOfferTranslations.name, locale: packageOfferTranslations.locale })
    .from(packageOfferTranslations)
    .where(inArray(packageOfferTranslations.packageId, ids));
  const names = new Map<number, string>();
  for (const row of rows) if (row.locale === locale || !names.has(row.id)) names.set(row.id, row.name);
  return names;
}

export async function expiryAlert(db: Executor, now: Date, marketerId: string, locale: 'th' | 'en'): Promise<ExpiryAlert> {
  const { 'credit.alertDays': alertDays } = await readConfig(db, ['credit.alertDays'], now);
  const horizon = new Date(now.getTime() + alertDays * DAY);
  const [lots] = await db
    .select({ amount: sql<string>`coalesce(sum(${creditLots.remaining}), 0)`, first: sql<Date | string | null>`min(${creditLots.expiresAt})` })
    .from(creditLots)
    .where(and(eq(creditLots.marketerId, marketerId), gt(creditLots.remaining, 0), isNull(creditLots.expiredAt), lte(creditLots.expiresAt, horizon)));
  const packages = await db
    .select()
    .from(packagePurchases)
    .where(and(eq(packagePurchases.marketerId, marketerId), gt(packagePurchases.slotsRemaining, 0), gt(packagePurchases.expiresAt, now), lte(packagePurchases.expiresAt, horizon)))
    .orderBy(asc(packagePurchases.expiresAt));
  const names = await offerNames(
    db,
    packages.map((p) => p.offerId),
    locale,
  );
  const amount = Number(lots?.amount ?? 0);
  const first = lots?.first ? new Date(lots.first).toISOString() : null;
  return {
    alert: amount > 0 || packages.length > 0,
    credit: { amount, firstExpiresAt: first },
    packages: packages.map((p) => ({ id: p.id, name: names.get(p.offerId) ?? '', slotsRemaining: p.slotsRemaining, expiresAt: p.expiresAt.toISOString() })),
  };
}

export async function packageBalance(db: Executor, now: Date, marketerId: string, locale: 'th' | 'en'): Promise<PackageBalance> {
  const rows = await db
    .select({ purchase: packagePurchases, slug: packageOffers.slug })
    .from(packagePurchases)
    .innerJoin(packageOffers, eq(packageOffers.id, packagePurchases.offerId))
    .where(eq(packagePurchases.marketerId, marketerId))
    .orderBy(desc(packagePurchases.createdAt));
  const names = await offerNames(
    db,
    rows.map((r) => r.purchase.offerId),
    locale,
  );
  return {
    data: rows.map(({ purchase, slug }) => ({
      id: purchase.id,
      slug,
      name: names.get(purchase.offerId) ?? slug,
      slots: purchase.slots,
      slotsRemaining: purchase.slotsRemaining,
      expiresAt: purchase.expiresAt.toISOString(),
      expired: purchase.expiresAt <= now,
      createdAt: purchase.createdAt.toISOString(),
    })),
  };
}

/**
 * The usage statement: every movement of the marketer's available credit with its running
 * balance (the entry's balance_after), newest first, keyset-paged by entry id; package
 * purchases appear as movements of slots.
 */
/** Posting kinds the statement names by one word (a job's capture is posted by the job machine's step). */
const statementKindOf = (kind: string) => (kind === 'job.escrow_capture' ? 'capture' : kind);
const postingKindsOf = (kind: string) => (kind === 'capture' ? ['capture', 'job.escrow_capture'] : [kind]);
const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The campaign and influencer each posting belongs to, read from its reference: `campaign:<id>`
 * (a campaign's reserve and what it gives back), `job:<id>` (a job's price given back) or a job's
 * id (its capture).
 */
async function postingOwners(db: Executor, references: string[]): Promise<Map<string, { campaign: { id: string; name: string } | null; influencer: string | null }>> {
  const campaignIds = new Set<string>();
  const jobIds = new Set<string>();
  for (const reference of references) {
    const id = uuidPattern.exec(reference)?.[0];
    if (!id) continue;
    if (reference.startsWith('campaign:')) campaignIds.add(id);
    else if (reference === id || reference.startsWith('job:')) jobIds.add(id);
  }
  const jobRows = jobIds.size > 0 ? await db.select({ id: jobs.id, campaignId: jobs.campaignId, influencer: users.displayName }).from(jobs).innerJoin(users, eq(users.id, jobs.influencerId)).where(inArray(jobs.id, [...jobIds])) : [];
  for (const row of jobRows) campaignIds.add(row.campaignId);
  const campaignRows = campaignIds.size > 0 ? await db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(inArray(campaigns.id, [...campaignIds])) : [];
  const campaignById = new Map(campaignRows.map((row) => [row.id, row]));
  const owners = new Map<string, { campaign: { id: string; name: string } | null; influencer: string | null }>();
  for (const reference of references) {
    const id = uuidPattern.exec(reference)?.[0];
    const job = id ? jobRows.find((row) => row.id === id) : undefined;
    const campaign = job ? campaignById.get(job.campaignId) : id && reference.startsWith('campaign:') ? campaignById.get(id) : undefined;
    owners.set(reference, { campaign: campaign ?? null, influencer: job?.influencer ?? null });
  }
  return owners;
}

/**
 * The usage statement: every entry on the marketer's two credit accounts (available and reserved,
 * issue 26: a job's capture leaves the reserve only, so a statement of the available account never
 * showed what a job spent), each with its account's balance after it and the campaign and
 * influencer it belongs to; package purchases beside them. CSV and PDF are made from these rows.
 */
export async function statement(
  db: Executor,
  deps: Pick<Deps, 'config'>,
  marketerId: string,
  query: { from?: string; to?: string; kind?: string; cursor?: string; limit: number },
): Promise<Statement> {
  const currency = currencyOf(deps.config.country);
  const conditions = [
    sql`(${ledgerAccounts.ownerId} = ${marketerId} and ${ledgerAccounts.ownerKind} = 'marketer' and ${ledgerAccounts.name} in ('credit_available', 'credit_reserved'))`,
  ];
  // Local days: the statement's dates are the marketer's calendar, the deployment's zone (issue 30).
  if (query.from) conditions.push(gte(ledgerEntries.createdAt, localDayStart(query.from)));
  if (query.to) conditions.push(lt(ledgerEntries.createdAt, new Date(localDayStart(query.to).getTime() + DAY)));
  if (query.kind && query.kind !== 'package') conditions.push(inArray(ledgerPostings.kind, postingKindsOf(query.kind)));
  if (query.cursor) conditions.push(lt(ledgerEntries.id, Number(query.cursor)));
  const entryRows =
    query.kind === 'package'
      ? []
      : await db
          .select({ id: ledgerEntries.id, at: ledgerEntries.createdAt, kind: ledgerPostings.kind, reference: ledgerPostings.reference, amount: ledgerEntries.amount, balance: ledgerEntries.balanceAfter, account: ledgerAccounts.name })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
          .where(and(...conditions))
          .orderBy(desc(ledgerEntries.id))
          .limit(query.limit + 1);
  const owners = await postingOwners(db, entryRows.slice(0, query.limit).map((row) => row.reference));
  // Credit-normal accounts: a credit (negative entry) adds to the account.
  const rows: Statement['data'] = entryRows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    kind: statementKindOf(row.kind),
    reference: row.reference,
    account: row.account === 'credit_reserved' ? ('reserved' as const) : ('available' as const),
    amount: -row.amount,
    balance: row.balance,
    slots: null as number | null,
    campaign: owners.get(row.reference)?.campaign ?? null,
    influencer: owners.get(row.reference)?.influencer ?? null,
  }));
  if (!query.kind || query.kind === 'package') {
    // Package purchases carry slots, not credit: listed beside, with the credit balance unchanged.
    const packageRows = await db
      .select({ id: ledgerPostings.id, at: ledgerPostings.createdAt, reference: ledgerPostings.reference, slots: packagePurchases.slots })
      .from(ledgerPostings)
      .innerJoin(payments, sql`${ledgerPostings.reference} = 'payment:' || ${payments.id}::text`)
      .innerJoin(packagePurchases, eq(packagePurchases.paymentId, payments.id))
      .where(
        and(
          eq(ledgerPostings.kind, 'package'),
          eq(payments.marketerId, marketerId),
          ...(query.from ? [gte(ledgerPostings.createdAt, localDayStart(query.from))] : []),
          ...(query.to ? [lt(ledgerPostings.createdAt, new Date(localDayStart(query.to).getTime() + DAY))] : []),
        ),
      );
    // Package purchases are few: they ride on the first page (and are the whole answer for kind=package).
    if (query.kind === 'package' || !query.cursor) {
      const latest = await balances(db, [marketerAccount(marketerId, 'credit_available', currency)]);
      for (const row of packageRows) rows.push({ id: -row.id, at: row.at.toISOString(), kind: 'package', reference: row.reference, account: null, amount: 0, balance: latest[0]!, slots: row.slots, campaign: null, influencer: null });
    }
  }
  const hasMore = entryRows.length > query.limit;
  const page: Statement['data'] = hasMore ? rows.filter((row) => row.id < 0 || row.id > entryRows[query.limit]!.id) : rows;
  page.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return { currency, data: page, nextCursor: hasMore ? String(entryRows[query.limit - 1]!.id) : null };
}

export const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // Quote always; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
  return `"${(/^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text).replaceAll('"', '""')}"`;
};

export function statementCsv(rows: Statement['data']): string {
  const lines = [['date', 'kind', 'account', 'campaign', 'influencer', 'reference', 'amount', 'balance', 'slots'].map(csvCell).join(',')];
  for (const row of rows) {
    lines.push([row.at, row.kind, row.account, row.campaign?.name ?? null, row.influencer, row.reference, (row.amount / 100).toFixed(2), (row.balance / 100).toFixed(2), row.slots].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function moneyDashboard(db: Executor, deps: Pick<Deps, 'config' | 'now'>, marketerId: string): Promise<MoneyDashboard> {
  const now = deps.now();
  const total = await creditTotal(db, deps, marketerId);
  const alert = await expiryAlert(db, now, marketerId, 'en');
  const [packages] = await db
    .select({ active: sql<string>`count(*)`, slots: sql<string>`coalesce(sum(${packagePurchases.slotsRemaining}), 0)` })
    .from(packagePurchases)
    .where(and(eq(packagePurchases.marketerId, marketerId), gt(packagePurchases.expiresAt, now), gt(packagePurchases.slotsRemaining, 0)));
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const monthly = await db
    .select({
      month: sql<string>`to_char(${ledgerEntries.createdAt} at time zone ${timeZoneOf()}, 'YYYY-MM')`,
      kind: ledgerPostings.kind,
      amount: sql<string>`sum(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(and(eq(ledgerAccounts.ownerKind, 'marketer'), eq(ledgerAccounts.ownerId, marketerId), gte(ledgerEntries.createdAt, since), inArray(ledgerPostings.kind, ['topup', 'capture', 'job.escrow_capture'])))
    .groupBy(sql`1`, ledgerPostings.kind);
  const byMonth: MoneyDashboard['byMonth'] = [];
  for (let i = 11; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    const bought = monthly.filter((r) => r.month === month && r.kind === 'topup').reduce((s, r) => s - Number(r.amount), 0);
    // A capture debits the reserved account (credit-normal): positive entry = credit spent. A
    // campaign job's COMPLETED posts job.escrow_capture (campaign-money.ts); a package job's
    // touches no marketer account, so package spend (paid when bought) is not counted twice.
    const spent = monthly.filter((r) => r.month === month && (r.kind === 'capture' || r.kind === 'job.escrow_capture')).reduce((s, r) => s + Number(r.amount), 0);
    byMonth.push({ month, spent, bought });
  }
  return {
    currency: total.currency,
    available: total.available,
    reserved: total.reserved,
    expiringSoon: alert.credit.amount,
    packages: { active: Number(packages?.active ?? 0), slotsRemaining: Number(packages?.slots ?? 0) },
    byMonth,
  };
}

// ---- spending (used by campaigns and jobs) ----

/**
 * Holds credit for a job (escrow): available → reserved, taken from lots earliest-expiry first.
 * Posts once per reference; a second call with the same reference changes nothing.
 */
export async function reserveCredit(tx: Transaction, deps: Pick<Deps, 'config' | 'now'>, input: { marketerId: string; amount: number; reference: string }) {
  const currency = currencyOf(deps.config.country);
  const posting = await post(tx, {
    kind: 'reserve',
    reference: input.reference,
    currency,
    at: deps.now(),
    entries: [debit(marketerAccount(input.marketerId, 'credit_available', currency), input.amount), credit(marketerAccount(input.marketerId, 'credit_reserved', currency), input.amount)],
  });
  if (posting.replayed) return posting;
  let left = input.amount;
  const lots = await tx
    .select({ id: creditLots.id, remaining: creditLots.remaining })
    .from(creditLots)
    .where(and(eq(creditLots.marketerId, input.marketerId), gt(creditLots.remaining, 0), isNull(creditLots.expiredAt)))
    .orderBy(asc(creditLots.expiresAt), asc(creditLots.id))
    .for('update');
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    await tx.update(creditLots).set({ remaining: sql`${creditLots.remaining} - ${take}` }).where(eq(creditLots.id, lot.id));
    await tx.insert(creditLotUses).values({ reference: input.reference, lotId: lot.id, amount: take });
    left -= take;
  }
  // The ledger said the credit was there; lots must agree (available = what lots have left).
  if (left !== 0) throw new Error(`Lots of ${input.marketerId} hold less than their available credit`);
  return posting;
}

/** Gives a whole reservation back (CANCEL/REJECTED): reserved → available, to the lots it came from. */
export async function releaseCredit(tx: Transaction, deps: Pick<Deps, 'config' | 'now'>, input: { marketerId: string; reference: string }) {
  const uses = await tx.select({ amount: creditLotUses.amount }).from(creditLotUses).where(eq(creditLotUses.reference, input.reference));
  const amount = uses.reduce((sum, use) => sum + use.amount, 0);
  if (amount === 0) throw notFoundError('No reservation with this reference.');
  return returnCredit(tx, deps, { marketerId: input.marketerId, reservation: input.reference, amount, reference: input.reference });
}

/**
 * Gives part of a reservation back (a campaign's unspent budget, a job's price once its campaign
 * ended): reserved → available under its own reference, once. The credit goes back to the lots
 * the reservation drew from, the latest-expiring first (it spent the earliest first), as negative
 * uses; credit that returns to a lot which expired meanwhile expires at once, as the lot did.
 */
export async function returnCredit(tx: Transaction, deps: Pick<Deps, 'config' | 'now'>, input: { marketerId: string; reservation: string; amount: number; reference: string }) {
  const currency = currencyOf(deps.config.country);
  const available = marketerAccount(input.marketerId, 'credit_available', currency);
  const posting = await post(tx, {
    kind: 'release',
    reference: input.reference,
    currency,
    at: deps.now(),
    entries: [debit(marketerAccount(input.marketerId, 'credit_reserved', currency), input.amount), credit(available, input.amount)],
  });
  if (posting.replayed) return posting;
  // Lock the reservation's lots first (in id order, so two returns never deadlock), then read
  // them: a lot that expires meanwhile is seen expired, never topped up after its expiry.
  const lotIds = await tx.selectDistinct({ id: creditLotUses.lotId }).from(creditLotUses).where(eq(creditLotUses.reference, input.reservation));
  const ids = lotIds.map((row) => row.id);
  if (ids.length > 0) await tx.select({ id: creditLots.id }).from(creditLots).where(inArray(creditLots.id, ids)).orderBy(asc(creditLots.id)).for('update');
  const held = await tx
    .select({ lotId: creditLotUses.lotId, amount: sql<number>`sum(${creditLotUses.amount})`.mapWith(Number), expiresAt: creditLots.expiresAt, expiredAt: creditLots.expiredAt })
    .from(creditLotUses)
    .innerJoin(creditLots, eq(creditLots.id, creditLotUses.lotId))
    .where(eq(creditLotUses.reference, input.reservation))
    .groupBy(creditLotUses.lotId, creditLots.expiresAt, creditLots.expiredAt)
    .orderBy(desc(creditLots.expiresAt), desc(creditLotUses.lotId));
  let left = input.amount;
  for (const row of held) {
    if (left === 0) break;
    const give = Math.min(left, row.amount);
    if (give <= 0) continue;
    left -= give;
    await tx.insert(creditLotUses).values({ reference: input.reservation, lotId: row.lotId, amount: -give });
    if (row.expiredAt) {
      await post(tx, {
        kind: 'expire',
        reference: `lot:${row.lotId}:${input.reference}`,
        currency,
        at: deps.now(),
        entries: [debit(available, give), credit(platformAccount('revenue', currency), give)],
      });
      await tx.update(creditLots).set({ expiredAmount: sql`coalesce(${creditLots.expiredAmount}, 0) + ${give}` }).where(eq(creditLots.id, row.lotId));
    } else {
      await tx.update(creditLots).set({ remaining: sql`${creditLots.remaining} + ${give}` }).where(eq(creditLots.id, row.lotId));
    }
  }
  // The ledger let the reserve go; the lots must have held it.
  if (left !== 0) throw new Error(`Reservation ${input.reservation} holds less in lots than it returns`);
  return posting;
}

/** Pays a finished job (COMPLETED): reserved → influencer and the platform fee in force (job.platformFeeBp, 20 % by default). */
export async function captureCredit(tx: Transaction, deps: Pick<Deps, 'config' | 'now'>, input: { marketerId: string; influencerId: string; reference: string }) {
  const currency = currencyOf(deps.config.country);
  const uses = await tx.select().from(creditLotUses).where(eq(creditLotUses.reference, input.reference));
  const amount = uses.reduce((sum, use) => sum + use.amount, 0);
  if (amount === 0) throw notFoundError('No reservation with this reference.');
  const { 'job.platformFeeBp': feeBp } = await readConfig(tx, ['job.platformFeeBp'], deps.now());
  const fee = Math.round((amount * feeBp) / 10_000);
  return post(tx, {
    kind: 'capture',
    reference: input.reference,
    currency,
    at: deps.now(),
    entries: [
      debit(marketerAccount(input.marketerId, 'credit_reserved', currency), amount),
      credit(influencerAccount(input.influencerId, 'earnings_pending', currency), amount - fee),
      credit(platformAccount('revenue', currency), fee),
    ].filter((entry) => entry.amount !== 0),
  });
}

// ---- jobs ----

/** What is left of a lot at its expiry leaves the marketer's credit (breakage → revenue). Once. */
export async function expireLot(deps: Deps, lotId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [lot] = await tx.select().from(creditLots).where(eq(creditLots.id, lotId)).for('update');
    if (!lot || lot.expiredAt || lot.expiresAt > deps.now()) return;
    if (lot.remaining > 0) {
      await post(tx, {
        kind: 'expire',
        reference: `lot:${lot.id}`,
        currency: lot.currency,
        at: deps.now(),
        entries: [debit(marketerAccount(lot.marketerId, 'credit_available', lot.currency), lot.remaining), credit(platformAccount('revenue', lot.currency), lot.remaining)],
      });
    }
    await tx.update(creditLots).set({ remaining: 0, expiredAt: deps.now(), expiredAmount: lot.remaining }).where(eq(creditLots.id, lot.id));
  });
}

/** 30 days before a lot expires: one e-mail, if anything is left (delivered by the queue after commit). */
export async function alertLot(deps: Deps, lotId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [lot] = await tx.select({ lot: creditLots, email: users.email, locale: users.locale }).from(creditLots).innerJoin(users, eq(users.id, creditLots.marketerId)).where(eq(creditLots.id, lotId)).for('update', { of: creditLots });
    if (!lot || lot.lot.alertedAt || lot.lot.expiredAt || lot.lot.remaining === 0) return;
    await tx.update(creditLots).set({ alertedAt: deps.now() }).where(eq(creditLots.id, lotId));
    if (!lot.email) return;
    const thai = lot.locale !== 'en';
    // Issue 30: the deployment's currency and number format.
    const amount = formatMoney(lot.lot.remaining, { decimals: 2 });
    const date = lot.lot.expiresAt.toISOString().slice(0, 10);
    await enqueueNotification(deps, tx, [
      {
        channel: 'email',
        locale: thai ? 'th' : 'en',
        to: lot.email,
        subject: thai ? 'เครดิต Kolify ของคุณใกล้หมดอายุ' : 'Your Kolify credit expires soon',
        text: thai ? `เครดิต ${amount} จะหมดอายุวันที่ ${date} ใช้ก่อนหมดอายุได้ที่ ${deps.config.publicUrl}/th/Marketer/credit` : `${amount} of credit expires on ${date}. Use it before then: ${deps.config.publicUrl}/en/Marketer/credit`,
      },
    ]);
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
export async function staffPaymentAction(tx: Transaction, deps: Deps, paymentId: string, action: 'confirm' | 'cancel' | 'refund', staff: SessionUser): Promise<void> {
  const actorId = staff.uuid;
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!row) throw notFoundError();
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
  await post(tx, {
    kind: 'refund',
    reference: `payment:${paymentId}`,
    currency: row.currency,
    actorId,
    at: now,
    entries: [debit(marketerAccount(row.marketerId, 'credit_available', row.currency), row.amount), debit(platformAccount('vat_payable', row.currency), row.vat), credit(platformAccount('bank', row.currency), row.total)].filter((e) => e.amount !== 0),
  });
  await tx.update(creditLots).set({ remaining: 0, expiredAt: now, expiredAmount: 0 }).where(eq(creditLots.id, lot.id));
  await tx.update(payments).set({ status: decision.next }).where(eq(payments.id, paymentId));
  await tx.insert(paymentEvents).values({ paymentId, action: 'refunded_by_staff', actorId, createdAt: now });
}
