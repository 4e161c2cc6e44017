import { NotFoundScreen } from '#client/app/screens/not-found-screen';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireParam, idParam } from '#client/app/params';
import { FetchError } from '#client/api/client';
import { contentHead } from '#client/features/content/content-head';
import { getDownloadQueryOptions, useDownload } from '#client/features/content/api/get-download';
import { DownloadScreen } from '#client/features/content/components/download-screen';

export const Route = createFileRoute('/$lang/Download/$id')({
  // In the loader, not beforeLoad: a notFound() from beforeLoad goes to the root, outside the layout.
  loader: async ({ context, params }) => {
    requireParam(params.id, idParam);
    try {
      return await context.queryClient.ensureQueryData(getDownloadQueryOptions(params.id, params.lang as 'th' | 'en'));
    } catch (error) {
      // An unknown id (or one that is not a uuid) is the 404 screen.
      if (error instanceof FetchError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
  },
  // Its own 404 boundary: the screen renders inside the language layout (header, footer, switch);
  // $lang's boundary would replace the whole layout.
  notFoundComponent: NotFoundScreen,
  head: ({ match, loaderData }) => contentHead(match, loaderData ? { title: loaderData.title, description: loaderData.description || loaderData.title } : null),
  component: DownloadRoute,
});

function DownloadRoute() {
  const { lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data } = useDownload(id, lang);
  return <DownloadScreen file={data} />;
}
