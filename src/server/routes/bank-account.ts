import { Hono } from 'hono';
import * as v from 'valibot';
import { bankAccountBody, bankAccountResponse, bankAccountSchema, bankReviewQuery, bankReviewQueueResponse, rejectBankAccountBody } from '#common/contracts/earnings';
import { uploadResponse } from '#common/contracts/influencer';
import { bankDocumentKinds } from '#common/enums';
import type { AppEnv } from '../http/env';
import { adminOnly, requireScope } from '../http/middleware';
import { docFor } from '../http/openapi';
import { requireJson, validate } from '../http/validate';
import { bankAccountOf, bankEvidenceOf, bankReviewQueue, reviewBankAccount, saveBankAccount } from '../services/bank-account';
import { uploadUrl } from '../services/influencer';
import { attachmentTypes, storePrivateFile } from '../services/uploads';
import { serveFile } from './files';
import { fileField, own, uploadCap } from './influencer';

const errors = { 400: 'Bad input', 401: 'Signed out', 404: "Not found, or another user's id" };
const doc = docFor(['Bank account'], errors);
const staffDoc = docFor(['Admin'], errors);
const influencer = requireScope('influencer_logged_in');
const staff = adminOnly;
const accountParam = v.object({ bankAccountId: v.pipe(v.string(), v.uuid('bank_account_invalid')) });
const notUnderReview = { errors: { 409: 'Not waiting for review' } };

/**
 * Issue 13: the influencer's bank account (docs/decisions/023-bank-account.md). SPEC §7 names the
 * operation but not its path; it sits with the influencer's own records at bankAccount/{id}. The
 * evidence is uploaded first: ID card and bank book page through POST attachment/{id}, a company's
 * VAT registration through its SPEC path; the PUT names the uploads. Staff review in the back office.
 */
export const bankAccountRoutes = new Hono<AppEnv>()
  .get('/sv_influ_api/influ/bankAccount/:id', doc('Your bank account with its documents and statuses (account null before the first one), and the profile names an individual account must match', bankAccountResponse), influencer, async (c) => {
    const { user } = await own(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await bankAccountOf(c.var.deps.db, user.id));
  })
  .put(
    '/sv_influ_api/influ/bankAccount/:id',
    doc('Add, change or fix your bank account: bank, account number (10 digits, 12 for GSB/GHB/BAAC; dashes and spaces ignored), account name (an individual: the profile name in English or Thai), holder type, and the uploads of the ID card, bank book page and (company) VAT registration. The account and its documents go (back) to in_progress, also when approved.', bankAccountResponse),
    influencer,
    requireJson,
    validate('json', bankAccountBody),
    async (c) => {
      const { user } = await own(c);
      return c.json(await saveBankAccount(c.var.deps.db, user.id, c.req.valid('json'), c.var.deps.now()));
    },
  )
  .patch(
    '/api/influencers/:id/upload-file-registration-vat',
    doc("Upload a company's VAT registration (multipart \"file\"; image or PDF; at most 4,096,000 bytes); name it in the bank account's vatRegistrationUploadId", uploadResponse, { errors: { 413: 'File too large', 415: 'Not an image or PDF' } }),
    influencer,
    uploadCap,
    async (c) => {
      const { user } = await own(c);
      const { db, config } = c.var.deps;
      const row = await storePrivateFile(db, config, { userId: user.id, kind: 'attachment', file: await fileField(c), allowed: attachmentTypes });
      return c.json({ id: row.id, url: uploadUrl(row.id)!, mime: row.mime, bytes: row.sizeBytes });
    },
  )
  // Staff review (back office).
  .get('/api/admin/bank-accounts/review', staffDoc('Bank accounts waiting for review, oldest first, keyset-paged (`after`: the last item\'s cursor), with the profile names and the evidence', bankReviewQueueResponse), staff, validate('query', bankReviewQuery), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await bankReviewQueue(c.var.deps.db, c.req.valid('query')));
  })
  .get(
    '/api/admin/bank-accounts/:bankAccountId/documents/:kind',
    staffDoc("One of a bank account's documents (ID card, bank book page, VAT registration): private, no-store"),
    staff,
    validate('param', v.object({ ...accountParam.entries, kind: v.picklist(bankDocumentKinds, 'bank_document_kind_invalid') })),
    async (c) => {
      const { bankAccountId, kind } = c.req.valid('param');
      return serveFile(c, await bankEvidenceOf(c.var.deps.db, bankAccountId, kind));
    },
  )
  .post('/api/admin/bank-accounts/:bankAccountId/approve', staffDoc('Approve a bank account under review (its documents complete; the influencer is e-mailed in their language); 409 unless in_progress', bankAccountSchema, notUnderReview), staff, validate('param', accountParam), async (c) =>
    c.json(await reviewBankAccount(c.var.deps.db, c.var.deps, c.var.session!.user, c.req.valid('param').bankAccountId, { approve: true })),
  )
  .post(
    '/api/admin/bank-accounts/:bankAccountId/reject',
    staffDoc('Reject a bank account under review with a reason the influencer reads, optionally naming the documents to send again (the others are approved); the influencer is e-mailed in their language; 409 unless in_progress', bankAccountSchema, notUnderReview),
    staff,
    validate('param', accountParam),
    requireJson,
    validate('json', rejectBankAccountBody),
    async (c) => c.json(await reviewBankAccount(c.var.deps.db, c.var.deps, c.var.session!.user, c.req.valid('param').bankAccountId, { approve: false, ...c.req.valid('json') })),
  );
