import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { AccountScreen } from '#client/features/marketer/components/account-screen';
import { getMarketerProfileQueryOptions } from '#client/features/marketer/api/get-marketer-profile';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/account')({
  head: ({ match }) => pageHead(match, 'marketerAccount'),
  loader: ({ context }) => context.queryClient.ensureQueryData(getMarketerProfileQueryOptions()),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang, auth } = Route.useRouteContext();
  return <AccountScreen lang={lang} auth={auth} />;
}
