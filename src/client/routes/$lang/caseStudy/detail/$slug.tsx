import { NotFoundScreen } from '#client/app/screens/not-found-screen';
import { createFileRoute } from '@tanstack/react-router';
import type { Locale } from '#common/enums';
import { requireParam, slugParam } from '#client/app/params';
import { contentHead } from '#client/features/content/content-head';
import { loadPost } from '#client/features/content/api/load-post';
import { useCaseStudy } from '#client/features/content/api/get-case-study';
import { PostDetailScreen } from '#client/features/content/components/post-detail-screen';

export const Route = createFileRoute('/$lang/caseStudy/detail/$slug')({
  // Thai slugs carry vowel and tone marks (\p{M}); anything else malformed is the 404 screen
  // (checked in the loader: a notFound() from beforeLoad goes to the root, outside the layout).
  loader: ({ context, params }) => {
    requireParam(params.slug, slugParam);
    return loadPost(context.queryClient, 'caseStudy', params.lang as Locale, params.slug);
  },
  // SPEC §2: an article sets its own metadata (not overwritten by the section's SEO entry).
  // Its own 404 boundary: the screen renders inside the language layout (header, footer, switch);
  // $lang's boundary would replace the whole layout.
  notFoundComponent: NotFoundScreen,
  head: ({ match, loaderData }) => contentHead(match, loaderData ? { ...loaderData.seo, type: 'article' } : null),
  component: CaseStudyRoute,
});

function CaseStudyRoute() {
  const { lang } = Route.useRouteContext();
  const { slug } = Route.useParams();
  const { data } = useCaseStudy(lang, slug);
  return <PostDetailScreen post={data} lang={lang} />;
}
