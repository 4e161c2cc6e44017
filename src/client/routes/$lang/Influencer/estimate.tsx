import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { EstimatorScreen } from '#client/features/channels/components/estimator-screen';

/** Influencer/estimate: the open earnings estimator (SPEC §4 social-based estimation), before sign-up. */
export const Route = createFileRoute('/$lang/Influencer/estimate')({
  head: ({ match }) => pageHead(match, 'influencerEstimate'),
  component: EstimateRoute,
});

function EstimateRoute() {
  const { lang } = Route.useRouteContext();
  return <EstimatorScreen lang={lang} />;
}
