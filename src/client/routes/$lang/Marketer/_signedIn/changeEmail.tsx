import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ChangeContactScreen } from '#client/features/marketer/components/change-contact-screen';
import { getMarketerProfileQueryOptions } from '#client/features/marketer/api/get-marketer-profile';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/changeEmail')({
  head: ({ match }) => pageHead(match, 'marketerChangeEmail'),
  loader: ({ context }) => context.queryClient.ensureQueryData(getMarketerProfileQueryOptions()),
  component: RouteComponent,
});

function RouteComponent() {
  return <ChangeContactScreen field="email" />;
}
