import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { jobStatuses } from '#common/enums';
import { pageHead } from '#client/app/head';
import { PartnerJobsScreen } from '#client/features/campaigns/components/partner-jobs-screen';
import { usePartnerOptions } from '#client/features/partners/api/partners';

/** The filter lives in the address (?status=&partner=), so a partner's card links to their jobs. */
const search = v.object({
  status: v.fallback(v.optional(v.picklist(jobStatuses)), undefined),
  partner: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

export const Route = createFileRoute('/$lang/Influencer/_signedIn/myInfluencers/partnerJobs')({
  head: ({ match }) => pageHead(match, 'influencerPartnerJobs'),
  validateSearch: search,
  component: PartnerJobsRoute,
});

function PartnerJobsRoute() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  const partners = usePartnerOptions();
  return <PartnerJobsScreen filter={filter} partners={partners.data ?? []} onFilter={(next) => void navigate({ search: next, replace: true })} />;
}
