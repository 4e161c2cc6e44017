// Money and number formatting shared by the client and the server (SPEC §9).
// Amounts are integer minor units (satang; 1/100 of the unit for IDR and COP too,
// as in ISO 4217). All arithmetic runs on bigint so no float error (0.1 + 0.2)
// can reach a displayed amount. Grouping is done by hand: Intl output differs
// between ICU versions (es-CO may not group 4-digit numbers), ours must not.

import { countryRules, deploymentCountry, type CountryCode } from './countries';

export type MinorAmount = number | bigint;
export type EmptyMark = '-' | 'N/A';
export type Decimals = 'auto' | 0 | 2;
export type CurrencyCode = 'THB' | 'IDR' | 'COP';

export interface AmountOptions {
  /** The deployment's country unless given (countries.ts setDeploymentCountry). */
  country?: CountryCode;
  /** 'auto' (default) shows two decimals unless they are .00; 0 rounds to whole units; 2 always shows two. */
  decimals?: Decimals;
  /** What empty, zero or invalid values show (SPEC §9). Default '-'. */
  empty?: EmptyMark;
}

export type MoneyOptions = AmountOptions;

export interface ShortOptions {
  country?: CountryCode;
  empty?: EmptyMark;
}

// SPEC §9 separators and SPEC §1 currency signs come from the country table (countries.ts).
const separatorsOf = (country: CountryCode) => countryRules[country].separators;

const minorPerMajor = 100n;

export function currencyOf(country: CountryCode = deploymentCountry()): CurrencyCode {
  return countryRules[country].currency;
}

/** The currency as a column label names it: "บาท" in Thai for the baht (as Thai screens always did), else its code. */
export function currencyLabel(locale: 'th' | 'en', country: CountryCode = deploymentCountry()): string {
  const currency = countryRules[country].currency;
  return locale === 'th' && currency === 'THB' ? 'บาท' : currency;
}

/**
 * The exact decimal a number prints as (its shortest round-trip form), as
 * digits / 10^scale. 1.005 is 1005 / 10^3 here, not 1.00499999999999989….
 */
function parseDecimal(value: number): { digits: bigint; scale: number } {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`Not a finite number: ${value}`);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  let digits = BigInt(`${sign}${whole}${fraction}`);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits, scale };
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n) return -divideRounded(-numerator, denominator);
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** Round a number to an integer multiple of 10^-decimals, as a bigint count of those steps. */
function scaleRounded(value: number, decimals: number): bigint {
  const { digits, scale } = parseDecimal(value);
  return divideRounded(digits * 10n ** BigInt(decimals), 10n ** BigInt(scale));
}

function groupDigits(whole: bigint, group: string): string {
  return whole.toString().replace(/\B(?=(\d{3})+$)/g, group);
}

/**
 * Major units (baht) to integer minor units (satang), rounded half away from
 * zero on the decimal the number prints as: toMinorUnits(1.005) is 101.
 */
export function toMinorUnits(major: number): number {
  if (!Number.isFinite(major)) throw new RangeError(`Not a finite amount: ${major}`);
  const minor = scaleRounded(major, 2);
  const result = Number(minor);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount too large for a number: ${major}`);
  // Number(-0n) is 0, so no negative zero escapes.
  return result;
}

/** Integer minor units to major units, the nearest double to the exact decimal. */
export function fromMinorUnits(minor: MinorAmount): number {
  // Unlike the formatters, a conversion refuses a fractional satang count: it is a bug upstream.
  if (typeof minor === 'number' && !Number.isInteger(minor)) throw new RangeError(`Not an integer minor amount: ${minor}`);
  const value = BigInt(minor);
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  const cents = (absolute % minorPerMajor).toString().padStart(2, '0');
  // Parsing the decimal string is correctly rounded even beyond 2^53.
  return Number(`${negative ? '-' : ''}${absolute / minorPerMajor}.${cents}`);
}

function toMinorBigInt(value: MinorAmount | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value;
  if (!Number.isFinite(value)) return null;
  // A fractional satang count is rounded rather than rejected: a formatter must not throw.
  return scaleRounded(value, 0);
}

/** Unsigned formatted amount and its sign, or null when the value shows as empty. */
function amountParts(value: MinorAmount | null | undefined, country: CountryCode, decimals: Decimals): { negative: boolean; body: string } | null {
  const minor = toMinorBigInt(value);
  // SPEC §9: empty or zero values show a dash or N/A.
  if (minor === null || minor === 0n) return null;
  const { group, decimal } = separatorsOf(country);
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  if (decimals === 0) {
    const whole = divideRounded(absolute, minorPerMajor);
    // A small amount may round to 0; never print "-0".
    return { negative: negative && whole !== 0n, body: groupDigits(whole, group) };
  }
  const whole = groupDigits(absolute / minorPerMajor, group);
  const cents = absolute % minorPerMajor;
  if (decimals === 'auto' && cents === 0n) return { negative, body: whole };
  return { negative, body: `${whole}${decimal}${cents.toString().padStart(2, '0')}` };
}

/**
 * SPEC §9 "0,000 with optional two decimals": formatAmount(123456) is "1,234.56",
 * formatAmount(100000) is "1,000", formatAmount(1234567, { country: 'ID' }) is "12.345,67".
 */
export function formatAmount(value: MinorAmount | null | undefined, options: AmountOptions = {}): string {
  const { country = deploymentCountry(), decimals = 'auto', empty = '-' } = options;
  const parts = amountParts(value, country, decimals);
  if (!parts) return empty;
  return `${parts.negative ? '-' : ''}${parts.body}`;
}

/**
 * In the deployment's currency: formatMoney(123456) is "฿1,234.56" in Thailand, "Rp 1.235" in
 * Indonesia and "COP 1.235" in Colombia (whole units there, decision 036). The minus goes before
 * the currency.
 */
export function formatMoney(value: MinorAmount | null | undefined, options: MoneyOptions = {}): string {
  const { country = deploymentCountry(), decimals = 'auto', empty = '-' } = options;
  // Decision 036: rupiah and pesos are shown in whole units, whatever the screen asks for.
  const parts = amountParts(value, country, countryRules[country].displayDecimals === 0 ? 0 : decimals);
  if (!parts) return empty;
  return `${parts.negative ? '-' : ''}${countryRules[country].currencyPrefix}${parts.body}`;
}

// SPEC §9 short form: k from 1,000, m from 1,000,000, b from 1,000,000,000.
const shortUnits = [
  { suffix: 'b', size: 1_000_000_000n },
  { suffix: 'm', size: 1_000_000n },
  { suffix: 'k', size: 1_000n },
  { suffix: '', size: 1n },
] as const;

/**
 * Plain units (not minor) in short form, one decimal at most, rounded half away
 * from zero, trailing ".0" dropped: 999 → "999", 1000 → "1k", 1050 → "1.1k",
 * 1_250_000 → "1.3m", 999_999 → "1m" (never "1000k").
 */
export function formatShort(value: number | bigint | null | undefined, options: ShortOptions = {}): string {
  const { country = deploymentCountry(), empty = '-' } = options;
  if (value === null || value === undefined) return empty;
  if (typeof value === 'number' && !Number.isFinite(value)) return empty;
  // Work in exact tenths: value = digits / 10^scale.
  const { digits, scale } = typeof value === 'bigint' ? { digits: value, scale: 0 } : parseDecimal(value);
  const negative = digits < 0n;
  const absolute = negative ? -digits : digits;
  const denominator = 10n ** BigInt(scale);

  let tenths = 0n;
  let suffix = '';
  for (const [index, unit] of shortUnits.entries()) {
    if (absolute < unit.size * denominator && index < shortUnits.length - 1) continue;
    tenths = divideRounded(absolute * 10n, unit.size * denominator);
    suffix = unit.suffix;
    // Rounding up to 1000 of a unit means the next unit up: 999,950 is "1m", not "1000k".
    const larger = shortUnits[index - 1];
    if (larger && tenths >= 10_000n) {
      tenths = divideRounded(absolute * 10n, larger.size * denominator);
      suffix = larger.suffix;
    }
    break;
  }
  // SPEC §9: zero shows as empty; so does anything that rounds to 0.0.
  if (tenths === 0n) return empty;
  const { group, decimal } = separatorsOf(country);
  const whole = groupDigits(tenths / 10n, group);
  const fraction = tenths % 10n;
  return `${negative ? '-' : ''}${whole}${fraction === 0n ? '' : `${decimal}${fraction}`}${suffix}`;
}

/** Basis points as the number of a percentage in the country's format: 2000 → "20", 1250 → "12.5" ("12,5" in ID and CO), 425 → "4.25". */
export function percentOfBp(bp: number, country: CountryCode = deploymentCountry()): string {
  const hundredths = BigInt(Math.round(bp));
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}${separatorsOf(country).decimal}${fraction}` : `${whole}`;
}

/**
 * A count (reach, followers, engagements) grouped as the country writes numbers: 12345 is "12,345" in
 * Thailand and "12.345" in Indonesia and Colombia; zero or empty shows the dash (SPEC §9).
 */
export function formatCount(value: number | null | undefined, options: ShortOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return options.empty ?? '-';
  return formatAmount(BigInt(Math.round(value)) * minorPerMajor, { ...options, decimals: 0 });
}
