import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/lineNotification')({
  head: ({ match }) => pageHead(match, 'marketerLineNotification'),
  component: () => <ComingSoonPage page="marketerLineNotification" />,
});
