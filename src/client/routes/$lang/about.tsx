import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { getStaticPageQueryOptions } from '#client/features/content/api/get-static-page';
import { StaticPageScreen } from '#client/features/content/components/static-page-screen';

export const Route = createFileRoute('/$lang/about')({
  loader: ({ context, params }) => context.queryClient.prefetchQuery(getStaticPageQueryOptions('about', params.lang as 'th' | 'en')),
  head: ({ match }) => pageHead(match, 'about'),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  return <StaticPageScreen slug="about" lang={lang} />;
}
