import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '#client/app/head';
import { CampaignWizard, EditCampaignWizard } from '#client/features/campaigns/components/campaign-wizard';

// The wizard (and its rich-text editor) loads only on this route: its own chunk.
export const Route = createFileRoute('/$lang/Marketer/_signedIn/campaignCreate')({
  validateSearch: v.object({
    funding: v.optional(v.fallback(v.picklist(['credit', 'package']), 'credit'), 'credit'),
    /** A draft to edit (its manage screen's "Edit draft"); none: a new campaign. */
    campaignId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  }),
  head: ({ match }) => pageHead(match, 'marketerCampaignCreate'),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  const { funding, campaignId } = Route.useSearch();
  return campaignId ? <EditCampaignWizard key={campaignId} lang={lang} campaignId={campaignId} /> : <CampaignWizard lang={lang} funding={funding} />;
}
