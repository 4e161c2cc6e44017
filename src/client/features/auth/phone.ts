/**
 * Thai users type local numbers ("081-234-5678"); the API takes E.164 ("+66812345678").
 * Other countries must type their +code.
 */
export function normalizePhone(value: string): string {
  const compact = value.replace(/[\s\-().]/g, '');
  if (/^0\d{8,9}$/.test(compact)) return `+66${compact.slice(1)}`;
  if (/^66\d{8,9}$/.test(compact)) return `+${compact}`;
  return compact;
}
