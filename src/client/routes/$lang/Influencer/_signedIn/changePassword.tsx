import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ChangePasswordScreen } from '#client/features/influencer/components/contact-change-screens';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/changePassword')({
  head: ({ match }) => pageHead(match, 'influencerChangePassword'),
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const { lang, user } = Route.useRouteContext();
  return <ChangePasswordScreen lang={lang} uuid={user.uuid} />;
}
