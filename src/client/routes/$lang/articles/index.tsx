import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '#client/app/head';
import { ArticlesScreen } from '#client/features/content/components/articles-screen';
import { getArticlesQueryOptions } from '#client/features/content/api/get-articles';
import { getCategoriesQueryOptions } from '#client/features/content/api/get-categories';

const search = v.object({
  category: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1)),
});

export const Route = createFileRoute('/$lang/articles/')({
  validateSearch: search,
  loaderDeps: ({ search: { category, page } }) => ({ category, page }),
  loader: ({ context, params, deps }) => {
    const lang = params.lang as 'th' | 'en';
    void context.queryClient.prefetchQuery(getCategoriesQueryOptions('blog'));
    return context.queryClient.prefetchQuery(getArticlesQueryOptions({ locale: lang, category: deps.category !== undefined ? [deps.category] : undefined, page: deps.page ?? 1 }));
  },
  head: ({ match }) => pageHead(match, 'articles'),
  component: ArticlesRoute,
});

function ArticlesRoute() {
  const { lang } = Route.useRouteContext();
  const { category, page } = Route.useSearch();
  return <ArticlesScreen lang={lang} category={category} page={page ?? 1} />;
}
