import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { getPrefsQueryOptions } from '#client/features/influencer/api/profile';
import { NotificationScreen } from '#client/features/influencer/components/notification-screen';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/lineNotification')({
  loader: ({ context }) => context.queryClient.prefetchQuery(getPrefsQueryOptions(context.user.uuid)),
  head: ({ match }) => pageHead(match, 'influencerLineNotification'),
  component: LineNotificationRoute,
});

function LineNotificationRoute() {
  const { lang, user } = Route.useRouteContext();
  return <NotificationScreen lang={lang} uuid={user.uuid} />;
}
