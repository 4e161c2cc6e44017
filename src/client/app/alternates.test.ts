import { describe, expect, it } from 'vitest';
import { alternatePath } from './alternates';

const article = {
  pathname: '/en/articles/detail/pricing-posts-micro-influencers-2026',
  params: { lang: 'en', slug: 'pricing-posts-micro-influencers-2026' },
  loaderData: { alternates: { th: 'ตั้งราคาโพสต์-2026', en: 'pricing-posts-micro-influencers-2026' } },
};

describe('alternatePath', () => {
  it('keeps a page without per-language slugs', () => {
    expect(alternatePath({ pathname: '/en/faq', params: { lang: 'en' } }, 'th', '/en/faq')).toBe('/faq');
    expect(alternatePath(undefined, 'th', '/en')).toBe('');
  });

  it("takes the other language's slug of an article or case study", () => {
    expect(alternatePath(article, 'th', article.pathname)).toBe(`/articles/detail/${encodeURIComponent('ตั้งราคาโพสต์-2026')}`);
    expect(alternatePath(article, 'en', article.pathname)).toBe('/articles/detail/pricing-posts-micro-influencers-2026');
  });

  it('falls back to the section list when there is no translation', () => {
    expect(alternatePath({ ...article, loaderData: { alternates: { en: 'x' } } }, 'th', article.pathname)).toBe('/articles');
  });
});
