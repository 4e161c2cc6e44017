import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import type { Deps } from '../deps';
import { campaignPackageSlots, jobs, packagePurchases, type campaigns } from '../db/schema/index';
import { DomainError } from '../domain-error';
import { credit, debit, influencerAccount, marketerAccount, platformAccount, post } from '../ledger/ledger';
import { reserveCredit, returnCredit } from './credits';
import { namedQuery } from '../db/named-query';
import { escrowedJobStatuses } from '#common/earnings';

/**
 * The money side of campaigns and jobs (PRODUCT.md "Money"; docs/decisions/019-jobs-campaign-money.md)
 * on the ledger: publishing moves the whole budget of a campaign by credit from the marketer's
 * available credit into their reserved credit (so nothing is published without money behind it).
 * The reserve is a reservation of credit lots (services/credits.ts reserveCredit), so credit held
 * by a campaign never expires under it. A job's escrow is its price inside that reserve, taken by its seat at ASSIGN; CANCEL/REJECTED
 * give the seat back to the campaign (or, once the campaign has ended, the money back to the
 * marketer); COMPLETED captures it: the job's platform fee to the platform's revenue, the rest to the influencer's
 * available earnings. Every posting is keyed (kind, reference), so a retried step moves money once.
 *
 * A campaign by package holds slots instead of credit: publishing takes `influencerCount` slots of
 * the marketer's unexpired purchases of its offer (campaign_package_slots); closing gives back what
 * no job holds or has used. The marketer paid the package into platform revenue when they bought
 * it, so a package job's COMPLETED pays the influencer's earning out of that revenue (decision 019).
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
/** The campaign's reservation in credit lots (services/credits.ts): every return draws on it. */
const reservationOf = (campaign: CampaignRow) => `campaign:${campaign.id}`;

/**
 * Publish: the budget leaves available credit, from the earliest-expiring lots (insufficient_funds
 * when it is not there); a package campaign takes its slots instead (insufficient_slots).
 */
export async function reserveCampaignBudget(tx: Transaction, deps: MoneyDeps, campaign: CampaignRow): Promise<void> {
  if (campaign.funding === 'package') return takePackageSlots(tx, deps, campaign);
  const amount = campaignBudgetMinor(campaign);
  if (amount === 0) return;
  await reserveCredit(tx, deps, { marketerId: campaign.marketerId, amount, reference: reservationOf(campaign) });
}

/**
 * One slot per influencer from the marketer's own unexpired purchases of the campaign's offer,
 * earliest-expiring first. The purchases are locked (in that order, so two publishes never
 * deadlock) before they are counted; each decrement is also conditional on the slots being there,
 * so concurrent publishes can never take more slots than were bought.
 */
async function takePackageSlots(tx: Transaction, deps: MoneyDeps, campaign: CampaignRow): Promise<void> {
  const refuse = (left: number) =>
    new DomainError('insufficient_slots', { detail: `Publishing needs ${campaign.influencerCount} slots of this package; your unexpired purchases of it have ${left}.` });
  if (campaign.packageOfferId === null) throw refuse(0);
  const purchases = await tx
    .select({ id: packagePurchases.id, slotsRemaining: packagePurchases.slotsRemaining })
    .from(packagePurchases)
    .where(
      and(
        eq(packagePurchases.marketerId, campaign.marketerId),
        eq(packagePurchases.offerId, campaign.packageOfferId),
        gt(packagePurchases.slotsRemaining, 0),
        gt(packagePurchases.expiresAt, deps.now()),
      ),
    )
    .orderBy(asc(packagePurchases.expiresAt), asc(packagePurchases.id))
    .for('update');
  const held = purchases.reduce((total, purchase) => total + purchase.slotsRemaining, 0);
  if (held < campaign.influencerCount) throw refuse(held);
  let left = campaign.influencerCount;
  for (const purchase of purchases) {
    if (left === 0) break;
    const take = Math.min(left, purchase.slotsRemaining);
    const taken = await tx
      .update(packagePurchases)
      .set({ slotsRemaining: sql`${packagePurchases.slotsRemaining} - ${take}` })
      .where(and(eq(packagePurchases.id, purchase.id), sql`${packagePurchases.slotsRemaining} >= ${take}`))
      .returning({ id: packagePurchases.id });
    if (taken.length === 0) throw refuse(held - take);
    await tx.insert(campaignPackageSlots).values({ campaignId: campaign.id, purchaseId: purchase.id, reference: 'publish', slots: take, createdAt: deps.now() });
    left -= take;
  }
}

/**
 * Gives `slots` of a package campaign back to the purchases it took them from, the latest-expiring
 * first (publishing took the earliest first), once per reference. A purchase that expired
 * meanwhile gets them back too, but expired slots are never spent (publishing skips them).
 */
async function returnPackageSlots(tx: Transaction, deps: MoneyDeps, campaign: CampaignRow, slots: number, reference: string): Promise<void> {
  if (slots <= 0) return;
  // The campaign row is locked by every caller, so this check and the insert below cannot race.
  const [done] = await tx
    .select({ n: count() })
    .from(campaignPackageSlots)
    .where(and(eq(campaignPackageSlots.campaignId, campaign.id), eq(campaignPackageSlots.reference, reference)));
  if ((done?.n ?? 0) > 0) return;
  const held = await tx
    .select({ purchaseId: campaignPackageSlots.purchaseId, slots: sql<number>`sum(${campaignPackageSlots.slots})`.mapWith(Number), expiresAt: packagePurchases.expiresAt })
    .from(campaignPackageSlots)
    .innerJoin(packagePurchases, eq(packagePurchases.id, campaignPackageSlots.purchaseId))
    .where(eq(campaignPackageSlots.campaignId, campaign.id))
    .groupBy(campaignPackageSlots.purchaseId, packagePurchases.expiresAt)
    .orderBy(desc(packagePurchases.expiresAt), desc(campaignPackageSlots.purchaseId));
  let left = slots;
  for (const row of held) {
    if (left === 0) break;
    const give = Math.min(left, row.slots);
    if (give <= 0) continue;
    left -= give;
    await tx
      .update(packagePurchases)
      .set({ slotsRemaining: sql`${packagePurchases.slotsRemaining} + ${give}` })
      .where(eq(packagePurchases.id, row.purchaseId));
    await tx.insert(campaignPackageSlots).values({ campaignId: campaign.id, purchaseId: row.purchaseId, reference, slots: -give, createdAt: deps.now() });
  }
  if (left !== 0) throw new Error(`Campaign ${campaign.id} holds fewer package slots than it returns`);
}

/** Seats taken: every job that holds (or has spent) the campaign's money or slots. */
async function seatsTaken(tx: Transaction, campaign: CampaignRow): Promise<number> {
  const [taken] = await tx
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.campaignId, campaign.id), inArray(jobs.status, [...escrowedJobStatuses, 'COMPLETED'])));
  return Number(taken?.n ?? 0);
}

const heldStatuses = [...escrowedJobStatuses, 'COMPLETED'];
const heldByJobsText = 'select sum(price_minor)::text as total from jobs where campaign_id = $1 and status = any($2::text[])';

/**
 * Close/cancel: the reserve no job holds or has spent goes back to available credit. Jobs still
 * holding escrow keep theirs; each one returns or is captured when it ends (releaseJobEscrow).
 */
export async function returnCampaignBudget(tx: Transaction, deps: MoneyDeps, campaign: CampaignRow): Promise<void> {
  if (campaign.funding === 'package') return returnPackageSlots(tx, deps, campaign, campaign.influencerCount - (await seatsTaken(tx, campaign)), 'close');
  const budget = campaignBudgetMinor(campaign);
  if (budget === 0) return;
  // A named statement (issue 31, decision 093): on every close of a campaign by credit.
  const [held] = await namedQuery<{ total: string | null }>(tx, heldByJobsText, [campaign.id, heldStatuses]);
  const amount = budget - Number(held?.total ?? 0);
  if (amount <= 0) return;
  await returnCredit(tx, deps, { marketerId: campaign.marketerId, reservation: reservationOf(campaign), amount, reference: reservationOf(campaign) });
}

/** ASSIGN: the job's price is already inside the campaign's reserve; its seat (counted by status) holds it. */
export async function reserveJobEscrow(_tx: Transaction, _deps: MoneyDeps, _campaign: CampaignRow, _job: JobRow): Promise<void> {}

/** CANCEL/REJECTED: back into the open campaign's reserve (its seat frees), or to the marketer once it ended. */
export async function releaseJobEscrow(tx: Transaction, deps: MoneyDeps, campaign: CampaignRow, job: JobRow): Promise<void> {
  if (campaign.funding === 'package') {
    if (campaign.status !== 'published') await returnPackageSlots(tx, deps, campaign, 1, `job:${job.id}`);
    return;
  }
  if (campaign.funding !== 'credit' || campaign.status === 'published' || !job.priceMinor) return;
  await returnCredit(tx, deps, { marketerId: campaign.marketerId, reservation: reservationOf(campaign), amount: job.priceMinor, reference: `job:${job.id}` });
}

/**
 * COMPLETED: the price leaves the reserve; the job's platform fee to revenue, the rest the
 * influencer's earnings. A package job's price (the package's price per slot) was paid into
 * revenue when the package was bought, so the influencer's part leaves revenue and the fee stays.
 */
export async function captureJobEscrow(tx: Transaction, deps: MoneyDeps, campaign: CampaignRow, job: JobRow): Promise<void> {
  if (!job.priceMinor) return;
  const fee = platformFeeOf(job.priceMinor, job.platformFeeBp);
  if (campaign.funding === 'package') {
    await post(tx, {
      kind: 'job.escrow_capture',
      reference: job.id,
      currency: campaign.currency,
      at: deps.now(),
      entries: [debit(platformAccount('revenue', campaign.currency), job.priceMinor - fee), credit(influencerAccount(job.influencerId, 'earnings_available', campaign.currency), job.priceMinor - fee)],
      memo: { campaignId: campaign.id, feeBp: job.platformFeeBp, funding: 'package' },
    });
    return;
  }
  await post(tx, {
    kind: 'job.escrow_capture',
    reference: job.id,
    currency: campaign.currency,
    at: deps.now(),
    entries: [
      debit(marketerAccount(campaign.marketerId, 'credit_reserved', campaign.currency), job.priceMinor),
      credit(platformAccount('revenue', campaign.currency), fee),
      credit(influencerAccount(job.influencerId, 'earnings_available', campaign.currency), job.priceMinor - fee),
    ],
    memo: { campaignId: campaign.id, feeBp: job.platformFeeBp },
  });
}
