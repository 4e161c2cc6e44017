import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '#client/app/head';
import { m } from '#common/paraglide/messages.js';
import { ChannelAddScreen } from '#client/features/channels/components/channel-add-screen';
import { AccountCard } from '#client/features/account/page';

/** Influencer/channelAdd: connect a channel; the platform's callback comes back with ?channel= or ?channelError=. */
export const Route = createFileRoute('/$lang/Influencer/_signedIn/channelAdd')({
  validateSearch: v.object({
    channel: v.optional(v.fallback(v.pipe(v.string(), v.uuid()), undefined as never)),
    channelError: v.optional(v.fallback(v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/)), undefined as never)),
  }),
  head: ({ match }) => pageHead(match, 'influencerChannelAdd'),
  component: ChannelAddRoute,
});

function ChannelAddRoute() {
  const { lang, user } = Route.useRouteContext();
  const { channel, channelError } = Route.useSearch();
  return (
    <AccountCard size={760} title={m.page_influencer_channel_add_title()} subtitle={m.channel_add_subtitle()}>
      <ChannelAddScreen key={`${channel ?? ''}${channelError ?? ''}`} lang={lang} uuid={user.uuid} returnedChannel={channel} channelError={channelError} />
    </AccountCard>
  );
}
