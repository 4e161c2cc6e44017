import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { VerifyPhoneScreen } from '#client/features/marketer/components/verify-phone-screen';
import { getMarketerProfileQueryOptions } from '#client/features/marketer/api/get-marketer-profile';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/verifyMobilePhone')({
  head: ({ match }) => pageHead(match, 'marketerVerifyMobilePhone'),
  loader: ({ context }) => context.queryClient.ensureQueryData(getMarketerProfileQueryOptions()),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  return <VerifyPhoneScreen lang={lang} />;
}
