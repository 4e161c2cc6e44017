/**
 * Phone numbers: people type them the local way ("081-234-5678", "81 234 5678", "66812345678",
 * "0066 81 …"); the API takes E.164 ("+66812345678"). Thai numbers are the default; other
 * countries type their +code (or 00code). What is not a number is handed on as typed, so the
 * contract names the problem.
 */
export function normalizePhone(value: string, countryCallingCode = '66'): string {
  const compact = value.replace(/[\s\-().]/g, '');
  if (compact === '' || compact.startsWith('+')) return compact;
  if (!/^\d+$/.test(compact)) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `+${countryCallingCode}${compact.slice(1)}`;
  if (compact.startsWith(countryCallingCode) && compact.length >= countryCallingCode.length + 8) return `+${compact}`;
  return `+${countryCallingCode}${compact}`;
}

/** One way to write a number on every screen: +66812345678 → "081 234 5678"; others as stored. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const thai = /^\+66(\d{1,2})(\d{3})(\d{4})$/.exec(e164);
  return thai ? `0${thai[1]} ${thai[2]} ${thai[3]}` : e164;
}
