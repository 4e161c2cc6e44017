import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { RecoveryScreen } from '#client/features/account/recovery-screen';
import { marketerRecovery } from '#client/features/marketer/code-endpoints';

export const Route = createFileRoute('/$lang/Marketer/recovery')({
  head: ({ match }) => pageHead(match, 'marketerRecovery'),
  component: MarketerRecoveryRoute,
});

function MarketerRecoveryRoute() {
  const { lang } = Route.useRouteContext();
  return <RecoveryScreen role="marketer" lang={lang} {...marketerRecovery} />;
}
