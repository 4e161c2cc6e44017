import { describe, expect, it } from 'vitest';
import { readingMinutes, sanitizeRichText } from '../services/html';
import { demoPostBodies } from './demo-post-bodies';
import { toHtml } from './seed-content';

const posts = Object.entries(demoPostBodies).map(([slug, bodies]) => ({
  slug,
  th: readingMinutes(sanitizeRichText(toHtml(bodies.th))),
  en: readingMinutes(sanitizeRichText(toHtml(bodies.en))),
  bodies,
}));

// Issue 17: the demo articles and case studies read as real pieces, not a template of "1 min read".
describe('demo post bodies', () => {
  it('read in 2 to 6 minutes, and as long in Thai as in English', () => {
    for (const post of posts) {
      expect({ slug: post.slug, minutes: post.en }).toEqual({ slug: post.slug, minutes: expect.toBeOneOf([2, 3, 4, 5, 6]) });
      expect({ slug: post.slug, minutes: post.th }).toEqual({ slug: post.slug, minutes: post.en });
    }
  });

  it('vary in length', () => {
    expect(new Set(posts.map((post) => post.en)).size).toBeGreaterThanOrEqual(3);
  });

  it('have the same structure in both languages, with headings and lists', () => {
    const shape = (lines: string[]) => lines.map((line) => (line.startsWith('## ') ? 'h' : line.startsWith('- ') ? 'li' : 'p'));
    for (const post of posts) {
      expect({ slug: post.slug, shape: shape(post.bodies.th) }).toEqual({ slug: post.slug, shape: shape(post.bodies.en) });
      expect(shape(post.bodies.en)).toContain('h');
      expect(shape(post.bodies.en)).toContain('li');
    }
  });
});
