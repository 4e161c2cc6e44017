import * as v from 'valibot';
import { accountNumberLength, normalizeAccountNumber } from '../bank-account';
import { bankDocumentKinds, bankHolderTypes, documentStatuses, thaiBanks, verificationStatuses } from '../enums';
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
    bankCode: v.picklist(thaiBanks, 'bank_code_invalid'),
    accountNumber: v.pipe(requiredString('bank_account_number_invalid'), v.maxLength(40, 'bank_account_number_invalid'), v.transform(normalizeAccountNumber), v.regex(/^\d+$/, 'bank_account_number_invalid')),
    accountName: v.pipe(requiredString('bank_account_name_required'), v.trim(), v.minLength(1, 'bank_account_name_required'), v.maxLength(150, 'bank_account_name_too_long')),
    holderType: v.picklist(bankHolderTypes, 'bank_holder_type_invalid'),
    idCardUploadId: uploadId('bank_id_card_required'),
    bankBookUploadId: uploadId('bank_book_required'),
    /** Required for a company, ignored for an individual. */
    vatRegistrationUploadId: v.optional(v.nullable(uploadId('bank_vat_registration_required'))),
  }),
  v.forward(
    v.check((body) => body.accountNumber.length === accountNumberLength(body.bankCode), 'bank_account_number_length'),
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
  bankCode: v.picklist(thaiBanks),
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
