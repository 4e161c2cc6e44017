import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { PackageBalanceScreen } from '#client/features/money/components/package-balance-screen';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/packageBalance')({
  head: ({ match }) => pageHead(match, 'marketerPackageBalance'),
  component: RouteComponent,
});

function RouteComponent() {
  const { user, lang } = Route.useRouteContext();
  return <PackageBalanceScreen uuid={user.uuid} lang={lang} />;
}
