import { describe, expect, it } from 'vitest';
import { isDetailPath, sectionOf } from './seo-sync';

describe('sectionOf (SPEC §2)', () => {
  it('is the second path segment, home as fallback', () => {
    expect(sectionOf('/th')).toBe('home');
    expect(sectionOf('/en/')).toBe('home');
    expect(sectionOf('/th/faq')).toBe('faq');
    expect(sectionOf('/en/articles/detail/x')).toBe('articles');
    expect(sectionOf('/th/Marketer/package')).toBe('Marketer');
    expect(sectionOf('/th/%3Cscript%3E')).toBe('home');
  });
  it('recognises the detail pages that keep their own metadata', () => {
    expect(isDetailPath('/th/articles/detail/abc')).toBe(true);
    expect(isDetailPath('/en/caseStudy/detail/abc')).toBe(true);
    expect(isDetailPath('/en/articles')).toBe(false);
  });
});
