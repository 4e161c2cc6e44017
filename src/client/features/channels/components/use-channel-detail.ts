import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { Channel } from '#common/contracts/channels';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { notify } from '#client/app/notify';
import { toProblem } from '#client/api/problem';
import { useChannelDetail, useDeactivateChannel, useRefreshChannel } from '../api/channels';

/** One channel's detail and its refresh; refreshing is offered to a qualified OAuth channel that needs no reconnect. */
export function useChannelDetailScreen(id: string) {
  const detail = useChannelDetail(id);
  const refresh = useRefreshChannel(id);
  const channel = detail.data?.channel;
  const canRefresh = channel ? channel.status === 'qualified' && channel.method === 'oauth' && !channel.needsReconnect : false;
  const canDisconnect = channel ? channel.status !== 'disconnected' && channel.status !== 'not_qualified' && channel.status !== 'rejected' : false;
  return { detail, refresh, canRefresh, canDisconnect };
}

/** Disconnecting a channel: the confirmation's open state, the server's refusal (open jobs), and where to go after. */
export function useChannelDisconnect(lang: Locale, channel: Channel) {
  const [open, setOpen] = useState(false);
  const deactivate = useDeactivateChannel();
  const navigate = useNavigate();
  const problem = deactivate.error ? toProblem(deactivate.error) : null;
  const close = () => {
    setOpen(false);
    deactivate.reset();
  };
  const confirm = () =>
    deactivate.mutate(channel.id, {
      onSuccess: () => {
        setOpen(false);
        notify({ color: 'green', message: m.channel_disconnected(), withBorder: true });
        void navigate({ to: '/$lang/Influencer/dashboard', params: { lang } });
      },
    });
  return { open, setOpen, close, confirm, problem, pending: deactivate.isPending };
}
