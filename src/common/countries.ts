// The country table (issue 30; docs/decisions/036-one-deployment-per-country.md): everything that
// differs between the Thai, Indonesian and Colombian deployments lives here, in one place, shared by
// the client, the server and the seed. A deployment runs one country (COUNTRY); the languages stay
// th and en everywhere (SPEC §9). Formatting goes through src/common/money.ts and dates.ts, which
// read this table; nothing else may spell a country code (eslint: kolify/no-country-literal).

import type { CountryCode } from './enums';
import { isValidThaiTaxId, normalizeThaiTaxId } from './thai-tax-id';

export type { CountryCode } from './enums';
export const thailand: CountryCode = 'TH';
export const indonesia: CountryCode = 'ID';
export const colombia: CountryCode = 'CO';
/** SPEC §9: default country TH. */
export const defaultCountry: CountryCode = thailand;

export type PaymentMethod = 'promptpay' | 'bank_transfer';
/**
 * Address lines. Thailand: sub-district (tambon/khwaeng), district (amphoe/khet), province,
 * postcode. Indonesia: kelurahan/desa (subDistrict), kecamatan (district), kabupaten or kota
 * (regency), provinsi (province), kode pos. Colombia: municipio (district), departamento (province).
 */
export type AddressField = 'house' | 'subDistrict' | 'district' | 'regency' | 'province' | 'postcode';

/**
 * What a line is called in this country (the form's label; en and th in the locales): the Thai
 * tambon/amphoe/changwat, the Indonesian kelurahan/kecamatan/kabupaten-kota/provinsi, the Colombian
 * municipio/departamento.
 */
export type AddressLabel = 'sub_district' | 'district' | 'province' | 'kelurahan' | 'kecamatan' | 'regency' | 'provinsi' | 'municipio' | 'departamento';

export interface AddressRules {
  /** The lines, in the order the country writes them (house first, postcode last). */
  fields: readonly AddressField[];
  labels: Partial<Record<AddressField, AddressLabel>>;
  // The first-level regions offered are in country-provinces.ts (`provincesOf`), not here: every
  // page formats money and dates with this table, and only the address forms read the regions
  // (~1.8 KB gzip that left every page's entry, decision 094).
  /** Thai and Indonesian postcodes have 5 digits; Colombia's códigos postales 6 (4-72, 2010). */
  postcodeDigits: number;
}

export interface Bank {
  /** Thai banks keep the Bank of Thailand's 3-digit code (rows already use it); others carry their country, e.g. ID014. */
  code: string;
  /** The bank's own brand name (a proper noun, the same in th and en). */
  name: string;
  /** Digits of an account number once spaces and dashes are gone. */
  accountDigits: readonly [min: number, max: number];
}

export interface CountryRules {
  code: CountryCode;
  /** SPEC §3 avialable_country entry: English name and tag. */
  name: string;
  tag: string;
  /** ISO 4217. */
  currency: 'THB' | 'IDR' | 'COP';
  /**
   * Decision 036: every amount is stored in hundredths of the unit (ISO 4217 gives IDR and COP two
   * decimals), so one ledger, one contract and one conversion serve all three. What is shown
   * differs: IDR and COP are shown in whole units (no coin below 1 rupiah or 50 pesos circulates).
   */
  minorPerMajor: 100;
  displayDecimals: 'auto' | 0;
  /** SPEC §9 number locale: TH English-style; ID and CO dot thousands, comma decimals. */
  separators: { group: string; decimal: string };
  /** SPEC §1: ฿, a rupiah symbol, a peso code. */
  currencyPrefix: string;
  /** BCP 47 tag of the number/date locale of each language. */
  intlLocale: { th: string; en: string };
  /** IANA zone and its fixed offset (none of the three has daylight saving). */
  timeZone: string;
  utcOffsetMinutes: number;
  /** Buddhist-era years in the Thai language (Thailand only). */
  buddhistEraInThai: boolean;
  phone: {
    callingCode: string;
    /** A valid national significant number (after +code). */
    national: RegExp;
    /** How the number is grouped on screen: the trunk 0 and groups of the national number. */
    display: (national: string) => string;
  };
  taxId: {
    /** What the identifier is called (not translated: it is the local name). */
    name: string;
    normalize: (value: string) => string;
    isValid: (value: string) => boolean;
  };
  /** Colombia: a marketer's classification, tax regimen and account-holder type (SPEC §3) are required. */
  taxProfileFields: boolean;
  address: AddressRules;
  banks: readonly Bank[];
  /** Staff-confirmed bank transfer everywhere; PromptPay only in Thailand. */
  paymentMethods: readonly PaymentMethod[];
  /** Defaults of the app_config rates (basis points): today's published rates. */
  vatBp: number;
  withholdingTaxBp: number;
  /** Defaults of the money numbers in app_config (minor units of the country's currency). */
  withdrawalMinimumMinor: number;
  withdrawalFeeMinor: number;
  /** What one THB of the Thai figures (estimate bases, questionnaire budget bands) is worth in this currency, rounded. */
  estimatePerThb: number;
  /** A top-up's smallest and largest amount (minor units): PRODUCT.md's 1,000 THB, in round local figures elsewhere. */
  topUpMinimumMinor: number;
  topUpMaximumMinor: number;
  /**
   * A credit campaign's fee per influencer (minor units): the smallest is the default of app_config
   * campaign.minimumPriceMinor (PRODUCT.md's 100 THB; Rp 50.000, COP 12.000), the largest a product
   * limit checked by the contract (1,000,000 THB and its local worth).
   */
  campaignPriceMinimumMinor: number;
  campaignPriceMaximumMinor: number;
}

const digitsOnly = (value: string) => value.replace(/[\s.\-/]/g, '');

/** Luhn (mod 10) over a digit string whose last digit is the check digit. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Indonesian NPWP: the 15-digit form (ST.sss.sss.C-OOO.BBB) has a Luhn check digit at position 9;
 * since PMK 112/2022 the 16-digit form is either 0 + the 15 digits or an individual's NIK (no check
 * digit; its first two digits are a province code, 11–94).
 */
export function isValidNpwp(value: string): boolean {
  const digits = digitsOnly(value);
  if (/^\d{15}$/.test(digits)) return luhnValid(digits.slice(0, 9));
  if (/^0\d{15}$/.test(digits)) return luhnValid(digits.slice(1, 10));
  if (/^\d{16}$/.test(digits)) {
    const province = Number(digits.slice(0, 2));
    return province >= 11 && province <= 94;
  }
  return false;
}

const nitWeights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** DIAN's check digit (dígito de verificación) of a Colombian NIT's body. */
export function nitCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * nitWeights[i]!;
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

/** Colombian NIT with its check digit: "890.903.938-8" or "8909039388" (body 6–15 digits). */
export function isValidNit(value: string): boolean {
  const digits = digitsOnly(value);
  if (!/^\d{7,16}$/.test(digits)) return false;
  return nitCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

export const countryRules: Record<CountryCode, CountryRules> = {
  TH: {
    code: 'TH',
    name: 'Thailand',
    tag: 'THAILAND',
    currency: 'THB',
    minorPerMajor: 100,
    displayDecimals: 'auto',
    separators: { group: ',', decimal: '.' },
    currencyPrefix: '฿',
    intlLocale: { th: 'th-TH', en: 'en-US' },
    timeZone: 'Asia/Bangkok',
    utcOffsetMinutes: 7 * 60,
    buddhistEraInThai: true,
    phone: {
      callingCode: '66',
      // Mobile 6/8/9 + 8 digits; Bangkok and provincial lines 2–7 + 7 digits.
      national: /^(?:[689]\d{8}|[2-7]\d{7})$/,
      display: (n) => (n.length === 9 ? `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}` : `0${n.slice(0, 1)} ${n.slice(1, 4)} ${n.slice(4)}`),
    },
    taxId: { name: 'เลขประจำตัวผู้เสียภาษี', normalize: normalizeThaiTaxId, isValid: isValidThaiTaxId },
    taxProfileFields: false,
    address: {
      fields: ['house', 'subDistrict', 'district', 'province', 'postcode'],
      labels: { subDistrict: 'sub_district', district: 'district', province: 'province' },
      postcodeDigits: 5,
    },
    banks: [
      // The Bank of Thailand's codes; names in the locales as bank_name_<code>.
      ...['002', '004', '006', '011', '014', '022', '024', '025', '069', '067', '073', '070', '071', '066'].map((code) => ({ code, name: code, accountDigits: [10, 10] as const })),
      ...['030', '033', '034'].map((code) => ({ code, name: code, accountDigits: [12, 12] as const })),
    ],
    paymentMethods: ['promptpay', 'bank_transfer'],
    // VAT 7 % (reduced rate extended each year); 3 % withholding on service fees.
    vatBp: 700,
    withholdingTaxBp: 300,
    withdrawalMinimumMinor: 300_00,
    withdrawalFeeMinor: 30_00,
    estimatePerThb: 1,
    topUpMinimumMinor: 1_000_00,
    topUpMaximumMinor: 100_000_000_00,
    campaignPriceMinimumMinor: 100_00,
    campaignPriceMaximumMinor: 1_000_000_00,
  },
  ID: {
    code: 'ID',
    name: 'Indonesia',
    tag: 'INDONESIA',
    currency: 'IDR',
    minorPerMajor: 100,
    displayDecimals: 0,
    separators: { group: '.', decimal: ',' },
    currencyPrefix: 'Rp ',
    intlLocale: { th: 'th-TH', en: 'en-ID' },
    timeZone: 'Asia/Jakarta',
    utcOffsetMinutes: 7 * 60,
    buddhistEraInThai: false,
    phone: {
      callingCode: '62',
      // Mobile 8xx, 9–12 digits after +62 (0812-3456-7890 is +62 812 3456 7890).
      national: /^8\d{8,11}$/,
      display: (n) => `0${n.slice(0, 3)}-${n.slice(3, 7)}-${n.slice(7)}`,
    },
    taxId: { name: 'NPWP', normalize: digitsOnly, isValid: isValidNpwp },
    taxProfileFields: false,
    address: {
      fields: ['house', 'subDistrict', 'district', 'regency', 'province', 'postcode'],
      labels: { subDistrict: 'kelurahan', district: 'kecamatan', regency: 'regency', province: 'provinsi' },
      postcodeDigits: 5,
    },
    // Bank Indonesia's 3-digit codes (kode bank).
    banks: [
      { code: 'ID014', name: 'BCA', accountDigits: [10, 10] },
      { code: 'ID008', name: 'Bank Mandiri', accountDigits: [13, 13] },
      { code: 'ID002', name: 'BRI', accountDigits: [15, 15] },
      { code: 'ID009', name: 'BNI', accountDigits: [10, 10] },
      { code: 'ID451', name: 'Bank Syariah Indonesia', accountDigits: [10, 10] },
      { code: 'ID022', name: 'CIMB Niaga', accountDigits: [12, 14] },
      { code: 'ID013', name: 'Bank Permata', accountDigits: [10, 10] },
      { code: 'ID011', name: 'Bank Danamon', accountDigits: [10, 12] },
      { code: 'ID200', name: 'BTN', accountDigits: [16, 16] },
    ],
    paymentMethods: ['bank_transfer'],
    // PPN 12 % (UU HPP, from 2025); PPh 21 on a non-employee's fee: 5 % of 50 % of gross = 2.5 %.
    vatBp: 1_200,
    withholdingTaxBp: 250,
    withdrawalMinimumMinor: 100_000_00,
    withdrawalFeeMinor: 6_500_00,
    estimatePerThb: 450,
    // Rp 500.000 and COP 120.000: about 1,000 THB each, rounded up to a figure people type.
    topUpMinimumMinor: 500_000_00,
    topUpMaximumMinor: 45_000_000_000_00,
    campaignPriceMinimumMinor: 50_000_00,
    campaignPriceMaximumMinor: 450_000_000_00,
  },
  CO: {
    code: 'CO',
    name: 'Colombia',
    tag: 'COLOMBIA',
    currency: 'COP',
    minorPerMajor: 100,
    displayDecimals: 0,
    separators: { group: '.', decimal: ',' },
    currencyPrefix: 'COP ',
    intlLocale: { th: 'th-TH', en: 'en-CO' },
    timeZone: 'America/Bogota',
    utcOffsetMinutes: -5 * 60,
    buddhistEraInThai: false,
    phone: {
      callingCode: '57',
      // Mobile 3xx + 7 digits; fixed lines 60 + area + 7 digits (since 2021).
      national: /^(?:3\d{9}|60\d{8})$/,
      display: (n) => `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
    },
    taxId: { name: 'NIT', normalize: digitsOnly, isValid: isValidNit },
    taxProfileFields: true,
    address: {
      fields: ['house', 'district', 'province', 'postcode'],
      labels: { district: 'municipio', province: 'departamento' },
      postcodeDigits: 6,
    },
    // The Superintendencia Financiera's entity codes.
    banks: [
      { code: 'CO007', name: 'Bancolombia', accountDigits: [11, 11] },
      { code: 'CO001', name: 'Banco de Bogotá', accountDigits: [9, 9] },
      { code: 'CO051', name: 'Davivienda', accountDigits: [12, 12] },
      { code: 'CO013', name: 'BBVA Colombia', accountDigits: [9, 12] },
      { code: 'CO023', name: 'Banco de Occidente', accountDigits: [9, 9] },
      { code: 'CO002', name: 'Banco Popular', accountDigits: [9, 12] },
      { code: 'CO052', name: 'Banco AV Villas', accountDigits: [9, 9] },
      { code: 'CO032', name: 'Banco Caja Social', accountDigits: [11, 11] },
      { code: 'CO019', name: 'Scotiabank Colpatria', accountDigits: [10, 10] },
    ],
    paymentMethods: ['bank_transfer'],
    // IVA 19 %; retención en la fuente on services (servicios en general, declarante) 4 %.
    vatBp: 1_900,
    withholdingTaxBp: 400,
    withdrawalMinimumMinor: 50_000_00,
    withdrawalFeeMinor: 5_000_00,
    estimatePerThb: 120,
    topUpMinimumMinor: 120_000_00,
    topUpMaximumMinor: 12_000_000_000_00,
    campaignPriceMinimumMinor: 12_000_00,
    campaignPriceMaximumMinor: 120_000_000_00,
  },
};

export const rulesOf = (country: CountryCode): CountryRules => countryRules[country];
export const isCountryCode = (value: unknown): value is CountryCode => typeof value === 'string' && Object.hasOwn(countryRules, value);

/** The bank of a code in a country, or undefined (a Thai code in an Indonesian deployment is not a bank there). */
export const bankOf = (country: CountryCode, code: string) => countryRules[country].banks.find((bank) => bank.code === code);

/** Every bank code of every country: the contract's picklist; the server checks the deployment's own. */
export const allBankCodes = Object.values(countryRules).flatMap((rules) => rules.banks.map((bank) => bank.code));

/** E.164 of a number typed the local way ("0812-3456-7890"), for the country's calling code. */
export const callingCodeOf = (country: CountryCode) => countryRules[country].phone.callingCode;

/** Is this E.164 number a valid number of the country? */
export function isValidPhone(country: CountryCode, e164: string): boolean {
  const { callingCode, national } = countryRules[country].phone;
  return e164.startsWith(`+${callingCode}`) && national.test(e164.slice(callingCode.length + 1));
}

/** The country's tax identifier: valid? */
export const isValidTaxId = (country: CountryCode, value: string) => countryRules[country].taxId.isValid(value);
export const normalizeTaxId = (country: CountryCode, value: string) => countryRules[country].taxId.normalize(value);

/**
 * The deployment's country: set once at start (the server from COUNTRY, the SPA from the open
 * config) and read by the formatting modules (money.ts, dates.ts, phone.ts). One process, one page
 * runs one country, so no screen passes a country by hand.
 */
let deployment: CountryCode = defaultCountry;
export function setDeploymentCountry(country: CountryCode): void {
  deployment = country;
}
export const deploymentCountry = (): CountryCode => deployment;

/** The payment methods offered here, the first the default (PromptPay only in Thailand). */
export const paymentMethodsOf = (country: CountryCode = deployment) => countryRules[country].paymentMethods;

/**
 * A browser storage key that carries the deployment's country, like the cookie names (SPEC §3):
 * two countries served from one origin (a developer's localhost) never read each other's state.
 * Called when the key is used, after the country is set.
 */
export const storageKey = (name: string) => `kolify_${deployment.toLowerCase()}_${name}`;

/** The deployment's address form (lines, labels, regions, postcode length). */
export const addressRulesOf = (country: CountryCode = deployment) => countryRules[country].address;
export const isPostcodeOf = (country: CountryCode, value: string) => new RegExp(`^\\d{${countryRules[country].address.postcodeDigits}}$`).test(value);

/** The deployment's IANA zone (SQL `at time zone`): Asia/Bangkok, Asia/Jakarta, America/Bogota. */
export const timeZoneOf = (country: CountryCode = deployment) => countryRules[country].timeZone;
/** The deployment's fixed UTC offset as ISO 8601 spells it ('+07:00', '-05:00'; none has daylight saving). */
export function utcOffsetOf(country: CountryCode = deployment): string {
  const minutes = countryRules[country].utcOffsetMinutes;
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
/** YYYY-MM of an instant on the deployment's calendar: statements, earnings months and reports cut months there. */
export const localMonthOf = (at: Date, country: CountryCode = deployment) => new Date(at.getTime() + countryRules[country].utcOffsetMinutes * 60_000).toISOString().slice(0, 7);
/** The instant a local calendar day (YYYY-MM-DD) starts in the deployment's country. */
export const localDayStart = (isoDate: string, country: CountryCode = deployment) => new Date(`${isoDate}T00:00:00${utcOffsetOf(country)}`);
/** Today's calendar date (YYYY-MM-DD) in the deployment's country: campaign dates are local days (issue 30). */
export const localToday = (now: Date, country: CountryCode = deployment) => new Date(now.getTime() + countryRules[country].utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
/** Local wall-clock date and time of an instant, 'YYYY-MM-DD HH:mm' (PDFs' printed times). */
export const localDateTime = (at: Date, country: CountryCode = deployment) => new Date(at.getTime() + countryRules[country].utcOffsetMinutes * 60_000).toISOString().replace('T', ' ').slice(0, 16);
/** The deployment's top-up limits in minor units (checked by the shared contract on both sides). */
export const campaignPriceLimitsOf = (country: CountryCode = deployment) => ({ minimum: countryRules[country].campaignPriceMinimumMinor, maximum: countryRules[country].campaignPriceMaximumMinor });
export const topUpLimitsOf = (country: CountryCode = deployment) => ({ minimum: countryRules[country].topUpMinimumMinor, maximum: countryRules[country].topUpMaximumMinor });

/** A round figure the product states in baht (a budget band) in this country's whole units: 10,000 → 4,500,000 in Indonesia. */
export const localUnitsOfThb = (baht: number, country: CountryCode = deployment) => baht * countryRules[country].estimatePerThb;
