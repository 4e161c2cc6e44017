import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toProblem } from '#client/api/problem';
import { endCampaign, publishCampaign, useCampaign, useCampaignJobs } from '../api/campaigns';

/**
 * Managing one campaign: the campaign and its jobs, and publishing (one Idempotency-Key per click),
 * closing or cancelling it; a refused publish says whether credit or package slots were short.
 */
export function useCampaignManage(campaignId: string) {
  const campaign = useCampaign(campaignId);
  const jobs = useCampaignJobs(campaignId);
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (to: 'publish' | 'close' | 'cancel') => (to === 'publish' ? publishCampaign(campaignId, crypto.randomUUID()) : endCampaign(campaignId, to)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
  });
  const refusal = change.isError ? toProblem(change.error).type : null;
  return { campaign, jobs, change, unfunded: refusal === 'insufficient_funds', unslotted: refusal === 'insufficient_slots' };
}
