import { assign, fromPromise, setup } from 'xstate';
import { blockingFindings, confirmationProblem, offeredReasons, type DeactivationCheckResult, type DeactivationRules } from '#common/deactivation-rules';

export type { DeactivationCheckResult, DeactivationRules };
// The roles' rules are plain data the server checks with too (src/common/deactivation-rules.ts).
export { influencerDeactivation, marketerDeactivation } from '#common/deactivation-rules';

/**
 * Deactivating an account (PRODUCT.md "Deactivation"), one machine for every role:
 * checking (the server lists what blocks it and the reasons to choose from) → blocked |
 * choosingReason → confirming → deactivated. A failed check or a refused confirmation can be
 * retried. What blocks and which reasons need a written detail are the role's data (input),
 * so influencers use the same machine with their own lists. The guards are the plain rules of
 * #common/deactivation-rules, which the server checks a deactivation with (decision 056). A
 * screen flow, not a stored status: `users.status` is `lifecycles/account-status.machine.ts`.
 */

export interface DeactivationContext {
  rules: DeactivationRules;
  blockers: string[];
  reasons: string[];
  reason: string | null;
  detail: string;
  /** What went wrong last: a problem type from the server, or `reason_required` / `detail_required`. */
  error: string | null;
}

export type DeactivationEvent =
  | { type: 'deactivation.retry' }
  | { type: 'deactivation.choose'; reason: string }
  | { type: 'deactivation.describe'; detail: string }
  | { type: 'deactivation.confirm' };

const problemType = (error: unknown): string => ((error as { data?: { type?: unknown } } | null)?.data?.type as string | undefined) ?? 'network';

export const deactivationMachine = setup({
  types: {
    context: {} as DeactivationContext,
    events: {} as DeactivationEvent,
    input: {} as DeactivationRules,
  },
  actors: {
    checkDeactivation: fromPromise<DeactivationCheckResult>(async () => {
      throw new Error('checkDeactivation is provided at the edge');
    }),
    deactivate: fromPromise<unknown, { reason: string; detail?: string }>(async () => {
      throw new Error('deactivate is provided at the edge');
    }),
  },
  guards: {
    isBlocked: ({ context }, params: { check: DeactivationCheckResult }) => blockingFindings(context.rules, params.check).length > 0,
    hasNoReason: ({ context }) => confirmationProblem(context.rules, context.reason, context.detail) === 'reason_required',
    isDetailMissing: ({ context }) => confirmationProblem(context.rules, context.reason, context.detail) === 'detail_required',
  },
  actions: {
    assignCheck: assign(({ context }, params: { check: DeactivationCheckResult }) => ({
      blockers: blockingFindings(context.rules, params.check),
      reasons: offeredReasons(context.rules, params.check),
      error: null,
    })),
    assignError: assign((_, params: { error: string }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'deactivation',
  context: ({ input }) => ({ rules: input, blockers: [], reasons: [], reason: null, detail: '', error: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkDeactivation',
        src: 'checkDeactivation',
        onDone: [
          { guard: { type: 'isBlocked', params: ({ event }) => ({ check: event.output }) }, target: 'blocked', actions: { type: 'assignCheck', params: ({ event }) => ({ check: event.output }) } },
          { target: 'choosingReason', actions: { type: 'assignCheck', params: ({ event }) => ({ check: event.output }) } },
        ],
        onError: { target: 'checkFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: problemType(event.error) }) } },
      },
    },
    checkFailed: {
      on: { 'deactivation.retry': 'checking' },
    },
    /** Something must be settled first (open jobs, a balance …); checking again once it is. */
    blocked: {
      on: { 'deactivation.retry': 'checking' },
    },
    choosingReason: {
      on: {
        'deactivation.choose': { actions: assign({ reason: ({ event }) => event.reason, error: null }) },
        'deactivation.describe': { actions: assign({ detail: ({ event }) => event.detail, error: null }) },
        'deactivation.confirm': [
          { guard: 'hasNoReason', actions: { type: 'assignError', params: { error: 'reason_required' } } },
          { guard: 'isDetailMissing', actions: { type: 'assignError', params: { error: 'detail_required' } } },
          { target: 'confirming', actions: assign({ error: null }) },
        ],
      },
    },
    confirming: {
      invoke: {
        id: 'deactivate',
        src: 'deactivate',
        input: ({ context }) => ({ reason: context.reason!, ...(context.detail.trim() ? { detail: context.detail.trim() } : {}) }),
        onDone: 'deactivated',
        // Refused (or the network failed): back to the choice with the problem; confirming again retries.
        onError: { target: 'choosingReason', actions: { type: 'assignError', params: ({ event }) => ({ error: problemType(event.error) }) } },
      },
    },
    deactivated: { type: 'final' },
  },
});
