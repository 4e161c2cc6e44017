import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import type { PostDetail } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { FetchError } from '#client/api/client';
import { getBlogQueryOptions } from './get-blog';
import { getCaseStudyQueryOptions } from './get-case-study';

const sources = {
  article: { options: getBlogQueryOptions, to: '/$lang/articles/detail/$slug' },
  caseStudy: { options: getCaseStudyQueryOptions, to: '/$lang/caseStudy/detail/$slug' },
} as const;

/**
 * The loader of an article or case study page. Each language has its own slug; a slug asked
 * for under the other language (/en/articles/detail/{Thai slug}, a link shared across
 * languages) redirects to this language's translation. Anything else unknown is the 404 screen.
 */
export async function loadPost(queryClient: QueryClient, kind: keyof typeof sources, lang: Locale, slug: string): Promise<PostDetail> {
  const source = sources[kind];
  try {
    return await queryClient.ensureQueryData(source.options(lang, slug));
  } catch (error) {
    if (!(error instanceof FetchError && error.status === 404)) throw error;
  }
  const other: Locale = lang === 'th' ? 'en' : 'th';
  const there = await queryClient.fetchQuery(source.options(other, slug)).catch(() => null);
  const alternate = there?.alternates[lang];
  if (alternate) throw redirect({ to: source.to, params: { lang, slug: alternate }, replace: true });
  throw notFound();
}
