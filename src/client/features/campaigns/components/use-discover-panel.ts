import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDiscoverQueryOptions, inviteChannel } from '../api/campaigns';
import { problemText } from '../labels';

/**
 * Finding influencers for an invite-only campaign: the filters (changing one goes back to the first
 * page), the keyset pages walked so far, and inviting a channel (the campaign's data refreshes after).
 */
export function useDiscoverPanel(campaignId: string) {
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const results = useQuery(getDiscoverQueryOptions(campaignId, filters, cursors.at(-1)));
  const queryClient = useQueryClient();
  const invite = useMutation({
    mutationFn: (channelId: string) => inviteChannel(campaignId, channelId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['campaigns', campaignId] }),
  });
  const next = results.data?.next;
  return {
    filters,
    setFilter: (key: string, value: string | null) => {
      setFilters((current) => {
        const updated = { ...current };
        if (value) updated[key] = value;
        else delete updated[key];
        return updated;
      });
      setCursors([undefined]);
    },
    results,
    invite: (channelId: string) => invite.mutate(channelId),
    inviting: (channelId: string) => invite.isPending && invite.variables === channelId,
    inviteError: invite.isError ? problemText(invite.error) : null,
    pages: {
      hasPrevious: cursors.length > 1,
      hasNext: Boolean(next),
      previous: () => setCursors((current) => current.slice(0, -1)),
      next: () => {
        if (next) setCursors((current) => [...current, next]);
      },
    },
  };
}
