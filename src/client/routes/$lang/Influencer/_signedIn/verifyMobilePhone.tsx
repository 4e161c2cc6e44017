import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ContactChangeScreen } from '#client/features/account/contact-change-screen';
import { getAccountQueryOptions } from '#client/features/influencer/api/profile';
import { useInfluencerContactChange } from '#client/features/influencer/account-endpoints';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/verifyMobilePhone')({
  loader: ({ context }) => context.queryClient.fetchQuery(getAccountQueryOptions(context.user.uuid)),
  head: ({ match }) => pageHead(match, 'influencerVerifyMobilePhone'),
  component: VerifyMobilePhoneRoute,
});

function VerifyMobilePhoneRoute() {
  const { lang } = Route.useRouteContext();
  const account = Route.useLoaderData();
  const endpoints = useInfluencerContactChange(lang, 'verifyPhone');
  return <ContactChangeScreen role="influencer" lang={lang} mode="verifyPhone" current={account.phone} verified={account.phoneVerified} {...endpoints} />;
}
