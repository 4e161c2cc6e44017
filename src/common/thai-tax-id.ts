/**
 * Thai tax id / national id (PRODUCT.md "Marketer sign-up and profile"): 13 digits, the last
 * a check digit: (11 − Σ dᵢ·(14 − i) mod 11) mod 10 over the first twelve digits.
 * Shared by the client (form hints) and the server (the rule that decides).
 */
export function normalizeThaiTaxId(value: string): string {
  // People type it with dashes or spaces (1-2345-67890-12-1).
  return value.replace(/[\s-]/g, '');
}

export function thaiTaxIdCheckDigit(firstTwelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(firstTwelve[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

export function isValidThaiTaxId(value: string): boolean {
  const digits = normalizeThaiTaxId(value);
  if (!/^\d{13}$/.test(digits)) return false;
  return thaiTaxIdCheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}
