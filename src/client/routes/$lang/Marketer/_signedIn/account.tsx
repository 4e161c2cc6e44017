import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/account')({
  head: ({ match }) => pageHead(match, 'marketerAccount'),
  component: () => <ComingSoonPage page="marketerAccount" />,
});
