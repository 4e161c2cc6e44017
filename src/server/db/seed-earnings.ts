import { toSessionUser } from '../auth/session';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import { credit, debit, influencerAccount, marketerAccount, platformAccount, post } from '../ledger/ledger';
import { platformFeeOf, reserveCampaignBudget } from '../services/campaign-money';
import { approveWithdrawal, createPayoutBatch, markBatchPaid, requestWithdrawal } from '../services/earnings';
import { bankAccounts, campaigns, channels, jobs, users } from './schema/index';
import { demoAmount } from './seed-country';

/** Three jobs the demo influencer finished for the demo brand, in the last three Bangkok months. */
const demoJobs = [
  { name: 'Completed: Siam Glow sunscreen review', price: 3_000_00, monthsAgo: 2 },
  { name: 'Completed: Doi Brew new roast at Nimman', price: 1_800_00, monthsAgo: 1 },
  { name: 'Completed: FitThai 14-day challenge', price: 2_800_00, monthsAgo: 0 },
] as const;

/**
 * Issue 13 demo data: the demo influencer has earned (completed jobs of the demo brand, through
 * the same postings a completed job makes: the campaign's budget reserved from the brand's demo
 * credit, then captured 20 % / 80 %), one withdrawal paid and one waiting for review. Runs after
 * the demo credit (seedDemoCredit) and the bank-account seed; with no approved bank account it
 * adds the earnings only. Idempotent: a second start finds the first completed campaign and stops.
 */
export async function seedDemoEarnings(deps: Deps): Promise<void> {
  const { db } = deps;
  const byEmail = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const [influencerId, brandId, staffId] = [await byEmail('influencer@kolify.test'), await byEmail('brand@kolify.test'), await byEmail('admin@kolify.test')];
  if (!influencerId || !brandId || !staffId) return;
  const [done] = await db.select({ id: campaigns.id }).from(campaigns).where(and(eq(campaigns.marketerId, brandId), eq(campaigns.name, demoJobs[0].name)));
  if (done) return;
  const [template] = await db.select().from(campaigns).where(eq(campaigns.marketerId, brandId)).limit(1);
  const [channel] = await db.select().from(channels).where(and(eq(channels.ownerId, influencerId), eq(channels.type, 'INSTAGRAM'))).limit(1);
  if (!template || !channel) return;

  const now = deps.now();
  await db.transaction(async (tx) => {
    for (const { price: thbPrice, ...demo } of demoJobs) {
      const price = demoAmount(deps.config.country, thbPrice);
      const at = new Date(now.getTime() - demo.monthsAgo * 30 * 86_400_000 - 3 * 86_400_000);
      const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = template;
      const [campaign] = await tx
        .insert(campaigns)
        .values({ ...fields, name: demo.name, funding: 'credit', influencerCount: 1, pricePerInfluencerMinor: price, packageOfferId: null, visibility: 'invite_only', status: 'closed', publishedAt: at, closedAt: at })
        .returning();
      const [job] = await tx
        .insert(jobs)
        .values({ campaignId: campaign!.id, influencerId, channelId: channel.id, channelType: channel.type, socialId: channel.socialId, status: 'COMPLETED', priceMinor: price, postUrl: `https://instagram.example/p/demo-${demo.monthsAgo}`, insight: { reach: 18_000, impressions: 26_000, engagement: 1_400 }, statusChangedAt: at, createdAt: at })
        .returning();
      await reserveCampaignBudget(tx, deps, campaign!);
      // The entries captureJobEscrow writes at COMPLETED, dated when the demo job completed.
      const fee = platformFeeOf(price, job!.platformFeeBp);
      await post(tx, {
        kind: 'job.escrow_capture',
        reference: job!.id,
        currency: campaign!.currency,
        at,
        entries: [
          debit(marketerAccount(brandId, 'credit_reserved', campaign!.currency), price),
          credit(platformAccount('revenue', campaign!.currency), fee),
          credit(influencerAccount(influencerId, 'earnings_available', campaign!.currency), price - fee),
        ],
        memo: { campaignId: campaign!.id, feeBp: job!.platformFeeBp },
      });
    }
  });

  const [bank] = await db.select({ status: bankAccounts.status }).from(bankAccounts).where(eq(bankAccounts.influencerId, influencerId));
  if (bank?.status !== 'approve') return;
  // One withdrawal paid through a payout batch, one waiting for staff.
  const paid = await db.transaction((tx) => requestWithdrawal(tx, deps, influencerId, demoAmount(deps.config.country, 2_000_00), 'seed:demo-withdrawal-paid'));
  // Staff actions are audited under the demo admin.
  const [admin] = await db.select().from(users).where(eq(users.id, staffId));
  const staff = toSessionUser(admin!);
  await approveWithdrawal(db, deps, staff, paid.id);
  const batch = await db.transaction((tx) => createPayoutBatch(tx, deps, staff, [paid.id]));
  await db.transaction((tx) => markBatchPaid(tx, deps, staff, batch.id));
  await db.transaction((tx) => requestWithdrawal(tx, deps, influencerId, demoAmount(deps.config.country, 1_000_00), 'seed:demo-withdrawal-open'));
}
