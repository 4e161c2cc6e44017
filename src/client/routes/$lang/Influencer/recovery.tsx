import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { RecoveryScreen } from '#client/features/account/recovery-screen';
import { influencerRecovery } from '#client/features/influencer/recovery-endpoints';

export const Route = createFileRoute('/$lang/Influencer/recovery')({
  head: ({ match }) => pageHead(match, 'influencerRecovery'),
  component: RecoveryRoute,
});

function RecoveryRoute() {
  const { lang } = Route.useRouteContext();
  return <RecoveryScreen role="influencer" lang={lang} {...influencerRecovery(lang)} />;
}
