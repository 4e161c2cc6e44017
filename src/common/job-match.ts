// PRODUCT.md "Campaigns and jobs": an application is MATCHED when the chosen channel meets every
// criterion of the campaign, MISMATCHED otherwise, and the influencer sees each one it fails.
// Pure, shared by the server (which decides) and the job market screen (which explains).

export const jobCriteria = ['channel_qualified', 'channel_type', 'tier', 'interests'] as const;
export type JobCriterion = (typeof jobCriteria)[number];

export interface CampaignCriteria {
  channelTypes: readonly string[];
  tier: string | null;
  interests: readonly string[];
}

export interface ChannelForMatch {
  type: string;
  status: string;
  tier: string | null;
}

/** The criteria the channel fails, in a fixed order; empty when it matches. */
export function failedCriteria(campaign: CampaignCriteria, channel: ChannelForMatch, influencerInterests: readonly string[]): JobCriterion[] {
  const failed: JobCriterion[] = [];
  if (channel.status !== 'qualified') failed.push('channel_qualified');
  if (!campaign.channelTypes.includes(channel.type)) failed.push('channel_type');
  if (campaign.tier !== null && channel.tier !== campaign.tier) failed.push('tier');
  // A campaign with interests wants someone who shares at least one of them.
  if (campaign.interests.length > 0 && !campaign.interests.some((interest) => influencerInterests.includes(interest))) failed.push('interests');
  return failed;
}
