import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ContactChangeScreen } from '#client/features/account/contact-change-screen';
import { getMarketerProfileQueryOptions } from '#client/features/marketer/api/get-marketer-profile';
import { useMarketerContactChange } from '#client/features/marketer/account-endpoints';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/verifyMobilePhone')({
  head: ({ match }) => pageHead(match, 'marketerVerifyMobilePhone'),
  loader: ({ context }) => context.queryClient.ensureQueryData(getMarketerProfileQueryOptions()),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  return <ContactChangeScreen role="marketer" lang={lang} mode="verifyPhone" {...useMarketerContactChange('verifyPhone')} />;
}
