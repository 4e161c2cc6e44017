import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';

/** SPEC §2: `test` fails on purpose, to show the error layout. */
export const Route = createFileRoute('/$lang/test')({
  head: ({ match }) => pageHead(match, 'test', { noindex: true }),
  component: TestRoute,
});

function TestRoute(): never {
  throw new Error('The test page fails on purpose (SPEC §2: test uses the error layout).');
}
