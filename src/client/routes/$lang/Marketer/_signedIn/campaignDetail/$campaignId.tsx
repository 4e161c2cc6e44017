import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { requireParam, idParam } from '#client/app/params';
import { CampaignManageScreen } from '#client/features/campaigns/components/campaign-manage-screen';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/campaignDetail/$campaignId')({
  beforeLoad: ({ params }) => requireParam(params.campaignId, idParam),
  head: ({ match }) => pageHead(match, 'marketerCampaignDetail'),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  const { campaignId } = Route.useParams();
  return <CampaignManageScreen key={campaignId} lang={lang} campaignId={campaignId} />;
}
