import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { getBankAccountQueryOptions } from '#client/features/earnings/api/bank-account';
import { BankAccountScreen } from '#client/features/earnings/components/bank-account-screen';

/** Influencer/earn/bankAccount: the bank account and its review (issue 13). */
export const Route = createFileRoute('/$lang/Influencer/_signedIn/earn/bankAccount')({
  loader: ({ context }) => context.queryClient.prefetchQuery(getBankAccountQueryOptions(context.user.uuid)),
  head: ({ match }) => pageHead(match, 'influencerBankAccount'),
  component: BankAccountRoute,
});

function BankAccountRoute() {
  const { lang, user } = Route.useRouteContext();
  return <BankAccountScreen lang={lang} uuid={user.uuid} />;
}
