import { useState } from 'react';
import { maskAccountNumber } from '#common/bank-account';
import type { BankAccount } from '#common/contracts/earnings';
import { m } from '#common/paraglide/messages.js';
import { useBankAccount } from '../api/bank-account';
import { bankName, formatAccountNumber, holderTypeLabels } from '../bank-labels';

/**
 * The bank-account page: the account on file (or none), and whether the member is changing it.
 * A rejected account is always shown with its form (`fixing`), whatever `editing` says.
 */
export function useBankAccountScreen(uuid: string) {
  const query = useBankAccount(uuid);
  const [editing, setEditing] = useState(false);
  return {
    query,
    editing,
    isFixing: (account: BankAccount) => account.status === 'reject',
    isApproved: (account: BankAccount) => account.status === 'approve',
    startEditing: () => setEditing(true),
    stopEditing: () => setEditing(false),
  };
}

/** The summary's rows (label, value, test id); an approved number is masked but the last 4 digits. */
export function summaryRows(account: BankAccount): [string, string, string][] {
  const approved = account.status === 'approve';
  return [
    [m.bank_bank(), bankName(account.bankCode), 'bank-summary-bank'],
    [m.bank_account_number(), approved ? maskAccountNumber(account.accountNumber) : formatAccountNumber(account.accountNumber), 'bank-summary-number'],
    [account.holderType === 'company' ? m.bank_account_name_company() : m.bank_account_name(), account.accountName, 'bank-summary-name'],
    [m.bank_holder_type(), holderTypeLabels[account.holderType](), 'bank-summary-holder'],
  ];
}
