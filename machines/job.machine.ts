import { assign, setup } from 'xstate';
import type { JobStatus } from '#common/enums';

/**
 * A job = one influencer's channel in one campaign (PRODUCT.md "Campaigns and jobs"). The
 * server is authoritative: it restores this machine at the stored status, asks `decide()` for
 * the next one and carries out the named actions (escrow, notifications) in the same
 * transaction. The client runs the same definition only to know which buttons to show.
 *
 * Every event names who sends it (`by`), and a guard checks that this role may: an influencer
 * cannot approve their own post, a marketer cannot accept an assignment, and deadlines are
 * sent by the `system` (the job queue). An event that is not allowed is an illegal transition
 * (409 on the server).
 *
 * `NEW` is not a stored status: a job row is created by the first event (apply or invite),
 * so the server decides that first step from `NEW` like every other.
 */
export type JobActor = 'influencer' | 'marketer' | 'system';
export type JobState = 'NEW' | JobStatus;

export interface JobContext {
  /** The campaign ships a product: accepting leads to SHIPPING instead of READY. */
  productShipping: boolean;
  /** The marketer marked the product shipped (tracking number given). */
  shipped: boolean;
}

export type JobEvent =
  /** The server checked the channel against the campaign's criteria; `failedCriteria` is empty when it meets them. */
  | { type: 'job.apply'; by: JobActor; failedCriteria: string[] }
  | { type: 'job.invite'; by: JobActor }
  | { type: 'job.select'; by: JobActor }
  | { type: 'job.accept'; by: JobActor }
  | { type: 'job.decline'; by: JobActor }
  | { type: 'job.ship'; by: JobActor; trackingNumber: string }
  | { type: 'job.confirmReceipt'; by: JobActor }
  | { type: 'job.submitPost'; by: JobActor; postUrl: string }
  | { type: 'job.approve'; by: JobActor }
  | { type: 'job.requestChanges'; by: JobActor; note: string }
  | { type: 'job.submitInsight'; by: JobActor }
  | { type: 'job.cancel'; by: JobActor }
  /** Deadlines and campaign events, sent by the job queue. */
  | { type: 'job.assignTimeout'; by: JobActor }
  | { type: 'job.reviewTimeout'; by: JobActor }
  | { type: 'job.campaignClosed'; by: JobActor };

/** Statuses a job never leaves. */
export const finalJobStatuses: readonly JobStatus[] = ['CANCEL', 'REJECTED', 'COMPLETED', 'MISMATCHED'];
/** Statuses in which the job's price sits in escrow (reserved at ASSIGN, until CANCEL/REJECTED/COMPLETED). */
export const escrowedJobStatuses: readonly JobStatus[] = ['ASSIGN', 'SHIPPING', 'READY', 'SUBMIT', 'INSIGHT'];
/** Statuses in which an influencer is working on the job (a channel with one cannot be disconnected). */
export const openJobStatuses: readonly JobStatus[] = ['MATCHED', 'ASSIGN', 'SHIPPING', 'READY', 'SUBMIT', 'INSIGHT'];

export const jobMachine = setup({
  types: {
    context: {} as JobContext,
    events: {} as JobEvent,
    input: {} as { productShipping: boolean },
  },
  guards: {
    isInfluencer: (_, params: { by: JobActor }) => params.by === 'influencer',
    isMarketer: (_, params: { by: JobActor }) => params.by === 'marketer',
    isSystem: (_, params: { by: JobActor }) => params.by === 'system',
    isMatchingApplication: (_, params: { by: JobActor; failedCriteria: string[] }) => params.by === 'influencer' && params.failedCriteria.length === 0,
    isShippingAccept: ({ context }, params: { by: JobActor }) => params.by === 'influencer' && context.productShipping,
    isShippedReceipt: ({ context }, params: { by: JobActor }) => params.by === 'influencer' && context.shipped,
  },
  actions: {
    // Carried out by the server in the transition's transaction (src/server/services/jobs.ts).
    reserveEscrow: () => {},
    releaseEscrow: () => {},
    captureEscrow: () => {},
    scheduleAssignDeadline: () => {},
    scheduleReviewDeadline: () => {},
    notifyInfluencer: () => {},
    notifyMarketer: () => {},
    markShipped: assign({ shipped: true }),
  },
}).createMachine({
  id: 'job',
  context: ({ input }) => ({ productShipping: input.productShipping, shipped: false }),
  initial: 'NEW',
  states: {
    NEW: {
      on: {
        'job.apply': [
          { guard: { type: 'isMatchingApplication', params: ({ event }) => ({ by: event.by, failedCriteria: event.failedCriteria }) }, target: 'MATCHED', actions: 'notifyMarketer' },
          { guard: { type: 'isInfluencer', params: ({ event }) => ({ by: event.by }) }, target: 'MISMATCHED' },
        ],
        'job.invite': {
          guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) },
          target: 'ASSIGN',
          actions: ['reserveEscrow', 'scheduleAssignDeadline', 'notifyInfluencer'],
        },
      },
    },
    MATCHED: {
      on: {
        'job.select': {
          guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) },
          target: 'ASSIGN',
          actions: ['reserveEscrow', 'scheduleAssignDeadline', 'notifyInfluencer'],
        },
        'job.cancel': { guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) }, target: 'CANCEL', actions: 'notifyInfluencer' },
        'job.campaignClosed': { guard: { type: 'isSystem', params: ({ event }) => ({ by: event.by }) }, target: 'CANCEL', actions: 'notifyInfluencer' },
      },
    },
    MISMATCHED: { type: 'final' },
    ASSIGN: {
      on: {
        'job.accept': [
          { guard: { type: 'isShippingAccept', params: ({ event }) => ({ by: event.by }) }, target: 'SHIPPING', actions: 'notifyMarketer' },
          { guard: { type: 'isInfluencer', params: ({ event }) => ({ by: event.by }) }, target: 'READY', actions: 'notifyMarketer' },
        ],
        'job.decline': { guard: { type: 'isInfluencer', params: ({ event }) => ({ by: event.by }) }, target: 'REJECTED', actions: ['releaseEscrow', 'notifyMarketer'] },
        'job.cancel': { guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) }, target: 'CANCEL', actions: ['releaseEscrow', 'notifyInfluencer'] },
        // PRODUCT.md: ASSIGN unanswered 72 h → CANCEL.
        'job.assignTimeout': {
          guard: { type: 'isSystem', params: ({ event }) => ({ by: event.by }) },
          target: 'CANCEL',
          actions: ['releaseEscrow', 'notifyInfluencer', 'notifyMarketer'],
        },
      },
    },
    SHIPPING: {
      on: {
        'job.ship': { guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) }, target: 'SHIPPING', actions: ['markShipped', 'notifyInfluencer'] },
        'job.confirmReceipt': { guard: { type: 'isShippedReceipt', params: ({ event }) => ({ by: event.by }) }, target: 'READY', actions: 'notifyMarketer' },
        'job.cancel': { guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) }, target: 'CANCEL', actions: ['releaseEscrow', 'notifyInfluencer'] },
      },
    },
    READY: {
      on: {
        'job.submitPost': {
          guard: { type: 'isInfluencer', params: ({ event }) => ({ by: event.by }) },
          target: 'SUBMIT',
          actions: ['scheduleReviewDeadline', 'notifyMarketer'],
        },
        'job.cancel': { guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) }, target: 'CANCEL', actions: ['releaseEscrow', 'notifyInfluencer'] },
      },
    },
    SUBMIT: {
      on: {
        'job.approve': { guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) }, target: 'INSIGHT', actions: 'notifyInfluencer' },
        'job.requestChanges': { guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) }, target: 'READY', actions: 'notifyInfluencer' },
        // PRODUCT.md: SUBMIT unreviewed 72 h → INSIGHT (auto-approve).
        'job.reviewTimeout': { guard: { type: 'isSystem', params: ({ event }) => ({ by: event.by }) }, target: 'INSIGHT', actions: ['notifyInfluencer', 'notifyMarketer'] },
      },
    },
    INSIGHT: {
      on: {
        'job.submitInsight': { guard: { type: 'isInfluencer', params: ({ event }) => ({ by: event.by }) }, target: 'COMPLETED', actions: ['captureEscrow', 'notifyMarketer'] },
      },
    },
    COMPLETED: { type: 'final' },
    CANCEL: { type: 'final' },
    REJECTED: { type: 'final' },
  },
});

/** The context a stored job restores with. */
export const jobContextOf = (row: { productShipping: boolean; shippedAt: Date | string | null }): JobContext => ({
  productShipping: row.productShipping,
  shipped: row.shippedAt !== null,
});

/** jobEventsFor depends on these four values only: each answer is worked out once (at most 160). */
const eventsByState = new Map<string, JobEvent['type'][]>();

/** Events a role may send in a status, for screens to offer only those (the server still decides). */
export function jobEventsFor(status: JobState, context: JobContext, by: JobActor): JobEvent['type'][] {
  const key = `${status}|${context.productShipping}|${context.shipped}|${by}`;
  const known = eventsByState.get(key);
  if (known) return [...known];
  const events = eventsOf(status, context, by);
  eventsByState.set(key, events);
  return [...events];
}

function eventsOf(status: JobState, context: JobContext, by: JobActor): JobEvent['type'][] {
  const snapshot = jobMachine.resolveState({ value: status, context });
  const candidates: JobEvent[] = [
    { type: 'job.select', by },
    { type: 'job.accept', by },
    { type: 'job.decline', by },
    { type: 'job.ship', by, trackingNumber: 'x' },
    { type: 'job.confirmReceipt', by },
    { type: 'job.submitPost', by, postUrl: 'https://x' },
    { type: 'job.approve', by },
    { type: 'job.requestChanges', by, note: 'x' },
    { type: 'job.submitInsight', by },
    { type: 'job.cancel', by },
  ];
  return candidates.filter((event) => snapshot.can(event)).map((event) => event.type);
}
