import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import type { PostDetail } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { FetchError } from '#client/api/client';
import { getArticleQueryOptions } from './get-article';
import { getCaseStudyQueryOptions } from './get-case-study';

const sources = {
  // Each kind's query options have their own key type, so each reads through its own call.
  article: { read: (client: QueryClient, lang: Locale, slug: string, fresh: boolean) => (fresh ? client.fetchQuery(getArticleQueryOptions(lang, slug)) : client.ensureQueryData(getArticleQueryOptions(lang, slug))), to: '/$lang/articles/detail/$slug' },
  caseStudy: { read: (client: QueryClient, lang: Locale, slug: string, fresh: boolean) => (fresh ? client.fetchQuery(getCaseStudyQueryOptions(lang, slug)) : client.ensureQueryData(getCaseStudyQueryOptions(lang, slug))), to: '/$lang/caseStudy/detail/$slug' },
} as const;

/**
 * The loader of an article or case study page. Each language has its own slug; a slug asked
 * for under the other language (/en/articles/detail/{Thai slug}, a link shared across
 * languages) redirects to this language's translation. Anything else unknown is the 404 screen.
 */
export async function loadPost(queryClient: QueryClient, kind: keyof typeof sources, lang: Locale, slug: string): Promise<PostDetail> {
  const source = sources[kind];
  try {
    return await source.read(queryClient, lang, slug, false);
  } catch (error) {
    if (!(error instanceof FetchError && error.status === 404)) throw error;
  }
  const other: Locale = lang === 'th' ? 'en' : 'th';
  const there = await source.read(queryClient, other, slug, true).catch(() => null);
  const alternate = there?.alternates[lang];
  if (alternate) throw redirect({ to: source.to, params: { lang, slug: alternate }, replace: true });
  throw notFound();
}
