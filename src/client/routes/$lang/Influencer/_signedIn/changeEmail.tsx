import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { ChangeEmailScreen } from '#client/features/influencer/components/contact-change-screens';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/changeEmail')({
  head: ({ match }) => pageHead(match, 'influencerChangeEmail'),
  component: ChangeEmailRoute,
});

function ChangeEmailRoute() {
  const { lang, user } = Route.useRouteContext();
  const current = useSessionUser() ?? user;
  return <ChangeEmailScreen lang={lang} email={current.email} />;
}
