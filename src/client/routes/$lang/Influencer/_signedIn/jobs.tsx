import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { MyJobsScreen } from '#client/features/campaigns/components/my-jobs-screen';
import { getMyJobsQueryOptions } from '#client/features/campaigns/api/jobs';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/jobs')({
  head: ({ match }) => pageHead(match, 'influencerJobs'),
  loader: ({ context }) => context.queryClient.ensureQueryData(getMyJobsQueryOptions()),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  return <MyJobsScreen lang={lang} />;
}
