import { createFileRoute, notFound } from '@tanstack/react-router';
import { FetchError } from '#client/api/client';
import { contentHead } from '#client/features/content/content-head';
import { getArticleQueryOptions, useArticle } from '#client/features/content/api/get-article';
import { PostDetailScreen } from '#client/features/content/components/post-detail-screen';

export const Route = createFileRoute('/$lang/articles/detail/$slug')({
  // Thai slugs carry vowel and tone marks (\p{M}); anything else malformed is the 404 screen.
  beforeLoad: ({ params }) => {
    if (!/^[\p{L}\p{M}\p{N}_-]{1,200}$/u.test(params.slug)) throw notFound();
  },
  loader: async ({ context, params }) => {
    try {
      return await context.queryClient.ensureQueryData(getArticleQueryOptions(params.lang as 'th' | 'en', params.slug));
    } catch (error) {
      if (error instanceof FetchError && error.status === 404) throw notFound();
      throw error;
    }
  },
  // SPEC §2: an article sets its own metadata (not overwritten by the section's SEO entry).
  head: ({ match, loaderData }) => contentHead(match, loaderData ? { ...loaderData.seo, type: 'article' } : null),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { lang } = Route.useRouteContext();
  const { slug } = Route.useParams();
  const { data } = useArticle(lang, slug);
  return <PostDetailScreen post={data} lang={lang} />;
}
