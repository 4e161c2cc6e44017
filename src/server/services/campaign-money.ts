import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import type { Deps } from '../deps';
import { jobs, type campaigns } from '../db/schema/index';
import { credit, debit, influencerAccount, marketerAccount, platformAccount, post } from '../ledger/ledger';
import { reserveCredit, returnCredit } from './money';
import { escrowedJobStatuses } from '#machines/job.machine';

/**
 * The money side of campaigns and jobs (PRODUCT.md "Money"; docs/decisions/019-jobs-campaign-money.md)
 * on the ledger: publishing moves the whole budget of a campaign by credit from the marketer's
 * available credit into their reserved credit (so nothing is published without money behind it).
 * The reserve is a reservation of credit lots (services/money.ts reserveCredit), so credit held
 * by a campaign never expires under it. A job's escrow is its price inside that reserve, taken by its seat at ASSIGN; CANCEL/REJECTED
 * give the seat back to the campaign (or, once the campaign has ended, the money back to the
 * marketer); COMPLETED captures it: the job's platform fee to the platform's revenue, the rest to the influencer's
 * available earnings. Every posting is keyed (kind, reference), so a retried step moves money once.
 */
type CampaignRow = typeof campaigns.$inferSelect;
type JobRow = typeof jobs.$inferSelect;

/**
 * PRODUCT.md: the platform fee, 20 % of the job price by default (`job.platformFeeBp` in the
 * configuration). Each job keeps the fee in force when it was created, so a change applies to new
 * jobs only and what an influencer was shown is what they are paid.
 */
export const platformFeeOf = (priceMinor: number, feeBp: number) => Math.round((priceMinor * feeBp) / 10_000);
export const earningOf = (priceMinor: number, feeBp: number) => priceMinor - platformFeeOf(priceMinor, feeBp);

/** What publishing holds: count × price for a campaign by credit; a package campaign spends slots. */
export const campaignBudgetMinor = (row: Pick<CampaignRow, 'funding' | 'influencerCount' | 'pricePerInfluencerMinor'>) =>
  row.funding === 'credit' ? row.influencerCount * (row.pricePerInfluencerMinor ?? 0) : 0;

type MoneyDeps = Pick<Deps, 'config' | 'now'>;
/** The campaign's reservation in credit lots (services/money.ts): every return draws on it. */
const reservationOf = (campaign: CampaignRow) => `campaign:${campaign.id}`;

/** Publish: the budget leaves available credit, from the earliest-expiring lots (insufficient_funds when it is not there). */
export async function reserveCampaignBudget(tx: Transaction, deps: MoneyDeps, campaign: CampaignRow): Promise<void> {
  const amount = campaignBudgetMinor(campaign);
  // Package slots are bought with the package (a later issue); until then a package campaign holds no credit.
  if (amount === 0) return;
  await reserveCredit(tx, deps, { marketerId: campaign.marketerId, amount, reference: reservationOf(campaign) });
}

/**
 * Close/cancel: the reserve no job holds or has spent goes back to available credit. Jobs still
 * holding escrow keep theirs; each one returns or is captured when it ends (releaseJobEscrow).
 */
export async function returnCampaignBudget(tx: Transaction, deps: MoneyDeps, campaign: CampaignRow): Promise<void> {
  const budget = campaignBudgetMinor(campaign);
  if (budget === 0) return;
  const [held] = await tx
    .select({ total: sum(jobs.priceMinor) })
    .from(jobs)
    .where(and(eq(jobs.campaignId, campaign.id), inArray(jobs.status, [...escrowedJobStatuses, 'COMPLETED'])));
  const amount = budget - Number(held?.total ?? 0);
  if (amount <= 0) return;
  await returnCredit(tx, deps, { marketerId: campaign.marketerId, reservation: reservationOf(campaign), amount, reference: reservationOf(campaign) });
}

/** ASSIGN: the job's price is already inside the campaign's reserve; its seat (counted by status) holds it. */
export async function reserveJobEscrow(_tx: Transaction, _deps: MoneyDeps, _campaign: CampaignRow, _job: JobRow): Promise<void> {}

/** CANCEL/REJECTED: back into the open campaign's reserve (its seat frees), or to the marketer once it ended. */
export async function releaseJobEscrow(tx: Transaction, deps: MoneyDeps, campaign: CampaignRow, job: JobRow): Promise<void> {
  if (campaign.funding !== 'credit' || campaign.status === 'published' || !job.priceMinor) return;
  await returnCredit(tx, deps, { marketerId: campaign.marketerId, reservation: reservationOf(campaign), amount: job.priceMinor, reference: `job:${job.id}` });
}

/** COMPLETED: the price leaves the reserve; the job's platform fee to revenue, the rest the influencer's earnings. */
export async function captureJobEscrow(tx: Transaction, _deps: MoneyDeps, campaign: CampaignRow, job: JobRow): Promise<void> {
  if (campaign.funding !== 'credit' || !job.priceMinor) return;
  const fee = platformFeeOf(job.priceMinor, job.platformFeeBp);
  await post(tx, {
    kind: 'job.escrow_capture',
    reference: job.id,
    currency: campaign.currency,
    entries: [
      debit(marketerAccount(campaign.marketerId, 'credit_reserved', campaign.currency), job.priceMinor),
      credit(platformAccount('revenue', campaign.currency), fee),
      credit(influencerAccount(job.influencerId, 'earnings_available', campaign.currency), job.priceMinor - fee),
    ],
    memo: { campaignId: campaign.id, feeBp: job.platformFeeBp },
  });
}
