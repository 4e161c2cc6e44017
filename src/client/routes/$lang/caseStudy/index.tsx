import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '#client/app/head';
import { CaseStudiesScreen } from '#client/features/content/components/articles-screen';
import { getCaseStudiesQueryOptions } from '#client/features/content/api/get-case-studies';
import { getCategoriesQueryOptions } from '#client/features/content/api/get-categories';

const search = v.object({
  category: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1)),
});

export const Route = createFileRoute('/$lang/caseStudy/')({
  validateSearch: search,
  loaderDeps: ({ search: { category, page } }) => ({ category, page }),
  loader: ({ context, params, deps }) => {
    const lang = params.lang as 'th' | 'en';
    void context.queryClient.prefetchQuery(getCategoriesQueryOptions('casesstudy'));
    return context.queryClient.prefetchQuery(getCaseStudiesQueryOptions({ locale: lang, category: deps.category !== undefined ? [deps.category] : undefined, page: deps.page ?? 1 }));
  },
  head: ({ match }) => pageHead(match, 'caseStudy'),
  component: CaseStudiesRoute,
});

function CaseStudiesRoute() {
  const { lang } = Route.useRouteContext();
  const { category, page } = Route.useSearch();
  return <CaseStudiesScreen lang={lang} category={category} page={page ?? 1} />;
}
