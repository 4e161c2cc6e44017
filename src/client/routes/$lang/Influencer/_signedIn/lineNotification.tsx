import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { NotificationScreen } from '#client/features/account/notification-screen';
import { getPrefsQueryOptions } from '#client/features/influencer/api/profile';
import { useInfluencerNotificationPrefs } from '#client/features/influencer/account-endpoints';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/lineNotification')({
  loader: ({ context }) => context.queryClient.prefetchQuery(getPrefsQueryOptions(context.user.uuid)),
  head: ({ match }) => pageHead(match, 'influencerLineNotification'),
  component: LineNotificationRoute,
});

function LineNotificationRoute() {
  const { user } = Route.useRouteContext();
  return <NotificationScreen {...useInfluencerNotificationPrefs(user.uuid)} />;
}
