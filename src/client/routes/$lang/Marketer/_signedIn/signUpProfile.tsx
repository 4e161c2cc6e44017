import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/signUpProfile')({
  head: ({ match }) => pageHead(match, 'marketerSignUpProfile'),
  component: () => <ComingSoonPage page="marketerSignUpProfile" />,
});
