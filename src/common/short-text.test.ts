import { describe, expect, it } from 'vitest';
import { bubbleFontSize, visibleLength } from './short-text';

describe('bubbleFontSize', () => {
  it.each([
    ['', 'md'],
    ['1', 'md'],
    ['99+', 'md'],
    ['1234', 'md'],
    ['12345', 'sm'],
    ['123456', 'sm'],
    ['1234567', 'xs'],
    ['12345678901', 'xs'],
  ])('sizes %j as %s (SPEC §9: smaller beyond 4 and beyond 6)', (text, expected) => {
    expect(bubbleFontSize(text)).toBe(expected);
  });

  it('counts Thai by visible characters, not by code units', () => {
    // "ที่นี่" is 6 code units but 2 visible characters.
    expect('ที่นี่'.length).toBe(6);
    expect(bubbleFontSize('ที่นี่')).toBe('md');
    expect(bubbleFontSize('สมชาย')).toBe('sm');
    expect(bubbleFontSize('เอกชัยดี')).toBe('sm'); // 8 code units, 6 visible
    expect(bubbleFontSize('เอกชัยดีมาก')).toBe('xs');
  });

  it('ignores surrounding spaces', () => {
    expect(bubbleFontSize('  1234  ')).toBe('md');
    expect(bubbleFontSize(' 12345 ')).toBe('sm');
  });

  it('treats empty input as short', () => {
    expect(bubbleFontSize(null)).toBe('md');
    expect(bubbleFontSize(undefined)).toBe('md');
  });
});

describe('visibleLength', () => {
  it('skips combining marks and format characters', () => {
    expect(visibleLength('ที่')).toBe(1);
    expect(visibleLength('สมชาย')).toBe(5);
    expect(visibleLength('e\u0301')).toBe(1);
    expect(visibleLength('❤️')).toBe(1);
    expect(visibleLength('a\u200Db')).toBe(2);
  });

  it('counts an astral character once, not as two UTF-16 units', () => {
    expect('🙂'.length).toBe(2);
    expect(visibleLength('🙂')).toBe(1);
  });

  it('counts inner spaces but not outer ones', () => {
    expect(visibleLength(' a b ')).toBe(3);
    expect(visibleLength('   ')).toBe(0);
  });
});
