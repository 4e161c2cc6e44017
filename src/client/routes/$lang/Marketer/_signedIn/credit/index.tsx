import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { CreditBalanceScreen } from '#client/features/money/components/credit-balance-screen';
import { creditTotalQueryOptions } from '#client/features/money/api/credits';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/credit/')({
  head: ({ match }) => pageHead(match, 'marketerCredit'),
  loader: ({ context }) => context.queryClient.ensureQueryData(creditTotalQueryOptions(context.user.uuid)),
  component: RouteComponent,
});

function RouteComponent() {
  const { user, lang } = Route.useRouteContext();
  return <CreditBalanceScreen uuid={user.uuid} lang={lang} />;
}
