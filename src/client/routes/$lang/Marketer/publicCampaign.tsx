import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/Marketer/publicCampaign')({
  head: ({ match }) => pageHead(match, 'marketerPublicCampaign'),
  component: () => <ComingSoonPage page="marketerPublicCampaign" />,
});
