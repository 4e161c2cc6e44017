import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { DeactivatedScreen } from '#client/features/account/deactivated-screen';

export const Route = createFileRoute('/$lang/deactivateSucceed')({
  head: ({ match }) => pageHead(match, 'deactivateSucceed'),
  component: DeactivateSucceedRoute,
});

function DeactivateSucceedRoute() {
  const { lang } = Route.useRouteContext();
  return <DeactivatedScreen lang={lang} />;
}
