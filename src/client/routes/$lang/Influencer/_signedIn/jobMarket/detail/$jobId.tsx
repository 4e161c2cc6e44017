import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { requireParam, idParam } from '#client/app/params';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/jobMarket/detail/$jobId')({
  loader: ({ params }) => requireParam(params.jobId, idParam),
  head: ({ match }) => pageHead(match, 'influencerJobDetail'),
  component: () => <ComingSoonPage page="influencerJobDetail" />,
});
