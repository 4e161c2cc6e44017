import { setup } from 'xstate';

/**
 * A campaign's stored status (campaigns.status) as a machine (decision 045). The server restores
 * it at the stored status and asks decide() for the next one; the actions name what the service
 * does in the same transaction (hold the budget, give back what no job holds, cancel the
 * applicants still waiting through the job queue). Pure: no side effects here.
 */
export type CampaignStatus = 'draft' | 'published' | 'closed' | 'cancelled';

export type CampaignEvent = { type: 'campaign.edit' } | { type: 'campaign.publish' } | { type: 'campaign.close' } | { type: 'campaign.cancel' };

export const campaignMachine = setup({
  types: {
    events: {} as CampaignEvent,
  },
  actions: {
    saveTerms: () => {},
    reserveBudget: () => {},
    returnBudget: () => {},
    closeApplicants: () => {},
  },
}).createMachine({
  id: 'campaign',
  initial: 'draft',
  states: {
    // A published campaign's terms are what influencers applied to: only drafts change.
    draft: {
      on: {
        'campaign.edit': { actions: 'saveTerms' },
        'campaign.publish': { target: 'published', actions: 'reserveBudget' },
        'campaign.cancel': 'cancelled',
      },
    },
    published: {
      on: {
        'campaign.close': { target: 'closed', actions: ['returnBudget', 'closeApplicants'] },
        // Refused while a job holds escrow: a conflict the service checks, not a state.
        'campaign.cancel': { target: 'cancelled', actions: ['returnBudget', 'closeApplicants'] },
      },
    },
    closed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
