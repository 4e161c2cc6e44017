import { describe, expect, it } from 'vitest';
import { isValidThaiTaxId, normalizeThaiTaxId, thaiTaxIdCheckDigit } from './thai-tax-id';

describe('Thai tax id checksum', () => {
  it('accepts well-known valid ids', () => {
    expect(isValidThaiTaxId('1101700207030')).toBe(true);
    expect(isValidThaiTaxId('3100600445864')).toBe(true);
    expect(isValidThaiTaxId('0994000165668')).toBe(true);
  });

  it('computes the check digit as (11 − Σ dᵢ·(14 − i) mod 11) mod 10', () => {
    expect(thaiTaxIdCheckDigit('110170020703')).toBe(0);
    expect(thaiTaxIdCheckDigit('310060044586')).toBe(4);
  });

  it('rejects a wrong check digit, every one of the other nine', () => {
    for (let digit = 0; digit <= 9; digit++) {
      if (digit === 0) continue;
      expect(isValidThaiTaxId(`110170020703${digit}`)).toBe(false);
    }
  });

  it('rejects the wrong length and non-digits, accepts dashes and spaces', () => {
    expect(isValidThaiTaxId('110170020703')).toBe(false);
    expect(isValidThaiTaxId('11017002070300')).toBe(false);
    expect(isValidThaiTaxId('11017002070a0')).toBe(false);
    expect(isValidThaiTaxId('')).toBe(false);
    expect(isValidThaiTaxId('1-1017-00207-03-0')).toBe(true);
    expect(normalizeThaiTaxId(' 1 1017 00207 03 0 ')).toBe('1101700207030');
  });
});
