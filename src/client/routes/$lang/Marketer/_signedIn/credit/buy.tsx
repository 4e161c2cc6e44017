import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { BuyCreditScreen } from '#client/features/money/components/buy-credit-screen';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/credit/buy')({
  head: ({ match }) => pageHead(match, 'marketerBuyCredit'),
  component: RouteComponent,
});

function RouteComponent() {
  const { user } = Route.useRouteContext();
  return <BuyCreditScreen uuid={user.uuid} />;
}
