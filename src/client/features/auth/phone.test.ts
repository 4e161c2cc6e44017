import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['081-234-5678', '+66812345678'],
    ['0812345678', '+66812345678'],
    ['66812345678', '+66812345678'],
    ['+66 81 234 5678', '+66812345678'],
    ['+62 812 3456 789', '+628123456789'],
    ['02 123 4567', '+6621234567'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});
