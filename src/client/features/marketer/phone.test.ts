import { describe, expect, it } from 'vitest';
import { formatPhone, toE164 } from './phone';

describe('phone numbers', () => {
  it('turns Thai local numbers into E.164', () => {
    expect(toE164('081 234 5678')).toBe('+66812345678');
    expect(toE164('81-234-5678')).toBe('+66812345678');
    expect(toE164('+66 81 234 5678')).toBe('+66812345678');
    expect(toE164('0066812345678')).toBe('+66812345678');
    expect(toE164('')).toBe('');
  });
  it('shows Thai numbers the local way', () => {
    expect(formatPhone('+66812345678')).toBe('081 234 5678');
    expect(formatPhone('+573001234567')).toBe('+573001234567');
    expect(formatPhone(null)).toBe('');
  });
});
