import { NotFoundScreen } from '#client/app/screens/not-found-screen';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { requireParam, idParam } from '#client/app/params';
import { JobDetailScreen } from '#client/features/campaigns/components/job-detail-screen';

// The job market's detail: $jobId is the campaign's id (one job per influencer per campaign).
export const Route = createFileRoute('/$lang/Influencer/_signedIn/jobMarket/detail/$jobId')({
  loader: ({ params }) => requireParam(params.jobId, idParam),
  // Its own 404 boundary: the screen renders inside the language layout (header, footer, switch);
  // $lang's boundary would replace the whole layout.
  notFoundComponent: NotFoundScreen,
  head: ({ match }) => pageHead(match, 'influencerJobDetail'),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  const { jobId } = Route.useParams();
  return <JobDetailScreen key={jobId} lang={lang} campaignId={jobId} />;
}
