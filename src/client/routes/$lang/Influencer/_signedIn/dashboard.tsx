import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { InfluencerDashboard } from '#client/features/influencer/components/influencer-dashboard';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/dashboard')({
  head: ({ match }) => pageHead(match, 'influencerDashboard'),
  component: InfluencerDashboardRoute,
});

function InfluencerDashboardRoute() {
  const { lang, user: guardedUser } = Route.useRouteContext();
  const user = useSessionUser() ?? guardedUser;
  return <InfluencerDashboard user={user} lang={lang} />;
}
