import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { RecoveryScreen } from '#client/features/influencer/components/recovery-screen';

export const Route = createFileRoute('/$lang/Influencer/recovery')({
  head: ({ match }) => pageHead(match, 'influencerRecovery'),
  component: RecoveryRoute,
});

function RecoveryRoute() {
  const { lang } = Route.useRouteContext();
  return <RecoveryScreen lang={lang} />;
}
