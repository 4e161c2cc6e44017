import { describe, expect, it } from 'vitest';
import { firstLetter } from './first-letter';

describe('firstLetter', () => {
  it.each([
    ['john', 'J'],
    ['  john', 'J'],
    ['John', 'J'],
    ['x', 'X'],
    ['สมชาย', 'ส'],
    ['กมล', 'ก'],
    ['ฮานะ', 'ฮ'],
  ])('picks the first Latin letter uppercased or the first Thai consonant (SPEC §9): %s → %s', (text, expected) => {
    expect(firstLetter(text)).toBe(expected);
  });

  it.each([
    ['เอกชัย', 'อ'],
    ['แก้ว', 'ก'],
    ['โชติ', 'ช'],
    ['ใจดี', 'จ'],
    ['ไพลิน', 'พ'],
    ['  เอกชัย', 'อ'],
  ])('skips Thai leading vowels: %s → %s', (text, expected) => {
    expect(firstLetter(text)).toBe(expected);
  });

  it('skips other non-consonant Thai characters (ฯ, ๆ, digits, vowel signs, tone marks)', () => {
    expect(firstLetter('ฯลฯ')).toBe('ล');
    expect(firstLetter('๑๒๓ดาว')).toBe('ด');
    expect(firstLetter('\u0E31\u0E48\u0E4Cนก')).toBe('น');
    expect(firstLetter('ๆ')).toBe('');
  });

  it('skips digits, punctuation, spaces and emoji', () => {
    expect(firstLetter('1a')).toBe('A');
    expect(firstLetter('@john_doe')).toBe('J');
    expect(firstLetter('🙂 anna')).toBe('A');
    expect(firstLetter('(99) ก')).toBe('ก');
  });

  it('lets whichever comes first in the string win when both scripts appear', () => {
    expect(firstLetter('John สมชาย')).toBe('J');
    expect(firstLetter('สมชาย John')).toBe('ส');
    expect(firstLetter('เอ Kate')).toBe('อ');
    expect(firstLetter('1 แก้ว a')).toBe('ก');
  });

  it('uppercases accented Latin letters', () => {
    expect(firstLetter('álvaro')).toBe('Á');
    expect(firstLetter('ñusta')).toBe('Ñ');
    expect(firstLetter('émile')).toBe('É');
  });

  it('keeps a letter whose uppercase is two letters as it is', () => {
    expect(firstLetter('ßeta')).toBe('ß');
  });

  it('skips letters of other scripts', () => {
    expect(firstLetter('Алексей')).toBe('');
    expect(firstLetter('山田 taro')).toBe('T');
    expect(firstLetter('Ωmega')).toBe('M');
  });

  it.each(['123', '', '   ', '!?', 'เแโใไ', null, undefined])('returns "" when there is no letter: %s', (text) => {
    expect(firstLetter(text)).toBe('');
  });
});
