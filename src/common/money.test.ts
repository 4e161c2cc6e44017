import { describe, expect, it } from 'vitest';
import { setDeploymentCountry } from './countries';
import { currencyLabel, currencyOf, formatAmount, formatCount, formatMoney, formatShort, fromMinorUnits, percentOfBp, toMinorUnits } from './money';

describe('formatAmount', () => {
  it('groups thousands and shows two decimals in English format by default (SPEC §9)', () => {
    expect(formatAmount(123456)).toBe('1,234.56');
    expect(formatAmount(123456, { country: 'TH' })).toBe('1,234.56');
    expect(formatAmount(123456789012)).toBe('1,234,567,890.12');
  });

  it("drops .00 with 'auto' (the default) but keeps other decimals", () => {
    expect(formatAmount(100000)).toBe('1,000');
    expect(formatAmount(100000, { decimals: 'auto' })).toBe('1,000');
    expect(formatAmount(100050)).toBe('1,000.50');
    expect(formatAmount(100001)).toBe('1,000.01');
  });

  it('always shows two decimals with decimals 2', () => {
    expect(formatAmount(100000, { decimals: 2 })).toBe('1,000.00');
    expect(formatAmount(5, { decimals: 2 })).toBe('0.05');
    expect(formatAmount(-5, { decimals: 2 })).toBe('-0.05');
  });

  it('rounds half away from zero to whole units with decimals 0', () => {
    expect(formatAmount(123450, { decimals: 0 })).toBe('1,235');
    expect(formatAmount(123449, { decimals: 0 })).toBe('1,234');
    expect(formatAmount(-123450, { decimals: 0 })).toBe('-1,235');
    expect(formatAmount(99999950, { decimals: 0 })).toBe('1,000,000');
  });

  it('shows "0", never "-0", when a small non-zero amount rounds away with decimals 0', () => {
    expect(formatAmount(40, { decimals: 0 })).toBe('0');
    expect(formatAmount(-40, { decimals: 0 })).toBe('0');
    expect(formatAmount(-50, { decimals: 0 })).toBe('-1');
  });

  it('uses dot thousands and comma decimals for Indonesia and Colombia (SPEC §9)', () => {
    expect(formatAmount(123456, { country: 'ID' })).toBe('1.234,56');
    expect(formatAmount(123456, { country: 'CO' })).toBe('1.234,56');
    expect(formatAmount(123456789, { country: 'CO' })).toBe('1.234.567,89');
    expect(formatAmount(100000, { country: 'ID' })).toBe('1.000');
  });

  it('groups four-digit amounts in Colombia too, whatever the ICU data says', () => {
    // Some ICU versions print es-CO 1234 as "1234" (minimum grouping digits 2).
    expect(formatAmount(123400, { country: 'CO' })).toBe('1.234');
    expect(formatAmount(123400, { country: 'CO', decimals: 2 })).toBe('1.234,00');
  });

  it('puts a minus sign before negative amounts', () => {
    expect(formatAmount(-123456)).toBe('-1,234.56');
    expect(formatAmount(-123456, { country: 'ID' })).toBe('-1.234,56');
    expect(formatAmount(-1)).toBe('-0.01');
  });

  it('accepts bigint, including amounts beyond Number.MAX_SAFE_INTEGER', () => {
    expect(formatAmount(123456n)).toBe('1,234.56');
    expect(formatAmount(-100000n)).toBe('-1,000');
    expect(formatAmount(9007199254740993n)).toBe('90,071,992,547,409.93');
    expect(formatAmount(123456789012345678901234n, { country: 'ID' })).toBe('1.234.567.890.123.456.789.012,34');
  });

  it('shows small amounts with a leading zero', () => {
    expect(formatAmount(1)).toBe('0.01');
    expect(formatAmount(10)).toBe('0.10');
    expect(formatAmount(99)).toBe('0.99');
    expect(formatAmount(100)).toBe('1');
  });

  it('groups at each boundary', () => {
    expect(formatAmount(99900)).toBe('999');
    expect(formatAmount(100000)).toBe('1,000');
    expect(formatAmount(99999900)).toBe('999,999');
    expect(formatAmount(100000000)).toBe('1,000,000');
  });

  it.each([0, 0n, -0, null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'shows %s as a dash by default and N/A when asked (SPEC §9)',
    (value) => {
      expect(formatAmount(value)).toBe('-');
      expect(formatAmount(value, { empty: 'N/A' })).toBe('N/A');
    },
  );

  it('rounds a fractional satang count half away from zero instead of throwing', () => {
    expect(formatAmount(100.5)).toBe('1.01');
    expect(formatAmount(100.4)).toBe('1');
    expect(formatAmount(-100.5)).toBe('-1.01');
    expect(formatAmount(0.4)).toBe('-');
  });

  it('never shows float error from arithmetic done in satang', () => {
    // 0.1 + 0.2 baht in satang is 10 + 20, exactly 30.
    expect(formatAmount(toMinorUnits(0.1) + toMinorUnits(0.2))).toBe('0.30');
    expect(formatAmount(toMinorUnits(0.1 + 0.2))).toBe('0.30');
  });
});

describe('formatMoney', () => {
  it('prefixes the baht sign for Thailand, with satang when there are any', () => {
    expect(formatMoney(123456, { country: 'TH' })).toBe('฿1,234.56');
    expect(formatMoney(100000, { country: 'TH' })).toBe('฿1,000');
  });

  it('prefixes the rupiah symbol for Indonesia and the peso code for Colombia, in whole units (SPEC §1, §9; decision 036)', () => {
    expect(formatMoney(123456, { country: 'ID' })).toBe('Rp 1.235');
    expect(formatMoney(123449, { country: 'ID' })).toBe('Rp 1.234');
    expect(formatMoney(123456, { country: 'CO' })).toBe('COP 1.235');
    expect(formatMoney(123456789n, { country: 'CO' })).toBe('COP 1.234.568');
    expect(formatMoney(150_000_000_00, { country: 'ID' })).toBe('Rp 150.000.000');
  });

  it('puts the minus before the currency', () => {
    expect(formatMoney(-123456, { country: 'TH' })).toBe('-฿1,234.56');
    expect(formatMoney(-123456, { country: 'ID' })).toBe('-Rp 1.235');
    expect(formatMoney(-123456n, { country: 'CO' })).toBe('-COP 1.235');
    // A small amount that rounds to zero pesos has no sign.
    expect(formatMoney(-49, { country: 'CO' })).toBe('COP 0');
  });

  it('passes the decimals option through in Thailand; rupiah and pesos never show cents', () => {
    expect(formatMoney(100000, { country: 'TH', decimals: 2 })).toBe('฿1,000.00');
    expect(formatMoney(123456, { country: 'TH', decimals: 0 })).toBe('฿1,235');
    expect(formatMoney(100000, { country: 'ID', decimals: 2 })).toBe('Rp 1.000');
    expect(formatMoney(123456, { country: 'CO', decimals: 2 })).toBe('COP 1.235');
  });

  it('shows empty and zero values as a dash (or N/A) without a currency, in every country', () => {
    for (const country of ['TH', 'ID', 'CO'] as const) {
      expect(formatMoney(0, { country })).toBe('-');
      expect(formatMoney(null, { country })).toBe('-');
      expect(formatMoney(undefined, { country, empty: 'N/A' })).toBe('N/A');
      expect(formatMoney(0n, { country, empty: 'N/A' })).toBe('N/A');
      expect(formatMoney(Number.NaN, { country })).toBe('-');
    }
  });

  it('follows the deployment country when none is given (set once at start)', () => {
    try {
      setDeploymentCountry('ID');
      expect(formatMoney(250_000_00)).toBe('Rp 250.000');
      expect(formatShort(1_500_000)).toBe('1,5m');
      expect(formatAmount(123456)).toBe('1.234,56');
      expect(percentOfBp(250)).toBe('2,5');
      setDeploymentCountry('CO');
      expect(formatMoney(-4_000_000_00)).toBe('-COP 4.000.000');
      expect(formatShort(2_250)).toBe('2,3k');
      expect(currencyOf()).toBe('COP');
      // Column labels: the baht's Thai word only for the baht.
      expect([currencyLabel('th'), currencyLabel('en')]).toEqual(['COP', 'COP']);
    } finally {
      setDeploymentCountry('TH');
    }
    expect(formatMoney(123456)).toBe('฿1,234.56');
    expect([currencyLabel('th'), currencyLabel('en')]).toEqual(['บาท', 'THB']);
    expect(formatShort(1_500_000)).toBe('1.5m');
    expect(percentOfBp(250)).toBe('2.5');
  });
});

describe('the short form per country (SPEC §9: k, m, b; zero and empty a dash)', () => {
  it.each([
    ['TH', 1_250, '1.3k'],
    ['TH', 3_400_000, '3.4m'],
    ['TH', 2_000_000_000, '2b'],
    ['ID', 1_250, '1,3k'],
    ['ID', 150_000_000, '150m'],
    ['ID', 1_250_000_000, '1,3b'],
    ['CO', 999, '999'],
    ['CO', 4_050_000, '4,1m'],
    ['CO', 999_950, '1m'],
  ] as const)('%s %d → %s', (country, value, expected) => {
    expect(formatShort(value, { country })).toBe(expected);
  });

  it.each(['TH', 'ID', 'CO'] as const)('%s: zero, null, undefined and NaN show a dash', (country) => {
    expect(formatShort(0, { country })).toBe('-');
    expect(formatShort(null, { country })).toBe('-');
    expect(formatShort(undefined, { country, empty: 'N/A' })).toBe('N/A');
    expect(formatShort(Number.NaN, { country })).toBe('-');
  });
});

describe('formatShort', () => {
  it.each([
    [0.5, '0.5'],
    [1, '1'],
    [12.34, '12.3'],
    [999, '999'],
    [999.94, '999.9'],
    [999.95, '1k'],
    [1000, '1k'],
    [1049, '1k'],
    [1050, '1.1k'],
    [1500, '1.5k'],
    [1999, '2k'],
    [12_345, '12.3k'],
    [999_949, '999.9k'],
    [999_950, '1m'],
    [999_999, '1m'],
    [1_000_000, '1m'],
    [1_250_000, '1.3m'],
    [3_400_000, '3.4m'],
    [999_949_999, '999.9m'],
    [999_950_000, '1b'],
    [1_000_000_000, '1b'],
    [1_500_000_000, '1.5b'],
    [1_000_000_000_000, '1,000b'],
  ])('shortens %s to %s (SPEC §9: k, m, b; one decimal, half up)', (value, expected) => {
    expect(formatShort(value)).toBe(expected);
  });

  it('shortens negative values symmetrically', () => {
    expect(formatShort(-1500)).toBe('-1.5k');
    expect(formatShort(-1_250_000)).toBe('-1.3m');
    expect(formatShort(-999)).toBe('-999');
  });

  it('accepts bigint', () => {
    expect(formatShort(1_250_000n)).toBe('1.3m');
    expect(formatShort(12_345_678_901_234n)).toBe('12,345.7b');
  });

  it('rounds on the decimal the number prints as, not its binary value', () => {
    // 1.05 is 1.0500000000000000444… and 1.15 is 1.149999999999999911… in binary.
    expect(formatShort(1.05)).toBe('1.1');
    expect(formatShort(1.15)).toBe('1.2');
    expect(formatShort(1.25e-7)).toBe('-');
  });

  it('uses the country decimal separator', () => {
    expect(formatShort(1500, { country: 'ID' })).toBe('1,5k');
    expect(formatShort(1_000_000_000_000, { country: 'CO' })).toBe('1.000b');
    expect(formatShort(1500, { country: 'TH' })).toBe('1.5k');
  });

  it.each([0, null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 0.04])('shows %s as empty (SPEC §9)', (value) => {
    expect(formatShort(value)).toBe('-');
    expect(formatShort(value, { empty: 'N/A' })).toBe('N/A');
  });
});

describe('currencyOf', () => {
  it('maps each country to its ISO currency (SPEC §1, §9)', () => {
    expect(currencyOf('TH')).toBe('THB');
    expect(currencyOf('ID')).toBe('IDR');
    expect(currencyOf('CO')).toBe('COP');
  });
});

describe('toMinorUnits', () => {
  it('converts major units to integer minor units', () => {
    expect(toMinorUnits(1234.56)).toBe(123456);
    expect(toMinorUnits(1000)).toBe(100000);
    expect(toMinorUnits(0)).toBe(0);
    expect(toMinorUnits(-12.3)).toBe(-1230);
  });

  it('is exact where multiplying by 100 is not', () => {
    expect(1.005 * 100).not.toBe(100.5); // the float trap this guards against
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(toMinorUnits(1.13)).toBe(113); // 1.13 * 100 is 112.99999999999999
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  });

  it('rounds a third decimal half away from zero', () => {
    expect(toMinorUnits(0.005)).toBe(1);
    expect(toMinorUnits(0.004)).toBe(0);
    expect(toMinorUnits(-0.005)).toBe(-1);
    expect(toMinorUnits(2.675)).toBe(268); // 2.675 is 2.67499999999999982… in binary
    expect(Object.is(toMinorUnits(-0.001), 0)).toBe(true); // no negative zero
  });

  it('handles exponent notation', () => {
    expect(toMinorUnits(1e-7)).toBe(0);
    expect(toMinorUnits(5e-3)).toBe(1);
    expect(toMinorUnits(1.5e3)).toBe(150000);
  });

  it('refuses non-finite and unsafe results', () => {
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toMinorUnits(1e15)).toThrow(RangeError);
    expect(() => toMinorUnits(1e21)).toThrow(RangeError);
    expect(toMinorUnits(12_345_678_901.23)).toBe(1_234_567_890_123);
  });
});

describe('fromMinorUnits', () => {
  it('converts minor units to major units', () => {
    expect(fromMinorUnits(123456)).toBe(1234.56);
    expect(fromMinorUnits(-1230)).toBe(-12.3);
    expect(fromMinorUnits(5)).toBe(0.05);
    expect(fromMinorUnits(0)).toBe(0);
    expect(fromMinorUnits(123456n)).toBe(1234.56);
  });

  it('round-trips with toMinorUnits', () => {
    for (const major of [0.01, 0.1, 0.29, 1.13, 1234.56, 99999.99, -0.07]) {
      expect(fromMinorUnits(toMinorUnits(major))).toBe(major);
    }
  });

  it('gives the nearest double for bigint beyond 2^53', () => {
    // 1,234,567,890,123,456,789.01 lies between two doubles 256 apart; the nearer is …768.
    expect(fromMinorUnits(123456789012345678901n)).toBe(1_234_567_890_123_456_768);
  });

  it('refuses a fractional minor amount', () => {
    expect(() => fromMinorUnits(100.5)).toThrow(RangeError);
    expect(() => fromMinorUnits(Number.NaN)).toThrow(RangeError);
  });
});

describe('percentOfBp', () => {
  it('writes basis points as a percentage number, without trailing zeros', () => {
    expect([percentOfBp(2_000), percentOfBp(8_000), percentOfBp(1_250), percentOfBp(425), percentOfBp(300)]).toEqual(['20', '80', '12.5', '4.25', '3']);
  });
});

describe('formatCount', () => {
  it('groups a count as the country writes numbers; zero and empty are the dash', () => {
    expect(formatCount(1_234_567, { country: 'TH' })).toBe('1,234,567');
    expect(formatCount(1_234_567, { country: 'ID' })).toBe('1.234.567');
    expect(formatCount(12_345, { country: 'CO' })).toBe('12.345');
    expect(formatCount(999, { country: 'ID' })).toBe('999');
    expect([formatCount(0), formatCount(null), formatCount(Number.NaN)]).toEqual(['-', '-', '-']);
  });
});
