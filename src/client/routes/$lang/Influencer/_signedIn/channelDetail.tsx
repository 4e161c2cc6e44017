import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '#client/app/head';
import { m } from '#common/paraglide/messages.js';
import { getChannelDetailQueryOptions } from '#client/features/channels/api/channels';
import { ChannelDetailScreen } from '#client/features/channels/components/channel-detail-screen';
import { AccountCard } from '#client/features/account/page';
import { ChannelList } from '#client/features/channels/components/channel-list';

/** Influencer/channelDetail?id=: one channel; without an id (the menu's entry), the member's channels to choose from. */
export const Route = createFileRoute('/$lang/Influencer/_signedIn/channelDetail')({
  validateSearch: v.object({ id: v.optional(v.fallback(v.pipe(v.string(), v.uuid()), undefined as never)) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id ? context.queryClient.prefetchQuery(getChannelDetailQueryOptions(deps.id)) : undefined),
  head: ({ match }) => pageHead(match, 'influencerChannelDetail'),
  component: ChannelDetailRoute,
});

function ChannelDetailRoute() {
  const { lang, user } = Route.useRouteContext();
  const { id } = Route.useSearch();
  return <AccountCard size={760} title={m.page_influencer_channel_detail_title()}>{id ? <ChannelDetailScreen lang={lang} id={id} /> : <ChannelList lang={lang} uuid={user.uuid} />}</AccountCard>;
}
