import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { SignUpProfileScreen } from '#client/features/marketer/components/sign-up-profile-screen';
import { getMarketerProfileQueryOptions } from '#client/features/marketer/api/get-marketer-profile';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/signUpProfile')({
  head: ({ match }) => pageHead(match, 'marketerSignUpProfile'),
  loader: ({ context }) => context.queryClient.ensureQueryData(getMarketerProfileQueryOptions()),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  return <SignUpProfileScreen lang={lang} />;
}
