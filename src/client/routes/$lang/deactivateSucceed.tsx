import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/deactivateSucceed')({
  head: ({ match }) => pageHead(match, 'deactivateSucceed'),
  component: () => <ComingSoonPage page="deactivateSucceed" />,
});
