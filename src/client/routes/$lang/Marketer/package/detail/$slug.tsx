import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireParam, slugParam } from '#client/app/params';
import { FetchError } from '#client/api/client';
import { contentHead } from '#client/features/content/content-head';
import { getPackageQueryOptions, usePackage } from '#client/features/content/api/get-package';
import { PackageDetailScreen } from '#client/features/content/components/packages-screen';

export const Route = createFileRoute('/$lang/Marketer/package/detail/$slug')({
  beforeLoad: ({ params }) => requireParam(params.slug, slugParam),
  loader: async ({ context, params }) => {
    try {
      return await context.queryClient.ensureQueryData(getPackageQueryOptions(params.lang as 'th' | 'en', params.slug));
    } catch (error) {
      if (error instanceof FetchError && error.status === 404) throw notFound();
      throw error;
    }
  },
  head: ({ match, loaderData }) => contentHead(match, loaderData ? { title: loaderData.name, description: loaderData.summary, image: loaderData.coverUrl } : null),
  component: PackageRoute,
});

function PackageRoute() {
  const { lang } = Route.useRouteContext();
  const { slug } = Route.useParams();
  const { data } = usePackage(lang, slug);
  return <PackageDetailScreen offer={data} lang={lang} />;
}
