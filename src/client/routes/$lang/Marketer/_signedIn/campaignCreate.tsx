import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '#client/app/head';
import { CampaignWizard } from '#client/features/campaigns/components/campaign-wizard';

// The wizard (and its rich-text editor) loads only on this route: its own chunk.
export const Route = createFileRoute('/$lang/Marketer/_signedIn/campaignCreate')({
  validateSearch: v.object({ funding: v.optional(v.fallback(v.picklist(['credit', 'package']), 'credit'), 'credit') }),
  head: ({ match }) => pageHead(match, 'marketerCampaignCreate'),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  const { funding } = Route.useSearch();
  return <CampaignWizard lang={lang} funding={funding} />;
}
