import type { ThaiBank } from './enums';

/**
 * Bank account rules (issue 13, docs/decisions/023-bank-account.md), pure, so the form warns
 * before sending and the server decides with the same rules.
 */

/**
 * Thai account numbers are digits only once the dashes and spaces people type are removed: 10
 * digits for the commercial banks, 12 for the state savings banks (GSB 030, GHB 033, BAAC 034),
 * whose passbook numbers are 12 digits long.
 */
export const twelveDigitBanks: readonly ThaiBank[] = ['030', '033', '034'];
export const accountNumberLength = (bankCode: ThaiBank) => (twelveDigitBanks.includes(bankCode) ? 12 : 10);
export const normalizeAccountNumber = (value: string) => value.replace(/[\s-]/g, '');

/** The last four digits, the rest as dots: how an approved account is shown. */
export const maskAccountNumber = (accountNumber: string) => `•••• ${accountNumber.slice(-4)}`;

/** Courtesy titles a bank book may print before the name (Thai and English). */
const titles = ['นางสาว', 'น.ส.', 'นาย', 'นาง', 'mr.', 'mrs.', 'ms.', 'miss', 'mr', 'mrs', 'ms'];

/** Trimmed, inner spaces collapsed, Latin letters lower-cased, a leading title dropped. */
export function normalizeAccountName(value: string): string {
  let name = value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  for (const title of titles) {
    if (name.startsWith(`${title} `)) {
      name = name.slice(title.length + 1);
      break;
    }
    // Thai titles are often written without a space ("นายสมชาย").
    if (/^[\u0E00-\u0E7F]/.test(title) && name.startsWith(title) && name.length > title.length + 1) {
      name = name.slice(title.length).trimStart();
      break;
    }
  }
  return name;
}

/**
 * The names an individual's account may be in: the profile's first + last name in English and,
 * when given, in Thai (a Thai bank book usually prints the Thai name).
 */
export function profileNamesOf(profile: { firstNameEn: string | null; lastNameEn: string | null; firstNameTh: string | null; lastNameTh: string | null }): string[] {
  const join = (first: string | null, last: string | null) => [first, last].filter((part) => part && part.trim()).join(' ').trim();
  const names = [join(profile.firstNameEn, profile.lastNameEn), join(profile.firstNameTh, profile.lastNameTh)].filter((name) => name.length > 0);
  return [...new Set(names)];
}

/** An individual's account name must be one of the profile names; a company's is its own name and is not matched. */
export function accountNameMatches(accountName: string, profileNames: readonly string[]): boolean {
  const wanted = normalizeAccountName(accountName);
  return profileNames.some((name) => normalizeAccountName(name) === wanted);
}
