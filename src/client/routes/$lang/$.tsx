import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { NotFoundScreen } from '#client/app/screens/not-found-screen';

/** SPEC §2: the not-found catch-all per language. */
export const Route = createFileRoute('/$lang/$')({
  head: ({ match }) => pageHead(match, 'notFound', { noindex: true }),
  component: NotFoundScreen,
});
