import { isLocale } from '#common/enums';

interface MatchLike {
  params: Record<string, unknown>;
}

/**
 * A content page's own metadata (article, case study, package): title, description,
 * keywords and share image (the cover, or /images/share/ts-share-{locale}.png).
 */
export function contentHead(match: MatchLike, seo: { title: string; description: string; keyword?: string; image?: string; type?: 'article' | 'website' } | null) {
  if (!seo) return {};
  const locale = isLocale(match.params.lang) ? match.params.lang : 'th';
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const image = seo.image ? (seo.image.startsWith('http') ? seo.image : `${origin}${seo.image}`) : `${origin}/images/share/ts-share-${locale}.png`;
  const title = `${seo.title} | Kolify`;
  return {
    meta: [
      { title },
      { name: 'description', content: seo.description },
      ...(seo.keyword ? [{ name: 'keywords', content: seo.keyword }] : []),
      { property: 'og:title', content: title },
      { property: 'og:description', content: seo.description },
      { property: 'og:type', content: seo.type ?? 'website' },
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: image },
    ],
  };
}
