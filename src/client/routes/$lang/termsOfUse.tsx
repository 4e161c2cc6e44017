import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/termsOfUse')({
  head: ({ match }) => pageHead(match, 'termsOfUse'),
  component: () => <ComingSoonPage page="termsOfUse" />,
});
