import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { SignupSuccess } from '#client/features/influencer/components/signup-success';

export const Route = createFileRoute('/$lang/Influencer/signup/success')({
  head: ({ match }) => pageHead(match, 'influencerSignupSuccess'),
  component: SignupSuccessRoute,
});

function SignupSuccessRoute() {
  const { lang } = Route.useRouteContext();
  const user = useSessionUser();
  return <SignupSuccess lang={lang} signedIn={user?.role === 'influencer'} />;
}
