import { describe, expect, it } from 'vitest';
import { acceptPaste, isAllowedKey } from './otp-input-rules';

describe('one-time-code input rules (SPEC §5)', () => {
  it('takes digits only by default and letters too in letter-numeric mode', () => {
    expect(isAllowedKey('7', 'number')).toBe(true);
    expect(isAllowedKey('a', 'number')).toBe(false);
    expect(isAllowedKey('a', 'letter-numeric')).toBe(true);
    expect(isAllowedKey('-', 'letter-numeric')).toBe(false);
    expect(isAllowedKey('๑', 'number')).toBe(false);
  });

  it('allows backspace, tab, enter, arrows, delete and paste, and nothing else', () => {
    for (const key of ['Backspace', 'Tab', 'Enter', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Delete']) expect(isAllowedKey(key, 'number')).toBe(true);
    expect(isAllowedKey('v', 'number', { ctrlKey: true })).toBe(true);
    expect(isAllowedKey('v', 'number', { metaKey: true })).toBe(true);
    expect(isAllowedKey('Escape', 'number')).toBe(false);
    expect(isAllowedKey('Home', 'number')).toBe(false);
    expect(isAllowedKey(' ', 'number')).toBe(false);
  });

  it('accepts a paste of digits (cut to the code length) and ignores anything else', () => {
    expect(acceptPaste('123456', 'number', 6)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(acceptPaste(' 1234 ', 'number', 4)).toEqual(['1', '2', '3', '4']);
    expect(acceptPaste('12345678', 'number', 4)).toEqual(['1', '2', '3', '4']);
    expect(acceptPaste('12a4', 'number', 4)).toBeNull();
    expect(acceptPaste('12 34', 'number', 4)).toBeNull();
    expect(acceptPaste('', 'number', 4)).toBeNull();
    expect(acceptPaste('ab_12', 'letter-numeric', 6)).toEqual(['a', 'b', '_', '1', '2']);
    expect(acceptPaste('ab-12', 'letter-numeric', 6)).toBeNull();
  });
});
