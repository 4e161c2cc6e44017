import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/signUpProfile')({
  head: ({ match }) => pageHead(match, 'influencerSignUpProfile'),
  component: () => <ComingSoonPage page="influencerSignUpProfile" />,
});
