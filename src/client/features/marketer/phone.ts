/**
 * Thai numbers as people type them (081 234 5678, 81-234-5678) to E.164 (+66812345678);
 * anything already starting with + is kept, without spaces.
 */
export function toE164(input: string, countryCallingCode = '66'): string {
  const compact = input.replace(/[\s().-]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `+${countryCallingCode}${compact.slice(1)}`;
  return compact ? `+${countryCallingCode}${compact}` : '';
}

/** +66812345678 → 081 234 5678 for Thai numbers; others unchanged. */
export function formatPhone(e164: string | null): string {
  if (!e164) return '';
  const thai = /^\+66(\d{1,2})(\d{3})(\d{4})$/.exec(e164);
  return thai ? `0${thai[1]} ${thai[2]} ${thai[3]}` : e164;
}
