import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/Influencer/acceptConsent')({
  head: ({ match }) => pageHead(match, 'influencerAcceptConsent'),
  component: () => <ComingSoonPage page="influencerAcceptConsent" />,
});
