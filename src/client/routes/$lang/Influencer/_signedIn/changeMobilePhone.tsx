import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { getAccountQueryOptions } from '#client/features/influencer/api/profile';
import { ChangePhoneScreen } from '#client/features/influencer/components/contact-change-screens';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/changeMobilePhone')({
  loader: ({ context }) => context.queryClient.fetchQuery(getAccountQueryOptions(context.user.uuid)),
  head: ({ match }) => pageHead(match, 'influencerChangeMobilePhone'),
  component: ChangeMobilePhoneRoute,
});

function ChangeMobilePhoneRoute() {
  const { lang } = Route.useRouteContext();
  const account = Route.useLoaderData();
  return <ChangePhoneScreen lang={lang} phone={account.phone} verified={account.phoneVerified} />;
}
