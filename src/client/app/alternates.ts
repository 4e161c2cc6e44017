import type { Locale } from '#common/enums';
import { pathAfterLanguage } from './head';

/** What a route match offers to find its page in the other language. */
export interface AlternateMatch {
  pathname: string;
  params: Record<string, unknown>;
  loaderData?: unknown;
}

function alternatesOf(loaderData: unknown): Record<string, string> | null {
  if (typeof loaderData !== 'object' || loaderData === null || !('alternates' in loaderData)) return null;
  const alternates = (loaderData as { alternates: unknown }).alternates;
  return typeof alternates === 'object' && alternates !== null ? (alternates as Record<string, string>) : null;
}

/**
 * The page's path after the language segment in `lang` ("/faq" → "/faq"). A page whose slug
 * differs per language (an article, a case study: their loader data carries `alternates`)
 * takes the other language's slug; without a translation, the section's list.
 */
export function alternatePath(leaf: AlternateMatch | undefined, lang: Locale, fallbackPathname: string): string {
  const rest = pathAfterLanguage(leaf?.pathname ?? fallbackPathname);
  const alternates = alternatesOf(leaf?.loaderData);
  if (!alternates || typeof leaf?.params.slug !== 'string') return rest;
  const slug = alternates[lang];
  if (!slug) return rest.replace(/\/detail\/[^/]+$/, '');
  return rest.replace(/[^/]+$/, encodeURIComponent(slug));
}
