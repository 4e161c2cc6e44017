import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Campaign, CampaignBody, CampaignReport } from '#common/contracts/campaigns';
import { insightSourceOf } from './job-insight';
import type { Database, Executor, Transaction } from '../db/client';
import { campaigns, jobs, packageOffers, users } from '../db/schema/index';
import { DomainError, notFoundError } from '../domain-error';
import type { Deps } from '../deps';
import { escrowedJobStatuses } from '#common/earnings';
import { campaignMachine, type CampaignEvent, type CampaignStatus } from '#machines/lifecycles/campaign.machine';
import { decide } from '../machines/run-machine';
import { excerptOf, sanitizeRichText } from './html';
import { campaignBudgetMinor, reserveCampaignBudget, returnCampaignBudget } from './campaign-money';
import { enqueueCampaignClosed } from './job-deadlines';
import { attachmentsOf, checkedAttachments, type StoredAttachment } from './campaign-attachments';
import { localToday, type CountryCode } from '#common/countries';
import { currencyOf, formatMoney } from '#common/money';
import { configValue, configValueText, readConfig } from './app-config';
import { namedQuery, rowInsert, wholeRow } from '../db/named-query';

/**
 * Campaigns (PRODUCT.md "Campaigns and jobs"): a marketer's draft → published → closed, or
 * cancelled. Publishing needs the money to back it (credit held for the whole budget, or a
 * package's slots); closing returns what no job holds and cancels applicants not chosen.
 * Another marketer's campaign is not found (404).
 */

type CampaignRow = typeof campaigns.$inferSelect;

export function toCampaign(row: CampaignRow, jobCounts: Record<string, number> = {}): Campaign {
  return {
    id: row.id,
    status: row.status,
    visibility: row.visibility,
    funding: row.funding,
    name: row.name,
    brandName: row.brandName,
    briefHtml: row.briefHtml,
    objective: row.objective,
    channelTypes: row.channelTypes,
    postTypes: row.postTypes,
    tier: row.tier,
    interests: row.interests,
    influencerCount: row.influencerCount,
    pricePerInfluencerMinor: row.pricePerInfluencerMinor,
    packageOfferId: row.packageOfferId,
    currency: row.currency,
    productShipping: row.productShipping,
    applyBy: row.applyBy,
    postFrom: row.postFrom,
    postTo: row.postTo,
    hashtags: row.hashtags,
    couponCode: row.couponCode,
    dos: row.dos,
    donts: row.donts,
    attachments: attachmentsOf(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    // Decision 061: staff took it off the board (brand safety), and why; its marketer is shown both.
    hidden: row.hiddenAt ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' } : null,
    jobCounts,
    budgetMinor: campaignBudgetMinor(row),
  };
}

function columnsOf(body: CampaignBody, attachments: StoredAttachment[]) {
  const briefHtml = sanitizeRichText(body.briefHtml);
  return {
    visibility: body.visibility,
    funding: body.funding,
    name: body.name,
    briefHtml,
    brief: excerptOf(briefHtml, 400),
    objective: body.objective,
    channelTypes: body.channelTypes,
    postTypes: body.postTypes,
    tier: body.tier,
    interests: body.interests,
    influencerCount: body.influencerCount,
    pricePerInfluencerMinor: body.funding === 'credit' ? body.pricePerInfluencerMinor : null,
    packageOfferId: body.funding === 'package' ? body.packageOfferId : null,
    productShipping: body.productShipping,
    applyBy: body.applyBy,
    postFrom: body.postFrom,
    postTo: body.postTo,
    hashtags: body.hashtags.map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)),
    couponCode: body.couponCode || null,
    dos: body.dos,
    donts: body.donts,
    attachments,
  };
}

async function assertPackageOffer(db: Executor, body: CampaignBody) {
  if (body.funding !== 'package' || body.packageOfferId === null) return;
  const [offer] = await db.select({ id: packageOffers.id }).from(packageOffers).where(and(eq(packageOffers.id, body.packageOfferId), eq(packageOffers.status, 'publish')));
  if (!offer) throw new DomainError('validation', { errors: [{ path: 'packageOfferId', message: 'campaign_package_invalid' }] });
}

/**
 * The campaign's row in named statements (issue 31, decision 093): drizzle built its 35-column
 * select, insert and update, and mapped each answer through its `is()` checks, on every request;
 * the same texts are now constants, prepared once per connection, and mapped by each column's own
 * driver mapping (`wholeRow`), so a caller sees the same row.
 */
const campaignRow = wholeRow(campaigns);
const ownCampaignText = `select ${campaignRow.list} from campaigns where id = $1 and marketer_id = $2`;
const ownCampaignLockedText = `${ownCampaignText} for update`;

/** The marketer's own campaign, locked for the rest of the transaction when asked. */
export async function loadOwnCampaign(db: Executor, marketerId: string, id: string, lock = false): Promise<CampaignRow> {
  const [row] = await namedQuery<Record<string, unknown>>(db, lock ? ownCampaignLockedText : ownCampaignText, [id, marketerId]);
  if (!row) throw notFoundError('No campaign of yours with this id.');
  return campaignRow.map(row);
}

async function jobCountsOf(db: Executor, campaignIds: string[]): Promise<Map<string, Record<string, number>>> {
  const result = new Map<string, Record<string, number>>();
  if (campaignIds.length === 0) return result;
  const rows = await db.select({ campaignId: jobs.campaignId, status: jobs.status, n: count() }).from(jobs).where(inArray(jobs.campaignId, campaignIds)).groupBy(jobs.campaignId, jobs.status);
  for (const row of rows) result.set(row.campaignId, { ...result.get(row.campaignId), [row.status]: row.n });
  return result;
}

/**
 * Issue 26: a campaign whose apply-by or posting days are past was created and published, holding
 * its whole budget where no one could apply. Today is the deployment's calendar day (Bangkok, Jakarta,
 * Bogotá; issue 30); the order
 * is checked again here because a draft saved before the rule may be published after it.
 */
export function assertCampaignDates(dates: { applyBy: string; postFrom: string; postTo: string }, now: Date): void {
  const today = localToday(now);
  const errors: { path: string; message: string }[] = [];
  if (dates.applyBy < today) errors.push({ path: 'applyBy', message: 'campaign_apply_by_past' });
  else if (dates.applyBy > dates.postFrom) errors.push({ path: 'applyBy', message: 'campaign_apply_by_after_post' });
  if (dates.postFrom < today) errors.push({ path: 'postFrom', message: 'campaign_post_from_past' });
  if (dates.postTo < dates.postFrom) errors.push({ path: 'postTo', message: 'campaign_post_dates_order' });
  if (errors.length > 0) throw new DomainError('validation', { errors });
}

/**
 * A credit campaign's fee per influencer is at least app_config campaign.minimumPriceMinor (the
 * country's by default: 100 THB, Rp 50.000, COP 12.000; issue 30). Checked on every save and again
 * at publish: a draft saved under a lower minimum may be published after staff raised it.
 */
async function assertCampaignPrice(db: Executor, campaign: Pick<CampaignBody, 'funding' | 'pricePerInfluencerMinor'>, now: Date, country: CountryCode): Promise<void> {
  if (campaign.funding !== 'credit' || campaign.pricePerInfluencerMinor === null) return;
  const { 'campaign.minimumPriceMinor': minimum } = await readConfig(db, ['campaign.minimumPriceMinor'], now, country);
  checkCampaignPrice(campaign, minimum, country);
}

function checkCampaignPrice(campaign: Pick<CampaignBody, 'funding' | 'pricePerInfluencerMinor'>, minimum: number, country: CountryCode): void {
  if (campaign.funding !== 'credit' || campaign.pricePerInfluencerMinor === null) return;
  if (campaign.pricePerInfluencerMinor < minimum) {
    throw new DomainError('validation', {
      detail: `The fee is at least ${formatMoney(minimum, { country })} per influencer.`,
      errors: [{ path: 'pricePerInfluencerMinor', message: 'campaign_price_too_low' }],
    });
  }
}

/**
 * A new draft's brand name and language and the minimum fee in force, in one named statement
 * (issue 31, decision 091): a draft read them in two round trips, each a drizzle build.
 */
const draftFactsText = `select u.display_name as "displayName", u.locale, p.company_name as "companyName", p.contact_name as "contactName", ${configValueText('$2', '$3')} as "minimumPrice"
  from users u left join marketer_profiles p on p.user_id = u.id where u.id = $1::uuid`;

async function draftFactsOf(db: Executor, marketerId: string, now: Date, country: CountryCode) {
  const [row] = await namedQuery<{ displayName: string; locale: 'th' | 'en'; companyName: string | null; contactName: string | null; minimumPrice: string | null }>(db, draftFactsText, [
    marketerId,
    'campaign.minimumPriceMinor',
    now.toISOString(),
  ]);
  if (!row) throw notFoundError();
  return {
    brand: { brandName: row.companyName || row.contactName || row.displayName, locale: row.locale },
    minimumPrice: configValue('campaign.minimumPriceMinor', row.minimumPrice, country),
  };
}

/** A new draft: every column `columnsOf` writes, its marketer, brand, language, status and currency (the rest the table's defaults). */
const draftInsert = rowInsert(campaigns, [
  'marketerId',
  'brandName',
  'locale',
  'visibility',
  'funding',
  'name',
  'briefHtml',
  'brief',
  'objective',
  'channelTypes',
  'postTypes',
  'tier',
  'interests',
  'influencerCount',
  'pricePerInfluencerMinor',
  'packageOfferId',
  'productShipping',
  'applyBy',
  'postFrom',
  'postTo',
  'hashtags',
  'couponCode',
  'dos',
  'donts',
  'attachments',
  'status',
  'currency',
]);

/** `country`: the deployment's (issue 30): the campaign's currency and its minimum fee; the column's default is THB. */
export async function createCampaign(db: Database, marketerId: string, body: CampaignBody, now: Date, country: CountryCode): Promise<Campaign> {
  assertCampaignDates(body, now);
  return db.transaction(async (tx) => {
    const facts = await draftFactsOf(tx, marketerId, now, country);
    checkCampaignPrice(body, facts.minimumPrice, country);
    await assertPackageOffer(tx, body);
    const values = draftInsert.values({ marketerId, ...facts.brand, ...columnsOf(body, await checkedAttachments(tx, marketerId, null, body.attachments)), status: 'draft', currency: currencyOf(country) });
    const [row] = await namedQuery<Record<string, unknown>>(tx, draftInsert.text, values);
    return toCampaign(draftInsert.map(row!));
  });
}

export async function updateCampaign(db: Database, marketerId: string, id: string, body: CampaignBody, now: Date, country: CountryCode): Promise<Campaign> {
  assertCampaignDates(body, now);
  return db.transaction(async (tx) => {
    const current = await loadOwnCampaign(tx, marketerId, id, true);
    // A published campaign's terms are what influencers applied to: only drafts change.
    decideCampaign(current.status, { type: 'campaign.edit' });
    await assertCampaignPrice(tx, body, now, country);
    await assertPackageOffer(tx, body);
    const [row] = await tx
      .update(campaigns)
      .set({ ...columnsOf(body, await checkedAttachments(tx, marketerId, id, body.attachments)), updatedAt: now })
      .where(eq(campaigns.id, id))
      .returning();
    return toCampaign(row!);
  });
}

/**
 * The campaign machine's answer for one event at the stored status (decision 045): the status to
 * write and the actions to carry out in the caller's transaction, or 409 illegal_transition.
 * campaigns.status is written only with this answer.
 */
function decideCampaign(stored: CampaignStatus, event: CampaignEvent): { next: CampaignStatus; actions: string[] } {
  const decision = decide(campaignMachine, { value: stored, context: {} }, event);
  return { next: decision.value as CampaignStatus, actions: decision.actions };
}

export async function getCampaign(db: Database, marketerId: string, id: string): Promise<Campaign> {
  const row = await loadOwnCampaign(db, marketerId, id);
  return toCampaign(row, (await jobCountsOf(db, [id])).get(id));
}

export async function listCampaigns(db: Database, marketerId: string): Promise<{ items: Campaign[] }> {
  const rows = await db.select().from(campaigns).where(eq(campaigns.marketerId, marketerId)).orderBy(desc(campaigns.createdAt), desc(campaigns.id)).limit(200);
  const counts = await jobCountsOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toCampaign(row, counts.get(row.id))) };
}

const publishLockText = `select ${campaignRow.list}, ${configValueText('$3', '$4')} as "minimumPrice" from campaigns where id = $1 and marketer_id = $2 for update of campaigns`;
const publishedText = `update campaigns set status = $2, published_at = $3::timestamptz, updated_at = $3::timestamptz where id = $1 returning ${campaignRow.list}`;

/**
 * Publish, in the caller's transaction (the Idempotency-Key's): the budget is held from the
 * marketer's credit (or a package campaign's slots taken from their purchases) in the same
 * transaction as the status change, so nothing is ever published without money behind it.
 */
export async function publishCampaign(tx: Transaction, deps: Pick<Deps, 'config' | 'now'>, marketerId: string, id: string): Promise<Campaign> {
  const now = deps.now();
  // The campaign, locked, and the minimum fee in force in one statement (issue 31, decision 091),
  // named (decision 093).
  const [found] = await namedQuery<Record<string, unknown> & { minimumPrice: string | null }>(tx, publishLockText, [id, marketerId, 'campaign.minimumPriceMinor', now.toISOString()]);
  if (!found) throw notFoundError('No campaign of yours with this id.');
  const current = campaignRow.map(found);
  const status = decideCampaign(current.status, { type: 'campaign.publish' });
  assertCampaignDates(current, now);
  checkCampaignPrice(current, configValue('campaign.minimumPriceMinor', found.minimumPrice, deps.config.country), deps.config.country);
  if (status.actions.includes('reserveBudget')) await reserveCampaignBudget(tx, deps, current);
  const [row] = await namedQuery<Record<string, unknown>>(tx, publishedText, [id, status.next, now.toISOString()]);
  return toCampaign(campaignRow.map(row!));
}

const endedText = `update campaigns set status = $2, closed_at = $3::timestamptz, updated_at = $3::timestamptz where id = $1
  returning ${campaignRow.list}, (select json_object_agg(counted.status, counted.n) from (select status, count(*)::int as n from jobs where campaign_id = $1 group by status) counted) as "jobCounts"`;

/**
 * Close (published → closed) or cancel (draft/published → cancelled). Applicants still MATCHED
 * are cancelled by the job queue (`campaign.closed`), each through the job machine; the budget
 * no job holds goes back to the marketer now. Cancelling is refused while a job holds escrow.
 */
export async function endCampaign(deps: Pick<Deps, 'db' | 'queue' | 'config' | 'now'>, marketerId: string, id: string, to: 'closed' | 'cancelled'): Promise<Campaign> {
  return deps.db.transaction(async (tx) => {
    const current = await loadOwnCampaign(tx, marketerId, id, true);
    const status = decideCampaign(current.status, { type: to === 'closed' ? 'campaign.close' : 'campaign.cancel' });
    if (to === 'cancelled') {
      const [working] = await tx
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.campaignId, id), inArray(jobs.status, [...escrowedJobStatuses])));
      if ((working?.n ?? 0) > 0) throw new DomainError('conflict', { detail: 'Influencers are working on this campaign; close it instead.', errors: [{ path: 'status', message: 'campaign_has_working_jobs' }] });
    }
    if (status.actions.includes('returnBudget')) await returnCampaignBudget(tx, deps, current);
    if (status.actions.includes('closeApplicants')) await enqueueCampaignClosed(deps, tx, id);
    const now = deps.now();
    // The answer's job counts come back with the update (issue 31, decision 091): one round trip, not two.
    const [row] = await namedQuery<Record<string, unknown> & { jobCounts: Record<string, number> | null }>(tx, endedText, [id, status.next, now.toISOString()]);
    return toCampaign(campaignRow.map(row!), row!.jobCounts ?? {});
  });
}

/** The campaign report: reach, engagement rate, estimated media value, spend, one row per job. */
export async function campaignReport(db: Database, marketerId: string, id: string): Promise<CampaignReport> {
  const campaign = await loadOwnCampaign(db, marketerId, id);
  const rows = await db
    .select({ job: jobs, influencerName: users.displayName })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.influencerId))
    .where(and(eq(jobs.campaignId, id), inArray(jobs.status, [...escrowedJobStatuses, 'COMPLETED'])))
    .orderBy(desc(jobs.statusChangedAt));
  const figure = (insight: Record<string, unknown> | null, key: string) => (typeof insight?.[key] === 'number' ? (insight[key] as number) : 0);
  const reportRows = rows.map(({ job, influencerName }) => ({
    jobId: job.id,
    influencerName,
    channelType: job.channelType,
    status: job.status,
    postUrl: job.postUrl,
    priceMinor: job.priceMinor ?? 0,
    reach: figure(job.insight, 'reach'),
    impressions: figure(job.insight, 'impressions'),
    engagement: figure(job.insight, 'engagement'),
    insightSource: insightSourceOf(job.status, job.insight),
  }));
  const sum = (key: 'reach' | 'impressions' | 'engagement') => reportRows.reduce((total, row) => total + row[key], 0);
  const spendMinor = reportRows.filter((row) => row.status === 'COMPLETED').reduce((total, row) => total + row.priceMinor, 0);
  const reach = sum('reach');
  const engagement = sum('engagement');
  const impressions = sum('impressions');
  return {
    campaignId: campaign.id,
    currency: campaign.currency,
    spendMinor,
    reach,
    impressions,
    engagement,
    engagementRateBp: reach > 0 ? Math.round((engagement * 10_000) / reach) : 0,
    // Media value as the cost of buying those impressions as ads: THB 120 CPM (Thai social 2026), in satang.
    estimatedMediaValueMinor: Math.round((impressions / 1000) * 120 * 100),
    rows: reportRows,
  };
}

export function reportCsv(report: CampaignReport): string {
  const quote = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    // Leading = + - @ would run as a formula in a spreadsheet.
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
    return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const header = ['influencer', 'channel', 'status', 'post_url', 'price', 'reach', 'impressions', 'engagement', 'insight_source'];
  // A job paid without figures has none: empty cells, not zeros a spreadsheet would average in.
  const figures = (row: CampaignReport['rows'][number]) => (row.insightSource === 'not_reported' ? [null, null, null] : [row.reach, row.impressions, row.engagement]);
  const lines = report.rows.map((row) => [row.influencerName, row.channelType, row.status, row.postUrl, (row.priceMinor / 100).toFixed(2), ...figures(row), row.insightSource].map(quote).join(','));
  return `${[header.join(','), ...lines].join('\n')}\n`;
}

