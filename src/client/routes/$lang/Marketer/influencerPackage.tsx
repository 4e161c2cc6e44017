import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { OfferingPage } from '#client/features/content/components/offering-page';

export const Route = createFileRoute('/$lang/Marketer/influencerPackage')({
  head: ({ match }) => pageHead(match, 'marketerInfluencerPackage'),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  return <OfferingPage lang={lang} offering="influencerPackage" />;
}
