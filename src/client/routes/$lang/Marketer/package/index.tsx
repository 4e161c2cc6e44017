import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '#client/app/head';
import { getOffersQueryOptions } from '#client/features/content/api/get-packages';
import { PackagesScreen } from '#client/features/content/components/packages-screen';

export const Route = createFileRoute('/$lang/Marketer/package/')({
  validateSearch: v.object({ page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1)) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => context.queryClient.prefetchQuery(getOffersQueryOptions(params.lang as 'th' | 'en', deps.page)),
  head: ({ match }) => pageHead(match, 'marketerPackages'),
  component: PackagesRoute,
});

function PackagesRoute() {
  const { lang } = Route.useRouteContext();
  const { page } = Route.useSearch();
  return <PackagesScreen lang={lang} page={page ?? 1} />;
}
