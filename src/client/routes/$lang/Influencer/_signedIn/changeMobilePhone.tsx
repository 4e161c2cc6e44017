import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ContactChangeScreen } from '#client/features/account/contact-change-screen';
import { getAccountQueryOptions } from '#client/features/influencer/api/profile';
import { useInfluencerContactChange } from '#client/features/influencer/account-endpoints';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/changeMobilePhone')({
  loader: ({ context }) => context.queryClient.fetchQuery(getAccountQueryOptions(context.user.uuid)),
  head: ({ match }) => pageHead(match, 'influencerChangeMobilePhone'),
  component: ChangeMobilePhoneRoute,
});

function ChangeMobilePhoneRoute() {
  const { lang } = Route.useRouteContext();
  const account = Route.useLoaderData();
  // A number not verified yet is verified here without the password, like the first one.
  const mode = account.phoneVerified ? 'changePhone' : 'verifyPhone';
  const endpoints = useInfluencerContactChange(lang, mode);
  return <ContactChangeScreen role="influencer" lang={lang} mode={mode} current={account.phone} {...endpoints} />;
}
