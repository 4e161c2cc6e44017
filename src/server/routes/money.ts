import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  buyPackageBody,
  creditTotalSchema,
  expiredCreditsSchema,
  expiryAlertSchema,
  packageBalanceSchema,
  paymentIdParam,
  paymentSchema,
  staffPaymentAction,
  staffPaymentsQuery,
  staffPaymentsSchema,
  statementQuery,
  statementSchema,
  topUpBody,
} from '#common/contracts/money';
import type { AppEnv } from '../http/env';
import { adminOnly, requireScope } from '../http/middleware';
import { json, problem } from '../http/openapi';
import { ProblemError } from '../http/problem';
import { requireJson, validate } from '../http/validate';
import { idempotent } from '../ledger/idempotency';
import { answerIdempotent, idempotencyKeyOf } from '../http/idempotency-key';
import { assertOwnId } from '../services/marketer';
import { handleGatewayWebhook } from '../services/gateway-webhook';
import { ownTransferId } from '../services/payouts';
import { creditTotal, expiredCredits, expiryAlert, packageBalance } from '../services/credits';
import {
  chargeIdOf,
  getPayment,
  assertGatewayLimits,
  openCharge,
  paymentQrImage,
  priceOf,
  topUpPrice,
  publishedOffer,
  startPackagePurchase,
  startTopUp,
  staffPaymentAction as runStaffAction,
  staffPayments,
} from '../services/payments';
import { statement, statementCsv } from '../services/statements';

const errors = {
  400: { description: 'Bad input, naming each field (or no Idempotency-Key)', content: problem },
  401: { description: 'Signed out', content: problem },
  403: { description: 'Not a marketer', content: problem },
  404: { description: 'Not this marketer’s id', content: problem },
};
const moneyPost = {
  422: { description: 'The Idempotency-Key was used with another body, or the total is outside the gateway’s limits (gateway_limit)', content: problem },
  502: { description: 'The payment provider refused (payment_provider_refused); nothing was written', content: problem },
  503: { description: 'The payment provider did not answer (payment_provider_unreachable); nothing was written', content: problem },
};
const marketerOnly = requireScope('marketer_logged_in');
const idParam = v.object({ id: v.pipe(v.string(), v.uuid('not_found')) });
/** The path's marketer must be the signed-in one; any other id (or not a uuid) is 404. */
const ownId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = c.req.param('id') ?? '';
  if (!c.var.session) throw new ProblemError(401, 'unauthorized');
  if (!v.is(idParam, { id })) throw new ProblemError(404, 'not_found');
  assertOwnId(c.var.session, id);
  await next();
};
const localeOf = (c: Context<AppEnv>): 'th' | 'en' => (c.req.query('locale') === 'en' ? 'en' : 'th');

/** SPEC §7 "Marketer": credit balance, top-ups, statement; packages bought; the gateway's webhook. */
export const creditsRoutes = new Hono<AppEnv>()
  .get(
    '/marketers/:id/total',
    describeRoute({ tags: ['Money'], summary: 'Credit balance: available, reserved and the lots with their expiry', responses: { 200: { description: 'Balance', content: json(creditTotalSchema) }, ...errors } }),
    ownId,
    async (c) => c.json(await creditTotal(c.var.deps.db, c.var.deps, c.req.param('id'))),
  )
  .post(
    '/marketers/:id/topups',
    describeRoute({
      tags: ['Money'],
      summary: 'Buy credit (from the configured minimum, topup.minimumMinor; VAT tax.vatBp on top): a pending payment with its PromptPay QR; needs Idempotency-Key',
      responses: { 201: { description: 'Pending payment', content: json(paymentSchema) }, ...errors, ...moneyPost },
    }),
    ownId,
    requireJson,
    validate('json', topUpBody),
    async (c) => {
      const { deps } = c.var;
      const marketerId = c.req.param('id');
      const key = idempotencyKeyOf(c);
      const body = c.req.valid('json');
      // The gateway is asked first, outside the transaction, with the total priced by the settings
      // in force; the same key gets the same charge back. A bank transfer asks no gateway: its
      // price and minimum are the operation's own, read once inside its transaction (issue 31,
      // decision 093), where a refusal rolls the key's claim back and stores nothing.
      let charge: Awaited<ReturnType<typeof openCharge>> | null = null;
      if (body.method !== 'bank_transfer') {
        const { total } = await topUpPrice(deps.db, deps, body.amount);
        assertGatewayLimits(total, body.method, deps.config.country);
        charge = body.method === 'promptpay' ? await openCharge(deps, { marketerId, purpose: 'credit', total, idempotencyKey: `topup:${key}` }) : null;
      }
      const answer = await idempotent(deps.db, { scope: `${marketerId} POST topups`, key, body, now: deps.now() }, async (tx) => ({
        status: 201,
        body: await startTopUp(tx, deps, marketerId, body, charge),
      }));
      return answerIdempotent(c, answer);
    },
  )
  .get(
    '/marketers/:id/payments/:paymentId',
    describeRoute({ tags: ['Money'], summary: 'One payment (pending, paid …) of this marketer', responses: { 200: { description: 'Payment', content: json(paymentSchema) }, ...errors } }),
    ownId,
    async (c) => {
      const paymentId = c.req.param('paymentId');
      if (!v.is(paymentIdParam, { id: paymentId })) throw new ProblemError(404, 'not_found');
      c.header('Cache-Control', 'no-store');
      return c.json(await getPayment(c.var.deps.db, c.var.deps, c.req.param('id'), paymentId));
    },
  )
  .get(
    '/marketers/:id/payments/:paymentId/qr',
    describeRoute({ tags: ['Money'], summary: 'The QR image the gateway issued for a pending PromptPay payment (from the charge’s source.scannable_code)', responses: { 200: { description: 'Image' }, ...errors } }),
    ownId,
    async (c) => {
      const paymentId = c.req.param('paymentId');
      if (!v.is(paymentIdParam, { id: paymentId })) throw new ProblemError(404, 'not_found');
      const image = await paymentQrImage(c.var.deps, c.req.param('id'), paymentId);
      // An image only: an SVG opened directly runs nothing.
      return c.body(new Uint8Array(image.body), 200, { 'Content-Type': image.contentType, 'Cache-Control': 'private, max-age=300', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'", 'X-Content-Type-Options': 'nosniff' });
    },
  )
  .get(
    '/marketers/:id/expired',
    describeRoute({ tags: ['Money'], summary: 'Credit that expired: how much and when (Marketer/expired)', responses: { 200: { description: 'Expired lots', content: json(expiredCreditsSchema) }, ...errors } }),
    ownId,
    async (c) => c.json(await expiredCredits(c.var.deps.db, c.req.param('id'))),
  )
  .get(
    '/marketers/:id/statement',
    describeRoute({
      tags: ['Money'],
      summary: 'Usage statement: every movement with its running balance, newest first; filters from/to (the deployment’s local dates) and kind; keyset cursor; format=csv for a file',
      responses: { 200: { description: 'Statement', content: { ...json(statementSchema), 'text/csv': { schema: { type: 'string' } } } }, ...errors },
    }),
    ownId,
    validate('query', v.object({ ...statementQuery.entries, format: v.optional(v.picklist(['json', 'csv', 'pdf'], 'format_invalid')) })),
    async (c) => {
      const query = c.req.valid('query');
      const { deps } = c.var;
      const marketerId = c.req.param('id');
      if (query.format === 'csv' || query.format === 'pdf') {
        // A file holds the whole filtered statement, page after page.
        const rows = [];
        let cursor: string | undefined;
        do {
          const page = await statement(deps.db, deps, marketerId, { ...query, cursor, limit: 200 });
          rows.push(...page.data);
          cursor = page.nextCursor ?? undefined;
        } while (cursor && rows.length < 20_000);
        if (query.format === 'pdf') {
          // The PDF library loads only when a PDF is asked for (it and the Thai font are large).
          const { statementPdf } = await import('../services/statement-pdf');
          const pdf = await statementPdf(deps, marketerId, rows, { from: query.from, to: query.to, locale: localeOf(c) });
          return c.body(new Uint8Array(pdf), 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="kolify-statement.pdf"', 'Cache-Control': 'no-store' });
        }
        return c.body(statementCsv(rows), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="kolify-statement.csv"', 'Cache-Control': 'no-store' });
      }
      c.header('Cache-Control', 'no-store');
      return c.json(await statement(deps.db, deps, marketerId, { ...query, limit: Number(query.limit) }));
    },
  );

export const packagePurchaseRoutes = new Hono<AppEnv>()
  .post(
    '/marketers/:id/purchases',
    describeRoute({
      tags: ['Money'],
      summary: 'Buy a published package (its slots, valid 180 days) — paid like a top-up; needs Idempotency-Key',
      responses: { 201: { description: 'Pending payment', content: json(paymentSchema) }, ...errors, ...moneyPost },
    }),
    ownId,
    requireJson,
    validate('json', buyPackageBody),
    async (c) => {
      const { deps } = c.var;
      const marketerId = c.req.param('id');
      const key = idempotencyKeyOf(c);
      const body = c.req.valid('json');
      const offer = await publishedOffer(deps.db, body.slug, deps.config.country);
      const { total } = await priceOf(deps.db, deps, offer.priceMinor);
      assertGatewayLimits(total, body.method, deps.config.country);
      const charge = body.method === 'promptpay' ? await openCharge(deps, { marketerId, purpose: 'package', total, idempotencyKey: `purchase:${key}` }) : null;
      const answer = await idempotent(deps.db, { scope: `${marketerId} POST purchases`, key, body, now: deps.now() }, async (tx) => ({
        status: 201,
        body: await startPackagePurchase(tx, deps, marketerId, body, charge),
      }));
      return answerIdempotent(c, answer);
    },
  )
  .get(
    '/marketers/:id/balance',
    describeRoute({ tags: ['Money'], summary: 'Package balance: packages bought, slots left, expiry', responses: { 200: { description: 'Packages', content: json(packageBalanceSchema) }, ...errors } }),
    ownId,
    async (c) => c.json(await packageBalance(c.var.deps.db, c.var.deps.now(), c.req.param('id'), localeOf(c))),
  );

/** GET /api/marketers/alert-credits-package-before-expire (SPEC §7): mounted beside the marketer routes. */
export const expiryAlertRoutes = new Hono<AppEnv>().get(
  '/alert-credits-package-before-expire',
  describeRoute({ tags: ['Money'], summary: 'Credit and packages expiring within 30 days (the banner)', responses: { 200: { description: 'Alert', content: json(expiryAlertSchema) }, 401: errors[401], 403: errors[403] } }),
  marketerOnly,
  async (c) => c.json(await expiryAlert(c.var.deps.db, c.var.deps.now(), c.var.session!.user.uuid, localeOf(c))),
);

export const paymentWebhookRoutes = new Hono<AppEnv>().post(
  '/opn',
  describeRoute({
    tags: ['Money'],
    summary: 'Opn Payments webhook (signed: Omise-Signature, Omise-Signature-Timestamp); the charge is read back: paid credits the payment, expired/failed ends it. A duplicate event answers 200 and moves nothing',
    responses: { 200: { description: 'Handled' }, 400: { description: 'Not an event', content: problem }, 401: { description: 'Bad or old signature', content: problem }, 502: { description: 'The gateway refused the read-back', content: problem }, 503: { description: 'The gateway did not answer the read-back (Opn retries)', content: problem } },
  }),
  async (c) => {
    const raw = await c.req.text();
    const result = await handleGatewayWebhook(c.var.deps, raw, { signature: c.req.header('omise-signature'), timestamp: c.req.header('omise-signature-timestamp') });
    return c.json({ result });
  },
);

/** Staff: the payments queue (pending bank transfers to confirm, refunds), each action logged. */
export const paymentAdminRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .get(
    '/',
    describeRoute({ tags: ['Back office'], summary: 'Payments by status (pending first in, first shown) with who did what and when', responses: { 200: { description: 'Payments', content: json(staffPaymentsSchema) } } }),
    validate('query', staffPaymentsQuery),
    async (c) => c.json({ data: await staffPayments(c.var.deps.db, c.var.deps, c.req.valid('query').status) }),
  )
  .post(
    '/:paymentId/actions',
    describeRoute({ tags: ['Back office'], summary: 'Confirm a bank transfer, cancel a pending payment or refund an unspent top-up; needs Idempotency-Key', responses: { 200: { description: 'Done' }, 404: errors[404], 409: { description: 'Not in a state for this', content: problem }, ...moneyPost } }),
    requireJson,
    validate('json', staffPaymentAction),
    async (c) => {
      const { deps } = c.var;
      const paymentId = c.req.param('paymentId');
      if (!v.is(paymentIdParam, { id: paymentId })) throw new ProblemError(404, 'not_found');
      const actorId = c.var.session!.user.uuid;
      const body = c.req.valid('json');
      const answer = await idempotent(deps.db, { scope: `${actorId} POST payments/${paymentId}/actions`, key: idempotencyKeyOf(c), body, now: deps.now() }, async (tx) => {
        await runStaffAction(tx, deps, paymentId, body.action, c.var.session!.user);
        return { status: 200, body: { ok: true } };
      });
      return answerIdempotent(c, answer);
    },
  );

/** Outside production: tell the local gateway a PromptPay QR was paid (it then sends its signed webhook). */
export const localGatewayRoutes = new Hono<AppEnv>()
  .post(
    '/gateway/withdrawals/:withdrawalId/:action{mark_as_sent|mark_as_paid|mark_as_failed}',
    describeRoute({ tags: ['Development'], summary: 'Move the transfer paying one of your withdrawals at the local gateway, as Opn test mode does (not in production)' }),
    requireScope('influencer_logged_in'),
    async (c) => {
      const { deps } = c.var;
      const withdrawalId = c.req.param('withdrawalId');
      if (!deps.localGateway || !v.is(paymentIdParam, { id: withdrawalId })) throw new ProblemError(404, 'not_found');
      const transferId = await ownTransferId(deps.db, c.var.session!.user.uuid, withdrawalId);
      if (transferId === undefined) throw new ProblemError(404, 'not_found');
      if (!transferId || transferId.startsWith('claim:')) throw new ProblemError(409, 'conflict', { detail: 'No transfer yet.' });
      const response = await fetch(`${deps.localGateway.url}/transfers/${transferId}/${c.req.param('action')}`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${deps.config.gateway.secretKey}:`).toString('base64')}` },
      });
      if (!response.ok) throw new ProblemError(409, 'conflict', { detail: `The gateway said ${response.status}.` });
      return c.json(await response.json());
    },
  )
  .post(
  '/gateway/payments/:paymentId/pay',
  describeRoute({ tags: ['Development'], summary: 'Pay a pending PromptPay payment at the local gateway (not in production)' }),
  marketerOnly,
  async (c) => {
    const { deps } = c.var;
    const paymentId = c.req.param('paymentId');
    if (!deps.localGateway || !v.is(paymentIdParam, { id: paymentId })) throw new ProblemError(404, 'not_found');
    const payment = await getPayment(deps.db, deps, c.var.session!.user.uuid, paymentId);
    const chargeId = await chargeIdOf(deps.db, paymentId);
    if (!chargeId || payment.status !== 'pending') throw new ProblemError(409, 'conflict', { detail: 'Nothing to pay.' });
    const response = await fetch(`${deps.localGateway.url}/charges/${chargeId}/mark_as_paid`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${deps.config.gateway.secretKey}:`).toString('base64')}` },
    });
    if (!response.ok) throw new ProblemError(502, 'delivery_failed');
    return c.json(await getPayment(deps.db, deps, c.var.session!.user.uuid, paymentId));
  },
);
