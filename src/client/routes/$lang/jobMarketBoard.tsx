import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/jobMarketBoard')({
  head: ({ match }) => pageHead(match, 'jobMarketBoard'),
  component: () => <ComingSoonPage page="jobMarketBoard" />,
});
