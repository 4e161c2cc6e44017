import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { StatementScreen } from '#client/features/money/components/statement-screen';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/statement')({
  head: ({ match }) => pageHead(match, 'marketerStatement'),
  component: RouteComponent,
});

function RouteComponent() {
  const { user, lang } = Route.useRouteContext();
  return <StatementScreen uuid={user.uuid} lang={lang} />;
}
