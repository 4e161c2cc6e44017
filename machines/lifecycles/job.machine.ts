import { assign, setup, type EventObject } from 'xstate';
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

/**
 * How long each wait lasts (PRODUCT.md "Campaigns and jobs"), in milliseconds: the server reads
 * them from app_config (`job.*Ms`) and gives them in the context, so the machine declares WHICH
 * wait ends how and configuration says how long.
 */
export interface JobDurations {
  /** ASSIGN unanswered → CANCEL (72 h). */
  assignMs: number;
  /** SUBMIT unreviewed → INSIGHT, approved automatically (72 h). */
  reviewMs: number;
  /** SHIPPING, not shipped since acceptance → CANCEL (7 days). */
  shipMs: number;
  /** SHIPPING, shipped but receipt unconfirmed → READY (7 days). */
  receiptMs: number;
  /** READY: the warning this long before the last posting day ends (24 h). */
  postWarningMs: number;
  /** INSIGHT without insight → COMPLETED and paid (7 days after approval). */
  insightMs: number;
  /** INSIGHT: the reminder this long after approval (day 5). */
  insightReminderMs: number;
}

export const defaultJobDurations: JobDurations = {
  assignMs: 72 * 3_600_000,
  reviewMs: 72 * 3_600_000,
  shipMs: 7 * 86_400_000,
  receiptMs: 7 * 86_400_000,
  postWarningMs: 24 * 3_600_000,
  insightMs: 7 * 86_400_000,
  insightReminderMs: 5 * 86_400_000,
};

export interface JobContext {
  /** The campaign ships a product: accepting leads to SHIPPING instead of READY. */
  productShipping: boolean;
  /** The marketer marked the product shipped (tracking number given). */
  shipped: boolean;
  durations: JobDurations;
  /** End of the campaign's last posting day (epoch ms): READY without a post link ends there. */
  postingEndsAt: number;
  /**
   * The time of the event being decided (epoch ms), given by whoever restores the machine: the
   * machine reads no clock, and the READY wait is "until a date", so its delay is measured from here.
   */
  now: number;
}

/** The machine's waits (XState delays): each state that ends by itself names one in `after`. */
export type JobDelay = 'assignTimeout' | 'reviewTimeout' | 'shippingTimeout' | 'postWarning' | 'postTimeout' | 'insightReminder' | 'insightTimeout';

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
  /** Campaign events, sent by the job queue (deadlines are the machine's own `after` waits). */
  | { type: 'job.campaignClosed'; by: JobActor };


export const jobMachine = setup({
  types: {
    context: {} as JobContext,
    events: {} as JobEvent,
    input: {} as { productShipping: boolean; durations?: JobDurations; postingEndsAt?: number; now?: number },
  },
  delays: {
    assignTimeout: ({ context }) => context.durations.assignMs,
    reviewTimeout: ({ context }) => context.durations.reviewMs,
    // Entered at acceptance (not shipped yet) and again when shipped (receipt awaited).
    shippingTimeout: ({ context }) => (context.shipped ? context.durations.receiptMs : context.durations.shipMs),
    postTimeout: ({ context }) => Math.max(0, context.postingEndsAt - context.now),
    postWarning: ({ context }) => Math.max(0, context.postingEndsAt - context.durations.postWarningMs - context.now),
    insightReminder: ({ context }) => context.durations.insightReminderMs,
    insightTimeout: ({ context }) => context.durations.insightMs,
  },
  guards: {
    isInfluencer: (_, params: { by: JobActor }) => params.by === 'influencer',
    isMarketer: (_, params: { by: JobActor }) => params.by === 'marketer',
    isSystem: (_, params: { by: JobActor }) => params.by === 'system',
    isMatchingApplication: (_, params: { by: JobActor; failedCriteria: string[] }) => params.by === 'influencer' && params.failedCriteria.length === 0,
    isShippingAccept: ({ context }, params: { by: JobActor }) => params.by === 'influencer' && context.productShipping,
    isShippedReceipt: ({ context }, params: { by: JobActor }) => params.by === 'influencer' && context.shipped,
    wasShipped: ({ context }) => context.shipped,
  },
  actions: {
    // Carried out by the server in the transition's transaction (src/server/services/jobs.ts).
    reserveEscrow: () => {},
    releaseEscrow: () => {},
    captureEscrow: () => {},
    notifyInfluencer: () => {},
    notifyMarketer: () => {},
    markShipped: assign({ shipped: true }),
  },
}).createMachine({
  id: 'job',
  context: ({ input }) => ({ productShipping: input.productShipping, shipped: false, durations: input.durations ?? defaultJobDurations, postingEndsAt: input.postingEndsAt ?? 0, now: input.now ?? 0 }),
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
          actions: ['reserveEscrow', 'notifyInfluencer'],
        },
      },
    },
    MATCHED: {
      on: {
        'job.select': {
          guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) },
          target: 'ASSIGN',
          actions: ['reserveEscrow', 'notifyInfluencer'],
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
      },
      // PRODUCT.md: ASSIGN unanswered 72 h → CANCEL.
      after: { assignTimeout: { target: 'CANCEL', actions: ['releaseEscrow', 'notifyInfluencer', 'notifyMarketer'] } },
    },
    SHIPPING: {
      on: {
        // Re-entered: the wait starts again, now for the receipt (delay shippingTimeout reads `shipped`).
        'job.ship': { guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) }, target: 'SHIPPING', reenter: true, actions: ['markShipped', 'notifyInfluencer'] },
        'job.confirmReceipt': { guard: { type: 'isShippedReceipt', params: ({ event }) => ({ by: event.by }) }, target: 'READY', actions: 'notifyMarketer' },
        'job.cancel': { guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) }, target: 'CANCEL', actions: ['releaseEscrow', 'notifyInfluencer'] },
      },
      // PRODUCT.md: shipped but receipt unconfirmed 7 days → READY; not shipped 7 days after acceptance → CANCEL (released).
      after: {
        shippingTimeout: [
          { guard: 'wasShipped', target: 'READY', actions: ['notifyInfluencer', 'notifyMarketer'] },
          { target: 'CANCEL', actions: ['releaseEscrow', 'notifyInfluencer', 'notifyMarketer'] },
        ],
      },
    },
    READY: {
      on: {
        'job.submitPost': {
          guard: { type: 'isInfluencer', params: ({ event }) => ({ by: event.by }) },
          target: 'SUBMIT',
          actions: 'notifyMarketer',
        },
        'job.cancel': { guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) }, target: 'CANCEL', actions: ['releaseEscrow', 'notifyInfluencer'] },
      },
      // PRODUCT.md: no post link by the campaign's last posting day → CANCEL (released), warned 24 h before.
      after: {
        postWarning: { actions: 'notifyInfluencer' },
        postTimeout: { target: 'CANCEL', actions: ['releaseEscrow', 'notifyInfluencer', 'notifyMarketer'] },
      },
    },
    SUBMIT: {
      on: {
        'job.approve': { guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) }, target: 'INSIGHT', actions: 'notifyInfluencer' },
        'job.requestChanges': { guard: { type: 'isMarketer', params: ({ event }) => ({ by: event.by }) }, target: 'READY', actions: 'notifyInfluencer' },
      },
      // PRODUCT.md: SUBMIT unreviewed 72 h → INSIGHT (auto-approve).
      after: { reviewTimeout: { target: 'INSIGHT', actions: ['notifyInfluencer', 'notifyMarketer'] } },
    },
    INSIGHT: {
      on: {
        'job.submitInsight': { guard: { type: 'isInfluencer', params: ({ event }) => ({ by: event.by }) }, target: 'COMPLETED', actions: ['captureEscrow', 'notifyMarketer'] },
      },
      // PRODUCT.md: no insight 7 days after approval → COMPLETED and paid (reminder on day 5).
      after: {
        insightReminder: { actions: 'notifyInfluencer' },
        insightTimeout: { target: 'COMPLETED', actions: ['captureEscrow', 'notifyInfluencer', 'notifyMarketer'] },
      },
    },
    COMPLETED: { type: 'final' },
    CANCEL: { type: 'final' },
    REJECTED: { type: 'final' },
  },
});

/** The context a stored job restores with (durations and posting end default for screens that only ask what is allowed). */
export const jobContextOf = (row: { productShipping: boolean; shippedAt: Date | string | null; durations?: JobDurations; postingEndsAt?: number; now?: number }): JobContext => ({
  productShipping: row.productShipping,
  shipped: row.shippedAt !== null,
  durations: row.durations ?? defaultJobDurations,
  postingEndsAt: row.postingEndsAt ?? 0,
  now: row.now ?? 0,
});

/** The event XState raises when a state's `after` wait ends (`xstate.after.<delay>.job.<STATE>`). */
export const jobDelayEvent = (delay: JobDelay, state: JobStatus): EventObject => ({ type: `xstate.after.${delay}.job.${state}` });

/** `job.<delay>` for a delayed event (history rows and notifications name the wait), else the type as it is. */
export function jobEventName(type: string): string {
  const match = /^xstate\.after\.([A-Za-z]+)\.job\./.exec(type);
  return match ? `job.${match[1]}` : type;
}

/**
 * When the wait of `status`, entered at `enteredAt`, ends by itself (the wait that moves the job,
 * not a reminder), as the machine declares it: what screens show as "answer by" / "review by".
 */
export function jobDeadlineOf(status: JobState, context: JobContext, enteredAt: Date): Date | null {
  const node = jobMachine.states[status] as { config: { after?: Record<string, unknown> } } | undefined;
  const moving = Object.entries(node?.config.after ?? {}).find(([, transition]) => [transition].flat().some((candidate) => (candidate as { target?: unknown }).target !== undefined));
  if (!moving) return null;
  const delay = jobMachine.implementations.delays[moving[0]] as (args: { context: JobContext }) => number;
  return new Date(enteredAt.getTime() + delay({ context: { ...context, now: enteredAt.getTime() } }));
}

/** One wait a state starts when entered: the event XState raises, when, and whether it moves the job (else it only reminds). */
export interface JobWait {
  delay: JobDelay;
  event: EventObject;
  at: Date;
  moves: boolean;
}

/** Statuses whose state declares a wait (`after`): a job in one must always have its deadline queued. */
export const waitingJobStatuses = (Object.keys(jobMachine.states) as JobState[]).filter((state) => Boolean((jobMachine.states[state] as { config: { after?: object } }).config.after)) as JobStatus[];

/**
 * Every wait `status` starts when entered at `enteredAt`, as the machine declares it (the same
 * delays decide() answers on entry): what the server's safety net re-queues for a job whose
 * messages are missing (decision 049).
 */
export function jobWaitsOf(status: JobState, context: JobContext, enteredAt: Date): JobWait[] {
  const node = jobMachine.states[status] as { config: { after?: Record<string, unknown> } } | undefined;
  return Object.entries(node?.config.after ?? {}).map(([delay, transition]) => {
    const ms = (jobMachine.implementations.delays[delay] as (args: { context: JobContext }) => number)({ context: { ...context, now: enteredAt.getTime() } });
    const moves = [transition].flat().some((candidate) => (candidate as { target?: unknown }).target !== undefined);
    return { delay: delay as JobDelay, event: jobDelayEvent(delay as JobDelay, status as JobStatus), at: new Date(enteredAt.getTime() + ms), moves };
  });
}

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
