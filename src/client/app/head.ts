import { isLocale, type Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { pages, type PageId, type PageText } from './pages';

/**
 * Page metadata (SPEC §2): title per locale (the description is the section's SEO entry, see SeoSync), canonical and alternate-
 * language links, og:site_name (key {product}) and the share image per locale.
 * Leaf routes call `pageHead`; the $lang layout adds `languageLinks` from the leaf path.
 */

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };
interface LinkTag {
  rel: string;
  href: string;
  hrefLang?: string;
}
export interface HeadResult {
  meta?: MetaTag[];
  links?: LinkTag[];
}

interface MatchLike {
  params: Record<string, unknown>;
  pathname: string;
}

function origin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export function localeOf(match: MatchLike): Locale {
  const lang = match.params.lang;
  return isLocale(lang) ? lang : 'th';
}

export function pageHead(match: MatchLike, page: PageId, options: { noindex?: boolean } = {}): HeadResult {
  const locale = localeOf(match);
  const text: PageText = pages[page];
  const name = m.product({}, { locale });
  const pageTitleText = text.title({}, { locale });
  const title = page === 'home' ? pageTitleText : `${pageTitleText} | ${name}`;
  // description and og:description: the section's SEO entry (SeoSync), as written by the server.
  const meta: MetaTag[] = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (options.noindex) meta.push({ name: 'robots', content: 'noindex' });
  return { meta };
}

/** The path after the language segment: "/th/faq" → "/faq", "/th" → "". */
export function pathAfterLanguage(pathname: string): string {
  const rest = pathname.replace(/^\/[^/]+/, '').replace(/\/+$/, '');
  return rest;
}

/**
 * Site-wide tags for the $lang layout, computed from the deepest match's path; `restOf` gives
 * the page's path in each language where it differs (an article's slug per language).
 */
export function languageHead(locale: Locale, leafPathname: string, restOf?: (lang: Locale) => string): HeadResult {
  const base = origin();
  const rest = pathAfterLanguage(leafPathname);
  const restIn = (lang: Locale) => restOf?.(lang) ?? rest;
  const shareImage = `${base}/images/share/ts-share-${locale}.png`;
  return {
    meta: [
      { property: 'og:site_name', content: m.product({}, { locale }) },
      { property: 'og:image', content: shareImage },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:locale', content: locale === 'th' ? 'th_TH' : 'en_US' },
      { property: 'og:url', content: `${base}/${locale}${rest}` },
      { name: 'twitter:image', content: shareImage },
    ],
    links: [
      { rel: 'canonical', href: `${base}/${locale}${rest}` },
      { rel: 'alternate', hrefLang: 'th', href: `${base}/th${restIn('th')}` },
      { rel: 'alternate', hrefLang: 'en', href: `${base}/en${restIn('en')}` },
      // The bare path picks the visitor's language (stored, or by country).
      { rel: 'alternate', hrefLang: 'x-default', href: `${base}${rest || '/'}` },
    ],
  };
}
