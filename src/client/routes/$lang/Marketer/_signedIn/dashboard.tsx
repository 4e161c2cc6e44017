import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { DashboardScreen } from '#client/features/marketer/components/dashboard-screen';
import { getMarketerDashboardQueryOptions } from '#client/features/marketer/api/get-marketer-dashboard';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/dashboard')({
  head: ({ match }) => pageHead(match, 'marketerDashboard'),
  loader: ({ context }) => context.queryClient.ensureQueryData(getMarketerDashboardQueryOptions()),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  return <DashboardScreen lang={lang} />;
}
