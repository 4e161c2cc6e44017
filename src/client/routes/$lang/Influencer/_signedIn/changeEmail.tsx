import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { ContactChangeScreen } from '#client/features/account/contact-change-screen';
import { useInfluencerContactChange } from '#client/features/influencer/account-endpoints';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/changeEmail')({
  head: ({ match }) => pageHead(match, 'influencerChangeEmail'),
  component: ChangeEmailRoute,
});

function ChangeEmailRoute() {
  const { lang, user } = Route.useRouteContext();
  const current = useSessionUser() ?? user;
  const endpoints = useInfluencerContactChange(lang, 'changeEmail');
  return <ContactChangeScreen role="influencer" lang={lang} mode="changeEmail" current={current.email} {...endpoints} />;
}
