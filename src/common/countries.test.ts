import { describe, expect, it } from 'vitest';
import { bankOf, isValidNit, isValidNpwp, isValidPhone, isValidTaxId, nitCheckDigit } from './countries';
import { formatDate } from './dates';
import { setDeploymentCountry } from './countries';

describe('tax identifiers (issue 30)', () => {
  it('NIT: DIAN check digit (Bancolombia 890.903.938-8)', () => {
    expect(nitCheckDigit('890903938')).toBe(8);
    expect(isValidNit('890.903.938-8')).toBe(true);
    expect(isValidNit('890.903.938-7')).toBe(false);
    expect(isValidNit('12')).toBe(false);
  });
  it('NPWP: Luhn at digit 9 of the 15-digit form; the 16-digit NPWP/NIK', () => {
    expect(isValidNpwp('02.183.241.5-000.000')).toBe(true);
    expect(isValidNpwp('02.183.241.6-000.000')).toBe(false);
    expect(isValidNpwp('0021832415000000')).toBe(true);
    expect(isValidNpwp('3174011204950002')).toBe(true);
    expect(isValidNpwp('0974011204950002')).toBe(false);
  });
  it('the Thai id keeps its checksum', () => {
    expect(isValidTaxId('TH', '0994000165668')).toBe(true);
    expect(isValidTaxId('TH', '0994000165667')).toBe(false);
  });
});

describe('phones and banks per country', () => {
  it('accepts the country mobile numbers only', () => {
    expect(isValidPhone('TH', '+66812345678')).toBe(true);
    expect(isValidPhone('ID', '+6281234567890')).toBe(true);
    expect(isValidPhone('ID', '+66812345678')).toBe(false);
    expect(isValidPhone('CO', '+573001234567')).toBe(true);
    expect(isValidPhone('CO', '+57300123456')).toBe(false);
  });
  it('a bank belongs to one country', () => {
    expect(bankOf('ID', 'ID014')?.name).toBe('BCA');
    expect(bankOf('ID', '004')).toBeUndefined();
    expect(bankOf('CO', 'CO007')?.name).toBe('Bancolombia');
  });
});

describe('dates per country', () => {
  it('Buddhist era only in Thai in Thailand; Bogotá is UTC-5', () => {
    const at = '2026-11-22T03:30:00Z';
    try {
      expect(formatDate(at, 'th')).toBe('22/11/2569');
      setDeploymentCountry('ID');
      expect(formatDate(at, 'th')).toBe('22/11/2026');
      setDeploymentCountry('CO');
      expect(formatDate(at, 'th')).toBe('21/11/2026');
      expect(formatDate(at, 'en', 'long')).toBe('21 November 2026');
      // A campaign's calendar day is that day in Bogotá too, not UTC midnight moved to the day before.
      expect(formatDate('2026-11-22', 'en')).toBe('22/11/2026');
      expect(formatDate('2026-11-22T00:00:00Z', 'en')).toBe('21/11/2026');
    } finally {
      setDeploymentCountry('TH');
    }
  });
});

describe('month edges on the deployment calendar (issue 30)', () => {
  it('an instant near midnight of a month change falls in each country own month', async () => {
    const { localMonthOf, localDayStart, utcOffsetOf, timeZoneOf } = await import('./countries');
    // 2026-01-31 18:30 UTC: already February 1st in Bangkok and Jakarta (01:30), still January 31st in Bogotá (13:30).
    const at = new Date('2026-01-31T18:30:00Z');
    expect(localMonthOf(at, 'TH')).toBe('2026-02');
    expect(localMonthOf(at, 'ID')).toBe('2026-02');
    expect(localMonthOf(at, 'CO')).toBe('2026-01');
    // 2026-03-01 04:59 UTC is still February in Bogotá; 05:00 starts March there.
    expect(localMonthOf(new Date('2026-03-01T04:59:59Z'), 'CO')).toBe('2026-02');
    expect(localMonthOf(new Date('2026-03-01T05:00:00Z'), 'CO')).toBe('2026-03');
    expect(localDayStart('2026-03-01', 'CO').toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(localDayStart('2026-03-01', 'ID').toISOString()).toBe('2026-02-28T17:00:00.000Z');
    expect([utcOffsetOf('TH'), utcOffsetOf('ID'), utcOffsetOf('CO')]).toEqual(['+07:00', '+07:00', '-05:00']);
    expect([timeZoneOf('ID'), timeZoneOf('CO')]).toEqual(['Asia/Jakarta', 'America/Bogota']);
    // Campaign days and PDF times are local (issue 30): the same instant is the 1st in Jakarta, the 31st in Bogotá.
    const { localToday, localDateTime } = await import('./countries');
    expect([localToday(at, 'TH'), localToday(at, 'ID'), localToday(at, 'CO')]).toEqual(['2026-02-01', '2026-02-01', '2026-01-31']);
    expect([localDateTime(at, 'ID'), localDateTime(at, 'CO')]).toEqual(['2026-02-01 01:30', '2026-01-31 13:30']);
    // The zone's own rules agree with the fixed offset the table keeps.
    const bogota = new Intl.DateTimeFormat('en-CA', { timeZone: timeZoneOf('CO'), year: 'numeric', month: '2-digit' }).format(new Date('2026-03-01T04:59:59Z'));
    expect(bogota).toBe('2026-02');
  });
});
