import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import type { Locale } from '#common/enums';
import { getSeoQueryOptions } from '../api/get-seo';

/** SPEC §2: the section is the second path segment (after the language), home as fallback. */
export function sectionOf(pathname: string): string {
  const section = pathname.split('/').filter(Boolean)[1];
  return section && /^[A-Za-z][\w-]{0,60}$/.test(section) ? section : 'home';
}

/** Article and case-study details set their own metadata; the section's entry must not overwrite it. */
export const isDetailPath = (pathname: string) => /^\/(th|en)\/(articles|caseStudy)\/detail\//.test(pathname) || /^\/(th|en)\/Marketer\/package\/detail\//.test(pathname);

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]:not([data-ssr-head])`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/**
 * Refetches the SEO page entry (/api/seo/page/{section}/{locale}) whenever the route's section
 * changes and applies its title, description and keywords. The server already wrote the same
 * tags into index.html for crawlers (data-ssr-head); main.tsx removes those when the SPA starts.
 */
export function SeoSync({ lang }: { lang: Locale }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const section = sectionOf(pathname);
  const detail = isDetailPath(pathname);
  const seo = useQuery({ ...getSeoQueryOptions(section, lang), enabled: !detail });
  useEffect(() => {
    if (detail || !seo.data) return;
    document.title = seo.data.title;
    setMeta('name', 'description', seo.data.description);
    setMeta('property', 'og:title', seo.data.title);
    setMeta('property', 'og:description', seo.data.description);
    if (seo.data.keyword) setMeta('name', 'keywords', seo.data.keyword);
  }, [seo.data, detail, pathname]);
  return null;
}
