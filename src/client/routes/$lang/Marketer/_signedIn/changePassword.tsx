import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ChangePasswordScreen } from '#client/features/account/change-password-screen';
import { changePassword } from '#client/features/marketer/api/change-password';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/changePassword')({
  head: ({ match }) => pageHead(match, 'marketerChangePassword'),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang, user } = Route.useRouteContext();
  return <ChangePasswordScreen role="marketer" lang={lang} changePassword={(body) => changePassword({ uuid: user.uuid, ...body })} />;
}
