import { NotFoundScreen } from '#client/app/screens/not-found-screen';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireParam, slugParam } from '#client/app/params';
import { useSessionUser } from '#client/app/use-auth';
import { FetchError } from '#client/api/client';
import { contentHead } from '#client/features/content/content-head';
import { getPackageQueryOptions, usePackage } from '#client/features/content/api/get-package';
import { PackageDetailScreen } from '#client/features/content/components/packages-screen';

export const Route = createFileRoute('/$lang/Marketer/package/detail/$slug')({
  // In the loader, not beforeLoad: a notFound() from beforeLoad goes to the root, outside the layout.
  loader: async ({ context, params }) => {
    requireParam(params.slug, slugParam);
    try {
      return await context.queryClient.ensureQueryData(getPackageQueryOptions(params.lang as 'th' | 'en', params.slug));
    } catch (error) {
      if (error instanceof FetchError && error.status === 404) throw notFound();
      throw error;
    }
  },
  // Its own 404 boundary: the screen renders inside the language layout (header, footer, switch);
  // $lang's boundary would replace the whole layout.
  notFoundComponent: NotFoundScreen,
  head: ({ match, loaderData }) => contentHead(match, loaderData ? { title: loaderData.name, description: loaderData.summary, image: loaderData.coverUrl } : null),
  component: PackageRoute,
});

function PackageRoute() {
  const { lang } = Route.useRouteContext();
  const { slug } = Route.useParams();
  const { data } = usePackage(lang, slug);
  const user = useSessionUser();
  return <PackageDetailScreen offer={data} lang={lang} isMarketer={user?.role === 'marketer'} />;
}
