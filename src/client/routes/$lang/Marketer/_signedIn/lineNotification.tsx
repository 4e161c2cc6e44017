import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { NotificationScreen } from '#client/features/account/notification-screen';
import { getMarketerProfileQueryOptions } from '#client/features/marketer/api/get-marketer-profile';
import { useMarketerNotificationPrefs } from '#client/features/marketer/account-endpoints';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/lineNotification')({
  head: ({ match }) => pageHead(match, 'marketerLineNotification'),
  loader: ({ context }) => context.queryClient.ensureQueryData(getMarketerProfileQueryOptions()),
  component: RouteComponent,
});

function RouteComponent() {
  return <NotificationScreen {...useMarketerNotificationPrefs()} />;
}
