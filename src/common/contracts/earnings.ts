import * as v from 'valibot';
import { normalizeAccountNumber } from '../bank-account';
import { bankOf, deploymentCountry } from '../countries';
import { bankDocumentKinds, bankHolderTypes, documentStatuses, verificationStatuses, withdrawalStatuses } from '../enums';
import { keysetPaged, keysetQueryEntries } from './content';

/**
 * Issue 13: the influencer's money (PRODUCT.md "Money"). Error messages are locale keys the
 * screens translate (`bank_error_…`).
 */

// ---- bank account

/** A missing field reads as empty, so it answers the field's own message (not valibot's "Invalid key"). */
const requiredString = (message: string) => v.optional(v.string(message), '');
const uploadId = (message: string) => v.pipe(requiredString(message), v.uuid(message));

/**
 * PUT /sv_influ_api/influ/bankAccount/{id}: the whole account with its evidence, uploaded first
 * (ID card and bank book page through POST attachment/{id}, the VAT registration through PATCH
 * /api/influencers/{id}/upload-file-registration-vat). The account number may be typed with
 * dashes or spaces; it is stored as digits. The name is matched with the profile by the server.
 */
export const bankAccountBody = v.pipe(
  v.object({
    // Issue 30: a bank of the deployment's country (countries.ts).
    bankCode: v.pipe(v.string('bank_code_invalid'), v.check((code) => bankOf(deploymentCountry(), code) !== undefined, 'bank_code_invalid')),
    accountNumber: v.pipe(requiredString('bank_account_number_invalid'), v.maxLength(40, 'bank_account_number_invalid'), v.transform(normalizeAccountNumber), v.regex(/^\d+$/, 'bank_account_number_invalid')),
    accountName: v.pipe(requiredString('bank_account_name_required'), v.trim(), v.minLength(1, 'bank_account_name_required'), v.maxLength(150, 'bank_account_name_too_long')),
    holderType: v.picklist(bankHolderTypes, 'bank_holder_type_invalid'),
    idCardUploadId: uploadId('bank_id_card_required'),
    bankBookUploadId: uploadId('bank_book_required'),
    /** Required for a company, ignored for an individual. */
    vatRegistrationUploadId: v.optional(v.nullable(uploadId('bank_vat_registration_required'))),
  }),
  v.forward(
    v.check((body) => {
      const bank = bankOf(deploymentCountry(), body.bankCode);
      // An unknown bank is bankCode's error alone.
      if (!bank) return true;
      const [min, max] = bank.accountDigits;
      return body.accountNumber.length >= min && body.accountNumber.length <= max;
    }, 'bank_account_number_length'),
    ['accountNumber'],
  ),
  v.forward(
    v.check((body) => body.holderType !== 'company' || Boolean(body.vatRegistrationUploadId), 'bank_vat_registration_required'),
    ['vatRegistrationUploadId'],
  ),
);
export type BankAccountBody = v.InferOutput<typeof bankAccountBody>;
export type BankAccountInput = v.InferInput<typeof bankAccountBody>;

export const bankDocumentSchema = v.object({
  kind: v.picklist(bankDocumentKinds),
  status: v.picklist(documentStatuses),
  rejectReason: v.nullable(v.string()),
  uploadId: v.string(),
  /** Where the reader may fetch the file: the owner's own-file path, or staff's evidence path. */
  url: v.string(),
  mime: v.string(),
});
export type BankDocument = v.InferOutput<typeof bankDocumentSchema>;

export const bankAccountSchema = v.object({
  id: v.string(),
  bankCode: v.string(),
  /** Digits only; the screens show an approved one masked but the last four. */
  accountNumber: v.string(),
  accountName: v.string(),
  holderType: v.picklist(bankHolderTypes),
  status: v.picklist(verificationStatuses),
  rejectReason: v.nullable(v.string()),
  submittedAt: v.string(),
  reviewedAt: v.nullable(v.string()),
  documents: v.array(bankDocumentSchema),
});
export type BankAccount = v.InferOutput<typeof bankAccountSchema>;

/** GET and PUT bankAccount/{id}: the account (null before the first one) and the names it must match. */
export const bankAccountResponse = v.object({
  account: v.nullable(bankAccountSchema),
  /** The profile's first + last name in English and in Thai (an individual's account name must be one of them). */
  profileNames: v.array(v.string()),
});
export type BankAccountResponse = v.InferOutput<typeof bankAccountResponse>;

/** Staff: the review queue, oldest submission first, keyset-paged. */
export const bankReviewQuery = v.object({ ...keysetQueryEntries(20) });
export const bankReviewItemSchema = v.object({
  account: bankAccountSchema,
  owner: v.object({ id: v.string(), displayName: v.string(), email: v.string(), profileNames: v.array(v.string()) }),
  cursor: v.string(),
});
export type BankReviewItem = v.InferOutput<typeof bankReviewItemSchema>;
export const bankReviewQueueResponse = keysetPaged(bankReviewItemSchema);
export type BankReviewQueueResponse = v.InferOutput<typeof bankReviewQueueResponse>;

/** Staff reject with a reason the influencer reads; optionally naming the documents to send again. */
export const rejectBankAccountBody = v.object({
  reason: v.pipe(v.string('bank_reject_reason_required'), v.trim(), v.minLength(3, 'bank_reject_reason_required'), v.maxLength(500, 'bank_reject_reason_too_long')),
  documents: v.optional(v.pipe(v.array(v.picklist(bankDocumentKinds, 'bank_document_kind_invalid')), v.maxLength(3)), []),
});
export type RejectBankAccountBody = v.InferOutput<typeof rejectBankAccountBody>;


// ---- earnings and withdrawal

const cursorSchema = v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'cursor_invalid'));
const limitSchema = v.optional(v.pipe(v.string(), v.toNumber(), v.integer('limit_invalid'), v.minValue(1, 'limit_invalid'), v.maxValue(100, 'limit_invalid')), '20');

/** GET /sv_influ_api/influ/earn/{id}: the figures, the months and a page of movements; format=csv|pdf for the statement file. */
export const earnQuery = v.object({
  /** Keyset cursor: the last movement's id of the previous page. */
  cursor: v.optional(cursorSchema),
  limit: limitSchema,
  format: v.optional(v.picklist(['json', 'csv', 'pdf'], 'format_invalid')),
  locale: v.optional(v.picklist(['th', 'en'], 'locale_invalid')),
});
export type EarnQuery = v.InferInput<typeof earnQuery>;

export const earnMovementKinds = ['job.escrow_capture', 'referral.reward', 'withdrawal.request', 'withdrawal.reject', 'withdrawal.return'] as const;
/** The postings that are earnings (a job's pay, a referral reward): what the monthly "earned" figures add up. */
export const earningPostingKinds: readonly string[] = ['job.escrow_capture', 'referral.reward'];
export const earnMovementSchema = v.object({
  id: v.number(),
  at: v.string(),
  /** The local month it falls in (the deployment's calendar), YYYY-MM. */
  month: v.string(),
  kind: v.string(),
  /** Signed change of the available earnings. */
  amount: v.number(),
  /** Available earnings right after this movement. */
  balance: v.number(),
  jobId: v.nullable(v.string()),
  campaignName: v.nullable(v.string()),
  withdrawalId: v.nullable(v.string()),
  /** A withdrawal's service fee and withholding tax (null for other movements). */
  fee: v.nullable(v.number()),
  wht: v.nullable(v.number()),
  net: v.nullable(v.number()),
});
export type EarnMovement = v.InferOutput<typeof earnMovementSchema>;

export const earnMonthSchema = v.object({
  /** YYYY-MM, on the deployment's calendar. */
  month: v.string(),
  /** Earned from completed jobs that month. */
  earned: v.number(),
  /** Requested for withdrawal that month (not counting rejected ones). */
  withdrawn: v.number(),
});

export const earnSchema = v.object({
  currency: v.string(),
  available: v.number(),
  /** Jobs in INSIGHT: their earning once the insight is in. */
  pending: v.number(),
  /** Requested, not yet paid (in_progress and approve). */
  withdrawing: v.number(),
  /** Paid out (complete), gross amounts. */
  withdrawn: v.number(),
  /** The last 12 local months, oldest first. */
  months: v.array(earnMonthSchema),
  movements: v.array(earnMovementSchema),
  nextCursor: v.nullable(v.string()),
  /** The bank account withdrawals go to, as far as the form needs it. */
  bank: v.nullable(v.object({ status: v.picklist(verificationStatuses), holderType: v.picklist(bankHolderTypes) })),
  /** The withdrawal numbers in force now (configuration), so the form shows what the server will decide. */
  rules: v.object({ minimumMinor: v.number(), feeMinor: v.number(), withholdingTaxBp: v.number() }),
});
export type Earn = v.InferOutput<typeof earnSchema>;

/** POST /sv_influ_api/influ/withdraw/{id} (Idempotency-Key required). */
export const withdrawBody = v.object({
  amount: v.pipe(v.number('amount_invalid'), v.integer('amount_invalid'), v.minValue(1, 'amount_invalid'), v.maxValue(100_000_000_00, 'amount_invalid')),
});
export type WithdrawBody = v.InferOutput<typeof withdrawBody>;

export const withdrawalSchema = v.object({
  id: v.string(),
  currency: v.string(),
  amount: v.number(),
  fee: v.number(),
  wht: v.number(),
  net: v.number(),
  status: v.picklist(withdrawalStatuses),
  rejectReason: v.nullable(v.string()),
  bankCode: v.string(),
  /** Masked for the influencer (last four digits); in full for staff. */
  accountNumber: v.string(),
  accountName: v.string(),
  createdAt: v.string(),
  reviewedAt: v.nullable(v.string()),
  completedAt: v.nullable(v.string()),
  /** Issue 27: when the gateway's transfer left for the bank, when it failed and why. */
  sentAt: v.nullable(v.string()),
  failedAt: v.nullable(v.string()),
  failureReason: v.nullable(v.string()),
});
export type Withdrawal = v.InferOutput<typeof withdrawalSchema>;

export const withdrawalListQuery = v.object({
  /** Keyset cursor: `<createdAt ISO>|<id>` of the previous page's last row. */
  cursor: v.optional(v.pipe(v.string(), v.maxLength(80, 'cursor_invalid'), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z\|[0-9a-f-]{36}$/, 'cursor_invalid'))),
  limit: limitSchema,
});
export type WithdrawalListQuery = v.InferInput<typeof withdrawalListQuery>;
export const withdrawalListSchema = v.object({ data: v.array(withdrawalSchema), nextCursor: v.nullable(v.string()) });
export type WithdrawalList = v.InferOutput<typeof withdrawalListSchema>;

// Staff (back office).
export const staffWithdrawalsQuery = v.object({ status: v.optional(v.picklist(withdrawalStatuses, 'status_invalid'), 'in_progress') });
export const staffWithdrawalSchema = v.object({
  ...withdrawalSchema.entries,
  influencerId: v.string(),
  influencerEmail: v.string(),
  holderType: v.picklist(bankHolderTypes),
  batchId: v.nullable(v.string()),
  /** The gateway's transfer (Opn `trsf_…`) paying it, when paid by transfer. */
  transferId: v.nullable(v.string()),
});
export type StaffWithdrawal = v.InferOutput<typeof staffWithdrawalSchema>;
export const staffWithdrawalsSchema = v.object({ data: v.array(staffWithdrawalSchema) });
export const withdrawalIdParam = v.object({ withdrawalId: v.pipe(v.string(), v.uuid('not_found')) });
export const batchIdParam = v.object({ batchId: v.pipe(v.string(), v.uuid('not_found')) });
export const rejectWithdrawalBody = v.object({ reason: v.pipe(v.string('reason_required'), v.trim(), v.minLength(1, 'reason_required'), v.maxLength(500, 'reason_too_long')) });
export const createBatchBody = v.object({
  withdrawalIds: v.pipe(v.array(v.pipe(v.string(), v.uuid('withdrawal_invalid')), 'withdrawals_required'), v.minLength(1, 'withdrawals_required'), v.maxLength(500, 'withdrawals_too_many')),
});
export const payoutBatchSchema = v.object({
  id: v.string(),
  currency: v.string(),
  totalNet: v.number(),
  count: v.number(),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
});
export type PayoutBatch = v.InferOutput<typeof payoutBatchSchema>;
export const payoutBatchesSchema = v.object({ data: v.array(payoutBatchSchema) });
