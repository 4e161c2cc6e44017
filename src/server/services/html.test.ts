import { describe, expect, it } from 'vitest';
import { excerptOf, plainTextField, readingMinutes, sanitizeRichText } from './html';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers and javascript: links but keeps the text and safe markup', () => {
    const dirty = '<p onclick="alert(1)">Hi <strong>there</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil.test"></iframe><svg onload="alert(1)"></svg>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toContain('<p>Hi <strong>there</strong></p>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|svg|onload/i);
  });

  it('opens outside links in a new tab without an opener', () => {
    expect(sanitizeRichText('<a href="https://kolify.co">k</a>')).toBe('<a href="https://kolify.co" target="_blank" rel="noopener noreferrer nofollow">k</a>');
  });
});

describe('readingMinutes and excerptOf', () => {
  it('counts Thai by characters and English by words', () => {
    expect(readingMinutes('<p>word </p>'.repeat(440))).toBe(2);
    expect(readingMinutes(`<p>${'ก'.repeat(1600)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${'ก'.repeat(1400)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${'ก'.repeat(3000)}</p>`)).toBe(3);
    expect(readingMinutes('')).toBe(1);
  });
  it('reads a Thai text as long as the same text in English', () => {
    const english = 'Deliver on time, send complete post insights with screenshots and communicate clearly when a change is requested. ';
    const thai = 'ส่งงานตรงเวลา ส่งสถิติหลังโพสต์พร้อมภาพหน้าจอครบถ้วน และสื่อสารชัดเจนเมื่อแบรนด์ขอแก้งาน ';
    for (const times of [20, 40, 60]) {
      expect(readingMinutes(`<p>${thai.repeat(times)}</p>`)).toBe(readingMinutes(`<p>${english.repeat(times)}</p>`));
    }
  });
  it('cuts at a word boundary', () => {
    expect(excerptOf('<p>one two three four</p>', 10)).toBe('one two…');
  });
});

describe('plainTextField', () => {
  it('drops tags and script content but keeps the text as typed', () => {
    expect(plainTextField('Rate card <b>2026</b> & terms')).toBe('Rate card 2026 & terms');
    expect(plainTextField('<script>alert(1)</script>Media kit')).toBe('Media kit');
    expect(plainTextField('<img src=x onerror=alert(1)>"Quoted" it\'s')).toBe('"Quoted" it\'s');
    expect(plainTextField('  มีเดียคิต  ')).toBe('มีเดียคิต');
    expect(plainTextField('<style>p{}</style>')).toBe('');
  });
});
