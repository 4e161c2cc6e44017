import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { PartnerFriendScreen } from '#client/features/partners/components/partner-friend-screen';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/myInfluencers/partnerFriend')({
  head: ({ match }) => pageHead(match, 'influencerPartnerFriends'),
  component: PartnerFriendRoute,
});

function PartnerFriendRoute() {
  const { lang } = Route.useRouteContext();
  return <PartnerFriendScreen lang={lang} />;
}
