import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ChangePasswordScreen } from '#client/features/account/change-password-screen';
import { changePassword } from '#client/features/influencer/api/profile';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/changePassword')({
  head: ({ match }) => pageHead(match, 'influencerChangePassword'),
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const { lang, user } = Route.useRouteContext();
  return <ChangePasswordScreen role="influencer" lang={lang} changePassword={(body) => changePassword(user.uuid, body)} />;
}
