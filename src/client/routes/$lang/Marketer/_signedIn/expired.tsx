import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ExpiredScreen } from '#client/features/marketer/components/expired-screen';
import { getMarketerDashboardQueryOptions } from '#client/features/marketer/api/get-marketer-dashboard';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/expired')({
  head: ({ match }) => pageHead(match, 'marketerExpired'),
  loader: ({ context }) => context.queryClient.ensureQueryData(getMarketerDashboardQueryOptions()),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang, user } = Route.useRouteContext();
  return <ExpiredScreen lang={lang} uuid={user.uuid} />;
}
