import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/myInfluencers/partnerFriend')({
  head: ({ match }) => pageHead(match, 'influencerPartnerFriends'),
  component: () => <ComingSoonPage page="influencerPartnerFriends" />,
});
