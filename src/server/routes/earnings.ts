import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  batchIdParam,
  createBatchBody,
  earnQuery,
  earnSchema,
  payoutBatchSchema,
  payoutBatchesSchema,
  rejectWithdrawalBody,
  staffWithdrawalSchema,
  staffWithdrawalsQuery,
  staffWithdrawalsSchema,
  withdrawBody,
  withdrawalIdParam,
  withdrawalListQuery,
  withdrawalListSchema,
  withdrawalSchema,
} from '#common/contracts/earnings';
import type { AppEnv } from '../http/env';
import { adminOnly, requireScope } from '../http/middleware';
import { docFor, json } from '../http/openapi';
import { notFound } from '../http/problem';
import { requireJson, validate } from '../http/validate';
import { idempotent } from '../ledger/idempotency';
import { answerIdempotent, idempotencyKeyOf } from '../http/idempotency-key';
import {
  allMovements,
  approveWithdrawal,
  createPayoutBatch,
  earnings,
  earningsCsv,
  listWithdrawals,
  markBatchPaid,
  payoutBatchFile,
  payoutBatchList,
  rejectWithdrawal,
  requestWithdrawal,
  staffWithdrawals,
} from '../services/earnings';

const influencerDoc = docFor(['Earnings'], { 400: 'Bad input (or no Idempotency-Key)', 401: 'Signed out', 403: 'Not an influencer', 404: "Another influencer's id" });
const staffDoc = docFor(['Admin'], { 400: 'Bad input', 401: 'Signed out', 403: 'Not staff', 404: 'No such withdrawal or batch' });
const influencer = requireScope('influencer_logged_in');
const staff = adminOnly;
const idParam = v.object({ id: v.pipe(v.string(), v.uuid('not_found')) });

/** The path's influencer must be the signed-in one; any other id (or not a uuid) is 404. */
const ownId = (c: Context<AppEnv>): string => {
  const id = c.req.param('id') ?? '';
  if (!v.is(idParam, { id }) || id !== c.var.session!.user.uuid) throw notFound();
  return id;
};

/**
 * Issue 13: an influencer's earnings and withdrawals at their SPEC §7 paths, and the staff's
 * withdrawal queue and payout batches in the back office.
 */
export const earningsRoutes = new Hono<AppEnv>()
  .get(
    '/sv_influ_api/influ/earn/:id',
    influencerDoc(
      'Earnings: available, pending (jobs in INSIGHT), withdrawing, withdrawn; the last 12 months on the deployment’s calendar; movements newest first with their job and campaign, and a withdrawal’s fee and withholding tax (keyset cursor). format=csv or pdf (locale th|en) answers the whole statement as a file.',
      earnSchema,
      { responses: { 200: { description: 'Earnings (or the statement file)', content: { ...json(earnSchema), 'text/csv': { schema: { type: 'string' } }, 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } } },
    ),
    influencer,
    validate('query', earnQuery),
    async (c) => {
      const influencerId = ownId(c);
      const query = c.req.valid('query');
      const { deps } = c.var;
      c.header('Cache-Control', 'no-store');
      if (query.format === 'csv' || query.format === 'pdf') {
        const { earn, movements } = await allMovements(deps.db, deps, influencerId);
        if (query.format === 'pdf') {
          // The PDF library loads only when a PDF is asked for (it and the Thai font are large).
          const { earningsPdf } = await import('../services/earnings-pdf');
          const pdf = await earningsPdf(deps, influencerId, earn, movements, query.locale ?? 'th');
          return c.body(new Uint8Array(pdf), 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="kolify-earnings.pdf"' });
        }
        return c.body(earningsCsv(movements), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="kolify-earnings.csv"' });
      }
      return c.json(await earnings(deps.db, deps, influencerId, { cursor: query.cursor, limit: Number(query.limit) }));
    },
  )
  .post(
    '/sv_influ_api/influ/withdraw/:id',
    influencerDoc(
      'Withdraw earnings to the approved bank account (needs Idempotency-Key): amount in minor units, at least 300 THB; the 30 THB fee and 3 % withholding tax (individuals) are fixed now. Refused: bank_account_required, below_minimum, insufficient_funds.',
      withdrawalSchema,
      { status: 201, description: 'Withdrawal in_progress', errors: { 409: 'No approved bank account, or not enough available earnings', 422: 'Below the minimum, or the Idempotency-Key was used with another body' } },
    ),
    influencer,
    async (c, next) => {
      ownId(c);
      await next();
    },
    requireJson,
    validate('json', withdrawBody),
    async (c) => {
      const { deps } = c.var;
      const influencerId = ownId(c);
      const key = idempotencyKeyOf(c);
      const body = c.req.valid('json');
      const answer = await idempotent(deps.db, { scope: `${influencerId} POST withdraw`, key, body, now: deps.now() }, async (tx) => ({
        status: 201,
        body: await requestWithdrawal(tx, deps, influencerId, body.amount, key),
      }));
      return answerIdempotent(c, answer);
    },
  )
  .get(
    '/sv_influ_api/influ/withdraw/:id',
    influencerDoc('Your withdrawals, newest first, with status and reject reason (keyset cursor)', withdrawalListSchema),
    influencer,
    validate('query', withdrawalListQuery),
    async (c) => {
      const influencerId = ownId(c);
      const query = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json(await listWithdrawals(c.var.deps.db, influencerId, { cursor: query.cursor, limit: Number(query.limit) }));
    },
  )
  // Staff: the withdrawal queue and payout batches (back office).
  .get('/api/admin/withdrawals', staffDoc('Withdrawals by status (default in_progress), oldest first, with the bank details in full', staffWithdrawalsSchema), staff, validate('query', staffWithdrawalsQuery), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await staffWithdrawals(c.var.deps.db, c.req.valid('query').status) });
  })
  .post(
    '/api/admin/withdrawals/:withdrawalId/approve',
    staffDoc('Approve a withdrawal in_progress (the influencer is e-mailed in their language)', staffWithdrawalSchema, { errors: { 409: 'Not in_progress' } }),
    staff,
    validate('param', withdrawalIdParam),
    async (c) => c.json(await approveWithdrawal(c.var.deps.db, c.var.deps, c.var.session!.user, c.req.valid('param').withdrawalId)),
  )
  .post(
    '/api/admin/withdrawals/:withdrawalId/reject',
    staffDoc('Reject a withdrawal with a reason: the money returns to the available earnings (posting withdrawal.reject); needs Idempotency-Key', staffWithdrawalSchema, {
      errors: { 409: 'Paid, in a payout batch, or already rejected', 422: 'The Idempotency-Key was used with another body' },
    }),
    staff,
    validate('param', withdrawalIdParam),
    requireJson,
    validate('json', rejectWithdrawalBody),
    async (c) => {
      const { deps } = c.var;
      const staffId = c.var.session!.user.uuid;
      const { withdrawalId } = c.req.valid('param');
      const body = c.req.valid('json');
      const answer = await idempotent(deps.db, { scope: `${staffId} POST withdrawals/${withdrawalId}/reject`, key: idempotencyKeyOf(c), body, now: deps.now() }, async (tx) => ({
        status: 200,
        body: await rejectWithdrawal(tx, deps, c.var.session!.user, withdrawalId, body.reason),
      }));
      return answerIdempotent(c, answer);
    },
  )
  .get('/api/admin/withdrawals/batches', staffDoc('Payout batches, newest first', payoutBatchesSchema), staff, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await payoutBatchList(c.var.deps.db) });
  })
  .post(
    '/api/admin/withdrawals/batches',
    staffDoc('Gather approved withdrawals into a payout batch (its bank file is then downloaded); needs Idempotency-Key', payoutBatchSchema, {
      status: 201,
      description: 'Batch',
      errors: { 409: 'A withdrawal is not approved or already in a batch', 422: 'The Idempotency-Key was used with another body' },
    }),
    staff,
    requireJson,
    validate('json', createBatchBody),
    async (c) => {
      const { deps } = c.var;
      const staffId = c.var.session!.user.uuid;
      const body = c.req.valid('json');
      const answer = await idempotent(deps.db, { scope: `${staffId} POST withdrawals/batches`, key: idempotencyKeyOf(c), body, now: deps.now() }, async (tx) => ({
        status: 201,
        body: await createPayoutBatch(tx, deps, c.var.session!.user, body.withdrawalIds),
      }));
      return answerIdempotent(c, answer);
    },
  )
  .get(
    '/api/admin/withdrawals/batches/:batchId/file',
    staffDoc('The batch as a bank file: CSV in UTF-8 with a BOM; bank code, account number, account name, net THB (2 decimals), reference', undefined, {
      responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } } },
    }),
    staff,
    validate('param', batchIdParam),
    async (c) => {
      const { batchId } = c.req.valid('param');
      const csv = await payoutBatchFile(c.var.deps.db, batchId);
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="kolify-payout-${batchId.slice(0, 8)}.csv"`, 'Cache-Control': 'no-store' });
    },
  )
  .post(
    '/api/admin/withdrawals/batches/:batchId/paid',
    staffDoc('The bank paid the batch: each withdrawal completes (posting withdrawal.payout; the influencer is e-mailed); needs Idempotency-Key', payoutBatchSchema, {
      errors: { 409: 'Already paid', 422: 'The Idempotency-Key was used with another body' },
    }),
    staff,
    validate('param', batchIdParam),
    async (c) => {
      const { deps } = c.var;
      const staffId = c.var.session!.user.uuid;
      const { batchId } = c.req.valid('param');
      const answer = await idempotent(deps.db, { scope: `${staffId} POST withdrawals/batches/${batchId}/paid`, key: idempotencyKeyOf(c), body: {}, now: deps.now() }, async (tx) => ({
        status: 200,
        body: await markBatchPaid(tx, deps, c.var.session!.user, batchId),
      }));
      return answerIdempotent(c, answer);
    },
  );
