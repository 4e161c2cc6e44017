import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { MarketerType } from '#common/enums';
import { needsCompanyName } from '#common/marketer';
import type { AccountInput, FieldError } from '#machines/screens/marketer-signup.machine';
import { fieldMessage } from '#client/features/account/messages';

/**
 * The marketer sign-up's later steps' own state (loaded with them, decision 012): the server's
 * field errors by path, and the account step's fields with their checks before the machine hears
 * of them.
 */

/** The server's field errors, by path, translated. */
export const translated = (errors: FieldError[]): Record<string, string> => Object.fromEntries(errors.map((error) => [error.path, fieldMessage(error.message)]));

/** The account step: a typed field clears its own message; the server's errors show unless a check here says more. */
export function useAccountStep(type: MarketerType, fieldErrors: FieldError[], onSubmit: (account: AccountInput) => void) {
  const [account, setAccount] = useState({ email: '', password: '', companyName: '', contactName: '' });
  const [local, setLocal] = useState<Record<string, string>>({});
  const set = (field: keyof typeof account) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setAccount((current) => ({ ...current, [field]: next }));
    setLocal((current) => ({ ...current, [field]: '' }));
  };
  const shown = { ...translated(fieldErrors), ...Object.fromEntries(Object.entries(local).filter(([, text]) => text)) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!/^\S+@\S+\.\S+$/.test(account.email.trim())) found.email = fieldMessage('email_invalid');
    if (account.password.length < 8) found.password = fieldMessage('password_too_short');
    if (!account.contactName.trim()) found.contactName = fieldMessage('contact_name_required');
    if (needsCompanyName(type) && !account.companyName.trim()) found.companyName = fieldMessage('company_name_required');
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ email: account.email.trim(), password: account.password, contactName: account.contactName.trim(), ...(needsCompanyName(type) ? { companyName: account.companyName.trim() } : {}) });
  };
  return { account, set, shown, submit, withCompany: needsCompanyName(type) };
}
