import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { InviteFriendScreen } from '#client/features/partners/components/invite-friend-screen';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/inviteFriend')({
  head: ({ match }) => pageHead(match, 'influencerInviteFriend'),
  component: InviteFriendRoute,
});

function InviteFriendRoute() {
  const { lang, user } = Route.useRouteContext();
  return <InviteFriendScreen userId={user.uuid} lang={lang} />;
}
