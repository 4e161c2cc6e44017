import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/Marketer/package/')({
  head: ({ match }) => pageHead(match, 'marketerPackages'),
  component: () => <ComingSoonPage page="marketerPackages" />,
});
