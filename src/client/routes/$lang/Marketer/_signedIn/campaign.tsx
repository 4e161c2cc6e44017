import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { CampaignListScreen } from '#client/features/campaigns/components/campaign-list-screen';
import { getCampaignsQueryOptions } from '#client/features/campaigns/api/campaigns';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/campaign')({
  head: ({ match }) => pageHead(match, 'marketerCampaigns'),
  loader: ({ context }) => context.queryClient.ensureQueryData(getCampaignsQueryOptions()),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  return <CampaignListScreen lang={lang} funding="credit" />;
}
