import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { getAccountQueryOptions } from '#client/features/influencer/api/profile';
import { getDashboardQueryOptions } from '#client/features/influencer/api/account-closing';
import { DashboardFigures } from '#client/features/influencer/components/dashboard-figures';
import { InfluencerDashboard } from '#client/features/influencer/components/influencer-dashboard';
import { ChannelList } from '#client/features/channels/components/channel-list';
import { ProfileProgressCard } from '#client/features/influencer/components/profile-progress-card';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/dashboard')({
  loader: ({ context }) => Promise.all([context.queryClient.prefetchQuery(getAccountQueryOptions(context.user.uuid)), context.queryClient.prefetchQuery(getDashboardQueryOptions(context.user.uuid))]),
  head: ({ match }) => pageHead(match, 'influencerDashboard'),
  component: InfluencerDashboardRoute,
});

function InfluencerDashboardRoute() {
  const { lang, user: guardedUser } = Route.useRouteContext();
  const user = useSessionUser() ?? guardedUser;
  return <InfluencerDashboard user={user} lang={lang} figures={<DashboardFigures lang={lang} uuid={user.uuid} />} progress={<ProfileProgressCard lang={lang} uuid={user.uuid} />} channels={<ChannelList lang={lang} uuid={user.uuid} />} />;
}
