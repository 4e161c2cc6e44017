import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/Influencer/signup/success')({
  head: ({ match }) => pageHead(match, 'influencerSignupSuccess'),
  component: () => <ComingSoonPage page="influencerSignupSuccess" />,
});
