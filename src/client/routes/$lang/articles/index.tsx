import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/articles/')({
  head: ({ match }) => pageHead(match, 'articles'),
  component: () => <ComingSoonPage page="articles" />,
});
