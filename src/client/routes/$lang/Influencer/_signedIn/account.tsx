import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { getAccountQueryOptions } from '#client/features/influencer/api/profile';
import { AccountScreen } from '#client/features/influencer/components/account-screen';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/account')({
  loader: ({ context }) => context.queryClient.prefetchQuery(getAccountQueryOptions(context.user.uuid)),
  head: ({ match }) => pageHead(match, 'influencerAccount'),
  component: AccountRoute,
});

function AccountRoute() {
  const { lang, user, auth } = Route.useRouteContext();
  return <AccountScreen lang={lang} uuid={user.uuid} auth={auth} />;
}
