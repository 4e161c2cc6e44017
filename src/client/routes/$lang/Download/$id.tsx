import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { requireParam, idParam } from '#client/app/params';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/Download/$id')({
  beforeLoad: ({ params }) => requireParam(params.id, idParam),
  head: ({ match }) => pageHead(match, 'download'),
  component: () => <ComingSoonPage page="download" />,
});
