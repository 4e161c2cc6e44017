import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/privacy')({
  head: ({ match }) => pageHead(match, 'privacy'),
  component: () => <ComingSoonPage page="privacy" />,
});
