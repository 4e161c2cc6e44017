import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useJob } from '../api/jobs';
import { applyToCampaign, useMarketCampaign } from '../api/job-market';

/**
 * Job detail's data: the market campaign with how each channel matches, the job once there is one,
 * the channel chosen to apply with (the first that meets every criterion unless the influencer
 * picks another), and applying.
 */
export function useJobDetail(campaignId: string) {
  const item = useMarketCampaign(campaignId);
  const job = useJob(item.data?.jobId ?? null);
  const [channelId, setChannelId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const apply = useMutation({
    mutationFn: (id: string) => applyToCampaign(campaignId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
  const channels = item.data?.channels ?? [];
  const chosen = channelId ?? channels.find((channel) => channel.failedCriteria.length === 0)?.channelId ?? channels[0]?.channelId ?? null;
  return { item, job, chosen, setChannelId, apply };
}
