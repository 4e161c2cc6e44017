import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/changePassword')({
  head: ({ match }) => pageHead(match, 'influencerChangePassword'),
  component: () => <ComingSoonPage page="influencerChangePassword" />,
});
