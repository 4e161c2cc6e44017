import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Job, JobEventBody, JobMarketItem } from '#common/contracts/campaigns';
import type { PartnerJobsQuery, PartnerJobsResponse } from '#common/contracts/partners';
import type { Locale, NotificationChannel } from '#common/enums';
import { failedCriteria } from '#common/job-match';
import type { EventObject } from 'xstate';
import { escrowedJobStatuses } from '#common/earnings';
import { jobContextOf, jobDeadlineOf, jobEventName, jobEventsFor, jobMachine, type JobActor, type JobContext, type JobEvent } from '#machines/lifecycles/job.machine';
import type { Database, Executor, Transaction } from '../db/client';
import { campaigns, influencerProfiles, jobEvents, jobs, marketerProfiles, packageOffers, users } from '../db/schema/index';
import { DomainError, notFoundError } from '../domain-error';
import type { Deps } from '../deps';
import type { OutgoingMessage } from '../providers/messaging';
import { decide } from '../machines/run-machine';
import { scheduleDelayedEvents, type DelayedMessage } from '../machines/delayed-events';
import { localCampaignToday, isOpenOnMarket } from './content/public-campaigns';
import { attachmentsOf } from './campaign-attachments';
import { captureJobEscrow, earningOf, releaseJobEscrow, reserveJobEscrow } from './campaign-money';
import { readConfig } from './app-config';
import { referralRewardKind, rewardReferrer } from './referral-reward';
import { jobDurations, postingEndsAt } from './job-deadlines';
import { jobMessage } from './job-messages';
import { jobWhatsappTemplate } from './whatsapp-templates';
import { isInsightTimeout, platformInsightFor } from './job-insight';
import { enqueueNotification } from './notifications';
import { channelById, loadInfluencerChannels, type InfluencerChannel } from './job-channels';
import {
  campaignJobsStatement,
  influencerChannelsStatement,
  influencerJobStatement,
  marketAfterStatement,
  marketerJobStatement,
  marketFirstStatement,
  marketItemStatement,
  myJobsStatement,
  type JobReadRow,
  type MarketCampaignRow,
} from './job-statements';
import { decodeTimeCursor, encodeTimeCursor, pageOf } from './keyset';
import { assertPartner, assertTalentManager, partnerIdsOf } from './partners';

/**
 * Jobs (PRODUCT.md "Campaigns and jobs"): every change of a job's status is decided by the `job`
 * machine (machines/lifecycles/job.machine.ts) through decide(); this service carries out the actions the
 * decision names (escrow, deadlines, notifications) and writes the new status with a job_events
 * row, all in one transaction. Rows are locked campaign first, then job, so two requests on one
 * job (accept vs cancel, approve vs deadline) run one after the other and the loser gets 409.
 */

type CampaignRow = typeof campaigns.$inferSelect;
export type JobDeps = Pick<Deps, 'db' | 'queue' | 'now' | 'config'>;
type JobRow = typeof jobs.$inferSelect;
export interface JobActorRef {
  role: JobActor;
  /** Null for the system (the job queue). */
  userId: string | null;
}

/** The job's columns toJob reads (a JobRow, or a row of the prepared reads). */
type JobFields = Pick<
  JobRow,
  'id' | 'influencerId' | 'channelId' | 'channelType' | 'socialId' | 'status' | 'mismatchReasons' | 'priceMinor' | 'platformFeeBp' | 'trackingNumber' | 'shippedAt' | 'postUrl' | 'changeNote' | 'insight' | 'statusChangedAt' | 'deadlineAt'
>;

function toJob(job: JobFields, campaign: Pick<CampaignRow, 'id' | 'name' | 'brandName' | 'currency' | 'productShipping'>, influencerName: string, viewer: JobActor): Job {
  const context = jobContextOf({ productShipping: campaign.productShipping, shippedAt: job.shippedAt });
  return {
    id: job.id,
    campaignId: campaign.id,
    campaignName: campaign.name,
    brandName: campaign.brandName,
    influencerId: job.influencerId,
    influencerName,
    channelId: job.channelId,
    channelType: job.channelType,
    socialId: job.socialId,
    status: job.status,
    mismatchReasons: job.mismatchReasons,
    priceMinor: job.priceMinor,
    currency: campaign.currency,
    productShipping: campaign.productShipping,
    trackingNumber: job.trackingNumber,
    shipped: job.shippedAt !== null,
    postUrl: job.postUrl,
    changeNote: job.changeNote,
    insight: job.insight ?? null,
    earningMinor: job.priceMinor === null ? null : earningOf(job.priceMinor, job.platformFeeBp),
    statusChangedAt: job.statusChangedAt.toISOString(),
    deadlineAt: job.deadlineAt?.toISOString() ?? null,
    allowedEvents: viewer === 'system' ? [] : jobEventsFor(job.status, context, viewer),
  };
}

/** The job's price: the campaign's price per influencer, or the package's price per slot. */
async function jobPriceOf(tx: Executor, campaign: CampaignRow): Promise<number> {
  if (campaign.funding === 'credit') return campaign.pricePerInfluencerMinor ?? 0;
  if (campaign.packageOfferId === null) return 0;
  const [offer] = await tx.select({ priceMinor: packageOffers.priceMinor, influencerCount: packageOffers.influencerCount }).from(packageOffers).where(eq(packageOffers.id, campaign.packageOfferId));
  return offer ? Math.floor(offer.priceMinor / Math.max(1, offer.influencerCount)) : 0;
}

async function lockCampaign(tx: Transaction, id: string): Promise<CampaignRow> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  if (!row) throw notFoundError();
  return row;
}

/** A seat is taken by every job that holds (or has spent) money: at most influencerCount of them. */
async function assertSeatLeft(tx: Executor, campaign: CampaignRow) {
  const [taken] = await tx
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.campaignId, campaign.id), inArray(jobs.status, [...escrowedJobStatuses, 'COMPLETED'])));
  if ((taken?.n ?? 0) >= campaign.influencerCount) throw new DomainError('conflict', { detail: 'Every seat of this campaign is taken.', errors: [{ path: 'campaign', message: 'campaign_full' }] });
}

function assertPublished(campaign: CampaignRow, event: string) {
  if (campaign.status !== 'published') throw new DomainError('illegal_transition', { detail: `The campaign is ${campaign.status}.`, state: `campaign.${campaign.status}`, event });
}

/**
 * Tells one side of a job, in their language, by each channel they chose (PRODUCT.md: e-mail,
 * SMS, LINE, WhatsApp): rendered now, delivered by the job queue once the step commits. LINE
 * needs the member's LINE user id (they signed in with LINE), SMS and WhatsApp a phone number;
 * when none of the chosen channels can reach them, e-mail does.
 */
async function notify(deps: JobDeps, tx: Executor, recipientId: string, kind: string, campaign: CampaignRow, job: JobRow) {
  const [row] = await tx
    .select({
      email: users.email,
      phone: users.phone,
      role: users.role,
      locale: users.locale,
      influencerChannels: influencerProfiles.notificationChannels,
      influencerLanguage: influencerProfiles.notificationLanguage,
      socialProvider: influencerProfiles.socialProvider,
      socialSubject: influencerProfiles.socialSubject,
      marketerChannels: marketerProfiles.notificationChannels,
      marketerLanguage: marketerProfiles.notificationLanguage,
    })
    .from(users)
    .leftJoin(influencerProfiles, eq(influencerProfiles.userId, users.id))
    .leftJoin(marketerProfiles, eq(marketerProfiles.userId, users.id))
    .where(eq(users.id, recipientId));
  if (!row) return;
  const locale: Locale = (row.role === 'marketer' ? row.marketerLanguage : row.influencerLanguage) ?? row.locale;
  const chosen = (row.role === 'marketer' ? row.marketerChannels : row.influencerChannels) ?? ['email'];
  const message = jobMessage({ kind, locale, campaignName: campaign.name, status: job.status, note: job.changeNote });
  const lineId = row.socialProvider === 'line' ? row.socialSubject : null;
  const reachable = chosen.filter((channel): channel is NotificationChannel => channel === 'email' || ((channel === 'sms' || channel === 'whatsapp') && Boolean(row.phone)) || (channel === 'line' && Boolean(lineId)));
  const messages = (reachable.length > 0 ? reachable : (['email'] as const)).map((channel): OutgoingMessage => {
    if (channel === 'email') return { channel, to: row.email, subject: message.subject, text: message.text, locale };
    if (channel === 'sms') return { channel, to: row.phone!, text: `Kolify: ${message.subject}`, locale };
    if (channel === 'whatsapp') return { channel, to: row.phone!, text: `Kolify: ${message.text}`, locale, template: jobWhatsappTemplate({ kind, status: job.status, locale, campaignName: campaign.name, note: job.changeNote }) };
    return { channel, to: lineId!, text: `Kolify: ${message.text}`, locale };
  });
  // A LINE push to a member who is not the official account's friend, or a WhatsApp message that
  // fails, reaches them by e-mail instead (once per step).
  await enqueueNotification(deps, tx, messages, { emailFallback: { to: row.email, subject: message.subject, text: message.text } });
}

/** The context the server restores a job with: its durations from app_config, the campaign's posting end, and the clock's now. */
async function jobContextFor(deps: JobDeps, tx: Executor, campaign: CampaignRow, shippedAt: Date | null): Promise<JobContext> {
  const now = deps.now();
  return jobContextOf({ productShipping: campaign.productShipping, shippedAt, durations: await jobDurations(tx, now), postingEndsAt: postingEndsAt(campaign.postTo), now: now.getTime() });
}

/**
 * Carries out a decision: money and notifications the machine named, the waits the entered state
 * starts (queue messages tied to this entry, decision 031), then the new status and its history
 * row. `changes` are the event's own fields (post link, tracking number …).
 */
async function applyDecision(
  deps: JobDeps,
  tx: Transaction,
  input: { campaign: CampaignRow; job: JobRow; from: string | null; event: JobEvent | EventObject; actor: JobActorRef; changes?: Partial<JobRow> },
): Promise<JobRow> {
  const { campaign, event, actor } = input;
  const decision = decide(jobMachine, { value: input.from ?? 'NEW', context: await jobContextFor(deps, tx, campaign, input.job.shippedAt) }, event as JobEvent);
  const to = decision.value as JobRow['status'];
  const now = deps.now();
  // Entering a state (or re-entering it) starts a new entry: its deadline is the machine's, and
  // every message of the earlier entry no longer matches the counter.
  const entry = decision.entered ? { stateEntry: input.job.stateEntry + 1, statusChangedAt: now, deadlineAt: jobDeadlineOf(to, decision.context, now) } : {};
  const [job] = await tx
    .update(jobs)
    .set({ ...input.changes, status: to, ...entry, updatedAt: now })
    .where(eq(jobs.id, input.job.id))
    .returning();
  if (decision.entered) await scheduleDelayedEvents(deps, tx, { machine: 'job', id: job!.id, entry: job!.stateEntry }, decision.delayed, now);
  const kind = jobEventName(event.type);
  for (const action of decision.actions) {
    if (action === 'reserveEscrow') await reserveJobEscrow(tx, deps, campaign, job!);
    else if (action === 'releaseEscrow') await releaseJobEscrow(tx, deps, campaign, job!);
    else if (action === 'captureEscrow') {
      await captureJobEscrow(tx, deps, campaign, job!);
      const referrerId = await rewardReferrer(tx, deps, job!, campaign.currency);
      if (referrerId) await notify(deps, tx, referrerId, referralRewardKind, campaign, job!);
    }
    else if (action === 'notifyInfluencer') await notify(deps, tx, job!.influencerId, kind, campaign, job!);
    else if (action === 'notifyMarketer') await notify(deps, tx, campaign.marketerId, kind, campaign, job!);
  }
  const { by: _by, ...detail } = event as JobEvent & Record<string, unknown>;
  await tx.insert(jobEvents).values({ jobId: job!.id, event: kind, fromStatus: input.from, toStatus: to, actorRole: actor.role, actorId: actor.userId, detail, createdAt: now });
  return job!;
}

async function influencerNameOf(db: Executor, id: string) {
  const [row] = await db.select({ displayName: users.displayName }).from(users).where(eq(users.id, id));
  return row?.displayName ?? '';
}

// ---- creating a job: apply (influencer) or invite (marketer) -------------------------------

async function createJob(
  deps: JobDeps,
  tx: Transaction,
  campaign: CampaignRow,
  channel: InfluencerChannel,
  event: JobEvent,
  actor: JobActorRef,
  mismatchReasons: string[],
): Promise<JobRow> {
  const [existing] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.campaignId, campaign.id), eq(jobs.influencerId, channel.ownerId)));
  if (existing) throw new DomainError('conflict', { detail: 'This influencer already has a job in this campaign.', errors: [{ path: 'campaignId', message: 'job_exists' }] });
  // Decide before writing anything, so an illegal first step leaves no row.
  const decision = decide(jobMachine, { value: 'NEW', context: jobContextOf({ productShipping: campaign.productShipping, shippedAt: null }) }, event);
  const [row] = await tx
    .insert(jobs)
    .values({
      campaignId: campaign.id,
      influencerId: channel.ownerId,
      channelId: channel.id,
      channelType: channel.type,
      socialId: channel.socialId,
      // Written as the decided status right away; applyDecision re-decides from NEW for its actions.
      status: decision.value as JobRow['status'],
      mismatchReasons,
      priceMinor: await jobPriceOf(tx, campaign),
      platformFeeBp: (await readConfig(tx, ['job.platformFeeBp'], deps.now()))['job.platformFeeBp'],
    })
    .returning();
  return applyDecision(deps, tx, { campaign, job: row!, from: null, event, actor });
}

export async function applyToCampaign(deps: JobDeps, influencerId: string, input: { campaignId: string; channelId: string }): Promise<Job> {
  return deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, input.campaignId).catch(() => {
      throw notFoundError('No open campaign with this id.');
    });
    // Invite-only campaigns, and those staff hid (decision 054), are not open to applications: as good as not there for others.
    if (campaign.visibility !== 'public' || campaign.status === 'draft' || campaign.hiddenAt !== null) throw notFoundError('No open campaign with this id.');
    assertPublished(campaign, 'job.apply');
    if (campaign.applyBy < localCampaignToday(deps.now())) throw new DomainError('illegal_transition', { detail: 'Applications closed on the apply-by date.', state: 'campaign.applyClosed', event: 'job.apply' });
    const { channels, interests } = await loadInfluencerChannels(tx, influencerId);
    const channel = channels.find((candidate) => candidate.id === input.channelId);
    if (!channel) throw notFoundError('No channel of yours with this id.');
    const failed = failedCriteria(campaign, channel, interests);
    const job = await createJob(deps, tx, campaign, channel, { type: 'job.apply', by: 'influencer', failedCriteria: failed }, { role: 'influencer', userId: influencerId }, failed);
    return toJob(job, campaign, await influencerNameOf(tx, influencerId), 'influencer');
  });
}

export async function inviteToCampaign(deps: JobDeps, marketerId: string, campaignId: string, input: { channelId: string }): Promise<Job> {
  return deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, campaignId);
    if (campaign.marketerId !== marketerId) throw notFoundError('No campaign of yours with this id.');
    assertPublished(campaign, 'job.invite');
    if (campaign.visibility !== 'invite_only') throw new DomainError('illegal_transition', { detail: 'Public campaigns choose among applicants.', state: 'campaign.public', event: 'job.invite' });
    const channel = await channelById(tx, input.channelId);
    if (!channel || channel.status !== 'qualified') throw notFoundError('No qualified channel with this id.');
    await assertSeatLeft(tx, campaign);
    const job = await createJob(deps, tx, campaign, channel, { type: 'job.invite', by: 'marketer' }, { role: 'marketer', userId: marketerId }, []);
    return toJob(job, campaign, await influencerNameOf(tx, channel.ownerId), 'marketer');
  });
}


// ---- every later step ----------------------------------------------------------------------

/** Event fields that become job columns. */
function changesOf(body: JobEventBody | JobEvent, now: Date): Partial<JobRow> {
  switch (body.type) {
    case 'job.ship':
      return { trackingNumber: body.trackingNumber, shippedAt: now };
    case 'job.submitPost':
      return { postUrl: body.postUrl, changeNote: null };
    case 'job.requestChanges':
      return { changeNote: body.note };
    case 'job.submitInsight':
      return 'insight' in body ? { insight: body.insight as JobRow['insight'] } : {};
    default:
      return {};
  }
}

/**
 * One event on one job, from a person (the role comes from the session, never the body) or the
 * system. Another side's job is not found (404); an event the machine does not take is 409.
 */
export async function sendJobEvent(deps: JobDeps, actor: JobActorRef, jobId: string, body: JobEventBody | JobEvent): Promise<Job> {
  return deps.db.transaction(async (tx) => {
    const [owner] = await tx.select({ campaignId: jobs.campaignId, influencerId: jobs.influencerId }).from(jobs).where(eq(jobs.id, jobId));
    if (!owner) throw notFoundError('No job with this id.');
    const campaign = await lockCampaign(tx, owner.campaignId);
    const mine = actor.role === 'system' || (actor.role === 'influencer' ? owner.influencerId === actor.userId : campaign.marketerId === actor.userId);
    if (!mine) throw notFoundError('No job of yours with this id.');
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
    const { expectedStatus, ...step } = body as JobEventBody;
    // The sender acted on a status that is gone (the other side was first): refuse, never reinterpret.
    if (expectedStatus && expectedStatus !== job!.status) {
      throw new DomainError('illegal_transition', { detail: `The job is ${job!.status} now, not ${expectedStatus}.`, state: job!.status, event: body.type });
    }
    const event = { ...step, by: actor.role } as JobEvent;
    // Issue 26: a link posted before the campaign's window opens is not the post it paid for.
    if (event.type === 'job.submitPost' && campaign.postFrom > localCampaignToday(deps.now())) {
      throw new DomainError('validation', { detail: `The posting window is ${campaign.postFrom} to ${campaign.postTo}; submit the link from ${campaign.postFrom}.`, errors: [{ path: 'postUrl', message: 'job_post_before_window' }] });
    }
    if (event.type === 'job.select') {
      assertPublished(campaign, event.type);
      // Decide first so an illegal select answers 409 before "campaign full".
      decide(jobMachine, { value: job!.status, context: jobContextOf({ productShipping: campaign.productShipping, shippedAt: job!.shippedAt }) }, event);
      await assertSeatLeft(tx, campaign);
    }
    const next = await applyDecision(deps, tx, { campaign, job: job!, from: job!.status, event, actor, changes: changesOf(body, deps.now()) });
    return toJob(next, campaign, await influencerNameOf(tx, next.influencerId), actor.role);
  });
}

/**
 * A deadline or campaign event from the job queue. It lost the race when the job has moved on
 * (a person answered first): then it does nothing, and says so.
 */
export async function runSystemJobEvent(deps: JobDeps, jobId: string, type: 'job.campaignClosed'): Promise<'applied' | 'stale'> {
  try {
    await sendJobEvent(deps, { role: 'system', userId: null }, jobId, { type, by: 'system' });
    return 'applied';
  } catch (error) {
    if (error instanceof DomainError && (error.type === 'illegal_transition' || error.type === 'not_found')) return 'stale';
    throw error;
  }
}

/**
 * A wait of the job machine ended (a `machine.delayed` message, decision 031). It acts only on
 * the entry that started it: when the job has entered a state since (the counter moved on), or
 * the machine no longer takes the event, it does nothing and says so. Delivered at least once,
 * so a repeat finds the counter moved, or (a reminder, which moves nothing) its history row.
 */
export async function runJobDelayedEvent(deps: JobDeps & Partial<Pick<Deps, 'log'>>, message: Pick<DelayedMessage, 'id' | 'entry' | 'event'>): Promise<'applied' | 'stale'> {
  // INSIGHT's deadline pays with the post's metrics from its platform: asked for before the
  // transaction (never an outside call inside one), written below only if still this entry.
  const platformInsight = isInsightTimeout(message.event) ? await platformInsightFor(deps, message) : null;
  return deps.db.transaction(async (tx) => {
    const [owner] = await tx.select({ campaignId: jobs.campaignId }).from(jobs).where(eq(jobs.id, message.id));
    if (!owner) return 'stale';
    const campaign = await lockCampaign(tx, owner.campaignId);
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, message.id)).for('update');
    if (!job || job.stateEntry !== message.entry) return 'stale';
    const context = await jobContextFor(deps, tx, campaign, job.shippedAt);
    if (!jobMachine.resolveState({ value: job.status, context }).can(message.event as JobEvent)) return 'stale';
    // A reminder leaves the job in its entry, so the counter cannot tell a redelivered one: its
    // history row (which names the entry) can. Without this check the influencer was reminded twice.
    const kind = jobEventName(message.event.type);
    const [done] = await tx
      .select({ id: jobEvents.id })
      .from(jobEvents)
      .where(and(eq(jobEvents.jobId, job.id), eq(jobEvents.event, kind), sql`${jobEvents.detail}->>'entry' = ${String(message.entry)}`))
      .limit(1);
    if (done) return 'stale';
    // A redelivered message found the counter moved above; the influencer's own report, if it came
    // in meanwhile, moved it too. So the platform's figures never overwrite an insight.
    const changes: Partial<JobRow> = platformInsight && job.insight === null ? { insight: { ...platformInsight } } : {};
    await applyDecision(deps, tx, { campaign, job, from: job.status, event: { ...message.event, entry: message.entry } as EventObject, actor: { role: 'system', userId: null }, changes });
    return 'applied';
  });
}

/** Campaign close: every applicant still MATCHED is cancelled, each through the machine. */
export async function cancelMatchedJobs(deps: JobDeps, campaignId: string): Promise<number> {
  const rows = await deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.campaignId, campaignId), eq(jobs.status, 'MATCHED')));
  let cancelled = 0;
  for (const row of rows) if ((await runSystemJobEvent(deps, row.id, 'job.campaignClosed')) === 'applied') cancelled += 1;
  return cancelled;
}

// ---- reads ---------------------------------------------------------------------------------
// The hot reads are prepared statements (job-statements.ts, decision 011); only the talent
// manager's filtered list is still built by Drizzle per call.

const jobOfRead = (row: JobReadRow, viewer: JobActor) =>
  toJob(row, { id: row.campaignId, name: row.campaignName, brandName: row.brandName, currency: row.currency, productShipping: row.productShipping }, row.influencerName, viewer);

/** GET /api/jobs: the influencer's own jobs, newest change first. */
export const listMyJobs = async (db: Database, influencerId: string) => ({ items: (await myJobsStatement.run(db, [influencerId])).map((row) => jobOfRead(row, 'influencer')) });

/**
 * A talent manager's partners' jobs (partners whose consent stands), newest change first,
 * keyset-paged on (status changed at, id); filtered by status and partner. A partner id that is
 * not a partner of this manager is 404 (the consent is what lets the manager see a partner).
 */
export async function listPartnerJobs(db: Database, managerId: string, query: PartnerJobsQuery): Promise<PartnerJobsResponse> {
  if (query.partner) await assertPartner(db, managerId, query.partner);
  else await assertTalentManager(db, managerId);
  const cursor = query.after ? decodeTimeCursor(query.after) : null;
  const rows = await db
    .select({ job: jobs, campaign: campaigns, influencerName: users.displayName })
    .from(jobs)
    .innerJoin(campaigns, eq(campaigns.id, jobs.campaignId))
    .innerJoin(users, eq(users.id, jobs.influencerId))
    .where(
      and(
        inArray(jobs.influencerId, partnerIdsOf(db, managerId)),
        query.partner ? eq(jobs.influencerId, query.partner) : undefined,
        query.status ? eq(jobs.status, query.status) : undefined,
        cursor ? or(lt(jobs.statusChangedAt, cursor.at), and(eq(jobs.statusChangedAt, cursor.at), lt(jobs.id, cursor.id))) : undefined,
      ),
    )
    .orderBy(desc(jobs.statusChangedAt), desc(jobs.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => encodeTimeCursor(row.job.statusChangedAt, row.job.id));
  // The manager looks on; they act on no job ('system' leaves allowedEvents empty).
  return { items: page.items.map((row) => toJob(row.job, row.campaign, row.influencerName, 'system')), next: page.next };
}

export const listCampaignJobs = async (db: Database, marketerId: string, campaignId: string) => {
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.marketerId, marketerId)));
  if (!campaign) throw notFoundError('No campaign of yours with this id.');
  return { items: (await campaignJobsStatement.run(db, [campaignId])).map((row) => jobOfRead(row, 'marketer')) };
};

export async function getJob(db: Database, viewer: JobActorRef, jobId: string): Promise<Job> {
  const [row] = await (viewer.role === 'influencer' ? influencerJobStatement : marketerJobStatement).run(db, [jobId, viewer.userId!]);
  if (!row) throw notFoundError('No job of yours with this id.');
  return jobOfRead(row, viewer.role);
}

export async function jobHistory(db: Database, viewer: JobActorRef, jobId: string) {
  await getJob(db, viewer, jobId);
  const rows = await db.select().from(jobEvents).where(eq(jobEvents.jobId, jobId)).orderBy(jobEvents.id);
  return { items: rows.map((row) => ({ event: row.event, fromStatus: row.fromStatus, toStatus: row.toStatus, actorRole: row.actorRole, at: row.createdAt.toISOString() })) };
}

function marketItemOf(row: MarketCampaignRow, channels: InfluencerChannel[], interests: string[]): JobMarketItem {
  const perChannel = channels.map((channel) => ({ channelId: channel.id, channelType: channel.type, name: channel.name, failedCriteria: failedCriteria(row, channel, interests) }));
  return {
    campaign: {
      id: row.id,
      name: row.name,
      brandName: row.brandName,
      briefHtml: row.briefHtml,
      visibility: row.visibility,
      channelTypes: row.channelTypes,
      postTypes: row.postTypes,
      tier: row.tier,
      interests: row.interests,
      pricePerInfluencerMinor: row.pricePerInfluencerMinor,
      currency: row.currency,
      productShipping: row.productShipping,
      applyBy: row.applyBy,
      postFrom: row.postFrom,
      postTo: row.postTo,
      hashtags: row.hashtags,
      dos: row.dos,
      donts: row.donts,
      couponCode: row.couponCode,
      attachments: attachmentsOf(row),
    },
    isMatch: perChannel.some((channel) => channel.failedCriteria.length === 0),
    channels: perChannel,
    jobId: row.jobId,
    cursor: encodeCursor(row.publishedAt ?? row.createdAt, row.id),
  };
}

/** The influencer's connected channels and interests, for matching (one prepared round trip). */
async function channelsForMatch(db: Database, influencerId: string) {
  const [row] = await influencerChannelsStatement.run(db, [influencerId]);
  return { channels: row?.channels ?? [], interests: row?.interests ?? [] };
}

/** One campaign of the job market (job detail): open and public, or one the influencer has a job in. */
export async function jobMarketItem(db: Database, influencerId: string, campaignId: string, now: Date): Promise<JobMarketItem> {
  const [row] = await marketItemStatement.run(db, [influencerId, campaignId]);
  if (!row || (!isOpenOnMarket(row, now) && !row.jobId)) throw notFoundError('No open job with this id.');
  const { channels, interests } = await channelsForMatch(db, influencerId);
  return marketItemOf(row, channels, interests);
}

const encodeCursor = (publishedAt: Date, id: string) => Buffer.from(`${publishedAt.toISOString()}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  return id && /^[0-9a-f-]{36}$/.test(id) && !Number.isNaN(date.getTime()) ? { at: date, id } : null;
}

/**
 * The influencer's job market: public campaigns still taking applications and invite-only ones
 * they were invited to, newest first, keyset-paged on (published_at, id); each with whether one
 * of their channels matches and what each channel fails. `isMatch` keeps only one kind.
 */
export async function jobMarket(db: Database, influencerId: string, query: { isMatch?: boolean; after?: string; limit: number }, now: Date): Promise<{ items: JobMarketItem[]; next: string | null }> {
  let cursor = query.after ? decodeCursor(query.after) : null;
  if (query.after && !cursor) throw new DomainError('validation', { errors: [{ path: 'after', message: 'cursor_invalid' }] });
  const { channels, interests } = await channelsForMatch(db, influencerId);
  // "Still open" by the app's clock (deps.now), the one the deadlines and the apply check use.
  const today = localCampaignToday(now);
  const items: JobMarketItem[] = [];
  // Matching is per influencer, so filtered pages are filled batch by batch (bounded); an
  // unfiltered page needs one row more than the page, to know there is a next one.
  const batchSize = query.isMatch === undefined ? query.limit + 1 : query.limit * 2;
  for (let batch = 0; batch < 10 && items.length <= query.limit; batch += 1) {
    const rows = cursor ? await marketAfterStatement.run(db, [influencerId, today, batchSize, cursor.at, cursor.id]) : await marketFirstStatement.run(db, [influencerId, today, batchSize]);
    for (const row of rows) {
      const item = marketItemOf(row, channels, interests);
      cursor = { at: row.publishedAt ?? row.createdAt, id: row.id };
      if (query.isMatch !== undefined && query.isMatch !== item.isMatch) continue;
      items.push(item);
      if (items.length === query.limit + 1) break;
    }
    if (rows.length < batchSize) break;
  }
  const page = items.slice(0, query.limit);
  return { items: page, next: items.length > query.limit ? page.at(-1)!.cursor : null };
}
