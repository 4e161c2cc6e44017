import type { Executor } from '../db/client';
import type { campaigns, jobs } from '../db/schema/index';

/**
 * The money side of campaigns and jobs (PRODUCT.md "Money"), on the ledger of the money issue:
 * publish holds the campaign's budget from the marketer's credit; ASSIGN moves one job's price
 * from that budget into the job's escrow; CANCEL/REJECTED move it back; COMPLETED captures it:
 * 20 % platform fee, the rest the influencer's earnings. Each call runs inside the caller's
 * transaction with its own idempotency key, so a repeated request moves money once.
 */
type CampaignRow = typeof campaigns.$inferSelect;
type JobRow = typeof jobs.$inferSelect;

/** PRODUCT.md: platform fee 20 % of the job price, in basis points. */
export const platformFeeBp = 2000;
export const platformFeeOf = (priceMinor: number) => Math.round((priceMinor * platformFeeBp) / 10_000);
export const earningOf = (priceMinor: number) => priceMinor - platformFeeOf(priceMinor);

/** What publishing holds: count × price for a campaign by credit; a package campaign spends slots. */
export const campaignBudgetMinor = (row: Pick<CampaignRow, 'funding' | 'influencerCount' | 'pricePerInfluencerMinor'>) =>
  row.funding === 'credit' ? row.influencerCount * (row.pricePerInfluencerMinor ?? 0) : 0;

// UNFINISHED until the ledger (issue 11) is on main: these are the only places money moves for
// campaigns and jobs; they are wired in everywhere and get their postings at merge.
export async function reserveCampaignBudget(_tx: Executor, _campaign: CampaignRow, _idempotencyKey: string): Promise<void> {}
export async function returnCampaignBudget(_tx: Executor, _campaign: CampaignRow): Promise<void> {}
export async function reserveJobEscrow(_tx: Executor, _campaign: CampaignRow, _job: JobRow): Promise<void> {}
export async function releaseJobEscrow(_tx: Executor, _campaign: CampaignRow, _job: JobRow): Promise<void> {}
export async function captureJobEscrow(_tx: Executor, _campaign: CampaignRow, _job: JobRow): Promise<void> {}
