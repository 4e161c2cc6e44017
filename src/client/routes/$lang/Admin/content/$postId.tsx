import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { requireAdmin } from '#client/app/guards';
import { pageHead } from '#client/app/head';
import { adminPostQueryOptions } from '#client/features/content-admin/api/posts';
import { PostEditorScreen } from '#client/features/content-admin/components/post-editor-screen';

/** /{lang}/Admin/content/{postId|new}: the article and case-study editor. */
export const Route = createFileRoute('/$lang/Admin/content/$postId')({
  staticData: { private: true },
  beforeLoad: async ({ params, context, location }) => {
    if (params.postId !== 'new' && !/^\d{1,9}$/.test(params.postId)) throw notFound();
    return requireAdmin({ context, location, params: { lang: context.lang } });
  },
  validateSearch: v.object({ kind: v.optional(v.fallback(v.picklist(['article', 'case_study']), 'article')) }),
  head: ({ match }) => pageHead(match, 'admin', { noindex: true }),
  component: PostEditorRoute,
});

function PostEditorRoute() {
  const { lang } = Route.useRouteContext();
  const { postId } = Route.useParams();
  const { kind } = Route.useSearch();
  const id = postId === 'new' ? null : Number(postId);
  const post = useQuery({ ...adminPostQueryOptions(id ?? 0), enabled: id !== null });
  if (id !== null && !post.data) return null;
  const data = post.data ?? null;
  return <PostEditorScreen key={data?.id ?? 'new'} lang={lang} kind={(data?.kind as 'article' | 'case_study' | undefined) ?? kind ?? 'article'} post={data} />;
}
