import * as v from 'valibot';
import { topUpLimitsOf } from '../countries';

/** Money for marketers (PRODUCT.md "Money"; SPEC §7 "Marketer"). Amounts are integer minor units. */

/**
 * PRODUCT.md: a top-up from 1,000 THB, VAT on top. The minimum is app_config `topup.minimumMinor`
 * (issue 32; its default is the country's: Rp 500.000, COP 120.000, issue 30), checked by the
 * server; the most one top-up may be is the country's, checked here.
 */
/**
 * The payment gateway (Opn) refuses a PromptPay charge under 20 THB: a package priced below it
 * could not be bought (issue 26 found a 500), so its price cannot be saved below it either.
 */
export const GATEWAY_MIN_CHARGE_MINOR = 2_000;
export const VAT_PERCENT = 7;
/** VAT on an amount at `vatBp` basis points (app_config tax.vatBp, per country: issue 30), rounded half up. */
export const vatOf = (amount: number, vatBp = VAT_PERCENT * 100) => Math.round((amount * vatBp) / 10_000);

export const paymentMethods = ['promptpay', 'bank_transfer'] as const;
/** `expired`/`failed`: the gateway's charge ended unpaid (PromptPay QR not paid in time, or refused). */
export const paymentStatuses = ['pending', 'paid', 'cancelled', 'refunded', 'expired', 'failed'] as const;
/** What happened to a payment, in its history (schema/money.ts payment_events). */
export const paymentEventActions = ['created', 'confirmed_by_gateway', 'confirmed_by_staff', 'cancelled_by_staff', 'refunded_by_staff', 'expired_at_gateway', 'failed_at_gateway'] as const;

export const topUpBody = v.object({
  amount: v.pipe(v.number('amount_invalid'), v.integer('amount_invalid'), v.minValue(1, 'amount_too_small'), v.check((amount) => amount <= topUpLimitsOf().maximum, 'amount_too_large')),
  method: v.picklist(paymentMethods, 'method_invalid'),
});
export type TopUpBody = v.InferOutput<typeof topUpBody>;

export const buyPackageBody = v.object({
  slug: v.pipe(v.string('package_invalid'), v.minLength(1, 'package_invalid'), v.maxLength(200, 'package_invalid')),
  method: v.picklist(paymentMethods, 'method_invalid'),
});
export type BuyPackageBody = v.InferOutput<typeof buyPackageBody>;

export const paymentSchema = v.object({
  id: v.string(),
  purpose: v.picklist(['credit', 'package']),
  packageSlug: v.nullable(v.string()),
  amount: v.number(),
  vat: v.number(),
  total: v.number(),
  currency: v.string(),
  method: v.picklist(paymentMethods),
  status: v.picklist(paymentStatuses),
  /**
   * Manual bank transfer only: the EMVCo PromptPay payload to the company's own PromptPay id and
   * its QR as an SVG, which staff confirm by hand (the gateway never sees such a payment).
   */
  promptpayPayload: v.nullable(v.string()),
  qrSvg: v.nullable(v.string()),
  /** PromptPay through the gateway: the QR the gateway issued for this charge (served by Kolify), while pending. */
  qrImageUrl: v.nullable(v.string()),
  /** When the gateway's QR stops accepting payment. */
  expiresAt: v.nullable(v.string()),
  /** Outside production: the local gateway can be told the QR was paid. */
  localGateway: v.boolean(),
  createdAt: v.string(),
  confirmedAt: v.nullable(v.string()),
});
export type Payment = v.InferOutput<typeof paymentSchema>;

export const paymentIdParam = v.object({ id: v.pipe(v.string(), v.uuid('not_found')) });

export const creditLotSchema = v.object({ id: v.number(), amount: v.number(), remaining: v.number(), expiresAt: v.string(), createdAt: v.string() });
export const creditTotalSchema = v.object({
  marketerId: v.string(),
  currency: v.string(),
  /** Spendable now. */
  available: v.number(),
  /** Held for jobs under way (escrow). */
  reserved: v.number(),
  total: v.number(),
  /** Unexpired lots with something left, earliest expiry first (the order they are spent in). */
  lots: v.array(creditLotSchema),
});
export type CreditTotal = v.InferOutput<typeof creditTotalSchema>;

export const expiredCreditsSchema = v.object({ data: v.array(v.object({ id: v.number(), amount: v.number(), expiredAmount: v.number(), expiresAt: v.string(), expiredAt: v.string() })) });
export type ExpiredCredits = v.InferOutput<typeof expiredCreditsSchema>;

export const expiryAlertSchema = v.object({
  /** Credit and packages that expire within 30 days. */
  alert: v.boolean(),
  credit: v.object({ amount: v.number(), firstExpiresAt: v.nullable(v.string()) }),
  packages: v.array(v.object({ id: v.string(), name: v.string(), slotsRemaining: v.number(), expiresAt: v.string() })),
});
export type ExpiryAlert = v.InferOutput<typeof expiryAlertSchema>;

export const statementKinds = ['topup', 'reserve', 'release', 'capture', 'expire', 'reversal', 'package'] as const;
const isoDate = v.pipe(v.string(), v.isoDate('date_invalid'));
export const statementQuery = v.object({
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  kind: v.optional(v.picklist(statementKinds, 'kind_invalid')),
  /** Keyset cursor: the last row's id of the previous page. */
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'cursor_invalid'))),
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer('limit_invalid'), v.minValue(1, 'limit_invalid'), v.maxValue(200, 'limit_invalid')), '50'),
});
export type StatementQuery = v.InferInput<typeof statementQuery>;
export const statementRowSchema = v.object({
  id: v.number(),
  at: v.string(),
  kind: v.string(),
  reference: v.string(),
  /** Signed change of the account's balance (package rows: 0, see `slots`). */
  amount: v.number(),
  /** The account's balance right after this movement (package rows: available credit). */
  balance: v.number(),
  slots: v.nullable(v.number()),
  /** Which of the marketer's credit accounts moved: available, or reserved for jobs (null: a package row). */
  account: v.nullable(v.picklist(['available', 'reserved'])),
  /** The campaign the movement belongs to, and the influencer when it is one job's. */
  campaign: v.nullable(v.object({ id: v.string(), name: v.string() })),
  influencer: v.nullable(v.string()),
});
export type StatementRow = v.InferOutput<typeof statementRowSchema>;
export const statementSchema = v.object({ currency: v.string(), data: v.array(statementRowSchema), nextCursor: v.nullable(v.string()) });
export type Statement = v.InferOutput<typeof statementSchema>;

export const packageBalanceSchema = v.object({
  data: v.array(
    v.object({ id: v.string(), slug: v.string(), name: v.string(), slots: v.number(), slotsRemaining: v.number(), expiresAt: v.string(), expired: v.boolean(), createdAt: v.string() }),
  ),
});
export type PackageBalance = v.InferOutput<typeof packageBalanceSchema>;

export const moneyDashboardSchema = v.object({
  currency: v.string(),
  available: v.number(),
  reserved: v.number(),
  expiringSoon: v.number(),
  packages: v.object({ active: v.number(), slotsRemaining: v.number() }),
  /** Credit spent (captured) and bought per month, last 12 months, oldest first (YYYY-MM). */
  byMonth: v.array(v.object({ month: v.string(), spent: v.number(), bought: v.number() })),
});
export type MoneyDashboard = v.InferOutput<typeof moneyDashboardSchema>;

// ---- back office ----
export const staffPaymentSchema = v.object({
  ...paymentSchema.entries,
  marketerId: v.string(),
  marketerEmail: v.string(),
  events: v.array(v.object({ action: v.picklist(paymentEventActions), actorEmail: v.nullable(v.string()), at: v.string() })),
});
export type StaffPayment = v.InferOutput<typeof staffPaymentSchema>;
export const staffPaymentsQuery = v.object({ status: v.optional(v.picklist(paymentStatuses, 'status_invalid'), 'pending') });
export const staffPaymentsSchema = v.object({ data: v.array(staffPaymentSchema) });
export const staffPaymentAction = v.object({ action: v.picklist(['confirm', 'cancel', 'refund'], 'action_invalid') });
export type StaffPaymentAction = v.InferOutput<typeof staffPaymentAction>;
