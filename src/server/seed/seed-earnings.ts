import { toSessionUser } from '../auth/session';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import { captureJobEscrow, reserveCampaignBudget } from '../services/campaign-money';
import { approveWithdrawal, createPayoutBatch, markBatchPaid, requestWithdrawal } from '../services/earnings';
import { bankAccounts, campaigns, channels, jobs, users } from '../db/schema/index';
import { demoAmount } from './seed-country';

/**
 * Three jobs the demo influencer finished for the demo brand, in the last three Bangkok months:
 * Siam Glow's own products (the brand pays from its own credit), named as the brand named them.
 */
const demoJobs = [
  { name: 'กันแดดเนื้อน้ำ Siam Glow Aqua Sun ก่อนวางขาย', brief: 'ใช้กันแดดเนื้อน้ำทุกเช้า 7 วัน แล้วเล่าความรู้สึกบนผิวระหว่างวัน เนื้อบางเบา ไม่เหนียว ไม่วอก', hashtags: ['#SiamGlow', '#AquaSun'], price: 3_000_00, monthsAgo: 2 },
  { name: 'แต่งหน้าไปทำงานกับคุชชั่น Siam Glow Daily Cushion', brief: 'แต่งหน้าไปทำงานด้วยคุชชั่นตัวเดียว ถ่ายตอนเช้าและตอนเย็น ให้เห็นว่าติดทนทั้งวัน', hashtags: ['#SiamGlow', '#DailyCushion'], price: 1_800_00, monthsAgo: 1 },
  { name: 'โทนเนอร์ Siam Glow Calm Toner สำหรับผิวแพ้ง่าย', brief: 'ใช้โทนเนอร์เช้าเย็น 14 วัน แล้วเล่าผลกับผิวแพ้ง่าย ถ่ายผิวก่อนและหลังในแสงธรรมชาติ', hashtags: ['#SiamGlow', '#CalmToner'], price: 2_800_00, monthsAgo: 0 },
] as const;

const day = 86_400_000;

/**
 * Issue 13 demo data: the demo influencer has earned (completed jobs of the demo brand, through
 * the same postings a completed job makes: the campaign's budget reserved from the brand's demo
 * credit, then captured 20 % / 80 %), one withdrawal paid and one waiting for review. Runs after
 * the demo credit (seedDemoCredit) and the bank-account seed; with no approved bank account it
 * adds the earnings only. Idempotent: a second start finds a closed campaign of the brand and stops.
 *
 * The campaigns and jobs are written directly (decision 056): they are closed and COMPLETED at
 * past dates, a state the job lifecycle reaches only through posting, insight and deadlines over
 * weeks. Every money movement goes through the services (reserveCampaignBudget, captureJobEscrow,
 * the withdrawal and payout functions), so the ledger reads as the app writes it.
 */
export async function seedDemoEarnings(deps: Deps): Promise<void> {
  const { db } = deps;
  const byEmail = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const [influencerId, brandId, staffId] = [await byEmail('influencer@kolify.test'), await byEmail('brand@kolify.test'), await byEmail('admin@kolify.test')];
  if (!influencerId || !brandId || !staffId) return;
  // Any closed campaign of the brand means this ran (under today's names or an older seed's).
  const [done] = await db.select({ id: campaigns.id }).from(campaigns).where(and(eq(campaigns.marketerId, brandId), eq(campaigns.status, 'closed')));
  if (done) return;
  const [template] = await db.select().from(campaigns).where(eq(campaigns.marketerId, brandId)).limit(1);
  const [channel] = await db.select().from(channels).where(and(eq(channels.ownerId, influencerId), eq(channels.type, 'INSTAGRAM'))).limit(1);
  if (!template || !channel) return;

  const now = deps.now();
  await db.transaction(async (tx) => {
    for (const demo of demoJobs) {
      const price = demoAmount(deps.config.country, demo.price);
      // One job's life, in order: published, applied, apply-by, posted, completed (`at`).
      const at = new Date(now.getTime() - demo.monthsAgo * 30 * day - 3 * day);
      const dateOf = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
      const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = template;
      const [campaign] = await tx
        .insert(campaigns)
        .values({
          ...fields,
          name: demo.name,
          brief: demo.brief,
          briefHtml: `<p>${demo.brief}</p>`,
          hashtags: [...demo.hashtags],
          funding: 'credit',
          influencerCount: 1,
          pricePerInfluencerMinor: price,
          packageOfferId: null,
          visibility: 'invite_only',
          status: 'closed',
          applyBy: dateOf(at.getTime() - 16 * day),
          postFrom: dateOf(at.getTime() - 14 * day),
          postTo: dateOf(at.getTime() - 4 * day),
          publishedAt: new Date(at.getTime() - 21 * day),
          closedAt: at,
          createdAt: new Date(at.getTime() - 22 * day),
          updatedAt: at,
        })
        .returning();
      const [job] = await tx
        .insert(jobs)
        .values({ campaignId: campaign!.id, influencerId, channelId: channel.id, channelType: channel.type, socialId: channel.socialId, status: 'COMPLETED', priceMinor: price, postUrl: `https://instagram.example/p/demo-${demo.monthsAgo}`, insight: { reach: 18_000, impressions: 26_000, engagement: 1_400 }, statusChangedAt: at, createdAt: new Date(at.getTime() - 20 * day), updatedAt: at })
        .returning();
      // The budget was reserved when the campaign was published, not when the demo was seeded.
      await reserveCampaignBudget(tx, { ...deps, now: () => campaign!.publishedAt! }, campaign!);
      // What the job machine's COMPLETED step posts (captureJobEscrow), dated when the demo job completed.
      await captureJobEscrow(tx, { ...deps, now: () => at }, campaign!, job!);
    }
  });

  const [bank] = await db.select({ status: bankAccounts.status }).from(bankAccounts).where(eq(bankAccounts.influencerId, influencerId));
  if (bank?.status !== 'approve') return;
  // One withdrawal paid through a payout batch, one waiting for staff.
  // Dated as it happened: requested three weeks ago, approved and paid the next working days.
  const daysAgo = (days: number) => ({ ...deps, now: () => new Date(now.getTime() - days * day) });
  const paid = await db.transaction((tx) => requestWithdrawal(tx, daysAgo(21), influencerId, demoAmount(deps.config.country, 2_000_00), 'seed:demo-withdrawal-paid'));
  // Staff actions are audited under the demo admin.
  const [admin] = await db.select().from(users).where(eq(users.id, staffId));
  const staff = toSessionUser(admin!);
  await approveWithdrawal(db, daysAgo(20), staff, paid.id);
  const batch = await db.transaction((tx) => createPayoutBatch(tx, daysAgo(20), staff, [paid.id]));
  await db.transaction((tx) => markBatchPaid(tx, daysAgo(19), staff, batch.id));
  await db.transaction((tx) => requestWithdrawal(tx, deps, influencerId, demoAmount(deps.config.country, 1_000_00), 'seed:demo-withdrawal-open'));
}
