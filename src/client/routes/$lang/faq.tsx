import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '#client/app/head';
import { getFaqQueryOptions } from '#client/features/content/api/get-faq';
import { FaqScreen } from '#client/features/content/components/faq-screen';

export const Route = createFileRoute('/$lang/faq')({
  validateSearch: v.object({ for: v.optional(v.fallback(v.picklist(['influencer', 'marketer']), 'influencer')) }),
  loaderDeps: ({ search }) => ({ audience: search.for ?? 'influencer' }),
  loader: ({ context, params, deps }) => context.queryClient.prefetchQuery(getFaqQueryOptions(params.lang as 'th' | 'en', deps.audience)),
  head: ({ match }) => pageHead(match, 'faq'),
  component: FaqRoute,
});

function FaqRoute() {
  const { lang } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FaqScreen lang={lang} audience={search.for ?? 'influencer'} onAudienceChange={(audience) => void navigate({ search: audience === 'influencer' ? {} : { for: audience }, replace: true })} />;
}
