import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { CampaignListScreen } from '#client/features/campaigns/components/campaign-list-screen';
import { getCampaignsQueryOptions } from '#client/features/campaigns/api/campaigns';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/campaignPackage')({
  head: ({ match }) => pageHead(match, 'marketerPackageCampaigns'),
  loader: ({ context }) => context.queryClient.ensureQueryData(getCampaignsQueryOptions()),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  return <CampaignListScreen lang={lang} funding="package" />;
}
