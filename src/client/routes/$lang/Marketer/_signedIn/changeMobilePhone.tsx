import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ContactChangeScreen } from '#client/features/account/contact-change-screen';
import { getMarketerProfileQueryOptions } from '#client/features/marketer/api/get-marketer-profile';
import { useMarketerContactChange } from '#client/features/marketer/account-endpoints';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/changeMobilePhone')({
  head: ({ match }) => pageHead(match, 'marketerChangeMobilePhone'),
  loader: ({ context }) => context.queryClient.ensureQueryData(getMarketerProfileQueryOptions()),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  return <ContactChangeScreen role="marketer" lang={lang} mode="changePhone" {...useMarketerContactChange('changePhone')} />;
}
