import { callingCodeOf, countryRules, deploymentCountry } from './countries';

/**
 * Phone numbers: people type them the local way ("081-234-5678", "0812-3456-7890", "300 123
 * 4567", "66812345678", "0066 81 …"); the API takes E.164 ("+66812345678"). The deployment's
 * country is the default (issue 30: +66, +62, +57); other countries type their +code (or
 * 00code). What is not a number is handed on as typed, so the contract names the problem.
 */
export function normalizePhone(value: string, countryCallingCode = callingCodeOf(deploymentCountry())): string {
  const compact = value.replace(/[\s\-().]/g, '');
  if (compact === '' || compact.startsWith('+')) return compact;
  if (!/^\d+$/.test(compact)) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `+${countryCallingCode}${compact.slice(1)}`;
  if (compact.startsWith(countryCallingCode) && compact.length >= countryCallingCode.length + 8) return `+${compact}`;
  return `+${countryCallingCode}${compact}`;
}

/**
 * One way to write a number on every screen, the way its own country writes it (countries.ts):
 * +66812345678 → "081 234 5678", +6281234567890 → "0812-3456-7890", +573001234567 → "300 123
 * 4567"; a number of no country we serve, or not valid there, as stored.
 */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  for (const rules of Object.values(countryRules)) {
    const prefix = `+${rules.phone.callingCode}`;
    const national = e164.slice(prefix.length);
    if (e164.startsWith(prefix) && rules.phone.national.test(national)) return rules.phone.display(national);
  }
  return e164;
}
