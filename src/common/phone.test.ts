import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['081-234-5678', '+66812345678'],
    ['081 234 5678', '+66812345678'],
    ['0812345678', '+66812345678'],
    ['81-234-5678', '+66812345678'],
    ['66812345678', '+66812345678'],
    ['+66 81 234 5678', '+66812345678'],
    ['0066812345678', '+66812345678'],
    ['(02) 123-4567', '+6621234567'],
    ['+62 812 3456 789', '+628123456789'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('uses the calling code it is given for local numbers', () => {
    expect(normalizePhone('0812 3456 789', '62')).toBe('+628123456789');
  });

  it('hands on what is not a number as typed, for the contract to refuse', () => {
    expect(normalizePhone('call me')).toBe('callme');
    expect(normalizePhone('08x')).toBe('08x');
  });
});

describe('formatPhone', () => {
  it('writes Thai numbers the local way', () => {
    expect(formatPhone('+66812345678')).toBe('081 234 5678');
    expect(formatPhone('+6621234567')).toBe('02 123 4567');
  });
  it('writes Indonesian and Colombian numbers their own way (issue 30)', () => {
    expect(formatPhone('+6281234567890')).toBe('0812-3456-7890');
    expect(formatPhone('+573001234567')).toBe('300 123 4567');
  });
  it('leaves numbers of no country we serve as stored, and nothing as empty', () => {
    expect(formatPhone('+14155550100')).toBe('+14155550100');
    expect(formatPhone(null)).toBe('');
  });
});
