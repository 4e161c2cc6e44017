import { useState } from 'react';
import * as v from 'valibot';
import { accountNameMatches } from '#common/bank-account';
import { bankAccountBody, type BankAccount } from '#common/contracts/earnings';
import { bankDocumentKinds, type BankDocumentKind, type BankHolderType } from '#common/enums';
import { bankOf, countryRules, deploymentCountry } from '#common/countries';
import { m } from '#common/paraglide/messages.js';
import { toProblem } from '#client/api/problem';
import { notify } from '#client/app/notify';
import { useSaveBankAccount } from '../api/bank-account';
import { bankFieldMessage, formatAccountNumber } from '../bank-labels';
import type { ChosenDocument } from './bank-document-field';

export const uploadPaths: Record<BankDocumentKind, 'idCardUploadId' | 'bankBookUploadId' | 'vatRegistrationUploadId'> = { id_card: 'idCardUploadId', bank_book: 'bankBookUploadId', vat_registration: 'vatRegistrationUploadId' };

/**
 * The bank-account form's values (from the account on file, else the profile's first name), each
 * field's message (gone as soon as that field changes), the documents asked for by holder type,
 * the deployment's banks and account-number length, and sending: checked against the contract
 * and the account-name rule first, the server's field errors shown at their fields after.
 */
export function useBankAccountForm({ uuid, account, profileNames, onDone }: { uuid: string; account: BankAccount | null; profileNames: string[]; onDone: () => void }) {
  const save = useSaveBankAccount(uuid);
  const [holderType, setHolderType] = useState<BankHolderType>(account?.holderType ?? 'individual');
  const [bankCode, setBankCode] = useState<string | null>(account?.bankCode ?? null);
  const [accountNumber, setAccountNumber] = useState(account ? formatAccountNumber(account.accountNumber) : '');
  const [accountName, setAccountName] = useState(account?.accountName ?? (profileNames[0] ?? ''));
  const [documents, setDocuments] = useState<Partial<Record<BankDocumentKind, ChosenDocument>>>(() =>
    Object.fromEntries((account?.documents ?? []).filter((document) => document.status !== 'reject').map((document) => [document.kind, { ...document }])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A field's error goes as soon as the field is changed; the others stay until the next send. */
  const clear = (path: string) => setErrors((current) => (path in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== path)) : current));
  const rejected = new Map((account?.documents ?? []).filter((document) => document.status === 'reject').map((document) => [document.kind, document]));
  const kinds = bankDocumentKinds.filter((kind) => kind !== 'vat_registration' || holderType === 'company');
  // Issue 30: the deployment's banks and their account-number lengths (countries.ts).
  const banks = countryRules[deploymentCountry()].banks;
  const digits = bankOf(deploymentCountry(), bankCode ?? '')?.accountDigits[1] ?? banks[0]!.accountDigits[1];

  const submit = () => {
    const body = {
      bankCode: bankCode ?? '',
      accountNumber,
      accountName,
      holderType,
      idCardUploadId: documents.id_card?.uploadId ?? '',
      bankBookUploadId: documents.bank_book?.uploadId ?? '',
      vatRegistrationUploadId: holderType === 'company' ? (documents.vat_registration?.uploadId ?? '') : null,
    };
    const parsed = v.safeParse(bankAccountBody, body);
    const found: Record<string, string> = parsed.success ? {} : Object.fromEntries(parsed.issues.map((issue) => [v.getDotPath(issue) ?? 'form', bankFieldMessage(issue.message)]));
    // The same rule the server applies, said before sending.
    if (holderType === 'individual' && !found.accountName) {
      if (profileNames.length === 0) found.accountName = bankFieldMessage('bank_profile_name_missing');
      else if (!accountNameMatches(accountName, profileNames)) found.accountName = bankFieldMessage('bank_account_name_mismatch');
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    save.mutate(parsed.output, {
      onSuccess: () => {
        notify({ color: 'green', message: m.bank_saved(), withBorder: true });
        onDone();
      },
      onError: (failure) => {
        const fields = Object.fromEntries((toProblem(failure).errors ?? []).map((item) => [item.path, bankFieldMessage(item.message)]));
        setErrors(fields);
      },
    });
  };
  const hasFieldErrors = save.error ? (toProblem(save.error).errors ?? []).length > 0 : false;

  return {
    holderType,
    chooseHolderType: (value: BankHolderType) => {
      setHolderType(value);
      clear('accountName');
      clear('vatRegistrationUploadId');
    },
    bankCode,
    chooseBank: (value: string | null) => {
      setBankCode(value);
      clear('bankCode');
      clear('accountNumber');
    },
    accountNumber,
    typeAccountNumber: (value: string) => {
      setAccountNumber(value);
      clear('accountNumber');
    },
    accountName,
    typeAccountName: (value: string) => {
      setAccountName(value);
      clear('accountName');
    },
    /** The document shown for a kind: the one chosen, else a rejected one emptied so a new file is chosen. */
    documentOf: (kind: BankDocumentKind): ChosenDocument | null => documents[kind] ?? (rejected.has(kind) ? { ...rejected.get(kind)!, uploadId: '' } : null),
    chooseDocument: (kind: BankDocumentKind, chosen: ChosenDocument) => {
      setDocuments((current) => ({ ...current, [kind]: chosen }));
      clear(uploadPaths[kind]);
    },
    hasRejectedDocuments: rejected.size > 0,
    kinds,
    banks,
    digits,
    errors,
    submit,
    isSaving: save.isPending,
    /** A failure with no field to show it at. */
    saveError: save.error && !hasFieldErrors ? save.error : null,
  };
}
