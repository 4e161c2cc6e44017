import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { InfluencerLanding } from '#client/features/influencer/components/influencer-landing';

export const Route = createFileRoute('/$lang/Influencer/')({
  head: ({ match }) => pageHead(match, 'influencerLanding'),
  component: InfluencerLandingRoute,
});

function InfluencerLandingRoute() {
  const { lang } = Route.useRouteContext();
  return <InfluencerLanding lang={lang} />;
}
