import type { Locale } from './enums';

/**
 * TanStack Query keys of the public reads, in one place for both sides: the client's query
 * options use them, and the server uses them to write the first screen's data into the page
 * (src/server/services/first-screen.ts), which the client hydrates before its first render.
 * A key that differs between the two would mean a second fetch of the same data.
 */

export interface BlogListParams {
  locale: Locale;
  category?: number[];
  page?: number;
  perPage?: number;
}
export type CaseStudyListParams = BlogListParams;

export interface PublicCampaignParams {
  page?: number;
  perPage?: number;
  channel?: string;
  category?: string;
}

export type FaqAudience = 'influencer' | 'marketer';
export type StaticPageSlug = 'about' | 'privacy' | 'termsOfUse';
export type CategoryKind = 'blog' | 'casesstudy';

export const queryKeys = {
  appConfig: () => ['config', 'app'] as const,
  blogs: (params: BlogListParams) => ['content', 'blogs', params] as const,
  blog: (locale: Locale, slug: string) => ['content', 'blog', locale, slug] as const,
  caseStudies: (params: CaseStudyListParams) => ['content', 'caseStudies', params] as const,
  caseStudy: (locale: Locale, id: string) => ['content', 'caseStudy', locale, id] as const,
  categories: (kind: CategoryKind) => ['content', 'categories', kind] as const,
  faq: (locale: Locale, audience: FaqAudience) => ['content', 'faq', locale, audience] as const,
  homePackages: (locale: Locale) => ['content', 'homePackages', locale] as const,
  offers: (locale: Locale, page: number) => ['content', 'offers', locale, page] as const,
  package: (locale: Locale, slug: string) => ['content', 'package', locale, slug] as const,
  partners: (limit: number) => ['content', 'partners', limit] as const,
  publicCampaigns: (query: PublicCampaignParams) => ['content', 'publicCampaigns', query] as const,
  seo: (page: string, locale: Locale) => ['content', 'seo', page, locale] as const,
  staticPage: (slug: StaticPageSlug, locale: Locale) => ['content', 'page', slug, locale] as const,
};

/** The id of the JSON script tag that carries the first screen's data (see first-screen.ts). */
export const firstScreenElementId = 'kolify-first-screen';

/**
 * JSON for a `<script type="application/json">` in HTML: `<`, `>` and `&` are written as
 * \u escapes so no value (an article title with `</script>` or `<!--`) can end the element
 * or open a comment; U+2028/U+2029 likewise. JSON.parse reads the escapes back unchanged.
 */
export function jsonForScriptTag(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
