import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { EarnScreen } from '#client/features/earnings/components/earn-screen';

/** Issue 13: earnings, the withdraw form and the withdrawal history. */
export const Route = createFileRoute('/$lang/Influencer/_signedIn/earn/withdraw')({
  head: ({ match }) => pageHead(match, 'influencerWithdraw'),
  component: RouteComponent,
});

function RouteComponent() {
  const { user, lang } = Route.useRouteContext();
  return <EarnScreen uuid={user.uuid} lang={lang} />;
}
