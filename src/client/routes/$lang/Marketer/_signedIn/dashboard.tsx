import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { MarketerDashboard } from '#client/features/marketer/components/marketer-dashboard';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/dashboard')({
  head: ({ match }) => pageHead(match, 'marketerDashboard'),
  component: MarketerDashboardRoute,
});

function MarketerDashboardRoute() {
  const { lang, user: guardedUser } = Route.useRouteContext();
  const user = useSessionUser() ?? guardedUser;
  return <MarketerDashboard user={user} lang={lang} />;
}
