import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { interestCategories, socialChannelTypes } from '#common/enums';
import { pageHead } from '#client/app/head';
import { getPublicCampaignsQueryOptions } from '#client/features/content/api/get-public-campaigns';
import { JobBoardScreen } from '#client/features/content/components/job-board-screen';

export const Route = createFileRoute('/$lang/jobMarketBoard')({
  validateSearch: v.object({
    page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1)),
    channel: v.fallback(v.optional(v.picklist(socialChannelTypes)), undefined),
    category: v.fallback(v.optional(v.picklist(interestCategories)), undefined),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(getPublicCampaignsQueryOptions({ page: deps.page ?? 1, channel: deps.channel, category: deps.category })),
  head: ({ match }) => pageHead(match, 'jobMarketBoard'),
  component: JobBoardRoute,
});

function JobBoardRoute() {
  const { lang } = Route.useRouteContext();
  const { page, channel, category } = Route.useSearch();
  return <JobBoardScreen lang={lang} page={page ?? 1} channel={channel} category={category} />;
}
