import type { BankDocumentKind, BankHolderType, ThaiBank } from '#common/enums';
import { bankOf, deploymentCountry, thailand } from '#common/countries';
import type { BankAccount, BankDocument } from '#common/contracts/earnings';
import { m } from '#common/paraglide/messages.js';
import { fieldMessage } from '#client/features/account/messages';

/** Thai banks by Bank of Thailand code, official names in the reader's language. */
export const bankNames: Record<ThaiBank, () => string> = {
  '002': () => m.bank_name_002(),
  '004': () => m.bank_name_004(),
  '006': () => m.bank_name_006(),
  '011': () => m.bank_name_011(),
  '014': () => m.bank_name_014(),
  '022': () => m.bank_name_022(),
  '024': () => m.bank_name_024(),
  '025': () => m.bank_name_025(),
  '030': () => m.bank_name_030(),
  '033': () => m.bank_name_033(),
  '034': () => m.bank_name_034(),
  '069': () => m.bank_name_069(),
  '067': () => m.bank_name_067(),
  '073': () => m.bank_name_073(),
  '070': () => m.bank_name_070(),
  '071': () => m.bank_name_071(),
  '066': () => m.bank_name_066(),
};

export const holderTypeLabels: Record<BankHolderType, () => string> = {
  individual: () => m.bank_holder_individual(),
  company: () => m.bank_holder_company(),
};

export const documentLabels: Record<BankDocumentKind, () => string> = {
  id_card: () => m.bank_document_id_card(),
  bank_book: () => m.bank_document_bank_book(),
  vat_registration: () => m.bank_document_vat_registration(),
};

export const accountStatusLabels: Record<BankAccount['status'], () => string> = {
  in_progress: () => m.bank_status_in_progress(),
  approve: () => m.bank_status_approve(),
  reject: () => m.bank_status_reject(),
};
export const accountStatusColors: Record<BankAccount['status'], string> = { in_progress: 'blue', approve: 'green', reject: 'red' };

export const documentStatusLabels: Record<BankDocument['status'], () => string> = {
  in_progress: () => m.bank_document_status_in_progress(),
  approve: () => m.bank_document_status_approve(),
  complete: () => m.bank_document_status_complete(),
  reject: () => m.bank_document_status_reject(),
};
export const documentStatusColors: Record<BankDocument['status'], string> = { in_progress: 'blue', approve: 'teal', complete: 'green', reject: 'red' };

/** The bank account's field-error keys (contract and server), translated; anything else through the shared table. */
const bankFieldMessages: Record<string, () => string> = {
  bank_code_invalid: () => m.bank_error_bank_code(),
  bank_account_number_invalid: () => m.bank_error_account_number_invalid(),
  bank_account_number_length: () => m.bank_error_account_number_length(),
  bank_account_name_required: () => m.bank_error_account_name_required(),
  bank_account_name_too_long: () => m.bank_error_account_name_too_long(),
  bank_account_name_mismatch: () => m.bank_error_account_name_mismatch(),
  bank_profile_name_missing: () => m.bank_error_profile_name_missing(),
  bank_holder_type_invalid: () => m.bank_error_holder_type(),
  bank_id_card_required: () => m.bank_error_document_required(),
  bank_book_required: () => m.bank_error_document_required(),
  bank_vat_registration_required: () => m.bank_error_document_required(),
  bank_document_not_found: () => m.bank_error_document_required(),
  bank_reject_reason_required: () => m.bank_error_reject_reason_required(),
  bank_reject_reason_too_long: () => m.bank_error_reject_reason_too_long(),
  file_type_not_allowed: () => m.bank_error_file_type(),
};
export const bankFieldMessage = (key: string) => (Object.hasOwn(bankFieldMessages, key) ? bankFieldMessages[key]!() : fieldMessage(key));

/** A bank's name: Thai banks from the locales, other countries' banks by their own brand name (countries.ts). */
export function bankName(code: string): string {
  if (Object.hasOwn(bankNames, code)) return bankNames[code as ThaiBank]();
  return bankOf(deploymentCountry(), code)?.name ?? code;
}

/** "123-4-56789-0" style groups for reading a number back (Thailand: 10 digits 3-1-5-1; 12: 4-4-4); elsewhere as typed. */
export function formatAccountNumber(digits: string): string {
  if (deploymentCountry() !== thailand) return digits;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 4)}-${digits.slice(4, 9)}-${digits.slice(9)}`;
  if (digits.length === 12) return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}`;
  return digits;
}
