import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { getAccountQueryOptions } from '#client/features/influencer/api/profile';
import { VerifyPhoneScreen } from '#client/features/influencer/components/contact-change-screens';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/verifyMobilePhone')({
  loader: ({ context }) => context.queryClient.fetchQuery(getAccountQueryOptions(context.user.uuid)),
  head: ({ match }) => pageHead(match, 'influencerVerifyMobilePhone'),
  component: VerifyMobilePhoneRoute,
});

function VerifyMobilePhoneRoute() {
  const { lang } = Route.useRouteContext();
  const account = Route.useLoaderData();
  return <VerifyPhoneScreen lang={lang} phone={account.phone} verified={account.phoneVerified} />;
}
