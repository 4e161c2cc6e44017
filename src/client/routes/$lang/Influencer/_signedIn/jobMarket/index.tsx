import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { JobMarketScreen } from '#client/features/campaigns/components/job-market-screen';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/jobMarket/')({
  head: ({ match }) => pageHead(match, 'influencerJobMarket'),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  return <JobMarketScreen lang={lang} />;
}
