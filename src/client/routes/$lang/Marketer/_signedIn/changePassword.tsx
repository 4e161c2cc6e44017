import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ChangePasswordScreen } from '#client/features/marketer/components/change-password-screen';


export const Route = createFileRoute('/$lang/Marketer/_signedIn/changePassword')({
  head: ({ match }) => pageHead(match, 'marketerChangePassword'),
  component: RouteComponent,
});

function RouteComponent() {
  const { user } = Route.useRouteContext();
  return <ChangePasswordScreen uuid={user.uuid} />;
}
